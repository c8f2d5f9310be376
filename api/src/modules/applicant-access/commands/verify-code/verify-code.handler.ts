import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { normalizeEmail } from '@registry/domain/applicant-access/code-policy';
import { PG_POOL } from '#src/tokens';
import { Sessions, type IssuedSession } from '#src/modules/identity/infrastructure/sessions';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { OneTimeCodes } from '#src/modules/applicant-access/one-time-codes';
import { VerifyCodeCommand, type ApplicantProfile } from './verify-code.command.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

function applicantProfile(row: {
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

@CommandHandler(VerifyCodeCommand)
export class VerifyCodeHandler implements ICommandHandler<VerifyCodeCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Spends a sign-in code, records the verified e-mail (a new applicant starts in the request's language) and opens a session. */
  async execute({ email, code, locale, ip }: VerifyCodeCommand): Promise<{ session: IssuedSession; applicant: ApplicantProfile }> {
    const address = normalizeEmail(email);
    await this.codes.consumeCode(address, 'sign-in', code, { ip });
    const { rows } = await this.pool.query(
      sql`INSERT INTO applicants (email, locale, email_verified_at) VALUES (${address}, ${locale}, now())
       ON CONFLICT (email) DO UPDATE SET email_verified_at = now()
       RETURNING email, locale, version, email_verified_at, created_at`,
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
