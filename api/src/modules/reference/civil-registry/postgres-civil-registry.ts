import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { CivilRegistry, Person } from '@registry/domain/reference/civil-registry/person';
import { isUpn } from '@registry/domain/reference/civil-registry/rules';
import { sql } from '#src/infrastructure/database/read-models/sql';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Rows per statement: each batch commits on its own, so a large import never holds a long transaction. */
const BATCH_SIZE = 1000;

/** The default civil registry: a table, filled from the registry's CSV exports. */
@Injectable()
export class PostgresCivilRegistry implements CivilRegistry {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async findByUpn(upn: string): Promise<Person | null> {
    if (!isUpn(upn)) return null;
    const { rows } = await this.pool.query(
      sql`SELECT upn, first_name, last_name, father_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, nationality, gender
         FROM civil_registry_persons WHERE upn = ${upn}`,
    );
    const r = rows[0];
    if (!r) return null;
    return {
      upn: r.upn,
      firstName: r.first_name,
      lastName: r.last_name,
      ...(r.father_name ? { fatherName: r.father_name } : {}),
      birthDate: r.birth_date,
      nationality: r.nationality,
      gender: r.gender,
    };
  }

  /**
   * Inserts new persons and updates changed ones; an identical row is left alone, so importing
   * the same file twice changes nothing. UPNs must be distinct within one call.
   */
  async upsertMany(persons: readonly Person[]): Promise<UpsertCounts> {
    const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
    for (let start = 0; start < persons.length; start += BATCH_SIZE) {
      const batch = persons.slice(start, start + BATCH_SIZE);
      const { rows } = await this.pool.query<{ inserted: boolean }>(
        sql`INSERT INTO civil_registry_persons AS p (upn, first_name, last_name, father_name, birth_date, nationality, gender)
         SELECT * FROM unnest(${batch.map((p) => p.upn)}::text[], ${batch.map((p) => p.firstName)}::text[], ${batch.map((p) => p.lastName)}::text[], ${batch.map((p) => p.fatherName ?? null)}::text[], ${batch.map((p) => p.birthDate)}::date[], ${batch.map((p) => p.nationality)}::text[], ${batch.map((p) => p.gender)}::text[])
         ON CONFLICT (upn) DO UPDATE
            SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, father_name = EXCLUDED.father_name,
                birth_date = EXCLUDED.birth_date, nationality = EXCLUDED.nationality, gender = EXCLUDED.gender, updated_at = now()
          WHERE (p.first_name, p.last_name, p.father_name, p.birth_date, p.nationality, p.gender)
                IS DISTINCT FROM (EXCLUDED.first_name, EXCLUDED.last_name, EXCLUDED.father_name, EXCLUDED.birth_date, EXCLUDED.nationality, EXCLUDED.gender)
         RETURNING (xmax = 0) AS inserted`,
      );
      const inserted = rows.filter((r) => r.inserted).length;
      counts.inserted += inserted;
      counts.updated += rows.length - inserted;
      counts.unchanged += batch.length - rows.length;
    }
    return counts;
  }
}
