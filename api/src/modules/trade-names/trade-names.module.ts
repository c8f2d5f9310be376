import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AvailabilityController } from './availability/availability.controller.js';
import { NameRegister } from './availability/name-register.js';
import { CheckEligibilityHandler } from './availability/queries/check-eligibility/check-eligibility.handler.js';
import { FindSimilarNamesHandler } from './availability/queries/find-similar-names/find-similar-names.handler.js';
import { ListPublicTradeNamesHandler } from './availability/queries/list-public-trade-names/list-public-trade-names.handler.js';
import '@registry/domain/trade-names/availability/messages';

/**
 * Trade names: availability and claims (issue 4). The reads are queries (eligibility, similar
 * names, the public register); claims are made by the applications' commands through NameRegister.
 */
@Module({
  imports: [CqrsModule],
  controllers: [AvailabilityController],
  providers: [NameRegister, CheckEligibilityHandler, FindSimilarNamesHandler, ListPublicTradeNamesHandler],
  exports: [NameRegister],
})
export class TradeNamesModule {}
