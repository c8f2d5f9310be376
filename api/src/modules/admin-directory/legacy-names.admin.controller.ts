import { Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type pg from 'pg';
import { LOGGER, PG_POOL } from '../../tokens.js';
import type { Logger } from '../../infrastructure/logging/logger.js';
import { ForStaff } from '../../shared/http/access.js';
import { Caller, RequestLocale } from '../../shared/http/request-context.js';
import { principalId, type Principal } from '../../shared/http/principal.js';
import { invalid, notFound, type FieldProblem } from '@registry/domain/shared/domain-error';
import { Idempotent } from '../../shared/idempotency/idempotency.interceptor.js';
import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { importLegacyNames, LEGACY_CSV_COLUMNS } from '../trade-names/availability/legacy-import.js';
import '@registry/domain/trade-names/availability/messages';
import { JsonServerDialect, JsonServerQuery, listed, readRange, readSort } from './json-server.js';
import { AdminDirectoryCodes } from '@registry/domain/admin-directory/messages';
import { LEGACY_IMPORT_MAX_MB, ReceiveCsv, ReceivedFile, type ReceivedCsv } from './receive-csv.guard.js';

export class AdminLegacyNamesQuery extends JsonServerQuery {
  @IsOptional() @IsString() @MaxLength(60) district_id?: string;
}

const SORTABLE = ['legacy_ref', 'name', 'district_id', 'registered_on', 'owner_name', 'imported_at'] as const;
const UUIDISH = /^\d{1,18}$/;

const COLUMNS = `l.id, l.legacy_ref, l.name, l.district_id, d.name_ckb, d.name_en, d.name_ar, d.name_kmr,
  to_char(l.registered_on, 'YYYY-MM-DD') AS registered_on, l.owner_name, l.imported_at`;

function present(r: Record<string, any>, locale: Locale) {
  return {
    id: String(r.id),
    legacy_ref: r.legacy_ref as string,
    name: r.name as string,
    district_id: r.district_id as string | null,
    districtName: r.district_id ? ((r[`name_${locale}`] as string | null) ?? r.district_id) : null,
    registered_on: r.registered_on as string | null,
    owner_name: r.owner_name as string | null,
    imported_at: (r.imported_at as Date).toISOString(),
  };
}

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
 * line). Holders of `legacy.import` only (system admins and the trade name department).
 */
@ApiTags('back office')
@Controller('admin/legacy-names')
@UseInterceptors(JsonServerDialect)
export class AdminLegacyNamesController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  @Get()
  @ForStaff('legacy.import')
  @ApiOperation({ summary: 'Imported legacy names: q (name, reference, owner), district_id, id; X-Total-Count' })
  async list(@Query() query: AdminLegacyNamesQuery, @RequestLocale() locale: Locale) {
    const where: string[] = [];
    const values: unknown[] = [];
    if (query.id) {
      values.push(query.id.filter((id) => UUIDISH.test(id)));
      where.push(`l.id = ANY ($${values.length}::bigint[])`);
    }
    if (query.q?.trim()) {
      values.push(`%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(l.name ILIKE $${values.length} OR l.latin ILIKE $${values.length} OR l.legacy_ref ILIKE $${values.length} OR l.owner_name ILIKE $${values.length})`);
    }
    if (query.district_id) {
      values.push(query.district_id);
      where.push(`l.district_id = $${values.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const page = query.id ? { page: 1, size: 1000, offset: 0 } : readRange(query);
    const sort = readSort(query, SORTABLE, { field: 'legacy_ref', descending: false }, { id: 'legacy_ref' });
    const [{ rows }, count] = await Promise.all([
      this.pool.query(
        `SELECT ${COLUMNS} FROM tn_legacy_names l LEFT JOIN districts d ON d.id = l.district_id ${clause}
          ORDER BY l.${sort.field} ${sort.descending ? 'DESC' : 'ASC'} NULLS LAST, l.id LIMIT ${page.size} OFFSET ${page.offset}`,
        values,
      ),
      this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM tn_legacy_names l ${clause}`, values),
    ]);
    return listed(rows.map((r) => present(r, locale)), Number(count.rows[0]!.n));
  }

  @Get(':id')
  @ForStaff('legacy.import')
  async get(@Param('id') id: string, @RequestLocale() locale: Locale) {
    if (!UUIDISH.test(id)) throw notFound();
    const { rows } = await this.pool.query(`SELECT ${COLUMNS} FROM tn_legacy_names l LEFT JOIN districts d ON d.id = l.district_id WHERE l.id = $1`, [id]);
    if (!rows[0]) throw notFound();
    return present(rows[0], locale);
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
      properties: { file: { type: 'string', format: 'binary', description: `UTF-8 CSV with the header ${LEGACY_CSV_COLUMNS.join(',')}, at most ${LEGACY_IMPORT_MAX_MB} MB` } },
    },
  })
  @ApiOperation({
    summary: 'Imports the old system’s register from CSV (as npm run legacy:import does): counts, and each refused line with its problems in the reader’s language',
  })
  async import(@ReceivedFile() csv: ReceivedCsv, @Caller() caller: Principal, @RequestLocale() locale: Locale) {
    const report = await importLegacyNames(csv.text, this.pool);
    const header = report.rows === 0 ? report.rejected.find((r) => r.line === 1 && r.problems.some((p) => p.code === 'legacy.csv-header')) : undefined;
    // A wrong header refuses the whole file: nothing was read, so it is an error, not a report.
    if (header) throw invalid(header.problems.map((p) => ({ ...p, field: 'file' })));
    this.log.log('legacy register imported', {
      actor: principalId(caller),
      file: csv.name,
      rows: report.rows,
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      refused: report.rejected.length,
    });
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
          message: translate(AdminDirectoryCodes.importLine, locale, { line, problems: described.map((p) => p.message).join(locale === 'ckb' || locale === 'ar' ? '؛ ' : '; ') }),
          problems: described,
        };
      }),
    };
  }
}
