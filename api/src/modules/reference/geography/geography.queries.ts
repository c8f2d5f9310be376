import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { Page } from '#src/shared/http/json-api';

export interface ProvinceRow {
  id: string;
  name_ckb: string;
  name_en: string;
  name_ar: string;
  name_kmr: string;
}

export interface DistrictRow extends ProvinceRow {
  province_id: string;
  province_name_ckb: string;
  province_name_en: string;
  province_name_ar: string;
  province_name_kmr: string;
}

export interface DistrictFilter {
  provinceId?: string;
  /** Empty: no filter by id. */
  ids: readonly string[];
}

const DISTRICT_COLUMNS = `d.id, d.province_id, d.name_ckb, d.name_en, d.name_ar, d.name_kmr,
  p.name_ckb AS province_name_ckb, p.name_en AS province_name_en, p.name_ar AS province_name_ar, p.name_kmr AS province_name_kmr`;
const DISTRICT_WHERE = `($1::text IS NULL OR d.province_id = $1) AND (cardinality($2::text[]) = 0 OR d.id = ANY ($2::text[]))`;

/** Read side of provinces and districts, in the order the region lists them (a centre first). */
@Injectable()
export class GeographyQueries {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async provinces(): Promise<ProvinceRow[]> {
    const { rows } = await this.pool.query<ProvinceRow>('SELECT id, name_ckb, name_en, name_ar, name_kmr FROM provinces ORDER BY position');
    return rows;
  }

  async province(id: string): Promise<ProvinceRow | undefined> {
    const { rows } = await this.pool.query<ProvinceRow>('SELECT id, name_ckb, name_en, name_ar, name_kmr FROM provinces WHERE id = $1', [
      id,
    ]);
    return rows[0];
  }

  /** Matching districts; a page of them, or all when no page is given. */
  async districts(filter: DistrictFilter, page?: Page): Promise<{ rows: DistrictRow[]; total: number }> {
    const params = [filter.provinceId ?? null, filter.ids];
    const [{ rows }, counted] = await Promise.all([
      this.pool.query<DistrictRow>(
        `SELECT ${DISTRICT_COLUMNS} FROM districts d JOIN provinces p ON p.id = d.province_id
          WHERE ${DISTRICT_WHERE} ORDER BY p.position, d.position LIMIT $3 OFFSET $4`,
        [...params, page?.size ?? null, page?.offset ?? 0],
      ),
      page ? this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM districts d WHERE ${DISTRICT_WHERE}`, params) : undefined,
    ]);
    return { rows, total: counted ? Number(counted.rows[0]!.total) : rows.length };
  }

  async district(id: string): Promise<DistrictRow | undefined> {
    const { rows } = await this.pool.query<DistrictRow>(
      `SELECT ${DISTRICT_COLUMNS} FROM districts d JOIN provinces p ON p.id = d.province_id WHERE d.id = $1`,
      [id],
    );
    return rows[0];
  }
}
