import { Module } from '@nestjs/common';
import { EntityTypesController } from './entity-types.controller.js';
import { EntityTypesService } from './entity-types.service.js';

/** Entity types: a tree of reference data, read by everyone, changed by reference managers. */
@Module({
  controllers: [EntityTypesController],
  providers: [EntityTypesService],
  exports: [EntityTypesService],
})
export class EntityTypesModule {}
