import { Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ForSignedIn } from '#src/shared/http/access';
import { document } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import {
  CallerKey,
  uuid,
  type KindRoutes,
  TRADE_NAME_ROUTES,
  BUSINESS_ROUTES,
  TRADEMARK_ROUTES,
} from '#src/modules/applications/http/application-routes';
import { VersionQuery } from '#src/modules/applications/commands/transit-application/transit-application.dto';
import { IssueCertificateCommand } from './issue-certificate.command.js';
import { IssuedCertificateDto } from './issue-certificate.dto.js';

/** POST /api/v1/{kind}/{id}/certificates for one kind; each kind's controller below writes its path. */
function issueCertificateFor(routes: KindRoutes) {
  @ApiTags(routes.tag)
  class IssueCertificateController {
    constructor(readonly commandBus: CommandBus) {}

    @Post(':id/certificates')
    @HttpCode(201)
    @ForSignedIn()
    @Idempotent()
    @ApiOperation({
      operationId: `${routes.operationPrefix}_issueCertificate`,
      summary: `Issue the certificate of ${routes.noun} (staff holding certificates.issue who neither examined nor approved it); again only after a correction or transfer, superseding the last`,
    })
    @ApiCreatedResponse({ type: IssuedCertificateDto })
    async issue(
      @Param('id', uuid) id: string,
      @Query() query: VersionQuery,
      @Caller() caller: Principal,
      @CallerKey() key: string | undefined,
    ) {
      const issued = await this.commandBus.execute(new IssueCertificateCommand(routes.kind, caller, id, query.version, key));
      const attributes: Omit<IssuedCertificateDto, 'id'> = {
        number: issued.number,
        registerNumber: issued.registerNumber,
        issuedAt: issued.issuedAt,
        supersedes: issued.supersedes,
      };
      return document({ type: 'certificates', id: issued.id, attributes });
    }
  }
  return IssueCertificateController;
}

@Controller('v1/trade_names')
export class IssueCertificateTradeNamesController extends issueCertificateFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class IssueCertificateBusinessesController extends issueCertificateFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class IssueCertificateTrademarksController extends issueCertificateFor(TRADEMARK_ROUTES) {}
