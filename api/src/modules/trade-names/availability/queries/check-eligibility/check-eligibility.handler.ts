import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import type { Assessment, NameRequest } from '@registry/domain/trade-names/availability/eligibility';
import { PG_POOL } from '#src/tokens';
import { NameRegister } from '#src/modules/trade-names/availability/name-register';
import type { EligibilityRequestDto } from './check-eligibility.request.dto.js';
import { CheckEligibilityQuery } from './check-eligibility.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

// A hot path (npm run bench:search): the checks and the one assessment, nothing more.
@QueryHandler(CheckEligibilityQuery)
export class CheckEligibilityHandler implements IQueryHandler<CheckEligibilityQuery> {
  constructor(
    private readonly register: NameRegister,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ request, claimant }: CheckEligibilityQuery): Promise<Assessment> {
    return this.register.assess({ ...(await this.validRequest(request)), claimant });
  }

  private async validRequest(query: EligibilityRequestDto): Promise<NameRequest> {
    const problems: FieldProblem[] = [];
    const name = query.chosenTradeName.trim();
    if (!name) problems.push({ code: 'validation.required', field: 'chosenTradeName' });
    const protectionLevel = query.protectionLevel ?? 'kri_level';
    if (protectionLevel === 'district_level' && !query.districtId)
      problems.push({ code: 'trade-name.district-required', field: 'districtId' });
    if (query.districtId) {
      const { rowCount } = await this.pool.query(sql`SELECT 1 FROM districts WHERE id = ${query.districtId}`);
      if (!rowCount) problems.push({ code: 'trade-name.unknown-district', field: 'districtId' });
    }
    if (query.activityIds) {
      const ids = query.activityIds.split(',');
      const { rows } = await this.pool.query(sql`SELECT id FROM activities WHERE id = ANY(${ids}) AND selectable`);
      if (rows.length !== new Set(ids).size) problems.push({ code: 'validation.invalid', field: 'activityIds' });
    }
    if (problems.length) throw invalid(problems);
    return { name, locale: query.language, protectionLevel, districtId: query.districtId };
  }
}
