import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type pg from 'pg';
import { PG_POOL } from '../../../tokens.js';
import { notFound } from '../../../shared/errors/domain-error.js';
import { ForApplicants, ForSignedIn, Public } from '../../../shared/http/access.js';
import { document } from '../../../shared/http/json-api.js';
import type { Principal } from '../../../shared/http/principal.js';
import { Caller, RequestLocale } from '../../../shared/http/request-context.js';
import { Idempotent, idempotencyKeyOf } from '../../../shared/idempotency/idempotency.interceptor.js';
import type { Locale } from '../../../shared/i18n/locale.js';
import { principalId } from '../../../shared/http/principal.js';
import { ApplicationEndpoints, type ApplicationKindConfig } from '../application-endpoints.js';
import { TRADE_NAME_KIND, TRADEMARK_KIND, businessKind } from '../application-kinds.js';
import { publishedWorkflow, type WorkflowTable } from '../domain/workflow/workflow.js';
import { TRADE_NAME_WORKFLOW } from '../../trade-names/domain/application/workflow.js';
import { BUSINESS_WORKFLOW } from '../../businesses/domain/workflow.js';
import { TRADEMARK_WORKFLOW } from '../../trademarks/domain/workflow.js';
import { BusinessDetailsDto, TradeNameDetailsDto, TrademarkDetailsDto } from './application.dto.js';
import { CorrectionDto, ListQuery, TransferConfirmDto, TransferRequestQuery, TransitDto, VersionQuery } from './commands.dto.js';
import { ApplicationLists } from '../queries/list-applications.js';
import { readPage } from '../../../shared/http/paging.js';

/** Idempotency keys are the caller's own: two callers may pick the same key without meeting. */
const callerKey = (req: Request, caller: Principal) => {
  const key = idempotencyKeyOf(req);
  return key ? `${principalId(caller)}:${key}` : undefined;
};

const uuid = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * The calls of spec §7 for one kind of application, shared by the three controllers below:
 * each declares its routes (so that OpenAPI and the access guard see them) and delegates here.
 */
abstract class ApplicationController {
  protected abstract readonly kind: ApplicationKindConfig;
  protected abstract readonly path: string;

  constructor(
    protected readonly endpoints: ApplicationEndpoints,
    protected readonly lists: ApplicationLists,
  ) {}

  protected listed(query: ListQuery, caller: Principal) {
    return this.lists.list(this.kind.aggregate.streamType, this.kind.resourceType, caller, readPage(query as Record<string, unknown>), query.status);
  }

  protected async submitted(details: object, caller: Principal, req: Request, res: Response) {
    const result = await this.endpoints.submit(this.kind, caller, details as never, callerKey(req, caller));
    res.location(`/api/v1/${this.path}/${result.id}`);
    return document(this.endpoints.asResource(this.kind, caller, result.id, result));
  }

  protected async one(id: string, caller: Principal) {
    const loaded = await this.endpoints.get(this.kind, caller, id);
    return document(this.endpoints.asResource(this.kind, caller, id, loaded));
  }

  protected async corrected(id: string, body: CorrectionDto, caller: Principal, req: Request) {
    const result = await this.endpoints.correct(this.kind, caller, id, body.section, body.changes, body.version, callerKey(req, caller));
    return document(this.endpoints.asResource(this.kind, caller, id, result));
  }

  protected async transited(id: string, event: string, body: TransitDto, version: number | undefined, caller: Principal, req: Request) {
    const result = await this.endpoints.transit(this.kind, caller, id, event, body, version, callerKey(req, caller));
    return document(this.endpoints.asResource(this.kind, caller, id, result));
  }

  protected async transferRequested(id: string, query: TransferRequestQuery, caller: Principal, locale: Locale, req: Request) {
    const result = await this.endpoints.requestTransfer(this.kind, caller, id, query.new_email, locale, callerKey(req, caller));
    return document(this.endpoints.asResource(this.kind, caller, id, result), {
      messageCode: 'transfer.requested',
      from: result.state.ownerEmail,
      to: result.state.pendingTransfer?.newEmail,
    });
  }

  protected async transferConfirmed(id: string, body: TransferConfirmDto, caller: Principal, req: Request) {
    const result = await this.endpoints.confirmTransfer(this.kind, caller, id, body.code, callerKey(req, caller));
    return document(this.endpoints.asResource(this.kind, caller, id, result));
  }
}

@ApiTags('trade names')
@Controller('v1/trade_names')
export class TradeNameApplicationsController extends ApplicationController {
  protected readonly kind = TRADE_NAME_KIND;
  protected readonly path = 'trade_names';

  constructor(endpoints: ApplicationEndpoints, lists: ApplicationLists) {
    super(endpoints, lists);
  }

  @Post()
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Submit a trade name (applicant signed in by e-mail code); the name is claimed in the same transaction' })
  submit(@Body() body: TradeNameDetailsDto, @Caller() caller: Principal, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.submitted(body, caller, req, res);
  }

  @Get()
  @ForSignedIn()
  @ApiOperation({ summary: 'Applications from the read model: an applicant’s own, or all for staff; newest change first, paged' })
  list(@Query() query: ListQuery, @Caller() caller: Principal) {
    return this.listed(query, caller);
  }

  @Get(':id')
  @ForSignedIn()
  @ApiOperation({ summary: 'A trade-name application: its owner, or staff' })
  get(@Param('id', uuid) id: string, @Caller() caller: Principal) {
    return this.one(id, caller);
  }

  @Put(':id')
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Correct a section of an application returned for correction' })
  correct(@Param('id', uuid) id: string, @Body() body: CorrectionDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.corrected(id, body, caller, req);
  }

  @Put(':id/transit/:event')
  @HttpCode(200)
  @ForSignedIn()
  @Idempotent()
  @ApiOperation({ summary: 'A workflow step (see GET /api/v1/workflows/trade-names); ?version= guards against lost updates' })
  transit(@Param('id', uuid) id: string, @Param('event') event: string, @Query() query: VersionQuery, @Body() body: TransitDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.transited(id, event, body, query.version, caller, req);
  }

  @Post(':id/request_otp_for_transfer_ownership')
  @HttpCode(200)
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Ask to transfer ownership to a new e-mail; a code is sent there' })
  requestTransfer(@Param('id', uuid) id: string, @Query() query: TransferRequestQuery, @Caller() caller: Principal, @RequestLocale() locale: Locale, @Req() req: Request) {
    return this.transferRequested(id, query, caller, locale, req);
  }

  @Put(':id/request_transfer_ownership')
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Confirm the transfer with the code sent to the new e-mail' })
  confirmTransfer(@Param('id', uuid) id: string, @Body() body: TransferConfirmDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.transferConfirmed(id, body, caller, req);
  }
}

@ApiTags('businesses')
@Controller('v1/businesses')
export class BusinessApplicationsController extends ApplicationController {
  protected readonly kind: ApplicationKindConfig;
  protected readonly path = 'businesses';

  constructor(endpoints: ApplicationEndpoints, lists: ApplicationLists, @Inject(PG_POOL) pool: pg.Pool) {
    super(endpoints, lists);
    this.kind = businessKind(pool);
  }

  @Post()
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Submit a company, foreign branch or reintroduced company; its trade name is reserved in the same transaction' })
  submit(@Body() body: BusinessDetailsDto, @Caller() caller: Principal, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.submitted(body, caller, req, res);
  }

  @Get()
  @ForSignedIn()
  @ApiOperation({ summary: 'Applications from the read model: an applicant’s own, or all for staff; newest change first, paged' })
  list(@Query() query: ListQuery, @Caller() caller: Principal) {
    return this.listed(query, caller);
  }

  @Get(':id')
  @ForSignedIn()
  @ApiOperation({ summary: 'A business application: its owner, or staff' })
  get(@Param('id', uuid) id: string, @Caller() caller: Principal) {
    return this.one(id, caller);
  }

  @Put(':id')
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Correct a section (trade-name info, business info, activity types, establishment contract)' })
  correct(@Param('id', uuid) id: string, @Body() body: CorrectionDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.corrected(id, body, caller, req);
  }

  @Put(':id/transit/:event')
  @HttpCode(200)
  @ForSignedIn()
  @Idempotent()
  @ApiOperation({ summary: 'A workflow step (see GET /api/v1/workflows/businesses) at ?version=' })
  transit(@Param('id', uuid) id: string, @Param('event') event: string, @Query() query: VersionQuery, @Body() body: TransitDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.transited(id, event, body, query.version, caller, req);
  }

  @Post(':id/request_otp_for_transfer_ownership')
  @HttpCode(200)
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Ask to transfer ownership to a new e-mail; a code is sent there' })
  requestTransfer(@Param('id', uuid) id: string, @Query() query: TransferRequestQuery, @Caller() caller: Principal, @RequestLocale() locale: Locale, @Req() req: Request) {
    return this.transferRequested(id, query, caller, locale, req);
  }

  @Put(':id/request_transfer_ownership')
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Confirm the transfer with the code sent to the new e-mail' })
  confirmTransfer(@Param('id', uuid) id: string, @Body() body: TransferConfirmDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.transferConfirmed(id, body, caller, req);
  }
}

@ApiTags('trademarks')
@Controller('v1/trademarks')
export class TrademarkApplicationsController extends ApplicationController {
  protected readonly kind = TRADEMARK_KIND;
  protected readonly path = 'trademarks';

  constructor(endpoints: ApplicationEndpoints, lists: ApplicationLists) {
    super(endpoints, lists);
  }

  @Post()
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Reserve a trademark (word mark in ckb/en/ar, optional logo, classes, owner)' })
  submit(@Body() body: TrademarkDetailsDto, @Caller() caller: Principal, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.submitted(body, caller, req, res);
  }

  @Get()
  @ForSignedIn()
  @ApiOperation({ summary: 'Applications from the read model: an applicant’s own, or all for staff; newest change first, paged' })
  list(@Query() query: ListQuery, @Caller() caller: Principal) {
    return this.listed(query, caller);
  }

  @Get(':id')
  @ForSignedIn()
  @ApiOperation({ summary: 'A trademark reservation: its owner, or staff' })
  get(@Param('id', uuid) id: string, @Caller() caller: Principal) {
    return this.one(id, caller);
  }

  @Put(':id')
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Correct a trademark reservation returned for correction' })
  correct(@Param('id', uuid) id: string, @Body() body: CorrectionDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.corrected(id, body, caller, req);
  }

  @Put(':id/transit/:event')
  @HttpCode(200)
  @ForSignedIn()
  @Idempotent()
  @ApiOperation({ summary: 'A workflow step (see GET /api/v1/workflows/trademarks) at ?version=' })
  transit(@Param('id', uuid) id: string, @Param('event') event: string, @Query() query: VersionQuery, @Body() body: TransitDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.transited(id, event, body, query.version, caller, req);
  }

  @Post(':id/request_otp_for_transfer_ownership')
  @HttpCode(200)
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Ask to transfer the reservation to a new e-mail; a code is sent there' })
  requestTransfer(@Param('id', uuid) id: string, @Query() query: TransferRequestQuery, @Caller() caller: Principal, @RequestLocale() locale: Locale, @Req() req: Request) {
    return this.transferRequested(id, query, caller, locale, req);
  }

  @Put(':id/request_transfer_ownership')
  @ForApplicants()
  @Idempotent()
  @ApiOperation({ summary: 'Confirm the transfer with the code sent to the new e-mail' })
  confirmTransfer(@Param('id', uuid) id: string, @Body() body: TransferConfirmDto, @Caller() caller: Principal, @Req() req: Request) {
    return this.transferConfirmed(id, body, caller, req);
  }
}

const WORKFLOWS: Readonly<Record<string, WorkflowTable>> = { 'trade-names': TRADE_NAME_WORKFLOW, businesses: BUSINESS_WORKFLOW, trademarks: TRADEMARK_WORKFLOW };

/** The state machines, published so that clients draw their actions from them (DESIGN.md "Workflow"). */
@ApiTags('workflows')
@Controller('v1/workflows')
export class WorkflowsController {
  @Get(':kind')
  @Public()
  @ApiOperation({ summary: 'The workflow of trade-names, businesses or trademarks: states and transitions with who may take them' })
  get(@Param('kind') kind: string) {
    const table = Object.hasOwn(WORKFLOWS, kind) ? WORKFLOWS[kind] : undefined;
    if (!table) throw notFound();
    return document({ type: 'workflows', id: kind, attributes: { ...publishedWorkflow(table) } });
  }
}
