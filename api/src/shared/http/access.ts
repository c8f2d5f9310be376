import { type ExecutionContext, Inject, Injectable, SetMetadata, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '@registry/domain/shared/domain-error';
import type { Permission } from '@registry/domain/identity/permissions';
import { APPLICANT_STRATEGY, STAFF_STRATEGY, type Principal } from './principal.js';
import { requestLocale } from './request-context.js';
import { LOGGER } from '#src/tokens';
import { requestPath } from './request-path.js';
import type { Logger } from '#src/infrastructure/logging/logger';
import { ReadsFromReplica } from './read-routing.interceptor.js';

/**
 * Every route declares who may call it; the guard denies a route that declares nothing.
 * - public: anyone (a token, when sent, is still read so that handlers may personalise);
 * - applicant: an applicant signed in by e-mail code;
 * - staff: an active member of staff holding every listed permission (none listed: any staff);
 * - signed-in: staff or applicant (their own profile, notifications, sign-out).
 */
export type Access =
  { kind: 'public' } | { kind: 'applicant' } | { kind: 'staff'; permissions: readonly Permission[] } | { kind: 'signed-in' };

export const ACCESS_KEY = 'registry:access';
/** Routes a staff member may call while only enrolling a second factor. */
export const TOTP_ENROLLMENT_KEY = 'registry:totp-enrollment';

export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
/**
 * Public, and only reads: may be answered by a streaming replica within the lag bound, unless the
 * client's own last write is not there yet (read-routing.interceptor.ts). Not for a route that
 * writes, signs in, or reads what only its caller may see.
 */
export const PublicRead = () => applyDecorators(Public(), ReadsFromReplica());
export const ForApplicants = () => applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'applicant' } satisfies Access), ApiBearerAuth());
export const ForStaff = (...permissions: Permission[]) =>
  applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'staff', permissions } satisfies Access), ApiBearerAuth());
export const ForSignedIn = () => applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies Access), ApiBearerAuth());
/** Also open to a session that exists only to enrol a TOTP second factor. */
export const AllowedDuringTotpEnrollment = () => SetMetadata(TOTP_ENROLLMENT_KEY, true);

/**
 * Passport, as used here: no session of its own (each request carries its token and the
 * sessions table decides), and the caller left on `req.principal`.
 */
const AUTHENTICATE: AuthGuardAuthenticateOptions = { session: false, property: 'principal' };

/**
 * The global guard. It finds the caller through the passport strategies (staff first, then
 * applicant: the first that recognises the request's token wins; none is not yet a refusal,
 * since public routes are open to anyone), then applies the route's access declaration:
 * no caller 401, a caller without the right 403, both as localized JSON:API errors.
 */
@Injectable()
export class AccessGuard extends AuthGuard([STAFF_STRATEGY, APPLICANT_STRATEGY]) {
  constructor(
    private readonly reflector: Reflector,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    super();
  }

  override getAuthenticateOptions(): AuthGuardAuthenticateOptions {
    return AUTHENTICATE;
  }

  /** Passport's verdict: a principal, or none (no token, or one no strategy accepts); errors (the database) go on. */
  override handleRequest<TUser = Principal | undefined>(err: unknown, user: Principal | false | null | undefined): TUser {
    if (err) throw err;
    return (user || undefined) as TUser;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    requestLocale(req);
    const targets = [context.getHandler(), context.getClass()];
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets);
    if (!access) {
      this.log.error('route without access declaration refused', { method: req.method, path: requestPath(req) });
      throw forbidden('access-undeclared');
    }
    // No token, no principal: a public route asked anonymously (the public registers and the
    // trade-name search, the hot paths) needs no passport round at all.
    if (access.kind === 'public' && req.headers.authorization === undefined) return true;
    await super.canActivate(context); // sets req.principal
    const principal = req.principal;
    if (access.kind === 'public') return true;
    if (!principal) throw unauthorized();

    if (
      principal.kind === 'staff' &&
      principal.scope === 'totp-enrollment' &&
      !this.reflector.getAllAndOverride<boolean>(TOTP_ENROLLMENT_KEY, targets)
    ) {
      throw forbidden('totp-enrollment-required');
    }
    const allowed =
      access.kind === 'signed-in' ||
      (access.kind === 'applicant' && principal.kind === 'applicant') ||
      (access.kind === 'staff' && principal.kind === 'staff' && access.permissions.every((p) => principal.permissions.has(p)));
    if (!allowed) {
      this.log.warn('access denied', {
        method: req.method,
        path: requestPath(req),
        principal: principal.kind === 'staff' ? { kind: 'staff', userId: principal.userId } : { kind: 'applicant' },
        required: access,
      });
      throw forbidden();
    }
    return true;
  }
}
