import { Body, Controller, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ForApplicants } from '#src/shared/http/access';
import { document } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { Caller, RequestLocale } from '#src/shared/http/request-context';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { registryValidationPipe } from '#src/shared/http/validation';
import { Processes } from '#src/modules/processes/processes';
import { ApplicationResource } from '#src/modules/applications/http/application-resource';
import {
  BUSINESS_ROUTES,
  CallerKey,
  RespondAsync,
  TRADEMARK_ROUTES,
  TRADE_NAME_ROUTES,
  accepted,
  success,
  type KindRoutes,
} from '#src/modules/applications/http/application-routes';
import { SubmitApplicationCommand } from './submit-application.command.js';

/**
 * POST /api/v1/{kind}: the route of one kind, with its OpenAPI operation and body schema; each
 * kind's controller below extends it under the path it writes out. The body's class is named to
 * the validation pipe explicitly, because a class made by a function carries no parameter types
 * for it to read.
 */
function submitApplicationFor(routes: KindRoutes) {
  const body = () => Body(registryValidationPipe(routes.body));

  @ApiTags(routes.tag)
  class SubmitApplicationController {
    constructor(
      readonly commandBus: CommandBus,
      readonly present: ApplicationResource,
      readonly processes: Processes,
    ) {}

    @Post()
    @ForApplicants()
    @Idempotent()
    @ApiBody({ type: routes.body })
    @ApiOperation({
      operationId: `${routes.operationPrefix}_submit`,
      summary: `Submit ${routes.noun} (applicant signed in by e-mail code); a trade name is claimed in the same transaction`,
    })
    async submit(
      @body() details: object,
      @Caller() caller: Principal,
      @RequestLocale() locale: Locale,
      @CallerKey() key: string | undefined,
      @RespondAsync() respondAsync: boolean,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      const result = await this.commandBus.execute(new SubmitApplicationCommand(routes.kind, caller, details as never, key, locale));
      const message = success(routes.submitted, locale);
      if (respondAsync && result.lastEventId) return accepted(this.processes, res, result.lastEventId, message);
      res.header('Location', `/api/v1/${routes.path}/${result.id}`);
      return document(await this.present.of(routes.kind, caller, result.id, result), message);
    }
  }
  return SubmitApplicationController;
}

@Controller('v1/trade_names')
export class SubmitApplicationTradeNamesController extends submitApplicationFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class SubmitApplicationBusinessesController extends submitApplicationFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class SubmitApplicationTrademarksController extends submitApplicationFor(TRADEMARK_ROUTES) {}
