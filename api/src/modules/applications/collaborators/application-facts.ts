import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { CIVIL_REGISTRY } from '#src/modules/reference/civil-registry/civil-registry.token';
import type { CivilRegistry, Person } from '@registry/domain/reference/civil-registry/person';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import type { ApplicationFacts } from '@registry/domain/applications/rules/facts';
import { activityIdsOf, districtIdsOf, upnsOf, type ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Looks up what the pure rules need to know about a payload (persons, activities, districts). */
@Injectable()
export class ApplicationFactsLookup {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CIVIL_REGISTRY) private readonly civilRegistry: CivilRegistry,
  ) {}

  async factsFor(details: ApplicationDetails, now: Date): Promise<ApplicationFacts> {
    const upns = upnsOf(details);
    const persons = new Map<string, Person | null>(
      await Promise.all(upns.map(async (upn) => [upn, await this.civilRegistry.findByUpn(upn)] as const)),
    );
    const activityIds = activityIdsOf(details);
    const districtIds = districtIdsOf(details);
    const [activities, districts] = await Promise.all([
      activityIds.length
        ? this.pool.query<{ id: string; selectable: boolean }>(sql`SELECT id, selectable FROM activities WHERE id = ANY(${activityIds})`)
        : { rows: [] },
      this.districts(districtIds),
    ]);
    return {
      today: registryToday(now),
      persons,
      activities: new Map(activities.rows.map((r) => [r.id, { selectable: r.selectable }])),
      districts,
    };
  }

  /** The districts of `ids` that exist, with their province (a rectification needs no more). */
  async districts(ids: readonly string[]): Promise<ApplicationFacts['districts']> {
    if (!ids.length) return new Map();
    const { rows } = await this.pool.query<{ id: string; province_id: string }>(
      sql`SELECT id, province_id FROM districts WHERE id = ANY(${[...ids]})`,
    );
    return new Map(rows.map((r) => [r.id, { provinceId: r.province_id }]));
  }
}
