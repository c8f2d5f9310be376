import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid } from '@registry/domain/shared/domain-error';
import {
  LEVEL_KINDS,
  OWNER_KINDS,
  changesBetween,
  duplicateNameProblems,
  parentProblems,
  type EntityType,
  type EntityTypeFields,
} from '@registry/domain/reference/entity-types/entity-type';
import { PG_POOL } from '#src/tokens';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { streamIdFor } from '#src/event-store/event-ids';
import { currentCallerKey, markReplayed } from '#src/shared/idempotency/idempotency-context';
import {
  ENTITY_TYPE_COLUMNS,
  TREE_LOCK,
  allEntityTypes,
  entityTypeOf,
  inOrder,
  recordEntityTypeChange,
  type EntityTypeRow,
} from '#src/modules/reference/entity-types/entity-types.table';
import { CreateEntityTypeCommand } from './create-entity-type.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(CreateEntityTypeCommand)
export class CreateEntityTypeHandler implements ICommandHandler<CreateEntityTypeCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ input, actor }: CreateEntityTypeCommand): Promise<EntityType> {
    const fields: EntityTypeFields = {
      parentId: input.parentId ?? null,
      names: input.names,
      selectable: input.selectable ?? true,
      levelKinds: inOrder(LEVEL_KINDS, input.levelKinds ?? []),
      ownerKinds: inOrder(OWNER_KINDS, input.ownerKinds ?? []),
      status: 'active',
    };
    // The id derives from the caller-scoped idempotency key: a retry of a create that committed finds it.
    const callerKey = currentCallerKey();
    const id = streamIdFor(callerKey);
    return inTransaction(this.pool, async (client) => {
      await client.query(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`);
      const all = await allEntityTypes(client);
      const made = callerKey ? all.find((type) => type.id === id) : undefined;
      if (made) {
        markReplayed();
        return made;
      }
      const problems = [...parentProblems(null, fields.parentId, all), ...duplicateNameProblems(null, fields.parentId, fields.names, all)];
      if (problems.length) throw invalid(problems);
      const { rows } = await client.query<EntityTypeRow>(
        sql`INSERT INTO entity_types (id, parent_id, name_ckb, name_en, name_ar, name_kmr, selectable, level_kinds, owner_kinds, status, version)
         VALUES (${id}, ${fields.parentId}, ${fields.names.ckb}, ${fields.names.en}, ${fields.names.ar}, ${fields.names.kmr}, ${fields.selectable}, ${fields.levelKinds}, ${fields.ownerKinds}, ${fields.status}, 1) RETURNING ${Sql.raw(ENTITY_TYPE_COLUMNS)}`,
      );
      const created = entityTypeOf(rows[0]!);
      await recordEntityTypeChange(client, created, 'created', actor, null, changesBetween(null, fields));
      return created;
    });
  }
}
