import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ForStaff } from '#src/shared/http/access';
import type { Principal } from '#src/shared/http/principal';
import { Caller, RequestLocale } from '#src/shared/http/request-context';
import type { ApplicationKindName } from '#src/modules/applications/kinds/application-kind';
import { GetCaseFileQuery } from './case-file.query.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
const KINDS: readonly ApplicationKindName[] = ['trade-names', 'businesses', 'trademarks'];

/** GET /api/admin/{kind}/{id}/case-file: what the reviewer cross-checks, computed (issue 22 §1). */
@ApiTags('back office')
@Controller('admin')
export class AdminCaseFileController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':kind/:id/case-file')
  @ForStaff('applications.read')
  @ApiOperation({
    summary:
      'One application’s persons from the civil registry (with mismatches flagged) and the checks of the rules, explained in the caller’s language',
  })
  async caseFile(@Param('kind') kind: string, @Param('id', uuid) id: string, @Caller() caller: Principal, @RequestLocale() locale: Locale) {
    if (!(KINDS as readonly string[]).includes(kind)) throw notFound();
    return this.queryBus.execute(new GetCaseFileQuery(kind as ApplicationKindName, caller, id, locale));
  }
}
