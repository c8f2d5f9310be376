import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ForSignedIn } from '#src/shared/http/access';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { type KindRoutes, TRADE_NAME_ROUTES, BUSINESS_ROUTES, TRADEMARK_ROUTES } from '#src/modules/applications/http/application-routes';
import { STREAM_TYPES } from '#src/modules/applications/kinds/application-kinds';
import { ListQuery } from './list-applications.dto.js';
import { ListApplicationsQuery } from './list-applications.query.js';

/**
 * GET /api/v1/{kind}: one kind's list, with its OpenAPI operation; each kind's controller below
 * extends it under the path it writes out.
 */
function listApplicationsFor(routes: KindRoutes) {
  @ApiTags(routes.tag)
  class ListApplicationsController {
    constructor(readonly queryBus: QueryBus) {}

    @Get()
    @ForSignedIn()
    @ApiOperation({
      operationId: `${routes.operationPrefix}_list`,
      summary:
        'Applications from the read model: an applicant’s own, or all for staff; filtered (spec §7), sorted, paged, with service-level due times',
    })
    list(@Query() query: ListQuery, @Caller() caller: Principal) {
      return this.queryBus.execute(new ListApplicationsQuery(STREAM_TYPES[routes.kind], routes.kind, caller, query));
    }
  }
  return ListApplicationsController;
}

@Controller('v1/trade_names')
export class ListApplicationsTradeNamesController extends listApplicationsFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class ListApplicationsBusinessesController extends listApplicationsFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class ListApplicationsTrademarksController extends listApplicationsFor(TRADEMARK_ROUTES) {}

/** Every kind in one list: the applicant's "my applications", and staff's queue across kinds. */
@ApiTags('applications')
@Controller('v1/applications')
export class AllApplicationsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ForSignedIn()
  @ApiOperation({
    summary:
      'Trade names, businesses and trademarks in one list (rows carry `kind`), with the filters, due times and next actions of the per-kind lists',
  })
  list(@Query() query: ListQuery, @Caller() caller: Principal) {
    return this.queryBus.execute(new ListApplicationsQuery(null, 'applications', caller, query));
  }
}
