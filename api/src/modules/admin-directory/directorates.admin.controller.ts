import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ForStaff } from '#src/shared/http/access';
import { RequestLocale } from '#src/shared/http/request-context';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Directorate, TranslatedText } from '@registry/domain/reference/directorates/directorate';
import { CreateDirectorateCommand } from '#src/modules/reference/directorates/commands/create-directorate/create-directorate.command';
import { CreateDirectorateDto } from '#src/modules/reference/directorates/commands/create-directorate/create-directorate.request.dto';
import { UpdateDirectorateCommand } from '#src/modules/reference/directorates/commands/update-directorate/update-directorate.command';
import { UpdateDirectorateDto } from '#src/modules/reference/directorates/commands/update-directorate/update-directorate.request.dto';
import { DeleteDirectorateCommand } from '#src/modules/reference/directorates/commands/delete-directorate/delete-directorate.command';
import { DeleteDirectorateQuery } from '#src/modules/reference/directorates/commands/delete-directorate/delete-directorate.request.dto';
import { GetDirectorateQuery } from '#src/modules/reference/directorates/queries/get-directorate/get-directorate.query';
import { ListDirectoratesQuery } from '#src/modules/reference/directorates/queries/list-directorates/list-directorates.query';
import '@registry/domain/reference/directorates/messages';
import {
  commandOf,
  comparing,
  JsonServerDialect,
  JsonServerQuery,
  listed,
  matchesSearch,
  readRange,
  readSort,
  sliceOf,
} from './json-server.js';

/** A directorate as the back office edits it: every field, and its name in the reader's language for lists. */
export interface DirectorateRecord extends Directorate {
  label: string;
  /** Place in the provinces' order (the list's default order). */
  position: number;
}

const record = (d: Directorate, locale: Locale, position = 0): DirectorateRecord => ({ ...d, label: d.name[locale], position });
const SORTABLE = ['position', 'label', 'provinceId', 'updatedAt'] as const;
const EDITABLE = ['version', 'provinceId', 'name', 'address', 'hours', 'phone', 'email', 'website'] as const;
const EMPTY: TranslatedText = { ckb: '', en: '', ar: '', kmr: '' };

/**
 * The directorates for the back office (`/api/admin/directorates`, json-server dialect): read by
 * staff, created, edited at the version the administrator saw and deleted at it (409
 * stale-version otherwise) by those who manage reference data; others get 403.
 */
@ApiTags('back office')
@Controller('admin/directorates')
@UseInterceptors(JsonServerDialect)
export class AdminDirectoratesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ForStaff()
  @ApiOperation({ summary: 'Every directorate (q searches the names): X-Total-Count' })
  async list(@Query() query: JsonServerQuery, @RequestLocale() locale: Locale) {
    const all = (await this.queries.execute(new ListDirectoratesQuery())).map((d, position) => record(d, locale, position));
    if (query.id) {
      const wanted = new Set(query.id);
      const rows = all.filter((d) => wanted.has(d.id));
      return listed(rows, rows.length);
    }
    // react-admin asks for `id` by default: the provinces' order.
    const sort = readSort(query, SORTABLE, { field: 'position', descending: false }, { id: 'position', name: 'label' });
    const rows = all.filter((d) => matchesSearch(query.q, ...Object.values(d.name)));
    return sliceOf(
      rows,
      readRange(query),
      comparing(locale, (d: DirectorateRecord) => d[sort.field], sort.descending),
    );
  }

  @Get(':id')
  @ForStaff()
  async get(@Param('id') id: string, @RequestLocale() locale: Locale) {
    return record(await this.queries.execute(new GetDirectorateQuery(id)), locale);
  }

  @Post()
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Creates a directorate (name in four languages; empty address, hours and contacts are "to be confirmed")' })
  async create(@Body() body: CreateDirectorateDto, @RequestLocale() locale: Locale, @Res({ passthrough: true }) res: FastifyReply) {
    const created = await this.commands.execute(
      new CreateDirectorateCommand({
        provinceId: body.provinceId,
        name: body.name,
        address: body.address ?? EMPTY,
        hours: body.hours ?? EMPTY,
        phone: body.phone ?? '',
        email: body.email ?? '',
        website: body.website ?? '',
      }),
    );
    res.header('Location', `/api/admin/directorates/${created.id}`);
    return record(created, locale);
  }

  @Put(':id')
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Saves the edited record at the version the administrator saw (409 when stale)' })
  async update(@Param('id') id: string, @Body() body: Record<string, unknown>, @RequestLocale() locale: Locale) {
    const change = await commandOf(UpdateDirectorateDto, body, EDITABLE);
    return record(await this.commands.execute(new UpdateDirectorateCommand(id, change)), locale);
  }

  @Delete(':id')
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Deletes a directorate at the version the administrator saw (?version=; 409 when stale)' })
  async remove(@Param('id') id: string, @Query() query: DeleteDirectorateQuery, @RequestLocale() locale: Locale) {
    return record(await this.commands.execute(new DeleteDirectorateCommand(id, query.version)), locale);
  }
}
