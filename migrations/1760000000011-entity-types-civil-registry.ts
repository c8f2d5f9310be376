import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One seeded entity type: fixed ids, so that other reference data and tests may refer to them. */
interface SeedType {
  id: string;
  parentId: string | null;
  names: { ckb: string; en: string; ar: string; kmr: string };
  selectable: boolean;
  levelKinds: string[];
  ownerKinds: string[];
}

const COMPANY = 'e7000000-0000-4000-8000-000000000001';
const BRANCH = 'e7000000-0000-4000-8000-000000000002';
const PROFESSION = 'e7000000-0000-4000-8000-000000000003';
const FACTORY = 'e7000000-0000-4000-8000-000000000004';

const company = (n: number, names: SeedType['names']): SeedType => ({
  id: `e7000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  parentId: COMPANY,
  names,
  selectable: true,
  levelKinds: ['kri_level'],
  ownerKinds: ['business'],
});
const branch = (n: number, names: SeedType['names']): SeedType => ({
  id: `e7000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  parentId: BRANCH,
  names,
  selectable: true,
  levelKinds: ['kri_level'],
  ownerKinds: ['business'],
});
const profession = (n: number, names: SeedType['names']): SeedType => ({
  id: `e7000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
  parentId: PROFESSION,
  names,
  selectable: true,
  levelKinds: ['kri_level', 'district_level'],
  ownerKinds: ['tradeName'],
});

/** The kinds of company of spec §3, the two kinds of branch, and the trade-name kinds (profession, factory). */
export const SEEDED_ENTITY_TYPES: readonly SeedType[] = [
  {
    id: COMPANY,
    parentId: null,
    names: { ckb: 'کۆمپانیا', en: 'Company', ar: 'شركة', kmr: 'Şirket' },
    selectable: false,
    levelKinds: ['kri_level'],
    ownerKinds: ['business'],
  },
  company(1, {
    ckb: 'کۆمپانیای بەرپرسیارێتی سنووردار',
    en: 'Limited liability company',
    ar: 'شركة محدودة المسؤولية',
    kmr: 'Şirketa bi berpirsiyariya sînordar',
  }),
  company(2, {
    ckb: 'کۆمپانیای پشکداری تێکەڵ',
    en: 'Joint stock company (mixed)',
    ar: 'شركة مساهمة مختلطة',
    kmr: 'Şirketa pişkdar (tevlihev)',
  }),
  company(3, {
    ckb: 'کۆمپانیای پشکداری تایبەت',
    en: 'Joint stock company (private)',
    ar: 'شركة مساهمة خاصة',
    kmr: 'Şirketa pişkdar (taybet)',
  }),
  company(4, { ckb: 'کۆمپانیای تاکە خاوەن', en: 'Sole owner company', ar: 'شركة المالك الواحد', kmr: 'Şirketa yek xwedî' }),
  company(5, { ckb: 'کۆمپانیای هاوکاری', en: 'Cooperative company', ar: 'شركة تعاونية', kmr: 'Şirketa kooperatîf' }),
  company(6, { ckb: 'کۆمپانیای تەزامونی', en: 'Joint liability company', ar: 'شركة تضامنية', kmr: 'Şirketa bi berpirsiyariya hevbeş' }),
  company(7, { ckb: 'کۆمپانیای سادە', en: 'Simple company', ar: 'شركة بسيطة', kmr: 'Şirketa sade' }),
  {
    id: BRANCH,
    parentId: null,
    names: { ckb: 'لق', en: 'Branch', ar: 'فرع', kmr: 'Şax' },
    selectable: false,
    levelKinds: ['kri_level'],
    ownerKinds: ['business'],
  },
  branch(1, { ckb: 'لقی کۆمپانیای بیانی', en: 'Foreign company branch', ar: 'فرع شركة أجنبية', kmr: 'Şaxa şirketeke biyanî' }),
  branch(2, {
    ckb: 'لقی کۆمپانیای تۆمارکراو لە بەغدا',
    en: 'Baghdad-registered company branch',
    ar: 'فرع شركة مسجلة في بغداد',
    kmr: 'Şaxa şirketeke li Bexdayê tomarkirî',
  }),
  {
    id: PROFESSION,
    parentId: null,
    names: { ckb: 'پیشە (ناوی بازرگانی)', en: 'Profession (trade name)', ar: 'مهنة (اسم تجاري)', kmr: 'Pîşe (navê bazirganî)' },
    selectable: false,
    levelKinds: ['kri_level', 'district_level'],
    ownerKinds: ['tradeName'],
  },
  profession(1, { ckb: 'دوکان', en: 'Shop', ar: 'محل تجاري', kmr: 'Dikan' }),
  profession(2, { ckb: 'کارگە', en: 'Workshop', ar: 'ورشة', kmr: 'Kargeh' }),
  profession(3, { ckb: 'نووسینگە', en: 'Office', ar: 'مكتب', kmr: 'Ofîs' }),
  profession(4, { ckb: 'چێشتخانە', en: 'Restaurant', ar: 'مطعم', kmr: 'Xwaringeh' }),
  {
    id: FACTORY,
    parentId: null,
    names: { ckb: 'کارخانە (ناوی بازرگانی)', en: 'Factory (trade name)', ar: 'مصنع (اسم تجاري)', kmr: 'Fabrîke (navê bazirganî)' },
    selectable: true,
    levelKinds: ['kri_level', 'district_level'],
    ownerKinds: ['tradeName'],
  },
];

/**
 * Entity types (a tree of reference data managed in the back office) with an append-only log of
 * every change, and the civil registry's persons (the source of truth for UPNs; never public).
 */
export class EntityTypesCivilRegistry1760000000011 implements MigrationInterface {
  name = 'EntityTypesCivilRegistry1760000000011';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE entity_types (
        id           uuid PRIMARY KEY,
        parent_id    uuid REFERENCES entity_types (id),
        name_ckb     text NOT NULL CHECK (btrim(name_ckb) <> '' AND char_length(name_ckb) <= 200),
        name_en      text NOT NULL CHECK (btrim(name_en) <> '' AND char_length(name_en) <= 200),
        name_ar      text NOT NULL CHECK (btrim(name_ar) <> '' AND char_length(name_ar) <= 200),
        name_kmr     text NOT NULL CHECK (btrim(name_kmr) <> '' AND char_length(name_kmr) <= 200),
        selectable   boolean NOT NULL DEFAULT true,
        level_kinds  text[] NOT NULL DEFAULT '{}' CHECK (level_kinds <@ ARRAY['kri_level', 'district_level']::text[]),
        status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        owner_kinds  text[] NOT NULL DEFAULT '{}' CHECK (owner_kinds <@ ARRAY['business', 'tradeName']::text[]),
        version      integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        created_at   timestamptz NOT NULL DEFAULT now(),
        updated_at   timestamptz NOT NULL DEFAULT now(),
        CHECK (parent_id <> id)
      );
      CREATE INDEX entity_types_parent ON entity_types (parent_id);
      CREATE INDEX entity_types_order ON entity_types (created_at, id);

      -- Every change, for auditors: who, when, what (field by field) and why, with the state after it.
      CREATE TABLE entity_type_changes (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        entity_type_id  uuid NOT NULL REFERENCES entity_types (id),
        version         integer NOT NULL,
        action          text NOT NULL CHECK (action IN ('created', 'updated', 'activated', 'deactivated')),
        actor           text NOT NULL,
        at              timestamptz NOT NULL DEFAULT now(),
        reason          text,
        changes         jsonb NOT NULL,
        snapshot        jsonb NOT NULL,
        UNIQUE (entity_type_id, version)
      );
      CREATE TRIGGER entity_type_changes_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON entity_type_changes
        FOR EACH STATEMENT EXECUTE FUNCTION es_refuse_change();

      -- The civil registry: a person per UPN. No nationality (NULL) is a real state: such a UPN
      -- is refused with advice to visit a biometry office.
      CREATE TABLE civil_registry_persons (
        upn          text PRIMARY KEY CHECK (upn ~ '^[0-9]{13}$'),
        first_name   text NOT NULL,
        last_name    text NOT NULL,
        father_name  text,
        birth_date   date NOT NULL,
        nationality  text CHECK (nationality IN ('iraqi', 'foreigner')),
        gender       text NOT NULL DEFAULT 'unknown' CHECK (gender IN ('male', 'female', 'unknown')),
        imported_at  timestamptz NOT NULL DEFAULT now(),
        updated_at   timestamptz NOT NULL DEFAULT now()
      );

      REVOKE ALL ON entity_types, entity_type_changes, civil_registry_persons FROM PUBLIC;
      GRANT SELECT, INSERT, UPDATE ON entity_types TO registry_app;
      GRANT SELECT, INSERT ON entity_type_changes TO registry_app;
      GRANT SELECT, INSERT, UPDATE ON civil_registry_persons TO registry_app;
    `);

    for (const [index, t] of SEEDED_ENTITY_TYPES.entries()) {
      const snapshot = {
        parentId: t.parentId,
        names: t.names,
        selectable: t.selectable,
        levelKinds: t.levelKinds,
        ownerKinds: t.ownerKinds,
        status: 'active',
      };
      const changes = Object.fromEntries(Object.entries(snapshot).map(([field, to]) => [field, { from: null, to }]));
      // Creation order is the display order: one microsecond apart.
      await db.query(
        `INSERT INTO entity_types (id, parent_id, name_ckb, name_en, name_ar, name_kmr, selectable, level_kinds, owner_kinds, version, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, now() + make_interval(secs => $10::double precision / 1000000), now() + make_interval(secs => $10::double precision / 1000000))`,
        [t.id, t.parentId, t.names.ckb, t.names.en, t.names.ar, t.names.kmr, t.selectable, t.levelKinds, t.ownerKinds, index],
      );
      await db.query(
        `INSERT INTO entity_type_changes (entity_type_id, version, action, actor, reason, changes, snapshot)
         VALUES ($1, 1, 'created', 'system:migration', 'initial reference data', $2, $3)`,
        [t.id, JSON.stringify(changes), JSON.stringify(snapshot)],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS civil_registry_persons, entity_type_changes, entity_types');
  }
}
