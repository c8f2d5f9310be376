import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { sql } from '#src/infrastructure/database/read-models/sql';
import { CIVIL_REGISTRY } from '#src/modules/reference/civil-registry/civil-registry.token';
import { StaffUsers } from '#src/modules/identity/users/staff-users.repository';
import type { CivilRegistry } from '@registry/domain/reference/civil-registry/person';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { ROLE_PERMISSIONS, isRole, type Role } from '@registry/domain/identity/permissions';
import { CertificateMessages as M } from '@registry/domain/certificates/messages';
import type { CertificateFacts, CertificateKind } from '@registry/domain/certificates/certificate';
import type { IssuedCertificate } from '@registry/domain/applications/workflow/application-state';
import type { AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

type Names = Record<Locale, string>;
type Loose = Record<string, any>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** `Aram Kamal` → `A. K.` (by letters, so that Arabic script keeps its first letter whole). */
const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${[...w][0]}.`)
    .join(' ');

/** The kind of certificate an application of this kind gets (a business by its type). */
export function certificateKindOf(kind: ApplicationKindName, state: AnyState): CertificateKind {
  if (kind === 'trade-names') return 'trade-name';
  if (kind === 'trademarks') return 'trademark';
  return state.businessType === 'foreign_company' ? 'foreign-branch' : 'business';
}

/** The register number people use: the UEN of a company, the reference of a trade name or trademark. */
export function registerNumberOf(id: string, state: AnyState): string {
  return state.uen ?? state.reference ?? id;
}

/**
 * Resolves a certificate's facts in a language from the application's folded state (the details
 * as corrected and transferred) and the reference data: the holders' names from the civil
 * registry, places, activities and the directorate in the language, the issuer's role.
 */
@Injectable()
export class CertificateFactsReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CIVIL_REGISTRY) private readonly civilRegistry: CivilRegistry,
    private readonly staff: StaffUsers,
  ) {}

  async facts(
    kind: ApplicationKindName,
    id: string,
    state: AnyState,
    certificate: IssuedCertificate,
    locale: Locale,
    options: { public?: boolean } = {},
  ): Promise<CertificateFacts> {
    const certificateKind = certificateKindOf(kind, state);
    const details = (state.details ?? {}) as Loose;
    const naming: Loose = kind === 'businesses' ? (details.trade_name ?? {}) : details;
    const districtId: string | undefined =
      kind === 'businesses' ? (text(details.company?.address?.district_id) ?? text(naming.district_id)) : text(naming.district_id);
    const provinceId: string | undefined = kind === 'businesses' ? text(details.company?.address?.province_id) : undefined;
    const [place, activities, holders, officerRole] = await Promise.all([
      this.place(provinceId, districtId),
      kind === 'trademarks' ? Promise.resolve(this.classes(details, locale)) : this.activities(details.activity_ids ?? [], locale),
      this.holders(kind, details, options.public ?? false),
      this.officerRole(certificate),
    ]);
    const registeredAt = state.history.findLast((h) => h.event === 'confirm_payment')?.at ?? certificate.issuedAt;
    const name =
      kind === 'trademarks'
        ? ([details.wordMark?.[locale], details.wordMark?.ckb, details.wordMark?.en, details.wordMark?.ar].map(text).find(Boolean) ?? '')
        : (text(naming.name) ?? '');
    return {
      kind: certificateKind,
      registerNumber: certificate.registerNumber,
      certificateNumber: certificate.number,
      name,
      nameInLanguage: kind === 'trademarks' ? undefined : text(naming.locales?.[locale]),
      holders,
      province: place ? place.province[locale] : null,
      district: place?.district ? place.district[locale] : null,
      activities,
      protectionLevel: kind === 'trademarks' ? null : (naming.protection_level ?? null),
      capital: certificateKind === 'trademark' || certificateKind === 'trade-name' ? null : (details.company?.capital_in_number ?? null),
      registeredAt,
      issuedAt: certificate.issuedAt,
      directorate: place?.directorate ? place.directorate[locale] : null,
      officerRole,
    };
  }

  /** The province (of the district when only the district is known), the district, and the province's directorate. */
  private async place(provinceId: string | undefined, districtId: string | undefined) {
    if (!provinceId && !districtId) return null;
    const { rows } = await this.pool.query<{ province: Names; district: Names | null; directorate: Names | null }>(sql`
      SELECT json_build_object('ckb', p.name_ckb, 'en', p.name_en, 'ar', p.name_ar, 'kmr', p.name_kmr) AS province,
             CASE WHEN d.id IS NULL THEN NULL
                  ELSE json_build_object('ckb', d.name_ckb, 'en', d.name_en, 'ar', d.name_ar, 'kmr', d.name_kmr) END AS district,
             dir.name AS directorate
        FROM provinces p
        LEFT JOIN districts d ON d.id = ${districtId ?? null} AND d.province_id = p.id
        LEFT JOIN directorates dir ON dir.province_id = p.id
       WHERE p.id = coalesce(${provinceId ?? null}::text, (SELECT province_id FROM districts WHERE id = ${districtId ?? null}))`);
    return rows[0] ?? null;
  }

  private async activities(ids: string[], locale: Locale): Promise<string[]> {
    if (!ids.length) return [];
    const { rows } = await this.pool.query<{ id: string; label: string }>(sql`
      SELECT id, coalesce(CASE ${locale} WHEN 'ckb' THEN label_ckb WHEN 'ar' THEN label_ar WHEN 'kmr' THEN label_kmr END, label_en) AS label
        FROM activities WHERE id = ANY(${ids})`);
    const byId = new Map(rows.map((r) => [r.id, r.label]));
    return ids.map((id) => byId.get(id) ?? id);
  }

  private classes(details: Loose, locale: Locale): string[] {
    return ((details.classes ?? []) as { classNumber: number; terms: string[] }[]).map((c) =>
      translate(M['certificate.class'], locale, { number: c.classNumber, terms: (c.terms ?? []).join(', ') }),
    );
  }

  /**
   * The holders by name, once each: a person by the civil registry's name, a company by its name.
   * On the public page a person is named by initials only (the public register names no person,
   * rm_publications): enough to match the paper in hand, not to look up who owns what.
   */
  private async holders(kind: ApplicationKindName, details: Loose, masked: boolean): Promise<string[]> {
    const parties: { upn?: string; name?: string }[] = [];
    if (kind === 'trade-names') {
      parties.push({ upn: text(details.upn) });
      for (const p of details.partners ?? []) parties.push(p.type === 'natural' ? { upn: text(p.upn) } : { name: text(p.company_name) });
    } else if (kind === 'businesses') {
      for (const s of details.shareholders ?? [])
        parties.push({
          upn: text(s.upn),
          name: text(s.full_name) ?? text(s.company_name) ?? text(s.registered_company_name) ?? text(s.entity_name),
        });
    } else {
      const owner = details.owner ?? {};
      parties.push(owner.type === 'natural' ? { upn: text(owner.upn) } : { name: text(owner.company_name) });
    }
    const names = await Promise.all(
      parties.map(async (p) => {
        const person = p.upn ? await this.civilRegistry.findByUpn(p.upn) : null;
        // A party with a UPN is a person, named by the registry or, failing it, as declared.
        const full = person ? `${person.firstName} ${person.lastName}` : p.name;
        return full && masked && p.upn ? initials(full) : full;
      }),
    );
    // Once per party (two partners may share a name; one person may be owner and partner).
    const seen = new Set<string>();
    return names.filter((n, i): n is string => {
      const key = parties[i]!.upn ?? `name:${n}`;
      if (!n || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** The role under which the officer issued: the first of their roles that may issue. */
  private async officerRole(certificate: IssuedCertificate): Promise<Role | null> {
    if (certificate.issuedBy.kind !== 'staff') return null;
    const user = await this.staff.byId(certificate.issuedBy.id);
    return (user?.roles ?? []).filter(isRole).find((r) => ROLE_PERMISSIONS[r].includes('certificates.issue')) ?? null;
  }
}
