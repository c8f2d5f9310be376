import type { SqlSession } from '#src/event-store/event-store';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';

/**
 * The province of a district, for rows that name only a district (a trade name). Districts are
 * reference data loaded at start and never renamed, so a projection may read them and stay
 * rebuildable; the map is read once per process and again when a district is unknown to it.
 */
export class DistrictProvinces {
  private map = new Map<string, string>();

  async fill(tx: SqlSession, rows: { district_id: string | null; province_id: string | null }[]): Promise<void> {
    const missing = rows.filter((r) => r.province_id === null && r.district_id !== null);
    if (!missing.length) return;
    if (missing.some((r) => !this.map.has(r.district_id!))) {
      const districts = await selectAs<{ id: string; province_id: string }>(tx, sql`SELECT id, province_id FROM districts`);
      this.map = new Map(districts.map((d) => [d.id, d.province_id]));
    }
    for (const r of missing) r.province_id = this.map.get(r.district_id!) ?? null;
  }
}
