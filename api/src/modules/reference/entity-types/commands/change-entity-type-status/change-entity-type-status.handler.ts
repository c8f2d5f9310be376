import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { changesBetween, fieldsOf, type EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { PG_POOL } from '#src/tokens';
import { changeEntityType } from '#src/modules/reference/entity-types/entity-types.table';
import { ChangeEntityTypeStatusCommand } from './change-entity-type-status.command.js';

@CommandHandler(ChangeEntityTypeStatusCommand)
export class ChangeEntityTypeStatusHandler implements ICommandHandler<ChangeEntityTypeStatusCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  execute({ id, status, version, reason, actor }: ChangeEntityTypeStatusCommand): Promise<EntityType> {
    return changeEntityType(this.pool, id, version, actor, async (_client, current) => {
      // Already in the asked state: nothing to change, nothing to log (a repeated click is harmless).
      if (current.status === status) return null;
      const next = { ...fieldsOf(current), status };
      return { next, changes: changesBetween(fieldsOf(current), next), action: status === 'active' ? 'activated' : 'deactivated', reason };
    });
  }
}
