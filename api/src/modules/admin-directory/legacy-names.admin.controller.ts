import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ForStaff } from '#src/shared/http/access';
import { Caller, RequestLocale } from '#src/shared/http/request-context';
import { principalId, type Principal } from '#src/shared/http/principal';
import type { FieldProblem } from '@registry/domain/shared/domain-error';
import { Idempotent, idempotencyKeyOf } from '#src/shared/idempotency/idempotency.interceptor';
import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { LEGACY_CSV_COLUMNS } from '../trade-names/availability/legacy-import.js';
import '@registry/domain/trade-names/availability/messages';
import { JsonServerDialect, listed } from './json-server.js';
import { AdminLegacyNamesQuery } from './queries/list-legacy-names/list-legacy-names.request.dto.js';
import { ListLegacyNamesQuery } from './queries/list-legacy-names/list-legacy-names.query.js';
import { GetLegacyNameQuery } from './queries/get-legacy-name/get-legacy-name.query.js';
import { ImportLegacyNamesCommand } from './commands/import-legacy-names/import-legacy-names.command.js';
import { ReintroduceLegacyNameCommand } from './commands/reintroduce-legacy-name/reintroduce-legacy-name.command.js';
import { ReintroduceLegacyNameDto } from './commands/reintroduce-legacy-name/reintroduce-legacy-name.request.dto.js';
import { AdminDirectoryCodes } from '@registry/domain/admin-directory/messages';
import { LEGACY_IMPORT_MAX_MB, ReceiveCsv, ReceivedFile, type ReceivedCsv } from './receive-csv.guard.js';

/** A refused row's problems in the reader's language, each naming its field (column). */
function describeProblems(problems: readonly FieldProblem[], locale: Locale) {
  return problems.map((p) => ({
    code: p.code,
    field: p.field ?? null,
    message: translate(p.code, locale, { ...(p.field ? { field: fieldLabel(p.field, locale) } : {}), ...p.params }),
  }));
}

/**
 * The legacy trade-name register for the back office (`/api/admin/legacy-names`): the names
 * imported from the old system, and the import of its CSV export, which runs the same code as
 * `npm run legacy:import` (importLegacyNames: by reference, insert or update; bad rows refused by
 * line). Holders of `legacy.import` only (system admins and the trade name department). The
 * trade name department (`legacy.reintroduce`) reintroduces a name for a named applicant.
 */
@ApiTags('back office')
@Controller('admin/legacy-names')
@UseInterceptors(JsonServerDialect)
export class AdminLegacyNamesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ForStaff('legacy.import')
  @ApiOperation({ summary: 'Imported legacy names: q (name, reference, owner), district_id, id; X-Total-Count' })
  async list(@Query() query: AdminLegacyNamesQuery, @RequestLocale() locale: Locale) {
    const { rows, total } = await this.queries.execute(new ListLegacyNamesQuery(query, locale));
    return listed(rows, total);
  }

  @Get(':id')
  @ForStaff('legacy.import')
  async get(@Param('id') id: string, @RequestLocale() locale: Locale) {
    return this.queries.execute(new GetLegacyNameQuery(id, locale));
  }

  @Post(':id/reintroduce')
  @HttpCode(200)
  @ForStaff('legacy.reintroduce')
  @Idempotent()
  @ApiOperation({
    summary: 'Makes a legacy name claimable by one applicant (their e-mail); recorded as the event legacy-name.reintroduced',
  })
  async reintroduce(
    @Param('id') id: string,
    @Body() body: ReintroduceLegacyNameDto,
    @Caller() caller: Principal,
    @RequestLocale() locale: Locale,
    @Req() req: FastifyRequest,
  ) {
    if (caller.kind !== 'staff') throw new Error('ForStaff admitted a non-staff caller');
    return this.commands.execute(
      new ReintroduceLegacyNameCommand(id, body.applicant_email, { kind: 'staff', id: caller.userId }, locale, idempotencyKeyOf(req)),
    );
  }

  @Post('import')
  @HttpCode(200)
  @ForStaff('legacy.import')
  @UseGuards(ReceiveCsv)
  @Idempotent()
  @ApiConsumes('multipart/form-data', 'text/csv')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: `UTF-8 CSV with the header ${LEGACY_CSV_COLUMNS.join(',')}, at most ${LEGACY_IMPORT_MAX_MB} MB`,
        },
      },
    },
  })
  @ApiOperation({
    summary:
      'Imports the old system’s register from CSV (as npm run legacy:import does): counts, and each refused line with its problems in the reader’s language',
  })
  async import(@ReceivedFile() csv: ReceivedCsv, @Caller() caller: Principal, @RequestLocale() locale: Locale) {
    const report = await this.commands.execute(new ImportLegacyNamesCommand({ name: csv.name, text: csv.text }, principalId(caller)));
    return {
      id: 'import',
      file: csv.name,
      rows: report.rows,
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      refused: report.rejected.length,
      rejected: report.rejected.map(({ line, problems }) => {
        const described = describeProblems(problems, locale);
        return {
          line,
          message: translate(AdminDirectoryCodes.importLine, locale, {
            line,
            problems: described.map((p) => p.message).join(locale === 'ckb' || locale === 'ar' ? '؛ ' : '; '),
          }),
          problems: described,
        };
      }),
    };
  }
}
