import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type pg from 'pg';
import { PG_POOL } from '../../../tokens.js';
import { ForStaff, Public } from '../../../shared/http/access.js';
import { RequestLocale } from '../../../shared/http/request-context.js';
import { collection, document, resource } from '../../../shared/http/json-api.js';
import { readPage } from '../../../shared/http/paging.js';
import { invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import { translate } from '@registry/domain/shared/i18n/messages';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import type { Assessment, Conflict, NameRequest } from '@registry/domain/trade-names/availability/eligibility';
import { NameRegister } from './name-register.js';
import { EligibilityQuery, PublicTradeNamesQuery, SimilarQuery } from './availability.dto.js';

/** What the public may see of a conflicting name: never who holds it. */
const publicConflict = (c: Conflict) => ({
  name: c.name,
  score: c.score,
  source: c.source,
  status: c.status ?? (c.source === 'legacy' ? 'legacy' : undefined),
  protectionLevel: c.protectionLevel ?? null,
  districtId: c.districtId ?? null,
});

@ApiTags('trade names')
@Controller()
export class AvailabilityController {
  constructor(
    private readonly register: NameRegister,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  @Get('v1/public/trade_names/eligible')
  @Public()
  @ApiOperation({ summary: 'Whether a trade name is available, with coded reasons and the conflicting names (the same check the submission makes)' })
  async eligible(@Query() query: EligibilityQuery, @RequestLocale() locale: Locale) {
    const request = await this.validRequest(query);
    const assessment = await this.register.assess(request);
    return document(resource('trade-name-eligibility', this.eligibilityAttributes(query.chosenTradeName, assessment, locale)));
  }

  @Get('v1/public/trade_names/similar')
  @Public()
  @ApiOperation({ summary: 'Stored names similar to the chosen one, ranked by score' })
  async similarPublic(@Query() query: SimilarQuery) {
    const assessment = await this.register.assess({ name: this.nameOf(query.chosenTradeName), protectionLevel: 'kri_level' }, 'similar');
    return document(assessment.similar.map((c, i) => resource('similar-trade-names', { id: `${i + 1}`, ...publicConflict(c) })), { total: assessment.similar.length });
  }

  @Get('v1/trade_names/similar')
  @ForStaff('applications.read')
  @ApiOperation({ summary: 'Similar names for examiners, with the applications that hold them' })
  async similarForStaff(@Query() query: SimilarQuery) {
    const assessment = await this.register.assess({ name: this.nameOf(query.chosenTradeName), protectionLevel: 'kri_level' }, 'similar');
    return document(
      assessment.similar.map((c, i) => resource('similar-trade-names', { id: `${i + 1}`, ...publicConflict(c), holder: c.holder ?? null, claimId: c.id })),
      { total: assessment.similar.length },
    );
  }

  @Get('v1/public/trade_names')
  @Public()
  @ApiOperation({ summary: 'Granted and registered trade names (the public register), filtered, sorted and paged' })
  async publicList(@Query() query: PublicTradeNamesQuery) {
    const page = readPage(query as Record<string, unknown>);
    const where = [`status IN ('granted', 'registered')`];
    const values: unknown[] = [];
    /** `?` in the condition stands for the value's parameter. */
    const add = (sql: string, value: unknown) => {
      values.push(value);
      where.push(sql.replaceAll('?', `$${values.length}`));
    };
    const keys = query.name?.trim() ? nameKeys(query.name) : undefined;
    // Any spelling in any script: similar skeletons, or the skeleton contained in a longer name.
    if (keys && !keys.genericOnly) add('(skeleton % ? OR strpos(skeleton, ?) > 0)', keys.skeleton);
    if (query.districtId) add('district_id = ?', query.districtId);
    if (query.provinceId) add('province_id = ?', query.provinceId);
    if (query.protectionLevel) add('protection_level = ?', query.protectionLevel);
    const order = { name: 'name ASC', '-name': 'name DESC', registeredAt: 'claimed_at ASC', '-registeredAt': 'claimed_at DESC' }[query.sortBy ?? '-registeredAt'];
    const { rows } = await this.pool.query(
      `SELECT id, name, locale, protection_level, district_id, province_id, status, activity_ids, claimed_at, count(*) OVER () AS total
         FROM tn_claims WHERE ${where.join(' AND ')} ORDER BY ${order}, id LIMIT ${page.size} OFFSET ${page.offset}`,
      values,
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return collection(
      'trade-names',
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        language: r.locale,
        protection_level: r.protection_level,
        districtId: r.district_id,
        provinceId: r.province_id,
        status: r.status,
        activityIds: r.activity_ids,
        registeredAt: r.claimed_at.toISOString(),
      })),
      page,
      total,
    );
  }

  private nameOf(raw: string): string {
    const name = raw.trim();
    if (!name) throw invalid({ code: 'validation.required', field: 'chosenTradeName' });
    return name;
  }

  private async validRequest(query: EligibilityQuery): Promise<NameRequest> {
    const problems: FieldProblem[] = [];
    const name = query.chosenTradeName.trim();
    if (!name) problems.push({ code: 'validation.required', field: 'chosenTradeName' });
    const protectionLevel = query.protectionLevel ?? 'kri_level';
    if (protectionLevel === 'district_level' && !query.districtId) problems.push({ code: 'trade-name.district-required', field: 'districtId' });
    if (query.districtId) {
      const { rowCount } = await this.pool.query('SELECT 1 FROM districts WHERE id = $1', [query.districtId]);
      if (!rowCount) problems.push({ code: 'trade-name.unknown-district', field: 'districtId' });
    }
    if (query.activityIds) {
      const ids = query.activityIds.split(',');
      const { rows } = await this.pool.query('SELECT id FROM activities WHERE id = ANY($1) AND selectable', [ids]);
      if (rows.length !== new Set(ids).size) problems.push({ code: 'validation.invalid', field: 'activityIds' });
    }
    if (problems.length) throw invalid(problems);
    return { name, locale: query.language, protectionLevel, districtId: query.districtId };
  }

  private eligibilityAttributes(chosen: string, a: Assessment, locale: Locale) {
    return {
      id: a.matchKey || '-',
      chosenTradeName: chosen,
      eligible: a.eligible,
      reasons: a.reasons.map((r) => ({ code: r.code, message: translate(r.code, locale, r.params), conflicts: r.conflicts.map(publicConflict) })),
      similar: a.similar.slice(0, 20).map(publicConflict),
    };
  }
}
