import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from '../logging/logger.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * Every error leaves as a JSON:API error document. Client mistakes that surface as plain errors
 * (a body that is not JSON, one that is too large) keep their 4xx status: a malformed request
 * never becomes a 500. Unexpected errors are logged and answered without internals.
 */
@Catch()
export class JsonApiErrorFilter implements ExceptionFilter {
  constructor(private readonly log: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;
    let code = 'internal-error';
    let detail: string | undefined;
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      code = TITLES[status]?.toLowerCase().replace(/ /g, '-') ?? 'error';
      const body = exception.getResponse();
      detail = typeof body === 'string' ? body : ((body as { message?: string }).message?.toString() ?? undefined);
    } else if (isClientError(exception)) {
      status = exception.status ?? exception.statusCode!;
      code = exception.type ?? 'bad-request';
      detail = status === 413 ? 'The request body is too large.' : 'The request body could not be read.';
    }
    if (status >= 500) this.log.error('request failed', { method: req.method, path: req.path, error: exception });
    if (res.headersSent) return;
    res
      .status(status)
      .type('application/vnd.api+json')
      .json({ errors: [{ status: String(status), code, title: TITLES[status] ?? 'Error', ...(status < 500 && detail ? { detail } : {}) }] });
  }
}

function isClientError(e: unknown): e is { status?: number; statusCode?: number; type?: string } {
  if (!e || typeof e !== 'object') return false;
  const s = (e as { status?: unknown; statusCode?: unknown }).status ?? (e as { statusCode?: unknown }).statusCode;
  return typeof s === 'number' && s >= 400 && s < 500;
}
