import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity: staff accounts, applicants (known by a verified e-mail), sessions behind opaque
 * bearer tokens (stored hashed, so revocation is one UPDATE), throttles of sign-in attempts,
 * notifications, and an append-only log of security and administration events.
 */
export class Identity1760000000003 implements MigrationInterface {
  name = 'Identity1760000000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE staff_users (
        id               uuid PRIMARY KEY,
        email            text NOT NULL,
        username         text,
        first_name       text NOT NULL,
        last_name        text NOT NULL,
        locale           text NOT NULL DEFAULT 'ckb' CHECK (locale IN ('ckb', 'en', 'ar', 'kmr')),
        roles            text[] NOT NULL DEFAULT '{}',
        status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        status_reason    text,
        password_hash    text NOT NULL,
        totp_required    boolean NOT NULL DEFAULT false,
        totp_secret      text,
        totp_pending_secret text,
        totp_enabled_at  timestamptz,
        -- The last TOTP time step accepted: a code is good once (no replay within its window).
        totp_last_step   bigint,
        phone_number     text,
        sex_at_birth     text CHECK (sex_at_birth IN ('male', 'female', 'unknown')),
        date_of_birth    date,
        accounting_unit  text,
        image            text,
        version          integer NOT NULL DEFAULT 0,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX staff_users_email ON staff_users (lower(email));
      CREATE UNIQUE INDEX staff_users_username ON staff_users (lower(username)) WHERE username IS NOT NULL;

      CREATE TABLE applicants (
        email       text PRIMARY KEY,
        locale      text NOT NULL DEFAULT 'ckb' CHECK (locale IN ('ckb', 'en', 'ar', 'kmr')),
        version     integer NOT NULL DEFAULT 0,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE sessions (
        id            uuid PRIMARY KEY,
        token_hash    text NOT NULL UNIQUE,
        principal     text NOT NULL CHECK (principal IN ('staff', 'applicant')),
        staff_user_id uuid REFERENCES staff_users (id),
        applicant     text,
        scope         text NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'totp-enrollment')),
        created_at    timestamptz NOT NULL DEFAULT now(),
        last_used_at  timestamptz NOT NULL DEFAULT now(),
        expires_at    timestamptz NOT NULL,
        revoked_at    timestamptz,
        revoked_why   text,
        CHECK ((principal = 'staff') = (staff_user_id IS NOT NULL)),
        CHECK ((principal = 'applicant') = (applicant IS NOT NULL))
      );
      CREATE INDEX sessions_staff ON sessions (staff_user_id) WHERE revoked_at IS NULL;
      CREATE INDEX sessions_applicant ON sessions (applicant) WHERE revoked_at IS NULL;

      -- Failed attempts per key (an e-mail, an IP) in a sliding window: limits survive restarts
      -- and hold across every API instance.
      CREATE TABLE auth_throttle (
        key           text PRIMARY KEY,
        failures      integer NOT NULL,
        window_start  timestamptz NOT NULL,
        locked_until  timestamptz
      );

      CREATE TABLE notifications (
        id            uuid PRIMARY KEY,
        recipient     text NOT NULL,
        kind          text NOT NULL,
        message_code  text NOT NULL,
        params        jsonb NOT NULL DEFAULT '{}',
        link          text,
        created_at    timestamptz NOT NULL DEFAULT now(),
        read_at       timestamptz
      );
      CREATE INDEX notifications_recipient ON notifications (recipient, created_at DESC, id);
      CREATE INDEX notifications_unread ON notifications (recipient) WHERE read_at IS NULL;

      CREATE TABLE security_log (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at          timestamptz NOT NULL DEFAULT now(),
        event       text NOT NULL,
        actor       text,
        subject     text,
        ip          text,
        details     jsonb NOT NULL DEFAULT '{}'
      );
      CREATE INDEX security_log_subject ON security_log (subject, at DESC);
      CREATE TRIGGER security_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON security_log
        FOR EACH STATEMENT EXECUTE FUNCTION es_refuse_change();

      GRANT SELECT, INSERT, UPDATE ON staff_users, applicants TO registry_app;
      GRANT SELECT, INSERT, UPDATE ON sessions TO registry_app;
      GRANT SELECT, INSERT, UPDATE, DELETE ON auth_throttle TO registry_app;
      GRANT SELECT, INSERT, UPDATE ON notifications TO registry_app;
      GRANT SELECT, INSERT ON security_log TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS security_log, notifications, auth_throttle, sessions, applicants, staff_users');
  }
}
