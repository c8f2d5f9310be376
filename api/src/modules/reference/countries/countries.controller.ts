import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import { PublicRead } from '#src/shared/http/access';
import { document, resource } from '#src/shared/http/json-api';
import { RequestLocale } from '#src/shared/http/request-context';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { LocaleQuery } from '../activities/activities.dto.js';
import { ReferenceDocument } from '../activities/activities.controller.js';
import { readId, readSearch } from '../activities/query-params.js';
import { presentCountry } from './countries.js';
import { CountriesRequestDto } from './queries/list-countries/list-countries.request.dto.js';
import { ListCountriesQuery } from './queries/list-countries/list-countries.query.js';
import { GetCountryQuery } from './queries/get-country/get-country.query.js';
import '@registry/domain/reference/activities/messages';
import '@registry/domain/applications/rules/messages';

export const COUNTRY = 'countries';
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** HTTP to the countries' queries: the list (searchable) and one country by its ISO 3166-1 alpha-2 code. */
@ApiTags('reference data')
@PublicRead()
@Controller('v1/countries')
export class CountriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReferenceDocument()
  @ApiOperation({ summary: "The ISO 3166-1 countries named in the reader's language (alphabetical), or those a search finds (best first)" })
  async list(@Query() query: CountriesRequestDto, @RequestLocale() locale: Locale) {
    const search = query.search === undefined ? null : readSearch(query.search);
    const countries = await this.queries.execute(new ListCountriesQuery(search, locale));
    return document(
      countries.map((c) => resource(COUNTRY, { id: c.code, ...presentCountry(c, locale) })),
      { total: countries.length },
    );
  }

  @Get(':code')
  @ReferenceDocument()
  @ApiOperation({ summary: 'One country by its ISO 3166-1 alpha-2 code' })
  async get(@Param('code') raw: string, @Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const code = readId(raw, 'code', { pattern: COUNTRY_CODE, maxLength: 2 });
    const country = await this.queries.execute(new GetCountryQuery(code));
    return document(resource(COUNTRY, { id: country.code, ...presentCountry(country, locale) }));
  }
}
