import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ForSignedIn } from '#src/shared/http/access';
import { document } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { ApplicationResource } from '#src/modules/applications/http/application-resource';
import {
  uuid,
  type KindRoutes,
  TRADE_NAME_ROUTES,
  BUSINESS_ROUTES,
  TRADEMARK_ROUTES,
} from '#src/modules/applications/http/application-routes';
import { GetApplicationQuery } from './get-application.query.js';

/**
 * GET /api/v1/{kind}/{id} for one kind, with its OpenAPI operation; each kind's controller below
 * extends it under the path it writes out.
 */
function getApplicationFor(routes: KindRoutes) {
  @ApiTags(routes.tag)
  class GetApplicationController {
    constructor(
      readonly queryBus: QueryBus,
      readonly present: ApplicationResource,
    ) {}

    @Get(':id')
    @ForSignedIn()
    @ApiOperation({ operationId: `${routes.operationPrefix}_get`, summary: `One application for ${routes.noun}: its owner, or staff` })
    async get(@Param('id', uuid) id: string, @Caller() caller: Principal) {
      return document(
        await this.present.of(routes.kind, caller, id, await this.queryBus.execute(new GetApplicationQuery(routes.kind, caller, id))),
      );
    }
  }
  return GetApplicationController;
}

@Controller('v1/trade_names')
export class GetApplicationTradeNamesController extends getApplicationFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class GetApplicationBusinessesController extends getApplicationFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class GetApplicationTrademarksController extends getApplicationFor(TRADEMARK_ROUTES) {}
