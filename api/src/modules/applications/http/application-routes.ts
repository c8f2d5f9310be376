import { createParamDecorator, ParseUUIDPipe, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { principalId } from '#src/shared/http/principal';
import { idempotencyKeyOf } from '#src/shared/idempotency/idempotency.interceptor';
import { Processes, prefersAsync } from '#src/modules/processes/processes';
import { BusinessDetailsDto, TradeNameDetailsDto, TrademarkDetailsDto } from '../commands/submit-application/application-details.dto.js';
import type { ApplicationKindName } from '../kinds/application-kind.js';

/**
 * The HTTP face of one kind of application (spec §7). Every use case folder makes its routes
 * for each kind from these, so a kind's calls differ only here, but for their paths: each
 * kind's controller writes its path in its own decorator (docs/architecture.md, "Where routes live").
 */
export interface KindRoutes {
  readonly kind: ApplicationKindName;
  /** The path segment of spec §7 (`trade_names`, `businesses`, `trademarks`), for the `Location` of a submission. */
  readonly path: 'trade_names' | 'businesses' | 'trademarks';
  readonly tag: string;
  /** What is applied for, in the route summaries: "a trade name". */
  readonly noun: string;
  readonly body: new () => object;
  /** The success message of a submission (spec §8). */
  readonly submitted: string;
  /**
   * The controller these routes had when one class served a kind: the OpenAPI operation ids
   * (`TradeNamesController_submit`) stay as they were published.
   */
  readonly operationPrefix: string;
}

export const TRADE_NAME_ROUTES: KindRoutes = {
  kind: 'trade-names',
  path: 'trade_names',
  tag: 'trade names',
  noun: 'a trade name',
  body: TradeNameDetailsDto,
  submitted: 'trade-name.submitted',
  operationPrefix: 'TradeNamesController',
};

export const BUSINESS_ROUTES: KindRoutes = {
  kind: 'businesses',
  path: 'businesses',
  tag: 'businesses',
  noun: 'a company, foreign branch or reintroduced company',
  body: BusinessDetailsDto,
  submitted: 'application.registered',
  operationPrefix: 'BusinessesController',
};

export const TRADEMARK_ROUTES: KindRoutes = {
  kind: 'trademarks',
  path: 'trademarks',
  tag: 'trademarks',
  noun: 'a trademark reservation',
  body: TrademarkDetailsDto,
  submitted: 'application.registered',
  operationPrefix: 'TrademarksController',
};

/** A success message of spec §8 in the reader's language, for the portals' toasts. */
export const success = (code: string, locale: Locale, params: Record<string, string> = {}) => ({
  messageCode: code,
  message: translate(code, locale, params),
  ...params,
});

/** An application id in the path: anything but a UUID is an application that does not exist. */
export const uuid = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/** `@CallerKey()`: the request's idempotency key, scoped to the caller (two callers may pick the same key without meeting). */
export const CallerKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest>();
  const key = idempotencyKeyOf(req);
  return key && req.principal ? `${principalId(req.principal)}:${key}` : undefined;
});

/** `@RespondAsync()`: the caller sent `Prefer: respond-async` and wants the write's process (202). */
export const RespondAsync = createParamDecorator((_: unknown, ctx: ExecutionContext): boolean =>
  prefersAsync(ctx.switchToHttp().getRequest<FastifyRequest>()),
);

/** 202 Accepted with the write's process. */
export const accepted = (processes: Processes, reply: FastifyReply, eventId: string, meta?: Record<string, unknown>) =>
  processes.accepted(reply, eventId, meta);
