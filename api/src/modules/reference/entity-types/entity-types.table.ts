import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import {
  fieldsOf,
  type ChangeAction,
  type EntityType,
  type EntityTypeFields,
  type EntityTypeStatus,
  type FieldChanges,
  type LevelKind,
  type OwnerKind,
} from '@registry/domain/reference/entity-types/entity-type';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { noteCommitted, staleUnlessCommitted } from '#src/shared/idempotency/idempotency-context';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

// Entity types are reference data kept in a plain table: each change bumps `version` (optimistic
// concurrency, a stale version is a 409) and writes a row to the append-only change log in the
// same transaction. What their use cases share: the row, the tree's lock, the log and the guarded
// change of UpdateEntityType and ChangeEntityTypeStatus.

/** Structural changes (create, move) take this lock, so two concurrent moves cannot close a cycle. */
export const TREE_LOCK = 7413011;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ENTITY_TYPE_COLUMNS = `id, parent_id, name_ckb, name_en, name_ar, name_kmr, selectable, level_kinds, status, owner_kinds, version, created_at, updated_at`;

export interface EntityTypeRow {
  id: string;
  parent_id: string | null;
  name_ckb: string;
  name_en: string;
  name_ar: string;
  name_kmr: string;
  selectable: boolean;
  level_kinds: LevelKind[];
  status: EntityTypeStatus;
  owner_kinds: OwnerKind[];
  version: number;
  created_at: Date;
  updated_at: Date;
}

export function entityTypeOf(r: EntityTypeRow): EntityType {
  return {
    id: r.id,
    parentId: r.parent_id,
    names: { ckb: r.name_ckb, en: r.name_en, ar: r.name_ar, kmr: r.name_kmr },
    selectable: r.selectable,
    levelKinds: r.level_kinds,
    ownerKinds: r.owner_kinds,
    status: r.status,
    version: r.version,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** Kinds in their canonical order, so that a reordered list is no change. */
export const inOrder = <T extends string>(canonical: readonly T[], values: readonly T[]): T[] =>
  canonical.filter((k) => values.includes(k));

/** What a change decides: the new fields, their differences, and how the log names it. */
export interface EntityTypeDecision {
  next: EntityTypeFields;
  changes: FieldChanges;
  action: ChangeAction;
  reason: string | null;
}

/** Every entity type, oldest first. */
export async function allEntityTypes(db: pg.Pool | pg.PoolClient): Promise<EntityType[]> {
  const { rows } = await db.query<EntityTypeRow>(sql`SELECT ${Sql.raw(ENTITY_TYPE_COLUMNS)} FROM entity_types ORDER BY created_at, id`);
  return rows.map(entityTypeOf);
}

/** The entity type, or 404. */
export async function existingEntityType(pool: pg.Pool, id: string): Promise<EntityType> {
  if (!UUID.test(id)) throw notFound();
  const { rows } = await pool.query<EntityTypeRow>(sql`SELECT ${Sql.raw(ENTITY_TYPE_COLUMNS)} FROM entity_types WHERE id = ${id}`);
  if (!rows[0]) throw notFound();
  return entityTypeOf(rows[0]);
}

/** The change's row of the append-only log, in the transaction that made it. */
export async function recordEntityTypeChange(
  client: pg.PoolClient,
  saved: EntityType,
  action: ChangeAction,
  actor: string,
  reason: string | null,
  changes: FieldChanges,
): Promise<void> {
  await client.query(
    sql`INSERT INTO entity_type_changes (entity_type_id, version, action, actor, at, reason, changes, snapshot)
     VALUES (${saved.id}, ${saved.version}, ${action}, ${actor}, ${saved.updatedAt}, ${reason}, ${JSON.stringify(changes)}, ${JSON.stringify(fieldsOf(saved))})`,
  );
}

/**
 * Locks the row, refuses a stale version, lets `decide` compute the new fields (null: no
 * change), then writes them with the next version and logs the change in the same transaction.
 */
export async function changeEntityType(
  pool: pg.Pool,
  id: string,
  expectedVersion: number,
  actor: string,
  decide: (client: pg.PoolClient, current: EntityType) => Promise<EntityTypeDecision | null>,
): Promise<EntityType> {
  if (!UUID.test(id)) throw notFound();
  return inTransaction(pool, async (client) => {
    await client.query(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`);
    const { rows } = await client.query<EntityTypeRow>(
      sql`SELECT ${Sql.raw(ENTITY_TYPE_COLUMNS)} FROM entity_types WHERE id = ${id} FOR UPDATE`,
    );
    if (!rows[0]) throw notFound();
    const current = entityTypeOf(rows[0]);
    if (current.version !== expectedVersion) {
      // A retry of a change that committed answers the type as it stands.
      staleUnlessCommitted(current.version);
      return current;
    }
    const decision = await decide(client, current);
    if (!decision) return current;
    const { next } = decision;
    const updated = await client.query<EntityTypeRow>(
      sql`UPDATE entity_types
          SET parent_id = ${next.parentId}, name_ckb = ${next.names.ckb}, name_en = ${next.names.en}, name_ar = ${next.names.ar}, name_kmr = ${next.names.kmr}, selectable = ${next.selectable},
              level_kinds = ${next.levelKinds}, owner_kinds = ${next.ownerKinds}, status = ${next.status}, version = version + 1, updated_at = now()
        WHERE id = ${id} AND version = ${expectedVersion}
        RETURNING ${Sql.raw(ENTITY_TYPE_COLUMNS)}`,
    );
    const saved = entityTypeOf(updated.rows[0]!);
    await recordEntityTypeChange(client, saved, decision.action, actor, decision.reason, decision.changes);
    await noteCommitted(client);
    return saved;
  });
}
