import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '#src/shared/http/access';
import { document, resource } from '#src/shared/http/json-api';
import { DIGEST_TYPE, digestView } from '#src/modules/event-digests/digest-gazette';
import { GetDigestQuery } from './get-digest.query.js';

/**
 * One digest of the event store: the latest (small, for the certificate verification page to
 * show what the register was anchored to; `data: null` before the first) or a day's.
 */
@ApiTags('publications')
@Controller('v1/public')
@PublicRead()
export class GetDigestController {
  constructor(private readonly queries: QueryBus) {}

  @Get('publications/digests/latest')
  @ApiOperation({ summary: 'The latest daily digest of the event store (data: null before the first)' })
  async latest() {
    const digest = await this.queries.execute(new GetDigestQuery('latest'));
    return document(digest ? resource(DIGEST_TYPE, digestView(digest)) : null);
  }

  @Get('publications/digests/:day')
  @ApiOperation({ summary: 'The digest of one day (YYYY-MM-DD, Asia/Baghdad)' })
  async day(@Param('day') day: string) {
    const digest = await this.queries.execute(new GetDigestQuery(day));
    return document(resource(DIGEST_TYPE, digestView(digest!)));
  }
}
