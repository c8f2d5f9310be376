import { Controller, Get, Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ForStaff } from '#src/shared/http/access';
import { RequestLocale } from '#src/shared/http/request-context';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ListProvincesQuery } from '../reference/geography/queries/list-provinces/list-provinces.query.js';
import { ListDistrictsQuery } from '../reference/geography/queries/list-districts/list-districts.query.js';
import { presentDistrict, presentProvince } from '../reference/geography/geography.controller.js';
import { comparing, JsonServerDialect, JsonServerQuery, listed, matchesSearch, readRange, readSort, sliceOf } from './json-server.js';

export class AdminDistrictsQuery extends JsonServerQuery {
  /** The districts of one province (react-admin's getManyReference). */
  @IsOptional() @IsString() @MaxLength(60) provinceId?: string;
}

const SORTABLE = ['position', 'name', 'id'] as const;

/**
 * Provinces of the region for the back office (`/api/admin/provinces`), read-only reference data
 * loaded by migration, from the reference module's queries; each with its district count.
 */
@ApiTags('back office')
@Controller('admin/provinces')
@UseInterceptors(JsonServerDialect)
export class AdminProvincesController {
  constructor(private readonly queries: QueryBus) {}

  private async records(locale: Locale) {
    const [provinces, { rows: districts }] = await Promise.all([
      this.queries.execute(new ListProvincesQuery()),
      this.queries.execute(new ListDistrictsQuery({ ids: [] })),
    ]);
    return provinces.map((p, position) => ({
      ...presentProvince(p, locale),
      position,
      districtCount: districts.filter((d) => d.province_id === p.id).length,
    }));
  }

  @Get()
  @ForStaff()
  @ApiOperation({ summary: 'The provinces in the region’s order: q, id; X-Total-Count' })
  async list(@Query() query: JsonServerQuery, @RequestLocale() locale: Locale) {
    const all = await this.records(locale);
    if (query.id) {
      const rows = all.filter((p) => query.id!.includes(p.id));
      return listed(rows, rows.length);
    }
    const page = readRange(query);
    const sort = readSort(query, SORTABLE, { field: 'position', descending: false });
    const rows = all.filter((p) => matchesSearch(query.q, p.id, ...Object.values(p.names)));
    return sliceOf(
      rows,
      page,
      comparing(locale, (p: (typeof rows)[number]) => p[sort.field], sort.descending),
    );
  }

  @Get(':id')
  @ForStaff()
  async get(@Param('id') id: string, @RequestLocale() locale: Locale) {
    const province = (await this.records(locale)).find((p) => p.id === id);
    if (!province) throw notFound();
    return province;
  }
}

/** Districts for the back office (`/api/admin/districts`), read-only, each naming its province. */
@ApiTags('back office')
@Controller('admin/districts')
@UseInterceptors(JsonServerDialect)
export class AdminDistrictsController {
  constructor(private readonly queries: QueryBus) {}

  private async records(locale: Locale) {
    const { rows } = await this.queries.execute(new ListDistrictsQuery({ ids: [] }));
    return rows.map((d, position) => ({ ...presentDistrict(d, locale), position }));
  }

  @Get()
  @ForStaff()
  @ApiOperation({ summary: 'Districts in the region’s order: q, provinceId, id; X-Total-Count' })
  async list(@Query() query: AdminDistrictsQuery, @RequestLocale() locale: Locale) {
    const all = await this.records(locale);
    if (query.id) {
      const rows = all.filter((d) => query.id!.includes(d.id));
      return listed(rows, rows.length);
    }
    const page = readRange(query);
    const sort = readSort(query, [...SORTABLE, 'provinceName'] as const, { field: 'position', descending: false });
    const rows = all.filter(
      (d) => (!query.provinceId || d.provinceId === query.provinceId) && matchesSearch(query.q, d.id, ...Object.values(d.names)),
    );
    return sliceOf(
      rows,
      page,
      comparing(locale, (d: (typeof rows)[number]) => d[sort.field], sort.descending),
    );
  }

  @Get(':id')
  @ForStaff()
  async get(@Param('id') id: string, @RequestLocale() locale: Locale) {
    const district = (await this.records(locale)).find((d) => d.id === id);
    if (!district) throw notFound();
    return district;
  }
}
