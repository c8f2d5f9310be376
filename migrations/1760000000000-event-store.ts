import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store (DESIGN.md "Event store"): streams, append-only events with a per-stream hash
 * chain, and projection checkpoints. The application connects as `registry_app`, which may
 * insert and read events but has no UPDATE, DELETE or TRUNCATE grant on them; triggers refuse
 * those statements for every role, the owner included.
 */
export class EventStore1760000000000 implements MigrationInterface {
  name = 'EventStore1760000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'registry_app') THEN
          CREATE ROLE registry_app NOLOGIN;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL; -- created meanwhile by a migration of another database in this cluster
      END $$;
    `);
    // The migrating user switches to the application role for its runtime connections.
    await db.query(`
      DO $$ BEGIN
        IF NOT pg_has_role(current_user, 'registry_app', 'MEMBER') THEN
          EXECUTE format('GRANT registry_app TO %I', current_user);
        END IF;
      END $$;
    `);

    await db.query(`
      CREATE TABLE es_streams (
        stream_id   text PRIMARY KEY,
        stream_type text NOT NULL,
        version     bigint NOT NULL CHECK (version > 0),
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE SEQUENCE es_events_position_seq AS bigint;
      CREATE TABLE es_events (
        stream_id       text NOT NULL,
        stream_version  bigint NOT NULL CHECK (stream_version > 0),
        global_position bigint NOT NULL DEFAULT nextval('es_events_position_seq'),
        tx_id           xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_type     text NOT NULL,
        event_id        uuid NOT NULL UNIQUE,
        event_type      text NOT NULL,
        schema_version  integer NOT NULL CHECK (schema_version > 0),
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL DEFAULT '{}',
        recorded_at     timestamptz NOT NULL,
        prev_hash       text,
        hash            text NOT NULL,
        -- Only es_append writes here, and only after taking the stream's row in es_streams, so the
        -- stream always exists: no foreign key to check on the hot path.
        PRIMARY KEY (stream_id, stream_version)
      );
      ALTER SEQUENCE es_events_position_seq OWNED BY es_events.global_position;
      -- Global order for asynchronous readers: (transaction id, position), see es_read_all.
      CREATE INDEX es_events_tx_position ON es_events (tx_id, global_position);

      CREATE TABLE es_checkpoints (
        projection text PRIMARY KEY,
        checkpoint text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);

    // Hash of one event: every field that matters, length-prefixed so that no two different
    // events can produce the same input. jsonb's text form is canonical (sorted keys).
    await db.query(`
      CREATE FUNCTION es_event_hash(
        prev_hash text, stream_id text, stream_version bigint, event_id uuid, event_type text,
        schema_version integer, data jsonb, metadata jsonb, recorded_at timestamptz
      ) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
        SELECT encode(sha256(convert_to(
          length(coalesce(prev_hash, '')) || ':' || coalesce(prev_hash, '') || '|' ||
          length(stream_id) || ':' || stream_id || '|' ||
          stream_version || '|' || event_id || '|' ||
          length(event_type) || ':' || event_type || '|' ||
          schema_version || '|' ||
          length(data::text) || ':' || data::text || '|' ||
          length(metadata::text) || ':' || metadata::text || '|' ||
          to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
          'UTF8')), 'hex')
      $fn$;
    `);

    // Append in one round trip. The expected version is checked on es_streams (which also
    // serialises writers of one stream) before any sequence number is taken. A retried command
    // arrives with a version that its first try has made stale, so its stored result is looked
    // up on that path only (and up front for appends that expect no particular version).
    await db.query(`
      CREATE FUNCTION es_stored_result(p_events jsonb, OUT out_version bigint, OUT out_position bigint, OUT out_duplicate boolean)
      LANGUAGE sql STABLE AS $fn$
        SELECT max(e.stream_version), max(e.global_position), count(*) > 0 FROM es_events e
         WHERE e.event_id IN (SELECT (x ->> 'event_id')::uuid FROM jsonb_array_elements(p_events) x)
      $fn$;

      CREATE FUNCTION es_append(
        p_stream_id text, p_stream_type text, p_expected_version bigint, p_events jsonb,
        OUT out_version bigint, OUT out_position bigint, OUT out_duplicate boolean
      ) LANGUAGE plpgsql AS $fn$
      DECLARE
        v_count   integer := jsonb_array_length(p_events);
        v_version bigint;
        v_rows    integer;
        v_prev    text;
        v_hash    text;
        v_now     timestamptz := clock_timestamp();
        v_event   jsonb;
        v_actual  bigint;
      BEGIN
        IF v_count IS NULL OR v_count = 0 THEN
          RAISE EXCEPTION 'es_append: no events' USING ERRCODE = 'invalid_parameter_value';
        END IF;

        IF p_expected_version IS NULL THEN
          SELECT * INTO out_version, out_position, out_duplicate FROM es_stored_result(p_events);
          IF out_duplicate THEN RETURN; END IF;
          INSERT INTO es_streams AS s (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, v_count)
            ON CONFLICT (stream_id) DO UPDATE SET version = s.version + v_count, updated_at = now()
            RETURNING s.version - v_count INTO v_version;
          v_rows := 1;
        ELSIF p_expected_version = 0 THEN
          INSERT INTO es_streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, v_count)
            ON CONFLICT (stream_id) DO NOTHING;
          GET DIAGNOSTICS v_rows = ROW_COUNT;
          v_version := 0;
        ELSE
          UPDATE es_streams s SET version = s.version + v_count, updated_at = now()
            WHERE s.stream_id = p_stream_id AND s.version = p_expected_version;
          GET DIAGNOSTICS v_rows = ROW_COUNT;
          v_version := p_expected_version;
        END IF;

        IF v_rows = 0 THEN
          SELECT * INTO out_version, out_position, out_duplicate FROM es_stored_result(p_events);
          IF out_duplicate THEN RETURN; END IF;
          SELECT s.version INTO v_actual FROM es_streams s WHERE s.stream_id = p_stream_id;
          RAISE EXCEPTION 'stream % expected version %, actual %', p_stream_id, p_expected_version, coalesce(v_actual, 0)
            USING ERRCODE = 'RE409', DETAIL = coalesce(v_actual, 0)::text;
        END IF;

        IF v_version > 0 THEN
          SELECT e.hash INTO v_prev FROM es_events e WHERE e.stream_id = p_stream_id AND e.stream_version = v_version;
        END IF;

        FOR v_event IN SELECT value FROM jsonb_array_elements(p_events) LOOP
          v_version := v_version + 1;
          v_hash := es_event_hash(v_prev, p_stream_id, v_version, (v_event ->> 'event_id')::uuid, v_event ->> 'type',
                                  (v_event ->> 'schema_version')::integer, v_event -> 'data',
                                  coalesce(v_event -> 'metadata', '{}'::jsonb), v_now);
          INSERT INTO es_events (stream_id, stream_type, stream_version, event_id, event_type, schema_version,
                                 data, metadata, recorded_at, prev_hash, hash)
            VALUES (p_stream_id, p_stream_type, v_version, (v_event ->> 'event_id')::uuid, v_event ->> 'type',
                    (v_event ->> 'schema_version')::integer, v_event -> 'data',
                    coalesce(v_event -> 'metadata', '{}'::jsonb), v_now, v_prev, v_hash)
            RETURNING global_position INTO out_position;
          v_prev := v_hash;
        END LOOP;
        out_version := v_version;
        out_duplicate := false;
      END
      $fn$;
    `);

    // Events committed out of position order are read in (tx_id, position) order, and only from
    // transactions older than every transaction still running, so that no reader can pass an
    // event that commits later (the bug Marten and Emmett both had when reading by sequence).
    await db.query(`
      CREATE FUNCTION es_read_all(p_after_tx xid8, p_after_position bigint, p_limit integer)
      RETURNS SETOF es_events LANGUAGE sql STABLE AS $fn$
        SELECT * FROM es_events
         WHERE (tx_id, global_position) > (p_after_tx, p_after_position)
           AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY tx_id, global_position
         LIMIT p_limit
      $fn$;
    `);

    // Each stored event re-hashed and linked to its predecessor; a row is returned per problem.
    await db.query(`
      CREATE FUNCTION es_verify_stream(p_stream_id text)
      RETURNS TABLE (out_version bigint, out_event_id uuid, out_problem text)
      LANGUAGE sql STABLE AS $fn$
        WITH chain AS (
          SELECT e.*, lag(e.hash) OVER w AS expected_prev, row_number() OVER w AS expected_version
            FROM es_events e WHERE e.stream_id = p_stream_id
          WINDOW w AS (ORDER BY e.stream_version)
        ), checked AS (
          SELECT stream_version, event_id,
                 CASE
                   WHEN stream_version <> expected_version THEN 'missing-event'
                   WHEN hash <> es_event_hash(prev_hash, stream_id, stream_version, event_id, event_type,
                                              schema_version, data, metadata, recorded_at) THEN 'content-altered'
                   WHEN prev_hash IS DISTINCT FROM expected_prev THEN 'broken-link'
                 END AS problem
            FROM chain
        )
        SELECT stream_version, event_id, problem FROM checked WHERE problem IS NOT NULL
        UNION ALL
        SELECT s.version, NULL::uuid, 'missing-tail'
          FROM es_streams s
         WHERE s.stream_id = p_stream_id
           AND s.version <> (SELECT coalesce(max(e.stream_version), 0) FROM es_events e WHERE e.stream_id = p_stream_id)
        ORDER BY 1
      $fn$;
    `);

    await db.query(`
      CREATE FUNCTION es_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        RAISE EXCEPTION 'es_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END
      $fn$;
      CREATE TRIGGER es_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON es_events
        FOR EACH STATEMENT EXECUTE FUNCTION es_refuse_change();
    `);

    await db.query(`
      REVOKE ALL ON es_events, es_streams, es_checkpoints FROM PUBLIC;
      GRANT SELECT, INSERT ON es_events TO registry_app;
      GRANT SELECT, INSERT, UPDATE ON es_streams TO registry_app;
      GRANT SELECT, INSERT, UPDATE ON es_checkpoints TO registry_app;
      GRANT USAGE ON SEQUENCE es_events_position_seq TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER IF EXISTS es_events_append_only ON es_events;
      DROP FUNCTION IF EXISTS es_refuse_change, es_verify_stream, es_read_all, es_append, es_stored_result, es_event_hash;
      DROP TABLE IF EXISTS es_checkpoints, es_events, es_streams;
    `);
  }
}
