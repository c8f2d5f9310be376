import type { IncomingHttpHeaders } from 'node:http';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { APPLICANT_STRATEGY, STAFF_STRATEGY, type Principal } from '#src/shared/http/principal';
import { Sessions } from '../infrastructure/sessions.js';

/** The session token of `Authorization: Bearer …` (the only place a token is read: never the query or body). */
export function bearerToken(req: { headers: IncomingHttpHeaders }): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Staff and applicants hold the same kind of opaque session token; the session it names says
 * whose it is. Both strategies ask here, so a request's session is looked up once.
 */
@Injectable()
export class SessionTokens {
  private readonly found = new WeakMap<object, Promise<Principal | null>>();

  constructor(private readonly sessions: Sessions) {}

  principalOf(req: FastifyRequest): Promise<Principal | null> {
    let principal = this.found.get(req);
    if (!principal) {
      const token = bearerToken(req);
      principal = token ? this.sessions.authenticate(token) : Promise.resolve(null);
      this.found.set(req, principal);
    }
    return principal;
  }
}

/** A member of staff's bearer token (signed in with password and TOTP, or only enrolling TOTP). */
@Injectable()
export class StaffBearerStrategy extends PassportStrategy(Strategy, STAFF_STRATEGY) {
  constructor(private readonly tokens: SessionTokens) {
    super();
  }

  /** null: passport's "not recognised", so the next strategy is tried. */
  async validate(req: FastifyRequest): Promise<Principal | null> {
    const principal = await this.tokens.principalOf(req);
    return principal?.kind === 'staff' ? principal : null;
  }
}

/** An applicant's session, opened by an e-mail code (applicant-access). */
@Injectable()
export class ApplicantSessionStrategy extends PassportStrategy(Strategy, APPLICANT_STRATEGY) {
  constructor(private readonly tokens: SessionTokens) {
    super();
  }

  async validate(req: FastifyRequest): Promise<Principal | null> {
    const principal = await this.tokens.principalOf(req);
    return principal?.kind === 'applicant' ? principal : null;
  }
}
