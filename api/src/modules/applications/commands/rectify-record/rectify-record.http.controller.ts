import { Body, Controller, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ForSignedIn } from '#src/shared/http/access';
import { document } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { Caller, RequestLocale } from '#src/shared/http/request-context';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { Processes } from '#src/modules/processes/processes';
import { ApplicationResource } from '#src/modules/applications/http/application-resource';
import {
  CallerKey,
  RespondAsync,
  accepted,
  success,
  uuid,
  type KindRoutes,
  TRADE_NAME_ROUTES,
  BUSINESS_ROUTES,
  TRADEMARK_ROUTES,
} from '#src/modules/applications/http/application-routes';
import { VersionQuery } from '#src/modules/applications/commands/transit-application/transit-application.dto';
import { RectifyRecordCommand } from './rectify-record.command.js';
import { RectifyRecordDto } from './rectify-record.dto.js';

/** POST /api/v1/{kind}/{id}/rectifications for one kind; each kind's controller below writes its path. */
function rectifyRecordFor(routes: KindRoutes) {
  @ApiTags(routes.tag)
  class RectifyRecordController {
    constructor(
      readonly commandBus: CommandBus,
      readonly present: ApplicationResource,
      readonly processes: Processes,
    ) {}

    @Post(':id/rectifications')
    @HttpCode(200)
    @ForSignedIn()
    @Idempotent()
    @ApiOperation({
      operationId: `${routes.operationPrefix}_rectify`,
      summary: `Rectify the register of ${routes.noun} once granted, registered or reserved (staff holding records.rectify): a clerical error in a fact its certificate states, with the reason; the certificate may then be re-issued by someone else; ?version= guards against lost updates`,
    })
    @ApiOkResponse({ description: 'The application as rectified (its history ends with the rectify step)' })
    async rectify(
      @Param('id', uuid) id: string,
      @Query() query: VersionQuery,
      @Body() body: RectifyRecordDto,
      @Caller() caller: Principal,
      @RequestLocale() locale: Locale,
      @CallerKey() key: string | undefined,
      @RespondAsync() respondAsync: boolean,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      const result = await this.commandBus.execute(
        new RectifyRecordCommand(routes.kind, caller, id, body.reason, body.patch as Record<string, unknown>, query.version, key),
      );
      const message = success('application.updated', locale);
      if (respondAsync && result.lastEventId) return accepted(this.processes, res, result.lastEventId, message);
      return document(await this.present.of(routes.kind, caller, id, result), message);
    }
  }
  return RectifyRecordController;
}

@Controller('v1/trade_names')
export class RectifyRecordTradeNamesController extends rectifyRecordFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class RectifyRecordBusinessesController extends rectifyRecordFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class RectifyRecordTrademarksController extends rectifyRecordFor(TRADEMARK_ROUTES) {}
