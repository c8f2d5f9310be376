import { Body, Controller, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
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
import { ConfirmTransferCommand } from './confirm-transfer.command.js';
import { RequestTransferCommand } from './request-transfer.command.js';
import { TransferConfirmDto, TransferRequestQuery } from './transfer-ownership.dto.js';

/**
 * POST /api/v1/{kind}/{id}/request_otp_for_transfer_ownership and PUT …/request_transfer_ownership
 * for one kind, with their OpenAPI operations; each kind's controller below extends it under the
 * path it writes out.
 */
function transferOwnershipFor(routes: KindRoutes) {
  @ApiTags(routes.tag)
  class TransferOwnershipController {
    constructor(
      readonly commandBus: CommandBus,
      readonly present: ApplicationResource,
      readonly processes: Processes,
    ) {}

    @Post(':id/request_otp_for_transfer_ownership')
    @HttpCode(200)
    @ForApplicants()
    @Idempotent()
    @ApiOperation({
      operationId: `${routes.operationPrefix}_requestTransfer`,
      summary: 'Ask to transfer ownership to a new e-mail; a code is sent there',
    })
    async requestTransfer(
      @Param('id', uuid) id: string,
      @Query() query: TransferRequestQuery,
      @Caller() caller: Principal,
      @RequestLocale() locale: Locale,
      @CallerKey() key: string | undefined,
    ) {
      const result = await this.commandBus.execute(new RequestTransferCommand(routes.kind, caller, id, query.new_email, locale, key));
      return document(
        await this.present.of(routes.kind, caller, id, result),
        success('transfer.requested', locale, { from: result.state.ownerEmail ?? '', to: result.state.pendingTransfer?.newEmail ?? '' }),
      );
    }

    @Put(':id/request_transfer_ownership')
    @ForApplicants()
    @Idempotent()
    @ApiOperation({
      operationId: `${routes.operationPrefix}_confirmTransfer`,
      summary: 'Confirm the transfer with the code sent to the new e-mail',
    })
    async confirmTransfer(
      @Param('id', uuid) id: string,
      @Body() confirmation: TransferConfirmDto,
      @Caller() caller: Principal,
      @RequestLocale() locale: Locale,
      @CallerKey() key: string | undefined,
      @RespondAsync() respondAsync: boolean,
      @Res({ passthrough: true }) res: FastifyReply,
    ) {
      const result = await this.commandBus.execute(
        new ConfirmTransferCommand(routes.kind, caller, id, confirmation.code, confirmation.approvalDocuments, key),
      );
      const message = success('transfer.confirmed', locale, { to: result.state.ownerEmail ?? '' });
      if (respondAsync && result.lastEventId) return accepted(this.processes, res, result.lastEventId, message);
      return document(await this.present.of(routes.kind, caller, id, result), message);
    }
  }
  return TransferOwnershipController;
}

@Controller('v1/trade_names')
export class TransferOwnershipTradeNamesController extends transferOwnershipFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class TransferOwnershipBusinessesController extends transferOwnershipFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class TransferOwnershipTrademarksController extends transferOwnershipFor(TRADEMARK_ROUTES) {}
