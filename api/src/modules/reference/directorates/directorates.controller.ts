import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import { PublicRead } from '#src/shared/http/access';
import { document, resource } from '#src/shared/http/json-api';
import { RequestLocale } from '#src/shared/http/request-context';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';
import { LocaleQuery } from '../activities/activities.dto.js';
import { ListDirectoratesQuery } from './queries/list-directorates/list-directorates.query.js';
import { ListDirectoratesRequestDto } from './queries/list-directorates/list-directorates.request.dto.js';
import { GetDirectorateQuery } from './queries/get-directorate/get-directorate.query.js';
import '@registry/domain/reference/directorates/messages';

export const DIRECTORATE = 'directorates';

/**
 * A directorate in the reader's language (name, address lines, hours; an empty text is "to be
 * confirmed", which the portals say in the reader's language) with every translation beside it.
 */
export function presentDirectorate(d: Directorate, locale: Locale) {
  const lines = (text: string) => (text ? text.split('\n') : []);
  return {
    id: d.id,
    provinceId: d.provinceId,
    name: d.name[locale],
    addressLines: lines(d.address[locale]),
    hoursLines: lines(d.hours[locale]),
    phone: d.phone,
    email: d.email,
    website: d.website,
    names: d.name,
    addresses: d.address,
    hours: d.hours,
    version: d.version,
    updatedAt: d.updatedAt,
  };
}

/** The directorates for everyone (contact page, next steps); administrators change them in the back office (`/api/admin/directorates`). */
@ApiTags('reference data')
@PublicRead()
@Controller('v1/directorates')
export class DirectoratesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The provincial company-registration directorates in the provinces' order, or the one of `province`" })
  async list(@Query() query: ListDirectoratesRequestDto, @RequestLocale() locale: Locale) {
    const rows = await this.queries.execute(new ListDirectoratesQuery(query.province));
    return document(
      rows.map((d) => resource(DIRECTORATE, presentDirectorate(d, locale))),
      { total: rows.length },
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One directorate' })
  async get(@Param('id') id: string, @Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    return document(resource(DIRECTORATE, presentDirectorate(await this.queries.execute(new GetDirectorateQuery(id)), locale)));
  }
}
