import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { invalid, notFound } from '@registry/domain/shared/domain-error';
import type { Page } from '#src/shared/http/json-api';
import {
  LEVEL_KINDS,
  OWNER_KINDS,
  buildTree,
  changesBetween,
  duplicateNameProblems,
  fieldsOf,
  parentProblems,
  type ChangeAction,
  type EntityType,
  type EntityTypeFields,
  type EntityTypeNames,
  type EntityTypeNode,
  type EntityTypeStatus,
  type FieldChanges,
  type LevelKind,
  type OwnerKind,
} from '@registry/domain/reference/entity-types/entity-type';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { streamIdFor } from '#src/event-store/event-ids';
import { currentCallerKey, markReplayed, noteCommitted, staleUnlessCommitted } from '#src/shared/idempotency/idempotency-context';

/** Structural changes (create, move) take this lock, so two concurrent moves cannot close a cycle. */
const TREE_LOCK = 7413011;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS = `id, parent_id, name_ckb, name_en, name_ar, name_kmr, selectable, level_kinds, status, owner_kinds, version, created_at, updated_at`;

interface Row {
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

function fromRow(r: Row): EntityType {
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
const inOrder = <T extends string>(canonical: readonly T[], values: readonly T[]): T[] => canonical.filter((k) => values.includes(k));

export interface CreateEntityType {
  parentId?: string | null;
  names: EntityTypeNames;
  selectable?: boolean;
  levelKinds?: readonly LevelKind[];
  ownerKinds?: readonly OwnerKind[];
}

export interface UpdateEntityType {
  version: number;
  parentId?: string | null;
  names?: EntityTypeNames;
  selectable?: boolean;
  levelKinds?: readonly LevelKind[];
  ownerKinds?: readonly OwnerKind[];
  reason?: string;
}

interface Decision {
  next: EntityTypeFields;
  changes: FieldChanges;
  action: ChangeAction;
  reason: string | null;
}

export interface EntityTypeChange {
  id: string;
  entityTypeId: string;
  version: number;
  action: ChangeAction;
  actor: string;
  at: string;
  reason: string | null;
  changes: FieldChanges;
  snapshot: EntityTypeFields;
}

/**
 * Entity types are reference data kept in a plain table: each change bumps `version` (optimistic
 * concurrency, a stale version is a 409) and writes a row to the append-only change log in the
 * same transaction.
 */
@Injectable()
export class EntityTypesService {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async list(page: Page, filter: { selectable?: boolean; status?: EntityTypeStatus }): Promise<{ rows: EntityType[]; total: number }> {
    const where = `WHERE ($1::boolean IS NULL OR selectable = $1) AND ($2::text IS NULL OR status = $2)`;
    const params = [filter.selectable ?? null, filter.status ?? null];
    const [{ rows }, count] = await Promise.all([
      this.pool.query<Row>(`SELECT ${COLUMNS} FROM entity_types ${where} ORDER BY created_at, id LIMIT $3 OFFSET $4`, [
        ...params,
        page.size,
        page.offset,
      ]),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM entity_types ${where}`, params),
    ]);
    return { rows: rows.map(fromRow), total: Number(count.rows[0]!.total) };
  }

  async tree(filter: { status?: EntityTypeStatus } = {}): Promise<EntityTypeNode[]> {
    const all = await this.all(this.pool);
    return buildTree(all, (t) => !filter.status || t.status === filter.status);
  }

  async get(id: string): Promise<EntityType> {
    if (!UUID.test(id)) throw notFound();
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM entity_types WHERE id = $1`, [id]);
    if (!rows[0]) throw notFound();
    return fromRow(rows[0]);
  }

  async history(id: string): Promise<EntityTypeChange[]> {
    await this.get(id);
    const { rows } = await this.pool.query(
      `SELECT id, entity_type_id, version, action, actor, at, reason, changes, snapshot
         FROM entity_type_changes WHERE entity_type_id = $1 ORDER BY version, id`,
      [id],
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

  async create(input: CreateEntityType, actor: string): Promise<EntityType> {
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
    return this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [TREE_LOCK]);
      const all = await this.all(client);
      const made = callerKey ? all.find((type) => type.id === id) : undefined;
      if (made) {
        markReplayed();
        return made;
      }
      const problems = [...parentProblems(null, fields.parentId, all), ...duplicateNameProblems(null, fields.parentId, fields.names, all)];
      if (problems.length) throw invalid(problems);
      const { rows } = await client.query<Row>(
        `INSERT INTO entity_types (id, parent_id, name_ckb, name_en, name_ar, name_kmr, selectable, level_kinds, owner_kinds, status, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1) RETURNING ${COLUMNS}`,
        [
          id,
          fields.parentId,
          fields.names.ckb,
          fields.names.en,
          fields.names.ar,
          fields.names.kmr,
          fields.selectable,
          fields.levelKinds,
          fields.ownerKinds,
          fields.status,
        ],
      );
      const created = fromRow(rows[0]!);
      await this.record(client, created, 'created', actor, null, changesBetween(null, fields));
      return created;
    });
  }

  async update(id: string, input: UpdateEntityType, actor: string): Promise<EntityType> {
    return this.change(id, input.version, actor, async (client, current) => {
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
        const all = await this.all(client);
        const problems = [...parentProblems(id, next.parentId, all), ...duplicateNameProblems(id, next.parentId, next.names, all)];
        if (problems.length) throw invalid(problems);
      }
      return { next, changes, action: 'updated', reason: input.reason || null };
    });
  }

  async setStatus(id: string, status: EntityTypeStatus, version: number, reason: string, actor: string): Promise<EntityType> {
    return this.change(id, version, actor, async (_client, current) => {
      // Already in the asked state: nothing to change, nothing to log (a repeated click is harmless).
      if (current.status === status) return null;
      const next = { ...fieldsOf(current), status };
      return { next, changes: changesBetween(fieldsOf(current), next), action: status === 'active' ? 'activated' : 'deactivated', reason };
    });
  }

  /**
   * Locks the row, refuses a stale version, lets `decide` compute the new fields (null: no
   * change), then writes them with the next version and logs the change in the same transaction.
   */
  private async change(
    id: string,
    expectedVersion: number,
    actor: string,
    decide: (client: pg.PoolClient, current: EntityType) => Promise<Decision | null>,
  ): Promise<EntityType> {
    if (!UUID.test(id)) throw notFound();
    return this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [TREE_LOCK]);
      const { rows } = await client.query<Row>(`SELECT ${COLUMNS} FROM entity_types WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw notFound();
      const current = fromRow(rows[0]);
      if (current.version !== expectedVersion) {
        // A retry of a change that committed answers the type as it stands.
        staleUnlessCommitted(current.version);
        return current;
      }
      const decision = await decide(client, current);
      if (!decision) return current;
      const { next } = decision;
      const updated = await client.query<Row>(
        `UPDATE entity_types
            SET parent_id = $2, name_ckb = $3, name_en = $4, name_ar = $5, name_kmr = $6, selectable = $7,
                level_kinds = $8, owner_kinds = $9, status = $10, version = version + 1, updated_at = now()
          WHERE id = $1 AND version = $11
          RETURNING ${COLUMNS}`,
        [
          id,
          next.parentId,
          next.names.ckb,
          next.names.en,
          next.names.ar,
          next.names.kmr,
          next.selectable,
          next.levelKinds,
          next.ownerKinds,
          next.status,
          expectedVersion,
        ],
      );
      const saved = fromRow(updated.rows[0]!);
      await this.record(client, saved, decision.action, actor, decision.reason, decision.changes);
      await noteCommitted(client);
      return saved;
    });
  }

  private async record(
    client: pg.PoolClient,
    saved: EntityType,
    action: ChangeAction,
    actor: string,
    reason: string | null,
    changes: FieldChanges,
  ): Promise<void> {
    await client.query(
      `INSERT INTO entity_type_changes (entity_type_id, version, action, actor, at, reason, changes, snapshot)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [saved.id, saved.version, action, actor, saved.updatedAt, reason, JSON.stringify(changes), JSON.stringify(fieldsOf(saved))],
    );
  }

  private async all(db: pg.Pool | pg.PoolClient): Promise<EntityType[]> {
    const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM entity_types ORDER BY created_at, id`);
    return rows.map(fromRow);
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }
}
