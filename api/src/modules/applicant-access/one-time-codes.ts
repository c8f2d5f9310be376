import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { SqlSession } from '#src/event-store/event-store';
import { enqueueMail } from '#src/infrastructure/outbox/outbox';
import type { ExpiringMail, RenewedMail } from '#src/infrastructure/outbox/outbox-worker';
import { DomainError, type FieldProblem } from '@registry/domain/shared/domain-error';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { Throttle, type ThrottleRule } from '../identity/infrastructure/throttle.js';
import {
  CODE_POLICY,
  decideSend,
  judgeAttempt,
  newCode,
  normalizeEmail,
  type AttemptResult,
  type CodePurpose,
} from '@registry/domain/applicant-access/code-policy';
import { SecurityLog } from '../identity/infrastructure/security-log.js';
import { CodeHasher } from './infrastructure/code-hasher.js';
import { CODE_TEMPLATES, codeTemplateFor } from './mail-templates.js';
import { recipientLanguage } from './recipient-language.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Wrong codes from one address across any e-mails: guessing many codes at once is locked out. */
export const VERIFY_ADDRESS_RULE: ThrottleRule = { maxFailures: 30, windowMinutes: 15, lockMinutes: 15 };

export interface IssuedCode {
  codeId: string;
  /** ISO time after which the code is refused. */
  expiresAt: string;
}

/** Why a code was refused; only the security log sees it, the caller always gets `otp.invalid`. */
type Refusal = Exclude<AttemptResult, { kind: 'accepted' }>;

export const invalidCode = () => new DomainError('invalid', { code: 'otp.invalid', field: 'code' });

/**
 * One-time e-mail codes for applicants: sign-in (verify-otp) and ownership transfer (the
 * transfer endpoints call issueCode and consumeCode). The code itself exists only in the e-mail
 * queued in the outbox (removed from the row once sent); the table keeps its keyed hash.
 */
@Injectable()
export class OneTimeCodes {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CodeHasher) private readonly hasher: CodeHasher,
    private readonly securityLog: SecurityLog,
    private readonly throttle: Throttle,
  ) {}

  /**
   * Issues a new code for the e-mail and purpose (voiding the previous one) and queues the
   * e-mail carrying it, all in the caller's transaction: nothing is sent unless it commits.
   * `session` must be inside a transaction (the resend limits hold an advisory lock until its
   * end). Throws DomainError 'rate-limited' (429: `otp.resend-too-soon`, `otp.too-many-requests`).
   */
  async issueCode(
    session: SqlSession,
    email: string,
    purpose: CodePurpose,
    locale: Locale,
    /**
     * `locale`: the request's, used when the address has no account. `mailParams`: what the
     * purpose's e-mail says besides the code (a transfer: the application and who sends it), in
     * the e-mail's language.
     */
    options: { ip?: string; mailParams?: (mailLocale: Locale) => Readonly<Record<string, string | number>> } = {},
  ): Promise<IssuedCode> {
    const address = normalizeEmail(email);
    const keys = [`email:${address}`, ...(options.ip ? [`ip:${options.ip}`] : [])];
    // Two requests at once for one e-mail (or from one address) must not both pass the limits.
    for (const key of keys) await session.query(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp-send:${key}`}, 7413030))`);
    const { rows } = await session.query(
      sql`SELECT now() AS now,
              array(SELECT sent_at FROM otp_sends WHERE key = ${keys[0]} AND sent_at > now() - make_interval(mins => ${CODE_POLICY.windowMinutes})) AS to_email,
              array(SELECT sent_at FROM otp_sends WHERE key = ${keys[1] ?? null} AND sent_at > now() - make_interval(mins => ${CODE_POLICY.windowMinutes})) AS from_address`,
    );
    const decision = decideSend({ toEmail: rows[0].to_email, fromAddress: rows[0].from_address }, rows[0].now);
    if (!decision.allowed) {
      await this.securityLog.record('otp.send-throttled', {
        subject: address,
        ip: options.ip,
        details: { purpose, reason: decision.reason, retryAfterSeconds: decision.retryAfterSeconds },
      });
      const problem: FieldProblem =
        decision.reason === 'cooldown'
          ? { code: 'otp.resend-too-soon', params: { seconds: decision.retryAfterSeconds } }
          : { code: 'otp.too-many-requests', params: { minutes: Math.ceil(decision.retryAfterSeconds / 60) } };
      throw new DomainError('rate-limited', problem, { retryAfterSeconds: decision.retryAfterSeconds });
    }

    await session.query(
      sql`UPDATE otp_codes SET voided_at = now() WHERE email = ${address} AND purpose = ${purpose} AND consumed_at IS NULL AND voided_at IS NULL`,
    );
    const codeId = randomUUID();
    const code = newCode((max) => randomInt(max));
    const inserted = await session.query(
      sql`INSERT INTO otp_codes (id, email, purpose, code_hash, locale, requested_from, expires_at)
       VALUES (${codeId}, ${address}, ${purpose}, ${this.hasher.hash(codeId, code)}, ${locale}, ${options.ip ?? null}, now() + make_interval(mins => ${CODE_POLICY.validMinutes})) RETURNING expires_at`,
    );
    await session.query(sql`INSERT INTO otp_sends (key) SELECT unnest(${keys}::text[])`);
    // Housekeeping of this e-mail's and address's old rows, nothing else (no full scans in a request).
    await session.query(
      sql`DELETE FROM otp_sends WHERE key = ANY(${keys}) AND sent_at < now() - make_interval(mins => ${CODE_POLICY.windowMinutes})`,
    );
    await session.query(sql`DELETE FROM otp_codes WHERE email = ${address} AND created_at < now() - interval '1 day'`);

    const mailLocale = await recipientLanguage(session, address, locale);
    await enqueueMail(session, {
      to: address,
      template: codeTemplateFor(purpose),
      locale: mailLocale,
      params: { ...options.mailParams?.(mailLocale), code, minutes: CODE_POLICY.validMinutes },
      secretParams: ['code'],
      urgent: true,
      // Never delivered past the code's expiry: the outbox renews it first (renewLateCode).
      validUntil: inserted.rows[0].expires_at,
    });
    await this.securityLog.record('otp.issued', { subject: address, ip: options.ip, details: { purpose, codeId } }, session);
    return { codeId, expiresAt: new Date(inserted.rows[0].expires_at).toISOString() };
  }

  /**
   * The outbox's renewer of a code e-mail that would reach its reader too late (issue 36 §1):
   * when the code it carries is still the live one of its address and purpose, that code is
   * voided and a fresh one, valid the full time again, goes in the e-mail instead, with a notice
   * saying why (the "-renewed" template). Null, and the e-mail is withdrawn unsent, when the code
   * was replaced by a newer request (whose own e-mail is queued), spent, or used up by wrong tries.
   * Runs in the worker's transaction; the resend limits do not count it, since nobody asked.
   */
  async renewLateCode(session: SqlSession, mail: ExpiringMail): Promise<RenewedMail | null> {
    const purpose = CODE_TEMPLATES.get(mail.template);
    const code = mail.params.code;
    if (!purpose || code === undefined) return null;
    const { rows } = await session.query(
      sql`SELECT id, code_hash, locale, requested_from, attempts FROM otp_codes
           WHERE email = ${mail.recipient} AND purpose = ${purpose} AND consumed_at IS NULL AND voided_at IS NULL
             FOR UPDATE`,
    );
    const live = rows[0];
    if (!live || live.attempts >= CODE_POLICY.maxAttempts || !this.hasher.matches(live.id, String(code), live.code_hash)) return null;
    await session.query(sql`UPDATE otp_codes SET voided_at = now() WHERE id = ${live.id}`);
    const codeId = randomUUID();
    const fresh = newCode((max) => randomInt(max));
    const inserted = await session.query(
      sql`INSERT INTO otp_codes (id, email, purpose, code_hash, locale, requested_from, expires_at)
       VALUES (${codeId}, ${mail.recipient}, ${purpose}, ${this.hasher.hash(codeId, fresh)}, ${live.locale}, ${live.requested_from}, now() + make_interval(mins => ${CODE_POLICY.validMinutes})) RETURNING expires_at`,
    );
    await this.securityLog.record(
      'otp.renewed',
      { subject: mail.recipient, details: { purpose, codeId, replaces: live.id, outboxId: mail.id } },
      session,
    );
    return {
      template: codeTemplateFor(purpose, true),
      params: { ...mail.params, code: fresh, minutes: CODE_POLICY.validMinutes },
      validUntil: inserted.rows[0].expires_at,
    };
  }

  /**
   * Spends the code when it is the live, unexpired code of that e-mail and purpose; otherwise
   * throws DomainError 'invalid' (`otp.invalid`, field `code`) whatever the reason, or
   * 'rate-limited' (`otp.verify-throttled`) when the address made too many wrong tries.
   * With `session`, the code is spent in the caller's transaction (a rollback leaves it usable),
   * while a wrong try is counted at once, whatever the caller's transaction does.
   */
  async consumeCode(email: string, purpose: CodePurpose, code: string, options: { session?: SqlSession; ip?: string } = {}): Promise<void> {
    const address = normalizeEmail(email);
    const addressKey = options.ip ? `otp-verify:address:${options.ip}` : undefined;
    if (addressKey) {
      const wait = await this.throttle.retryAfter(addressKey);
      if (wait > 0) {
        await this.securityLog.record('otp.verify-throttled', { subject: address, ip: options.ip, details: { purpose } });
        throw new DomainError(
          'rate-limited',
          { code: 'otp.verify-throttled', params: { minutes: Math.ceil(wait / 60) } },
          { retryAfterSeconds: wait },
        );
      }
    }

    const result = await this.attempt(address, purpose, code, !options.session);
    if (result.kind !== 'accepted') {
      await this.refused(address, purpose, result, options.ip, addressKey);
      throw invalidCode();
    }
    if (options.session) {
      const spent = await options.session.query(
        sql`UPDATE otp_codes SET consumed_at = now() WHERE id = ${result.codeId} AND consumed_at IS NULL AND voided_at IS NULL`,
      );
      if (!spent.rowCount) throw invalidCode();
    }
    await this.securityLog.record(
      'otp.verified',
      { subject: address, ip: options.ip, details: { purpose, codeId: result.codeId } },
      options.session,
    );
  }

  /** One try, counted in a short transaction of its own that locks the code row. */
  private async attempt(address: string, purpose: CodePurpose, code: string, spend: boolean): Promise<AttemptResult & { codeId?: string }> {
    const client = await this.pool.connect();
    try {
      await client.query(sql`BEGIN`);
      const { rows } = await client.query(
        sql`SELECT id, code_hash, expires_at, attempts, consumed_at, voided_at, now() AS now FROM otp_codes
          WHERE email = ${address} AND purpose = ${purpose} AND consumed_at IS NULL AND voided_at IS NULL
            FOR UPDATE`,
      );
      const row = rows[0];
      const matches = row ? this.hasher.matches(row.id, code, row.code_hash) : this.hasher.decoy(code);
      const stored = row
        ? { expiresAt: row.expires_at, attempts: row.attempts, consumedAt: row.consumed_at, voidedAt: row.voided_at }
        : null;
      const result = judgeAttempt(stored, matches, row?.now ?? new Date());
      if (result.kind !== 'refused') {
        await client.query(
          sql`UPDATE otp_codes SET attempts = ${result.attempts}, consumed_at = CASE WHEN ${result.kind === 'accepted' && spend} THEN now() END WHERE id = ${row.id}`,
        );
      }
      await client.query(sql`COMMIT`);
      return { ...result, codeId: row?.id };
    } catch (error) {
      await client.query(sql`ROLLBACK`).catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async refused(
    address: string,
    purpose: CodePurpose,
    result: Refusal & { codeId?: string },
    ip: string | undefined,
    addressKey: string | undefined,
  ): Promise<void> {
    if (addressKey) await this.throttle.fail(addressKey, VERIFY_ADDRESS_RULE);
    const why = result.kind === 'wrong' ? 'wrong' : result.why;
    const attempts = result.kind === 'wrong' ? result.attempts : undefined;
    await this.securityLog.record('otp.verify-failed', {
      subject: address,
      ip,
      details: { purpose, why, attempts, codeId: result.codeId },
    });
    if (result.kind === 'wrong' && result.exhausted) {
      await this.securityLog.record('otp.exhausted', { subject: address, ip, details: { purpose, codeId: result.codeId } });
    }
  }
}
