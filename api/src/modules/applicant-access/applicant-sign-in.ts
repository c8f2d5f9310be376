import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { Sessions, type IssuedSession } from '../identity/infrastructure/sessions.js';
import { normalizeEmail, type CodePurpose } from '@registry/domain/applicant-access/code-policy';
import { SecurityLog } from '../identity/infrastructure/security-log.js';
import { OneTimeCodes, type IssuedCode } from './one-time-codes.js';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { invalid } from '@registry/domain/shared/domain-error';
import { ApplicantAccessMessages } from '@registry/domain/applicant-access/messages';

export interface ApplicantProfile {
  id: string;
  email: string;
  name: string;
  locale: string;
  roles: string[];
  status: 'active';
  version: number;
  email_verified_at: string | null;
  created_at: string;
}

export function applicantProfile(row: {
  email: string;
  locale: string;
  version: number;
  email_verified_at: Date | null;
  created_at: Date;
}): ApplicantProfile {
  return {
    id: row.email,
    email: row.email,
    name: row.email,
    locale: row.locale,
    roles: ['applicant'],
    status: 'active',
    version: row.version,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Applicants have no password: a code sent to the e-mail signs them in (DESIGN.md). Any address
 * may ask for a code (a first-time applicant is registered by verifying it), so the answer
 * cannot tell a known e-mail from an unknown one.
 */
@Injectable()
export class ApplicantSignIn {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
    private readonly securityLog: SecurityLog,
  ) {}

  async requestCode(email: string, purpose: CodePurpose, locale: Locale, ip: string): Promise<IssuedCode> {
    // A transfer code is issued only by the owner's transfer request (request_transfer), in its
    // transaction: asked for here, anyone could void the pending code and mail the recipient.
    if (purpose !== 'sign-in') throw invalid({ code: ApplicantAccessMessages['otp.transfer-code-by-request'], field: 'purpose' });
    return inTransaction(this.pool, (client) => this.codes.issueCode(client, email, purpose, locale, { ip }));
  }

  /** Spends a sign-in code, records the verified e-mail (a new applicant starts in the request's language) and opens a session. */
  async verify(email: string, code: string, locale: Locale, ip: string): Promise<{ session: IssuedSession; applicant: ApplicantProfile }> {
    const address = normalizeEmail(email);
    await this.codes.consumeCode(address, 'sign-in', code, { ip });
    const { rows } = await this.pool.query(
      `INSERT INTO applicants (email, locale, email_verified_at) VALUES ($1, $2, now())
       ON CONFLICT (email) DO UPDATE SET email_verified_at = now()
       RETURNING email, locale, version, email_verified_at, created_at`,
      [address, locale],
    );
    const session = await this.sessions.issue({ kind: 'applicant', email: address });
    await this.securityLog.record('applicant.signed-in', {
      actor: `applicant:${address}`,
      subject: address,
      ip,
      details: { sessionId: session.sessionId },
    });
    return { session, applicant: applicantProfile(rows[0]) };
  }
}
