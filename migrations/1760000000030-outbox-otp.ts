import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transactional mail outbox and applicants' one-time e-mail codes.
 * - `mail_outbox`: a row per e-mail, written in the transaction of the change that causes it
 *   and sent by a worker (claimed with FOR UPDATE SKIP LOCKED, retried with backoff, 'dead'
 *   after too many attempts). Secret parameters (a one-time code) are removed once the row is
 *   sent or dead.
 * - `otp_codes`: codes stored as a keyed hash only; at most one live code per e-mail and purpose.
 * - `otp_sends`: when codes were sent, per e-mail and per address, for the resend limits.
 * - `otp_hash_key`: the key of the codes' HMAC, drawn once per database from its strong random source.
 * - `applicants.email_verified_at`: when the applicant last proved the address.
 */
export class OutboxOtp1760000000030 implements MigrationInterface {
  name = 'OutboxOtp1760000000030';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE mail_outbox (
        id               uuid PRIMARY KEY,
        -- A caller's own key: enqueueing twice with one key queues one e-mail.
        idempotency_key  text UNIQUE,
        recipient        text NOT NULL,
        template         text NOT NULL,
        locale           text NOT NULL CHECK (locale IN ('ckb', 'en', 'ar', 'kmr')),
        params           jsonb NOT NULL DEFAULT '{}',
        secret_params    text[] NOT NULL DEFAULT '{}',
        status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
        attempts         integer NOT NULL DEFAULT 0,
        -- When the row is next due; while a worker holds it, the end of its lease.
        next_attempt_at  timestamptz NOT NULL DEFAULT now(),
        claim_token      uuid,
        last_error       text,
        created_at       timestamptz NOT NULL DEFAULT now(),
        sent_at          timestamptz,
        dead_at          timestamptz
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at) WHERE status = 'sent';

      CREATE TABLE otp_codes (
        id              uuid PRIMARY KEY,
        email           text NOT NULL,
        purpose         text NOT NULL CHECK (purpose IN ('sign-in', 'transfer')),
        code_hash       text NOT NULL,
        locale          text NOT NULL CHECK (locale IN ('ckb', 'en', 'ar', 'kmr')),
        requested_from  text,
        created_at      timestamptz NOT NULL DEFAULT now(),
        expires_at      timestamptz NOT NULL,
        attempts        integer NOT NULL DEFAULT 0,
        consumed_at     timestamptz,
        voided_at       timestamptz
      );
      -- A new code voids the old one: never two live codes for one e-mail and purpose.
      CREATE UNIQUE INDEX otp_codes_live ON otp_codes (email, purpose) WHERE consumed_at IS NULL AND voided_at IS NULL;
      CREATE INDEX otp_codes_created ON otp_codes (created_at);

      CREATE TABLE otp_sends (
        id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        key      text NOT NULL,
        sent_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX otp_sends_key ON otp_sends (key, sent_at DESC);

      CREATE TABLE otp_hash_key (
        singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        secret     text NOT NULL
      );
      -- gen_random_uuid draws from the server's strong random source: 2 x 122 random bits.
      INSERT INTO otp_hash_key (secret) VALUES (encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));

      ALTER TABLE applicants ADD COLUMN email_verified_at timestamptz;

      GRANT SELECT, INSERT, UPDATE, DELETE ON mail_outbox TO registry_app;
      GRANT SELECT, INSERT, UPDATE, DELETE ON otp_codes TO registry_app;
      GRANT SELECT, INSERT, DELETE ON otp_sends TO registry_app;
      GRANT SELECT ON otp_hash_key TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE applicants DROP COLUMN IF EXISTS email_verified_at');
    await db.query('DROP TABLE IF EXISTS otp_hash_key, otp_sends, otp_codes, mail_outbox');
  }
}
