import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { forbidden, unauthorized } from '@registry/domain/shared/domain-error';
import type { Permission } from '@registry/domain/identity/permissions';
import { AUTHENTICATOR, type Authenticator, type Principal } from './principal.js';
import { requestLocale } from './request-context.js';
import { LOGGER } from '../../tokens.js';
import { requestPath } from './request-path.js';
import type { Logger } from '../../infrastructure/logging/logger.js';

/**
 * Every route declares who may call it; the guard denies a route that declares nothing.
 * - public: anyone (a token, when sent, is still read so that handlers may personalise);
 * - applicant: an applicant signed in by e-mail code;
 * - staff: an active member of staff holding every listed permission (none listed: any staff);
 * - signed-in: staff or applicant (their own profile, notifications, sign-out).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'applicant' }
  | { kind: 'staff'; permissions: readonly Permission[] }
  | { kind: 'signed-in' };

export const ACCESS_KEY = 'registry:access';
/** Routes a staff member may call while only enrolling a second factor. */
export const TOTP_ENROLLMENT_KEY = 'registry:totp-enrollment';

export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
export const ForApplicants = () => applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'applicant' } satisfies Access), ApiBearerAuth());
export const ForStaff = (...permissions: Permission[]) =>
  applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'staff', permissions } satisfies Access), ApiBearerAuth());
export const ForSignedIn = () => applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies Access), ApiBearerAuth());
/** Also open to a session that exists only to enrol a TOTP second factor. */
export const AllowedDuringTotpEnrollment = () => SetMetadata(TOTP_ENROLLMENT_KEY, true);

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/i.exec(header.trim());
  return match?.[1];
}

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    requestLocale(req);
    const targets = [context.getHandler(), context.getClass()];
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets);
    if (!access) {
      this.log.error('route without access declaration refused', { method: req.method, path: requestPath(req) });
      throw forbidden('access-undeclared');
    }
    const token = bearerToken(req);
    const principal = token ? await this.authenticator.authenticate(token) : null;
    if (principal) req.principal = principal;
    if (access.kind === 'public') return true;
    if (!principal) throw unauthorized();

    if (principal.kind === 'staff' && principal.scope === 'totp-enrollment' && !this.reflector.getAllAndOverride<boolean>(TOTP_ENROLLMENT_KEY, targets)) {
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
