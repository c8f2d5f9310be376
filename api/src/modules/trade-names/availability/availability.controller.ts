import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import { ForStaff, PublicRead } from '#src/shared/http/access';
import { OptionalCaller, RequestLocale } from '#src/shared/http/request-context';
import type { Principal } from '#src/shared/http/principal';
import { collection, document, resource } from '#src/shared/http/json-api';
import { readPage } from '#src/shared/http/paging';
import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Assessment, Conflict } from '@registry/domain/trade-names/availability/eligibility';
import { EligibilityRequestDto } from './queries/check-eligibility/check-eligibility.request.dto.js';
import { CheckEligibilityQuery } from './queries/check-eligibility/check-eligibility.query.js';
import { SimilarNamesRequestDto } from './queries/find-similar-names/find-similar-names.request.dto.js';
import { FindSimilarNamesQuery } from './queries/find-similar-names/find-similar-names.query.js';
import { PublicTradeNamesRequestDto } from './queries/list-public-trade-names/list-public-trade-names.request.dto.js';
import { ListPublicTradeNamesQuery } from './queries/list-public-trade-names/list-public-trade-names.query.js';

/** What the public may see of a conflicting name: never who holds it. */
const publicConflict = (c: Conflict) => ({
  name: c.name,
  score: c.score,
  source: c.source,
  status: c.status ?? (c.source === 'legacy' ? 'legacy' : undefined),
  protectionLevel: c.protectionLevel ?? null,
  districtId: c.districtId ?? null,
});

function eligibilityAttributes(chosen: string, a: Assessment, locale: Locale) {
  // The rules of the name's text name their field, as they do at a submission.
  const field = fieldLabel('chosenTradeName', locale);
  return {
    id: a.matchKey || '-',
    chosenTradeName: chosen,
    eligible: a.eligible,
    reasons: a.reasons.map((r) => ({
      code: r.code,
      message: translate(r.code, locale, { field, ...r.params }),
      // A name in another language's letters: the languages to check it in instead, likeliest first.
      ...(r.code === 'trade-name.script-mismatch' ? { suggestedLanguages: r.params?.languages } : {}),
      conflicts: r.conflicts.map(publicConflict),
    })),
    similar: a.similar.slice(0, 20).map(publicConflict),
  };
}

/** HTTP to the trade-name register's queries (availability, similar names, the public register) and back. */
@ApiTags('trade names')
@Controller()
export class AvailabilityController {
  constructor(private readonly queries: QueryBus) {}

  @Get('v1/public/trade_names/eligible')
  @PublicRead()
  @ApiOperation({
    summary: 'Whether a trade name is available, with coded reasons and the conflicting names (the same check the submission makes)',
  })
  async eligible(@Query() query: EligibilityRequestDto, @RequestLocale() locale: Locale, @OptionalCaller() caller: Principal | undefined) {
    const assessment = await this.queries.execute(
      new CheckEligibilityQuery(query, caller?.kind === 'applicant' ? caller.email : undefined),
    );
    return document(resource('trade-name-eligibility', eligibilityAttributes(query.chosenTradeName, assessment, locale)));
  }

  @Get('v1/public/trade_names/similar')
  @PublicRead()
  @ApiOperation({ summary: 'Stored names similar to the chosen one, ranked by score' })
  async similarPublic(@Query() query: SimilarNamesRequestDto) {
    const similar = await this.queries.execute(new FindSimilarNamesQuery(query.chosenTradeName));
    return document(
      similar.map((c, i) => resource('similar-trade-names', { id: `${i + 1}`, ...publicConflict(c) })),
      { total: similar.length },
    );
  }

  @Get('v1/trade_names/similar')
  @ForStaff('applications.read')
  @ApiOperation({ summary: 'Similar names for examiners, with the applications that hold them' })
  async similarForStaff(@Query() query: SimilarNamesRequestDto) {
    const similar = await this.queries.execute(new FindSimilarNamesQuery(query.chosenTradeName));
    return document(
      similar.map((c, i) =>
        resource('similar-trade-names', { id: `${i + 1}`, ...publicConflict(c), holder: c.holder ?? null, claimId: c.id }),
      ),
      { total: similar.length },
    );
  }

  @Get('v1/public/trade_names')
  @PublicRead()
  @ApiOperation({ summary: 'Granted and registered trade names (the public register), filtered, sorted and paged' })
  async publicList(@Query() query: PublicTradeNamesRequestDto) {
    const page = readPage(query as Record<string, unknown>);
    const { rows, total } = await this.queries.execute(new ListPublicTradeNamesQuery(query, page));
    return collection('trade-names', rows, page, total);
  }
}
