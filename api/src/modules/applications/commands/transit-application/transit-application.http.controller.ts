import { Body, Controller, HttpCode, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ForSignedIn } from '#src/shared/http/access';
import { document } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { Processes } from '#src/modules/processes/processes';
import { ApplicationResource } from '#src/modules/applications/http/application-resource';
import {
  CallerKey,
  RespondAsync,
  accepted,
  uuid,
  type KindRoutes,
  TRADE_NAME_ROUTES,
  BUSINESS_ROUTES,
  TRADEMARK_ROUTES,
} from '#src/modules/applications/http/application-routes';
import { TransitApplicationCommand } from './transit-application.command.js';
import { TransitDto, VersionQuery } from './transit-application.dto.js';

/**
 * PUT /api/v1/{kind}/{id}/transit/{event} for one kind, with its OpenAPI operation; each kind's
 * controller below extends it under the path it writes out.
 */
function transitApplicationFor(routes: KindRoutes) {
  @ApiTags(routes.tag)
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
  return TransitApplicationController;
}

@Controller('v1/trade_names')
export class TransitApplicationTradeNamesController extends transitApplicationFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class TransitApplicationBusinessesController extends transitApplicationFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class TransitApplicationTrademarksController extends transitApplicationFor(TRADEMARK_ROUTES) {}
