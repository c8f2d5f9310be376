import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid } from '@registry/domain/shared/domain-error';
import {
  LEVEL_KINDS,
  OWNER_KINDS,
  changesBetween,
  duplicateNameProblems,
  fieldsOf,
  parentProblems,
  type EntityType,
  type EntityTypeFields,
} from '@registry/domain/reference/entity-types/entity-type';
import { PG_POOL } from '#src/tokens';
import { allEntityTypes, changeEntityType, inOrder } from '#src/modules/reference/entity-types/entity-types.table';
import { UpdateEntityTypeCommand } from './update-entity-type.command.js';

@CommandHandler(UpdateEntityTypeCommand)
export class UpdateEntityTypeHandler implements ICommandHandler<UpdateEntityTypeCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ id, input, actor }: UpdateEntityTypeCommand): Promise<EntityType> {
    return changeEntityType(this.pool, id, input.version, actor, async (client, current) => {
      const next: EntityTypeFields = {
        ...fieldsOf(current),
        ...(input.parentId !== undefined ? { parentId: input.parentId } : {}),
        ...(input.names !== undefined ? { names: input.names } : {}),
        ...(input.selectable !== undefined ? { selectable: input.selectable } : {}),
        ...(input.levelKinds !== undefined ? { levelKinds: inOrder(LEVEL_KINDS, input.levelKinds) } : {}),
        ...(input.ownerKinds !== undefined ? { ownerKinds: inOrder(OWNER_KINDS, input.ownerKinds) } : {}),
      };
      const changes = changesBetween(fieldsOf(current), next);
      if (!Object.keys(changes).length) return null;
      if (changes.parentId || changes.names) {
        const all = await allEntityTypes(client);
        const problems = [...parentProblems(id, next.parentId, all), ...duplicateNameProblems(id, next.parentId, next.names, all)];
        if (problems.length) throw invalid(problems);
      }
      return { next, changes, action: 'updated', reason: input.reason || null };
    });
  }
}
