import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EntityTypesController } from './entity-types.controller.js';
import { ListEntityTypesHandler } from './queries/list-entity-types/list-entity-types.handler.js';
import { GetEntityTypeTreeHandler } from './queries/get-entity-type-tree/get-entity-type-tree.handler.js';
import { GetEntityTypeHandler } from './queries/get-entity-type/get-entity-type.handler.js';
import { GetEntityTypeHistoryHandler } from './queries/get-entity-type-history/get-entity-type-history.handler.js';
import { CreateEntityTypeHandler } from './commands/create-entity-type/create-entity-type.handler.js';
import { UpdateEntityTypeHandler } from './commands/update-entity-type/update-entity-type.handler.js';
import { ChangeEntityTypeStatusHandler } from './commands/change-entity-type-status/change-entity-type-status.handler.js';

/**
 * Entity types: a tree of reference data, read by everyone, changed by reference managers. Its
 * use cases are commands and queries (`commands/`, `queries/`), which the back office's
 * controller sends too.
 * Each handler holds its use case; what they share is the table (`entity-types.table.ts`).
 */
@Module({
  imports: [CqrsModule],
  controllers: [EntityTypesController],
  providers: [
    ListEntityTypesHandler,
    GetEntityTypeTreeHandler,
    GetEntityTypeHandler,
    GetEntityTypeHistoryHandler,
    CreateEntityTypeHandler,
    UpdateEntityTypeHandler,
    ChangeEntityTypeStatusHandler,
  ],
})
export class EntityTypesModule {}
