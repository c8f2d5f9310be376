import { Module } from '@nestjs/common';
import { AvailabilityController } from './availability/availability.controller.js';
import { NameRegister } from './availability/name-register.js';
import '@registry/domain/trade-names/availability/messages';

/** Trade names: availability and claims (issue 4); the write side follows (issue 5). */
@Module({
  controllers: [AvailabilityController],
  providers: [NameRegister],
  exports: [NameRegister],
})
export class TradeNamesModule {}
