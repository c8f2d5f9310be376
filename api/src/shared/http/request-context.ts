import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { resolveLocale, type Locale } from '@registry/domain/shared/i18n/locale';
import { unauthorized } from '@registry/domain/shared/domain-error';
import type { Principal } from './principal.js';
import { queryOf } from './fastify-request.js';

/** The request's language, resolved once and kept on the request. */
export function requestLocale(req: FastifyRequest): Locale {
  req.locale ??= resolveLocale(req.headers['accept-language'], queryOf(req).locale);
  return req.locale;
}

/** `@RequestLocale() locale: Locale` in a handler. */
export const RequestLocale = createParamDecorator((_: unknown, ctx: ExecutionContext) => requestLocale(ctx.switchToHttp().getRequest()));

/** `@Caller() principal: Principal`: the authenticated caller (the guard has checked the route's access). */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const principal = ctx.switchToHttp().getRequest<FastifyRequest>().principal;
  if (!principal) throw unauthorized();
  return principal;
});

/** `@OptionalCaller()`: the caller on a public route, if a valid token came with the request. */
export const OptionalCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<FastifyRequest>().principal,
);
