import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { JSON_API } from './json-api.js';
import { requestPath } from './request-path.js';

/** API answers are JSON:API documents (DESIGN.md API conventions), so they say so. */
@Injectable()
export class JsonApiContentTypeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    if (requestPath(req).startsWith('/api/')) http.getResponse<FastifyReply>().type(JSON_API);
    return next.handle();
  }
}
