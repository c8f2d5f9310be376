import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import type { SignConflict, WordMarkExamination } from '@registry/domain/trademarks/examination/index';
import { PublicRead } from '#src/shared/http/access';
import { document, resource } from '#src/shared/http/json-api';
import { RequestLocale } from '#src/shared/http/request-context';
import { CheckWordMarkQuery } from './check-word-mark.query.js';
import { CheckWordMarkRequestDto } from './check-word-mark.request.dto.js';

/** At most this many conflicts are answered (the refusals first): the check is public. */
const PUBLIC_CONFLICTS = 20;

/**
 * What an applicant may see of a conflicting sign: its words, classes, status and how it meets
 * the mark, never who holds it (no application, holder or reference).
 */
export const publicSignConflict = (c: SignConflict, locale: Locale) => ({
  kind: c.kind,
  name: c.name,
  matchedWith: c.matchedWith,
  classes: c.classes,
  status: c.status,
  verdict: c.verdict,
  relation: c.relation,
  sharedClasses: c.sharedClasses,
  coordinatedPairs: c.coordinatedPairs,
  score: c.score,
  exact: c.exact,
  reason: c.reason,
  message: translate(c.reason, locale, c.params),
});

function examinationAttributes(request: CheckWordMarkRequestDto, e: WordMarkExamination, locale: Locale) {
  return {
    id: '-',
    wordMark: request.wordMark,
    classes: [...new Set(request.classes)].sort((a, b) => a - b),
    allowed: e.allowed,
    reasons: e.reasons.map((r) => ({
      code: r.code,
      field: r.field ?? 'wordMark',
      message: translate(r.code, locale, { field: fieldLabel('wordMark', locale), ...r.params }),
      conflicts: r.conflicts.slice(0, PUBLIC_CONFLICTS).map((c) => publicSignConflict(c, locale)),
    })),
    conflicts: e.conflicts.slice(0, PUBLIC_CONFLICTS).map((c) => publicSignConflict(c, locale)),
  };
}

/** POST /api/v1/public/trademarks/word-mark-check: the examination of a word mark before it is submitted (issue 33 §1). */
@ApiTags('trademarks')
@Controller()
export class CheckWordMarkController {
  constructor(private readonly queries: QueryBus) {}

  @Post('v1/public/trademarks/word-mark-check')
  @PublicRead()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Whether a word mark may be applied for in its Nice classes: the verdict, coded reasons and the conflicting marks and trade names (the same examination the submission makes)',
  })
  async check(@Body() body: CheckWordMarkRequestDto, @RequestLocale() locale: Locale) {
    const examination = await this.queries.execute(new CheckWordMarkQuery(body));
    return document(resource('word-mark-examinations', examinationAttributes(body, examination, locale)));
  }
}
