import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { forbidden } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { existingEntityType } from '#src/modules/reference/entity-types/entity-types.table';
import { GetEntityTypeHistoryQuery, type EntityTypeChange } from './get-entity-type-history.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(GetEntityTypeHistoryQuery)
export class GetEntityTypeHistoryHandler implements IQueryHandler<GetEntityTypeHistoryQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ id, caller }: GetEntityTypeHistoryQuery): Promise<EntityTypeChange[]> {
    if (caller.kind !== 'staff' || !(caller.permissions.has('reference.manage') || caller.permissions.has('audit.read'))) throw forbidden();
    await existingEntityType(this.pool, id);
    const { rows } = await this.pool.query(
      sql`SELECT id, entity_type_id, version, action, actor, at, reason, changes, snapshot
         FROM entity_type_changes WHERE entity_type_id = ${id} ORDER BY version, id`,
    );
    return rows.map((r) => ({
      id: String(r.id),
      entityTypeId: r.entity_type_id,
      version: r.version,
      action: r.action,
      actor: r.actor,
      at: (r.at as Date).toISOString(),
      reason: r.reason,
      changes: r.changes,
      snapshot: r.snapshot,
    }));
  }
}
