import { Controller, Get, Param, ParseUUIDPipe, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { notFound } from '@registry/domain/shared/domain-error';
import { ForStaff } from '#src/shared/http/access';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { ApplicationResource } from '#src/modules/applications/http/application-resource';
import type { ApplicationKindName } from '#src/modules/applications/kinds/application-kind';
import { GetApplicationQuery } from '#src/modules/applications/queries/get-application/get-application.query';
import { uploadsOf } from '@registry/domain/applications/rules/lookups';
import { JsonServerDialect, listed, readRange } from '#src/modules/admin-directory/json-server';
import { ReviewQueueQuery } from './review-queue.dto.js';
import { ListReviewQueueQuery } from './review-queue.query.js';
import { ReviewStaffQuery } from '../review-figures/review-figures.queries.js';
import { staffDisplayName } from '../review-figures/staff-display-name.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
/** The list query pages by up to 100 rows (shared/http/paging.ts); so does a queue. */
export const MAX_QUEUE_RANGE = 100;

/** A JSON:API resource object as the dialect's plain record. */
const record = (r: { id: string; attributes: Record<string, unknown> }) => ({ id: r.id, ...r.attributes });

interface QueueRoutes {
  /** The react-admin resource name, the last segment of the queue's path `/api/admin/<resource>`. */
  readonly resource: 'trade-names' | 'businesses' | 'trademarks' | 'applications';
  /** The read model's kind, or null for every kind. */
  readonly streamKind: 'trade-name' | 'business' | 'trademark' | null;
  /** The application kind one application is read as (none: the all-kinds queue has no single-application route of its own). */
  readonly kind?: ApplicationKindName;
}

/**
 * A review queue of the back office in the json-server dialect: the v1 list query
 * (ListApplicationsQuery: the read model with its filters, due times and next actions) for GET
 * `/api/admin/<kind>`, and the application as the v1 read gives it (from its stream, with the
 * steps this caller may take and the documents it references) for GET `/api/admin/<kind>/<id>`.
 * Workflow steps are not here: the back office sends them to `PUT /api/v1/<kind>/<id>/transit/<event>`.
 * Made for one queue; each queue's controller below extends it under the path it writes out.
 */
function reviewQueueFor(routes: QueueRoutes) {
  @ApiTags('back office')
  @UseInterceptors(JsonServerDialect)
  class ReviewQueueController {
    constructor(
      readonly queryBus: QueryBus,
      readonly present: ApplicationResource,
    ) {}

    @Get()
    @ForStaff('applications.read')
    @ApiOperation({ summary: `The ${routes.resource} queue: _start, _end, _sort, _order, q (name or UEN) and filters; X-Total-Count` })
    async list(@Query() query: ReviewQueueQuery, @Caller() caller: Principal) {
      const page = readRange(query, MAX_QUEUE_RANGE);
      const { rows, total } = await this.queryBus.execute(
        new ListReviewQueueQuery(routes.streamKind, routes.resource, caller, query, page),
      );
      return listed(rows, total);
    }

    @Get(':id')
    @ForStaff('applications.read')
    @ApiOperation({ summary: 'One application: every field, its documents, history, the steps the caller may take and its version' })
    async get(@Param('id', uuid) id: string, @Caller() caller: Principal) {
      if (!routes.kind) throw notFound();
      const loaded = await this.queryBus.execute(new GetApplicationQuery(routes.kind, caller, id));
      const attributes = record(await this.present.of(routes.kind, caller, id, loaded));
      // The payload's documents, then those approving its ownership transfers.
      const transferDocuments = loaded.state.transferDocuments.map((id, i) => ({
        field: `transfer.approvalDocuments[${i}]`,
        id,
        image: false,
      }));
      return {
        ...attributes,
        kind: routes.streamKind,
        assigneeName: await this.staffName(loaded.state.assigneeId),
        documents: [...uploadsOf(loaded.state.details), ...transferDocuments],
      };
    }

    /**
     * Who holds the application, by the name the staff directory gives (`GET /api/admin/staff`):
     * a reviewer opening a case another holds reads whose it is before taking any step. Staff only
     * (this route is); null when nobody holds it.
     */
    async staffName(id: string | null): Promise<string | null> {
      if (!id) return null;
      const { rows } = await this.queryBus.execute(new ReviewStaffQuery({ ids: [id] }));
      return rows[0] ? staffDisplayName(rows[0]) : null;
    }
  }
  return ReviewQueueController;
}

@Controller('admin/trade-names')
export class AdminTradeNamesQueueController extends reviewQueueFor({
  resource: 'trade-names',
  streamKind: 'trade-name',
  kind: 'trade-names',
}) {}

@Controller('admin/businesses')
export class AdminBusinessesQueueController extends reviewQueueFor({
  resource: 'businesses',
  streamKind: 'business',
  kind: 'businesses',
}) {}

@Controller('admin/trademarks')
export class AdminTrademarksQueueController extends reviewQueueFor({
  resource: 'trademarks',
  streamKind: 'trademark',
  kind: 'trademarks',
}) {}

/** Every kind in one list (rows carry `kind`): the dashboard's overdue items, assignments and recent activity. */
@Controller('admin/applications')
export class AdminApplicationsQueueController extends reviewQueueFor({ resource: 'applications', streamKind: null }) {}
