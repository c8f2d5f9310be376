import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { conflict, invalid, notFound } from '@registry/domain/shared/domain-error';
import {
  DirectorateCodes,
  type Directorate,
  type DirectorateFields,
  type TranslatedText,
} from '@registry/domain/reference/directorates/directorate';
import { inTransaction } from '#src/infrastructure/database/transaction';

const COLUMNS = 'id, province_id, name, address, hours, phone, email, website, version, created_at, updated_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  id: string;
  province_id: string;
  name: TranslatedText;
  address: TranslatedText;
  hours: TranslatedText;
  phone: string;
  email: string;
  website: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const fromRow = (r: Row): Directorate => ({
  id: r.id,
  provinceId: r.province_id,
  name: r.name,
  address: r.address,
  hours: r.hours,
  phone: r.phone,
  email: r.email,
  website: r.website,
  version: r.version,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export type DirectorateChange = Partial<DirectorateFields> & { version: number };

/** Postgres' answers to a province that does not exist or already has its directorate, as the field's problems. */
function provinceProblem(error: unknown, provinceId: string): never {
  const code = (error as { code?: string; constraint?: string }).code;
  if (code === '23503') throw invalid({ code: DirectorateCodes.provinceUnknown, field: 'provinceId', params: { provinceId } });
  if (code === '23505') throw invalid({ code: DirectorateCodes.provinceTaken, field: 'provinceId' });
  throw error;
}

/**
 * The directorates, kept in a plain table by administrators: each change bumps `version`
 * (optimistic concurrency: a change or deletion made on another version is a 409 stale-version).
 */
@Injectable()
export class DirectoratesService {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** In the provinces' order (Erbil, Sulaymaniyah, Duhok, Halabja …). */
  async list(filter: { provinceId?: string } = {}): Promise<Directorate[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS.split(', ')
        .map((c) => `d.${c}`)
        .join(', ')}
         FROM directorates d JOIN provinces p ON p.id = d.province_id
        WHERE $1::text IS NULL OR d.province_id = $1
        ORDER BY p.position, d.id`,
      [filter.provinceId ?? null],
    );
    return rows.map(fromRow);
  }

  async get(id: string): Promise<Directorate> {
    if (!UUID.test(id)) throw notFound();
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM directorates WHERE id = $1`, [id]);
    if (!rows[0]) throw notFound();
    return fromRow(rows[0]);
  }

  async create(fields: DirectorateFields): Promise<Directorate> {
    const id = randomUUID();
    try {
      const { rows } = await this.pool.query<Row>(
        `INSERT INTO directorates (id, province_id, name, address, hours, phone, email, website)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [id, fields.provinceId, fields.name, fields.address, fields.hours, fields.phone, fields.email, fields.website],
      );
      return fromRow(rows[0]!);
    } catch (error) {
      return provinceProblem(error, fields.provinceId);
    }
  }

  /** The fields given replace the stored ones, at `change.version` (409 stale-version otherwise). */
  async update(id: string, change: DirectorateChange): Promise<Directorate> {
    if (!UUID.test(id)) throw notFound();
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<Row>(`SELECT ${COLUMNS} FROM directorates WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw notFound();
      const current = fromRow(rows[0]);
      if (current.version !== change.version) throw conflict('stale-version', { currentVersion: current.version });
      const next: DirectorateFields = {
        provinceId: change.provinceId ?? current.provinceId,
        name: change.name ?? current.name,
        address: change.address ?? current.address,
        hours: change.hours ?? current.hours,
        phone: change.phone ?? current.phone,
        email: change.email ?? current.email,
        website: change.website ?? current.website,
      };
      try {
        const updated = await client.query<Row>(
          `UPDATE directorates SET province_id = $2, name = $3, address = $4, hours = $5, phone = $6, email = $7, website = $8,
                  version = version + 1, updated_at = now()
            WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, next.provinceId, next.name, next.address, next.hours, next.phone, next.email, next.website],
        );
        return fromRow(updated.rows[0]!);
      } catch (error) {
        return provinceProblem(error, next.provinceId);
      }
    });
  }

  /** Removed only at the version the administrator saw (409 stale-version otherwise). */
  async remove(id: string, version: number): Promise<Directorate> {
    if (!UUID.test(id)) throw notFound();
    const { rows } = await this.pool.query<Row>(`DELETE FROM directorates WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`, [
      id,
      version,
    ]);
    if (!rows[0]) {
      const still = await this.pool.query<{ version: number }>('SELECT version FROM directorates WHERE id = $1', [id]);
      if (!still.rows[0]) throw notFound();
      throw conflict('stale-version', { currentVersion: still.rows[0].version });
    }
    return fromRow(rows[0]);
  }
}
