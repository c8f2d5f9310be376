import type { MigrationInterface, QueryRunner } from 'typeorm';

const LOCALES = ['ckb', 'en', 'ar', 'kmr'];
const empty = { ckb: '', en: '', ar: '', kmr: '' };

/**
 * The provincial company-registration directorates (spec §1 step 3) as reference data that
 * administrators keep (issue 21 §5). Seeded with the four provinces' directorates by name only:
 * the spec gives no address, hours, phone, e-mail or website, so those are stored empty and the
 * portals show them as "to be confirmed" until an administrator fills them in.
 */
const SEED = [
  {
    id: 'd1000000-0000-4000-8000-000000000001',
    provinceId: 'erbil',
    name: {
      ckb: 'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی هەولێر',
      en: 'Erbil Directorate of Company Registration',
      ar: 'مديرية تسجيل الشركات في أربيل',
      kmr: 'Rêveberiya Tomarkirina Şirketan a Hewlêrê',
    },
  },
  {
    id: 'd1000000-0000-4000-8000-000000000002',
    provinceId: 'sulaymaniyah',
    name: {
      ckb: 'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی سلێمانی',
      en: 'Sulaymaniyah Directorate of Company Registration',
      ar: 'مديرية تسجيل الشركات في السليمانية',
      kmr: 'Rêveberiya Tomarkirina Şirketan a Silêmaniyê',
    },
  },
  {
    id: 'd1000000-0000-4000-8000-000000000003',
    provinceId: 'duhok',
    name: {
      ckb: 'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی دهۆک',
      en: 'Duhok Directorate of Company Registration',
      ar: 'مديرية تسجيل الشركات في دهوك',
      kmr: 'Rêveberiya Tomarkirina Şirketan a Duhokê',
    },
  },
  {
    id: 'd1000000-0000-4000-8000-000000000004',
    provinceId: 'halabja',
    name: {
      ckb: 'بەڕێوەبەرایەتیی تۆمارکردنی کۆمپانیاکانی هەڵەبجە',
      en: 'Halabja Directorate of Company Registration',
      ar: 'مديرية تسجيل الشركات في حلبجة',
      kmr: 'Rêveberiya Tomarkirina Şirketan a Helebceyê',
    },
  },
];

/** A text in the four languages: an object with exactly those keys, each a string. */
const translated = (column: string) =>
  `CHECK (jsonb_typeof(${column}) = 'object' AND ${column} - array[${LOCALES.map((l) => `'${l}'`).join(', ')}] = '{}'::jsonb AND ${LOCALES.map((l) => `jsonb_typeof(${column} -> '${l}') = 'string'`).join(' AND ')})`;

export class Directorates1760000000062 implements MigrationInterface {
  name = 'Directorates1760000000062';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE directorates (
        id          uuid PRIMARY KEY,
        province_id text NOT NULL UNIQUE REFERENCES provinces (id),
        name        jsonb NOT NULL ${translated('name')},
        address     jsonb NOT NULL ${translated('address')},
        hours       jsonb NOT NULL ${translated('hours')},
        phone       text NOT NULL DEFAULT '',
        email       text NOT NULL DEFAULT '',
        website     text NOT NULL DEFAULT '',
        version     integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      );
      GRANT SELECT, INSERT, UPDATE, DELETE ON directorates TO registry_app;
    `);
    await db.query(
      `INSERT INTO directorates (id, province_id, name, address, hours)
       SELECT r.id, r."provinceId", r.name, $2::jsonb, $2::jsonb FROM jsonb_to_recordset($1::jsonb) AS r (id uuid, "provinceId" text, name jsonb)`,
      [JSON.stringify(SEED), JSON.stringify(empty)],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS directorates');
  }
}
