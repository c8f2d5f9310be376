import { Controller, Get, Inject, Param, ParseUUIDPipe, Query, Type, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type pg from 'pg';
import { PG_POOL } from '../../tokens.js';
import { notFound } from '@registry/domain/shared/domain-error';
import { ForStaff } from '../../shared/http/access.js';
import type { Principal } from '../../shared/http/principal.js';
import { Caller } from '../../shared/http/request-context.js';
import { ApplicationEndpoints, type ApplicationKindConfig } from '../applications/application-endpoints.js';
import { TRADE_NAME_KIND, TRADEMARK_KIND, businessKind } from '../applications/application-kinds.js';
import { ApplicationLists } from '../applications/queries/list-applications.js';
import { rmApplications } from '../applications/projections/applications.table.js';
import { selectAs, sql } from '../../infrastructure/database/read-models/table.js';
import { uploadsOf } from '@registry/domain/applications/rules/lookups';
import { UsersService } from '../identity/users/users.service.js';
import type { StaffUserRow } from '../identity/users/staff-users.repository.js';
import { ROLES } from '@registry/domain/identity/permissions';
import { IsIn, IsOptional } from 'class-validator';
import { JsonServerDialect, JsonServerQuery, listed, readRange } from '../admin-directory/json-server.js';
import { ReviewQueueQuery, listQueryOf } from './review-queries.js';

/** Staff by role (`role=reviewer`: whom to assign), or by id (react-admin's getMany: `id=a&id=b`). */
export class StaffQuery extends JsonServerQuery {
  @IsOptional() @IsIn(ROLES)
  role?: string;
}

const uuid = new ParseUUIDPipe({ exceptionFactory: () => notFound() });
/** The list query pages by up to 100 rows (shared/http/paging.ts); so does a queue. */
const MAX_QUEUE_RANGE = 100;

/** A JSON:API resource object as the dialect's plain record. */
const record = (r: { id: string; attributes: Record<string, unknown> }) => ({ id: r.id, ...r.attributes });

interface QueueRoutes {
  /** `/api/admin/<path>`: the react-admin resource name. */
  readonly path: 'trade-names' | 'businesses' | 'trademarks' | 'applications';
  /** The read model's kind, or null for every kind. */
  readonly streamKind: 'trade-name' | 'business' | 'trademark' | null;
  kind?(pool: pg.Pool): ApplicationKindConfig;
}

/**
 * A review queue of the back office in the json-server dialect: the v1 list query
 * (ApplicationLists, the read model with its filters, due times and next actions) for GET
 * `/api/admin/<kind>`, and the application as the v1 read gives it (from its stream, with the
 * steps this caller may take and the documents it references) for GET `/api/admin/<kind>/<id>`.
 * Workflow steps are not here: the back office sends them to `PUT /api/v1/<kind>/<id>/transit/<event>`.
 */
function reviewQueueController(routes: QueueRoutes): Type {
  @ApiTags('back office')
  @Controller(`admin/${routes.path}`)
  @UseInterceptors(JsonServerDialect)
  class ReviewQueueController {
    private readonly kind?: ApplicationKindConfig;

    constructor(
      readonly lists: ApplicationLists,
      readonly endpoints: ApplicationEndpoints,
      @Inject(PG_POOL) pool: pg.Pool,
    ) {
      this.kind = routes.kind?.(pool);
    }

    @Get()
    @ForStaff('applications.read')
    @ApiOperation({ summary: `The ${routes.path} queue: _start, _end, _sort, _order, q (name or UEN) and filters; X-Total-Count` })
    async list(@Query() query: ReviewQueueQuery, @Caller() caller: Principal) {
      const page = readRange(query, MAX_QUEUE_RANGE);
      const document = await this.lists.list(routes.streamKind, routes.path, caller, listQueryOf(query, routes.streamKind), new Date(), page);
      return listed((document.data as { id: string; attributes: Record<string, unknown> }[]).map(record), Number((document.meta as { total: number }).total));
    }

    @Get(':id')
    @ForStaff('applications.read')
    @ApiOperation({ summary: 'One application: every field, its documents, history, the steps the caller may take and its version' })
    async get(@Param('id', uuid) id: string, @Caller() caller: Principal) {
      if (!this.kind) throw notFound();
      const loaded = await this.endpoints.get(this.kind, caller, id);
      const attributes = record(await this.endpoints.asResource(this.kind, caller, id, loaded));
      // The payload's documents, then those approving its ownership transfers.
      const transferDocuments = loaded.state.transferDocuments.map((id, i) => ({ field: `transfer.approvalDocuments[${i}]`, id, image: false }));
      return { ...attributes, kind: routes.streamKind, documents: [...uploadsOf(loaded.state.details), ...transferDocuments] };
    }
  }
  Object.defineProperty(ReviewQueueController, 'name', { value: `Admin${routes.path.replace(/(^|-)\w/g, (c) => c.replace('-', '').toUpperCase())}QueueController` });
  return ReviewQueueController;
}

export const AdminTradeNamesQueueController = reviewQueueController({ path: 'trade-names', streamKind: 'trade-name', kind: () => TRADE_NAME_KIND });
export const AdminBusinessesQueueController = reviewQueueController({ path: 'businesses', streamKind: 'business', kind: businessKind });
export const AdminTrademarksQueueController = reviewQueueController({ path: 'trademarks', streamKind: 'trademark', kind: () => TRADEMARK_KIND });
/** Every kind in one list (rows carry `kind`): the dashboard's overdue items, assignments and recent activity. */
export const AdminApplicationsQueueController = reviewQueueController({ path: 'applications', streamKind: null });

/**
 * What the dashboard and the queues' pickers read besides the queues: how many applications
 * are in each state, and staff by name (the reviewers one may assign, the actors of a history).
 */
@ApiTags('back office')
@Controller('admin')
@UseInterceptors(JsonServerDialect)
export class AdminReviewFiguresController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: UsersService,
  ) {}

  @Get('state-counts')
  @ForStaff('applications.read')
  @ApiOperation({ summary: 'Applications per kind and workflow state, from the read model (one row per pair)' })
  async stateCounts(@Query() _query: JsonServerQuery) {
    const rows = await selectAs<{ kind: string; status: string; count: string }>(
      this.pool,
      sql`SELECT a.kind, a.status, count(*) AS count FROM ${rmApplications.as('a')} WHERE a.status IS NOT NULL GROUP BY a.kind, a.status ORDER BY a.kind ASC, a.status ASC`,
    );
    return listed(
      rows.map((r) => ({ id: `${r.kind}:${r.status}`, kind: r.kind, status: r.status, count: Number(r.count) })),
      rows.length,
    );
  }

  @Get('staff')
  @ForStaff('applications.read')
  @ApiOperation({ summary: 'Active staff by name (id, name, e-mail, roles), optionally of one role: assignees, and the actors of a history' })
  async staff(@Query() query: StaffQuery) {
    const named = (u: StaffUserRow) => ({ id: u.id, name: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email, email: u.email, roles: u.roles });
    if (query.id) {
      const found = await Promise.all(query.id.map((id) => this.users.get(id).catch(() => undefined)));
      const rows = found.filter((u): u is StaffUserRow => u !== undefined).map(named);
      return listed(rows, rows.length);
    }
    const page = readRange(query, MAX_QUEUE_RANGE);
    const { rows, total } = await this.users.list({ role: query.role, status: 'active', search: query.q?.trim() || undefined, sortBy: 'first_name', order: 'asc' }, page);
    return listed(rows.map(named), total);
  }
}
