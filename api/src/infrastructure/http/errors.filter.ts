import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../logging/logger.js';
import { DomainError, type ErrorKind, type FieldProblem } from '@registry/domain/shared/domain-error';
import { StreamVersionConflictError } from '#src/event-store/event-store';
import { fieldLabel, hasMessage, translate } from '@registry/domain/shared/i18n/messages';
import '@registry/domain/shared/i18n/common-messages';
import { requestLocale } from '#src/shared/http/request-context';
import { requestPath } from '#src/shared/http/request-path';
import { queryOf } from '#src/shared/http/fastify-request';
import { JSON_API } from '#src/shared/http/json-api';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, type DatabaseAvailability } from '../database/database-availability.js';

/** The HTTP status of each kind of domain error (spec §8). */
export const STATUS_OF: Readonly<Record<ErrorKind, number>> = {
  'bad-request': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  unsupported: 415,
  invalid: 422,
  'rate-limited': 429,
};

/** Error objects in one answer at most (docs/api.md, "Errors"). */
export const MAX_ERRORS_REPORTED = 50;

interface ErrorObject {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
}

/** `partners[1].upn` → `/partners/1/upn` (JSON pointer into the request body). */
function pointer(field: string): string {
  return (
    '/' +
    field
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .filter(Boolean)
      .map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/')
  );
}

function statusTitle(status: number, locale: Locale): string {
  const code = `http.${status}`;
  return hasMessage(code) ? translate(code, locale) : translate('http.error', locale);
}

/**
 * Every error leaves as a JSON:API error document with a stable `code`, a `title` in the
 * request's language that names the field, and `source.pointer` (body) or `source.parameter`
 * (query) for field errors. A malformed request is a 4xx, never a 500; unexpected errors are
 * logged and answered without internals.
 */
@Catch()
export class JsonApiErrorFilter implements ExceptionFilter {
  /** `notFound`: answers a request no route owns instead (the apps' client-side routes), if it can. */
  constructor(
    private readonly log: Logger,
    private readonly notFound?: (req: FastifyRequest, reply: FastifyReply) => boolean,
    /** Told of each error that says the database is unreachable; it logs the outage once. */
    private readonly database?: DatabaseAvailability,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    if (exception instanceof NotFoundException && this.notFound?.(req, res)) return;
    const locale = requestLocale(req);
    if (isDatabaseUnavailable(exception)) {
      // An outage, not a fault of this request: 503 with a hint when to retry, and no stack per request.
      this.database?.noteFailure(exception, `${req.method} ${requestPath(req)}`);
      if (res.sent) return;
      const code = 'service.database-unavailable';
      res
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .type(JSON_API)
        .send({ errors: [{ status: '503', code, title: translate(code, locale) }] });
      return;
    }
    const { status, errors } = this.describe(exception, req, locale);
    if (status >= 500) this.log.error('request failed', { method: req.method, path: requestPath(req), error: exception });
    if (res.sent) return;
    // A refusal that says when to try again (rate limits) says it in the standard header too.
    const retryAfter = exception instanceof DomainError ? exception.meta?.retryAfterSeconds : undefined;
    if (status === 429 && typeof retryAfter === 'number') res.header('retry-after', String(retryAfter));
    res.status(status).type(JSON_API).send({ errors });
  }

  private describe(exception: unknown, req: FastifyRequest, locale: Locale): { status: number; errors: ErrorObject[] } {
    if (exception instanceof DomainError) {
      const status = STATUS_OF[exception.kind];
      // A body of 100,000 wrong items has as many problems: the first ones tell the client what to fix,
      // and translating all would answer 200 KB with 15 MB (and a second of work).
      const problems = exception.problems.slice(0, MAX_ERRORS_REPORTED);
      return { status, errors: problems.map((p) => this.problem(status, p, req, locale, exception.meta)) };
    }
    if (exception instanceof StreamVersionConflictError) {
      return {
        status: 409,
        errors: [
          { status: '409', code: 'stale-version', title: translate('stale-version', locale), meta: { currentVersion: exception.actual } },
        ],
      };
    }
    if (exception instanceof NotFoundException) {
      return { status: 404, errors: [{ status: '404', code: 'route-not-found', title: translate('route-not-found', locale) }] };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, errors: [{ status: String(status), code: `http-${status}`, title: statusTitle(status, locale) }] };
    }
    if (isClientError(exception)) {
      const status = exception.status ?? exception.statusCode!;
      const code = status === 413 ? 'body-too-large' : status === 400 ? 'body-unreadable' : `http-${status}`;
      return {
        status,
        errors: [{ status: String(status), code, title: hasMessage(code) ? translate(code, locale) : statusTitle(status, locale) }],
      };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      errors: [{ status: '500', code: 'internal-error', title: statusTitle(500, locale) }],
    };
  }

  private problem(
    status: number,
    p: FieldProblem,
    req: FastifyRequest,
    locale: Locale,
    meta?: Readonly<Record<string, unknown>>,
  ): ErrorObject {
    const params = p.field ? { field: fieldLabel(p.field, locale), ...p.params } : { ...p.params };
    const title = hasMessage(p.code) ? translate(p.code, locale, params) : statusTitle(status, locale);
    // A request without a body names query parameters; otherwise a field the query carries.
    const inQuery =
      p.field !== undefined &&
      (p.in
        ? p.in !== 'body'
        : req.method === 'GET' || req.method === 'HEAD' || Object.prototype.hasOwnProperty.call(queryOf(req), p.field.split(/[.[]/)[0]!));
    return {
      status: String(status),
      code: p.code,
      title,
      ...(p.field ? { source: inQuery ? { parameter: p.field } : { pointer: pointer(p.field) } } : {}),
      ...(p.field || p.params || meta
        ? { meta: { ...(p.field ? { field: p.field } : {}), ...(p.params ? { params: p.params } : {}), ...meta } }
        : {}),
    };
  }
}

function isClientError(e: unknown): e is { status?: number; statusCode?: number; type?: string } {
  if (!e || typeof e !== 'object') return false;
  const s = (e as { status?: unknown; statusCode?: unknown }).status ?? (e as { statusCode?: unknown }).statusCode;
  return typeof s === 'number' && s >= 400 && s < 500;
}
