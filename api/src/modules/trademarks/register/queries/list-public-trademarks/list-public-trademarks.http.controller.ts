import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '#src/shared/http/access';
import { collection } from '#src/shared/http/json-api';
import { readPage } from '#src/shared/http/paging';
import { ListPublicTrademarksQuery } from './list-public-trademarks.query.js';
import { PublicTrademarksRequestDto } from './list-public-trademarks.request.dto.js';

/** GET /api/v1/public/trademarks: the public register of marks (issue 33 §1). */
@ApiTags('trademarks')
@Controller()
export class ListPublicTrademarksController {
  constructor(private readonly queries: QueryBus) {}

  @Get('v1/public/trademarks')
  @PublicRead()
  @ApiOperation({
    summary:
      'Reserved and terminated marks (the public register): words in any script, a Nice class, a status; sorted and paged; never who holds them',
  })
  async list(@Query() query: PublicTrademarksRequestDto) {
    const page = readPage(query as Record<string, unknown>);
    const { rows, total } = await this.queries.execute(new ListPublicTrademarksQuery(query, page));
    return collection('trademarks', rows, page, total);
  }
}
