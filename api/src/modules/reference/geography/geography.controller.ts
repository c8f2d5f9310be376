import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import { PublicRead } from '#src/shared/http/access';
import { collection, document, resource } from '#src/shared/http/json-api';
import { readPage } from '#src/shared/http/paging';
import { RequestLocale } from '#src/shared/http/request-context';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ReferenceDocument } from '../activities/activities.controller.js';
import { readBoolean, readId, readIdList, type IdFormat } from '../activities/query-params.js';
import { PLACE_ID, PLACE_ID_MAX_LENGTH } from './geography-data.js';
import { LocaleQuery } from '../activities/activities.dto.js';
import type { DistrictRow, ProvinceRow } from './geography.table.js';
import { DistrictsRequestDto } from './queries/list-districts/list-districts.request.dto.js';
import { ListDistrictsQuery } from './queries/list-districts/list-districts.query.js';
import { GetDistrictQuery } from './queries/get-district/get-district.query.js';
import { ListProvincesQuery } from './queries/list-provinces/list-provinces.query.js';
import { GetProvinceQuery } from './queries/get-province/get-province.query.js';
import '@registry/domain/reference/activities/messages';
import '@registry/domain/reference/geography/messages';

export const PROVINCE = 'provinces';
export const DISTRICT = 'districts';
const PLACE_ID_FORMAT: IdFormat = { pattern: PLACE_ID, maxLength: PLACE_ID_MAX_LENGTH };

const namesOf = (row: ProvinceRow) => ({ ckb: row.name_ckb, en: row.name_en, ar: row.name_ar, kmr: row.name_kmr });

export function presentProvince(row: ProvinceRow, locale: Locale) {
  const names = namesOf(row);
  return { id: row.id, name: names[locale], names };
}

export function presentDistrict(row: DistrictRow, locale: Locale) {
  const names = namesOf(row);
  const provinceNames = { ckb: row.province_name_ckb, en: row.province_name_en, ar: row.province_name_ar, kmr: row.province_name_kmr };
  return { id: row.id, name: names[locale], names, provinceId: row.province_id, provinceName: provinceNames[locale] };
}

/** HTTP to the provinces' queries and back. */
@ApiTags('reference data')
@PublicRead()
@Controller('v1/provinces')
export class ProvincesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReferenceDocument()
  @ApiOperation({ summary: 'The provinces of the region' })
  async list(@Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const rows = await this.queries.execute(new ListProvincesQuery());
    return document(
      rows.map((r) => resource(PROVINCE, presentProvince(r, locale))),
      { total: rows.length },
    );
  }

  @Get(':id')
  @ReferenceDocument()
  @ApiOperation({ summary: 'One province' })
  async get(@Param('id') id: string, @Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const row = await this.queries.execute(new GetProvinceQuery(readId(id, 'id', PLACE_ID_FORMAT)));
    return document(resource(PROVINCE, presentProvince(row, locale)));
  }
}

/** HTTP to the districts' queries and back. */
@ApiTags('reference data')
@PublicRead()
@Controller('v1/districts')
export class DistrictsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReferenceDocument()
  @ApiOperation({ summary: 'Districts, optionally of one province or of given ids; paged unless listAll=true' })
  async list(@Query() query: DistrictsRequestDto, @RequestLocale() locale: Locale) {
    const provinceId = query.province ? readId(query.province, 'province', PLACE_ID_FORMAT) : undefined;
    const ids = readIdList(query.ids, 'ids', PLACE_ID_FORMAT);
    const listAll = readBoolean(query.listAll, 'listAll') ?? false;
    const filter = { provinceId, ids };
    if (listAll) {
      const { rows } = await this.queries.execute(new ListDistrictsQuery(filter));
      return document(
        rows.map((r) => resource(DISTRICT, presentDistrict(r, locale))),
        { total: rows.length },
      );
    }
    const page = readPage(query as Record<string, unknown>);
    const { rows, total } = await this.queries.execute(new ListDistrictsQuery(filter, page));
    return collection(
      DISTRICT,
      rows.map((r) => presentDistrict(r, locale)),
      page,
      total,
    );
  }

  @Get(':id')
  @ReferenceDocument()
  @ApiOperation({ summary: 'One district' })
  async get(@Param('id') id: string, @Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const row = await this.queries.execute(new GetDistrictQuery(readId(id, 'id', PLACE_ID_FORMAT)));
    return document(resource(DISTRICT, presentDistrict(row, locale)));
  }
}
