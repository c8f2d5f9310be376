import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type pg from 'pg';
import { PG_POOL } from '../../../tokens.js';
import { notFound } from '@registry/domain/shared/domain-error';
import { ForApplicants, ForSignedIn, ForStaff, Public } from '../../../shared/http/access.js';
import { document, resource } from '../../../shared/http/json-api.js';
import type { Principal } from '../../../shared/http/principal.js';
import { Caller, RequestLocale } from '../../../shared/http/request-context.js';
import { Idempotent, idempotencyKeyOf } from '../../../shared/idempotency/idempotency.interceptor.js';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { principalId } from '../../../shared/http/principal.js';
import { ApplicationEndpoints, type ApplicationKindConfig } from '../application-endpoints.js';
import { TRADE_NAME_KIND, TRADEMARK_KIND, applicationKinds, businessKind, kindNamed } from '../application-kinds.js';
import { publishedWorkflow } from '@registry/domain/applications/workflow/workflow';
import { BusinessDetailsDto, TradeNameDetailsDto, TrademarkDetailsDto } from './application.dto.js';
import { CorrectionDto, ListQuery, TransferConfirmDto, TransferRequestQuery, TransitDto, VersionQuery } from './commands.dto.js';
import { ApplicationLists } from '../queries/list-applications.js';
import { ApplicationAudit } from '../queries/audit.js';
import { registryValidationPipe } from '../../../shared/http/validation.js';
import { Processes, prefersAsync } from '../../processes/processes.js';

/** Idempotency keys are the caller's own: two callers may pick the same key without meeting. */
const callerKey = (req: Request, caller: Principal) => {
  const key = idempotencyKeyOf(req);
  return key ? `${principalId(caller)}:${key}` : undefined;
};

/** A success message of spec §8 in the reader's language, for the portals' toasts. */
const success = (code: string, locale: Locale, params: Record<string, string> = {}) => ({ messageCode: code, message: translate(code, locale, params), ...params });

const uuid = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

interface ApplicationRoutes {
  /** The path segment of spec §7: `trade_names`, `businesses`, `trademarks`. */
  readonly path: string;
  readonly tag: string;
  /** What is applied for, in the route summaries: "a trade name". */
  readonly noun: string;
  readonly body: new () => object;
  /** The success message of a submission (spec §8). */
  readonly submitted: string;
  kind(pool: pg.Pool): ApplicationKindConfig;
}

/**
 * The calls of spec §7 for one kind of application: the three controllers differ only in path,
 * request body and kind, so they are made here. The body's class is named to the validation pipe
 * explicitly, because a class made by a function carries no parameter types for it to read.
 */
function applicationController(routes: ApplicationRoutes) {
  const body = () => Body(registryValidationPipe(routes.body));

  @ApiTags(routes.tag)
  @Controller(`v1/${routes.path}`)
  class ApplicationController {
    private readonly kind: ApplicationKindConfig;

    constructor(
      readonly endpoints: ApplicationEndpoints,
      readonly lists: ApplicationLists,
      readonly processes: Processes,
      readonly audit: ApplicationAudit,
      @Inject(PG_POOL) pool: pg.Pool,
    ) {
      this.kind = routes.kind(pool);
    }

    @Post()
    @ForApplicants()
    @Idempotent()
    @ApiBody({ type: routes.body })
    @ApiOperation({ summary: `Submit ${routes.noun} (applicant signed in by e-mail code); a trade name is claimed in the same transaction` })
    async submit(@body() details: object, @Caller() caller: Principal, @RequestLocale() locale: Locale, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
      const result = await this.endpoints.submit(this.kind, caller, details as never, callerKey(req, caller));
      const message = success(routes.submitted, locale);
      if (prefersAsync(req) && result.lastEventId) return this.processes.accepted(res, result.lastEventId, message);
      res.header('Location', `/api/v1/${routes.path}/${result.id}`);
      return document(await this.endpoints.asResource(this.kind, caller, result.id, result), message);
    }

    @Get()
    @ForSignedIn()
    @ApiOperation({ summary: 'Applications from the read model: an applicant’s own, or all for staff; filtered (spec §7), sorted, paged, with service-level due times' })
    list(@Query() query: ListQuery, @Caller() caller: Principal) {
      return this.lists.list(this.kind.aggregate.streamType, this.kind.resourceType, caller, query);
    }

    @Get(':id')
    @ForSignedIn()
    @ApiOperation({ summary: `One application for ${routes.noun}: its owner, or staff` })
    async get(@Param('id', uuid) id: string, @Caller() caller: Principal) {
      return document(await this.endpoints.asResource(this.kind, caller, id, await this.endpoints.get(this.kind, caller, id)));
    }

    @Get(':id/resubmission')
    @ForStaff('applications.read')
    @ApiOperation({ summary: 'For reviewers: what the applicant changed between the return for correction and the latest resubmission' })
    async resubmission(@Param('id', uuid) id: string) {
      return document(resource('resubmission-diffs', { id, ...(await this.audit.resubmission(this.kind.resourceType, id)) }));
    }

    @Put(':id')
    @ForApplicants()
    @Idempotent()
    @ApiOperation({ summary: 'Correct a section of an application returned for correction' })
    async correct(@Param('id', uuid) id: string, @Body() correction: CorrectionDto, @Caller() caller: Principal, @RequestLocale() locale: Locale, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
      const result = await this.endpoints.correct(this.kind, caller, id, correction.section, correction.changes, correction.version, callerKey(req, caller));
      const message = success('application.updated', locale);
      if (prefersAsync(req) && result.lastEventId) return this.processes.accepted(res, result.lastEventId, message);
      return document(await this.endpoints.asResource(this.kind, caller, id, result), message);
    }

    @Put(':id/transit/:event')
    @HttpCode(200)
    @ForSignedIn()
    @Idempotent()
    @ApiOperation({ summary: `A workflow step (see GET /api/v1/workflows/${routes.tag.replace(' ', '-')}); ?version= guards against lost updates` })
    async transit(@Param('id', uuid) id: string, @Param('event') event: string, @Query() query: VersionQuery, @Body() step: TransitDto, @Caller() caller: Principal, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
      const result = await this.endpoints.transit(this.kind, caller, id, event, step, query.version, callerKey(req, caller));
      if (prefersAsync(req) && result.lastEventId) return this.processes.accepted(res, result.lastEventId);
      return document(await this.endpoints.asResource(this.kind, caller, id, result));
    }

    @Post(':id/request_otp_for_transfer_ownership')
    @HttpCode(200)
    @ForApplicants()
    @Idempotent()
    @ApiOperation({ summary: 'Ask to transfer ownership to a new e-mail; a code is sent there' })
    async requestTransfer(@Param('id', uuid) id: string, @Query() query: TransferRequestQuery, @Caller() caller: Principal, @RequestLocale() locale: Locale, @Req() req: Request) {
      const result = await this.endpoints.requestTransfer(this.kind, caller, id, query.new_email, locale, callerKey(req, caller));
      return document(
        await this.endpoints.asResource(this.kind, caller, id, result),
        success('transfer.requested', locale, { from: result.state.ownerEmail ?? '', to: result.state.pendingTransfer?.newEmail ?? '' }),
      );
    }

    @Put(':id/request_transfer_ownership')
    @ForApplicants()
    @Idempotent()
    @ApiOperation({ summary: 'Confirm the transfer with the code sent to the new e-mail' })
    async confirmTransfer(@Param('id', uuid) id: string, @Body() confirmation: TransferConfirmDto, @Caller() caller: Principal, @RequestLocale() locale: Locale, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
      const result = await this.endpoints.confirmTransfer(this.kind, caller, id, confirmation.code, confirmation.approvalDocuments, callerKey(req, caller));
      const message = success('transfer.confirmed', locale, { to: result.state.ownerEmail ?? '' });
      if (prefersAsync(req) && result.lastEventId) return this.processes.accepted(res, result.lastEventId, message);
      return document(await this.endpoints.asResource(this.kind, caller, id, result), message);
    }
  }
  Object.defineProperty(ApplicationController, 'name', { value: `${routes.tag.replace(/(^|\s)\w/g, (c) => c.trim().toUpperCase())}Controller` });
  return ApplicationController;
}

export const TradeNameApplicationsController = applicationController({
  path: 'trade_names',
  tag: 'trade names',
  noun: 'a trade name',
  body: TradeNameDetailsDto,
  submitted: 'trade-name.submitted',
  kind: () => TRADE_NAME_KIND,
});

export const BusinessApplicationsController = applicationController({
  path: 'businesses',
  tag: 'businesses',
  noun: 'a company, foreign branch or reintroduced company',
  body: BusinessDetailsDto,
  submitted: 'application.registered',
  kind: businessKind,
});

export const TrademarkApplicationsController = applicationController({
  path: 'trademarks',
  tag: 'trademarks',
  noun: 'a trademark reservation',
  body: TrademarkDetailsDto,
  submitted: 'application.registered',
  kind: () => TRADEMARK_KIND,
});

/** Every kind in one list: the applicant's "my applications", and staff's queue across kinds. */
@ApiTags('applications')
@Controller('v1/applications')
export class AllApplicationsController {
  constructor(private readonly lists: ApplicationLists) {}

  @Get()
  @ForSignedIn()
  @ApiOperation({ summary: 'Trade names, businesses and trademarks in one list (rows carry `kind`), with the filters, due times and next actions of the per-kind lists' })
  list(@Query() query: ListQuery, @Caller() caller: Principal) {
    return this.lists.list(null, 'applications', caller, query);
  }
}

/** The state machines, published so that clients draw their actions from them (DESIGN.md "Workflow"). */
@ApiTags('workflows')
@Controller('v1/workflows')
export class WorkflowsController {
  private readonly kinds: Readonly<Record<string, ApplicationKindConfig>>;

  constructor(@Inject(PG_POOL) pool: pg.Pool) {
    this.kinds = applicationKinds(pool);
  }

  @Get(':kind')
  @Public()
  @ApiOperation({ summary: 'The workflow of trade-names, businesses or trademarks: states and transitions with who may take them' })
  get(@Param('kind') kind: string) {
    const named = kindNamed(this.kinds, kind);
    if (!named) throw notFound();
    return document({ type: 'workflows', id: kind, attributes: { ...publishedWorkflow(named.aggregate.table) } });
  }
}
