import { Body, Controller, HttpCode, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ForSignedIn } from '../../../../shared/http/access.js';
import { document } from '../../../../shared/http/json-api.js';
import type { Principal } from '../../../../shared/http/principal.js';
import { Caller } from '../../../../shared/http/request-context.js';
import { Idempotent } from '../../../../shared/idempotency/idempotency.interceptor.js';
import { Processes } from '../../../processes/processes.js';
import { ApplicationResource } from '../../http/application-resource.js';
import { CallerKey, RespondAsync, accepted, named, uuid, type KindRoutes } from '../../http/application-routes.js';
import { TransitApplicationCommand } from './transit-application.command.js';
import { TransitDto, VersionQuery } from './transit-application.dto.js';

/** PUT /api/v1/{kind}/{id}/transit/{event}. */
export function transitApplicationController(routes: KindRoutes) {
  @ApiTags(routes.tag)
  @Controller(`v1/${routes.path}`)
  class TransitApplicationController {
    constructor(
      readonly commandBus: CommandBus,
      readonly present: ApplicationResource,
      readonly processes: Processes,
    ) {}

    @Put(':id/transit/:event')
    @HttpCode(200)
    @ForSignedIn()
    @Idempotent()
    @ApiOperation({
      operationId: `${routes.operationPrefix}_transit`,
      summary: `A workflow step (see GET /api/v1/workflows/${routes.tag.replace(' ', '-')}); ?version= guards against lost updates`,
    })
    async transit(
      @Param('id', uuid) id: string,
      @Param('event') event: string,
      @Query() query: VersionQuery,
      @Body() step: TransitDto,
      @Caller() caller: Principal,
      @CallerKey() key: string | undefined,
      @RespondAsync() respondAsync: boolean,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      const result = await this.commandBus.execute(new TransitApplicationCommand(routes.kind, caller, id, event, step, query.version, key));
      if (respondAsync && result.lastEventId) return accepted(this.processes, res, result.lastEventId);
      return document(await this.present.of(routes.kind, caller, id, result));
    }
  }
  return named(TransitApplicationController, 'TransitApplication', routes);
}
