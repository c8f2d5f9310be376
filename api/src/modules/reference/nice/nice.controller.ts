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
import { NICE_CLASS_NUMBER, presentNiceClass } from './nice-classes.js';
import { NiceClassesRequestDto } from './queries/list-nice-classes/list-nice-classes.request.dto.js';
import { ListNiceClassesQuery } from './queries/list-nice-classes/list-nice-classes.query.js';
import { GetNiceClassQuery } from './queries/get-nice-class/get-nice-class.query.js';
import '@registry/domain/reference/activities/messages';
import '@registry/domain/applications/rules/messages';

export const NICE_CLASS = 'nice-classes';

/** HTTP to the Nice classes' queries: the list (searchable) and one class by number. */
@ApiTags('reference data')
@PublicRead()
@Controller('v1/nice-classes')
export class NiceClassesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReferenceDocument()
  @ApiOperation({ summary: 'The 45 Nice classes with their headings, or those a search finds (best first)' })
  async list(@Query() query: NiceClassesRequestDto, @RequestLocale() locale: Locale) {
    const search = query.search === undefined ? null : readSearch(query.search);
    const classes = await this.queries.execute(new ListNiceClassesQuery(search));
    return document(
      classes.map((c) => resource(NICE_CLASS, presentNiceClass(c, locale))),
      { total: classes.length },
    );
  }

  @Get(':classNumber')
  @ReferenceDocument()
  @ApiOperation({ summary: 'One Nice class by its number (1–45)' })
  async get(@Param('classNumber') raw: string, @Query() _query: LocaleQuery, @RequestLocale() locale: Locale) {
    const number = Number(readId(raw, 'classNumber', { pattern: NICE_CLASS_NUMBER, maxLength: 2 }));
    return document(resource(NICE_CLASS, presentNiceClass(await this.queries.execute(new GetNiceClassQuery(number)), locale)));
  }
}
