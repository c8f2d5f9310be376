import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { ContractNames } from '@registry/domain/applications/contract/establishment-contract';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { activityIdsOf, districtIdsOf, type ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import { GetCountryQuery } from '#src/modules/reference/countries/queries/get-country/get-country.query';

const NAME_COLUMNS: Record<Locale, string> = { ckb: 'name_ckb', en: 'name_en', ar: 'name_ar', kmr: 'name_kmr' };
// Not every activity has every translation yet: the English label (always present) stands in.
const LABEL_COLUMNS: Record<Locale, string> = { ckb: 'label_ckb', en: 'label_en', ar: 'label_ar', kmr: 'label_kmr' };

/** The names of the activities, districts, provinces and the parent's country a record holds by id, in one language, for its contract. */
@Injectable()
export class ContractNamesLookup {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly queryBus: QueryBus,
  ) {}

  async namesFor(details: ApplicationDetails, locale: Locale): Promise<ContractNames> {
    const activityIds = activityIdsOf(details);
    const districtIds = districtIdsOf(details);
    const address = (details as { company?: { address?: { province_id?: unknown } } }).company?.address;
    const provinceIds = typeof address?.province_id === 'string' ? [address.province_id] : [];
    // A branch's parent company is named with its country (issue 34 §4): the company's, else its shareholders'.
    const countryCodes = countryCodesOf(details);
    const [activities, districts, provinces, countries] = await Promise.all([
      this.pool.query<{ id: string; name: string }>(
        sql`SELECT id, COALESCE(${Sql.raw(LABEL_COLUMNS[locale])}, label_en) AS name FROM activities WHERE id = ANY(${activityIds})`,
      ),
      this.pool.query<{ id: string; name: string }>(
        sql`SELECT id, ${Sql.raw(NAME_COLUMNS[locale])} AS name FROM districts WHERE id = ANY(${districtIds})`,
      ),
      this.pool.query<{ id: string; name: string }>(
        sql`SELECT id, ${Sql.raw(NAME_COLUMNS[locale])} AS name FROM provinces WHERE id = ANY(${provinceIds})`,
      ),
      Promise.all(
        countryCodes.map((code) =>
          this.queryBus.execute(new GetCountryQuery(code)).then(
            (country) => [code, country.name[locale]] as const,
            // An unknown code is the rules' to refuse; the contract shows the code.
            () => [code, undefined] as const,
          ),
        ),
      ),
    ]);
    const byId = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
    const [activity, district, province] = [byId(activities.rows), byId(districts.rows), byId(provinces.rows)];
    const country = new Map(countries);
    return {
      activity: (id) => activity.get(id),
      district: (id) => district.get(id),
      province: (id) => province.get(id),
      country: (code) => country.get(code),
    };
  }
}

function countryCodesOf(details: ApplicationDetails): string[] {
  const d = details as { company?: { country?: unknown }; shareholders?: { country_of_registration?: unknown }[] };
  const codes = [d.company?.country, ...(Array.isArray(d.shareholders) ? d.shareholders.map((s) => s?.country_of_registration) : [])];
  return [...new Set(codes.filter((code): code is string => typeof code === 'string' && code.trim() !== '').map((code) => code.trim()))];
}
