import { Body, Controller, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ForApplicants } from '#src/shared/http/access';
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
import { CorrectApplicationCommand } from './correct-application.command.js';
import { CorrectionDto } from './correct-application.dto.js';

/**
 * PUT /api/v1/{kind}/{id} for one kind, with its OpenAPI operation; each kind's controller below
 * extends it under the path it writes out.
 */
function correctApplicationFor(routes: KindRoutes) {
  @ApiTags(routes.tag)
  class CorrectApplicationController {
    constructor(
      readonly commandBus: CommandBus,
      readonly present: ApplicationResource,
      readonly processes: Processes,
    ) {}

    @Put(':id')
    @ForApplicants()
    @Idempotent()
    @ApiOperation({
      operationId: `${routes.operationPrefix}_correct`,
      summary: 'Correct a section of an application returned for correction',
    })
    async correct(
      @Param('id', uuid) id: string,
      @Body() correction: CorrectionDto,
      @Caller() caller: Principal,
      @RequestLocale() locale: Locale,
      @CallerKey() key: string | undefined,
      @RespondAsync() respondAsync: boolean,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      const result = await this.commandBus.execute(
        new CorrectApplicationCommand(routes.kind, caller, id, correction.section, correction.changes, correction.version, key),
      );
      const message = success('application.updated', locale);
      if (respondAsync && result.lastEventId) return accepted(this.processes, res, result.lastEventId, message);
      return document(await this.present.of(routes.kind, caller, id, result), message);
    }
  }
  return CorrectApplicationController;
}

@Controller('v1/trade_names')
export class CorrectApplicationTradeNamesController extends correctApplicationFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class CorrectApplicationBusinessesController extends correctApplicationFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class CorrectApplicationTrademarksController extends correctApplicationFor(TRADEMARK_ROUTES) {}
