import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The keyed event chain (docs/security.md "Event chain"): the application computes each event's
 * hash with a key the database never sees, so es_append no longer hashes; it takes the hashes,
 * the predecessor's hash they continue and the time they cover (read by es_chain_head) and
 * checks that they continue the stored chain. `es_chain_key` names the key the chains are sealed
 * with (filled by the application at its first start with a key, which re-keys the existing
 * chains once, see seal-event-chains.ts). The unkeyed `es_event_hash` and `es_verify_stream`
 * stay, for that one re-keying and for an operator's inspection.
 */
export class EventChainKey1760000000048 implements MigrationInterface {
  name = 'EventChainKey1760000000048';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE es_chain_key (
        singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        key_id     text NOT NULL,
        sealed_at  timestamptz NOT NULL DEFAULT now()
      );
      REVOKE ALL ON es_chain_key FROM PUBLIC;
      GRANT SELECT ON es_chain_key TO registry_app;
    `);

    // What an append's hashes continue: the stream's version, the hash at the expected version
    // (at the head for NULL), and the time the new events will be recorded at, as text to the
    // microsecond (the text the chain covers).
    await db.query(`
      CREATE FUNCTION es_chain_head(p_stream_id text, p_version bigint, OUT out_version bigint, OUT out_hash text, OUT out_now text)
      LANGUAGE sql VOLATILE AS $fn$
        SELECT s.version, e.hash, to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
          FROM (SELECT 1) one
          LEFT JOIN es_streams s ON s.stream_id = p_stream_id
          LEFT JOIN es_events e ON e.stream_id = p_stream_id AND e.stream_version = coalesce(p_version, s.version)
      $fn$;
    `);

    await db.query(`
      DROP FUNCTION es_append(text, text, bigint, jsonb);
      CREATE FUNCTION es_append(
        p_stream_id text, p_stream_type text, p_expected_version bigint, p_check_stored boolean,
        p_prev_hash text, p_recorded_at timestamptz, p_events jsonb,
        OUT out_version bigint, OUT out_position bigint, OUT out_duplicate boolean
      ) LANGUAGE plpgsql AS $fn$
      DECLARE
        v_count   integer := jsonb_array_length(p_events);
        v_version bigint;
        v_rows    integer;
        v_prev    text;
        v_event   jsonb;
        v_actual  bigint;
      BEGIN
        IF v_count IS NULL OR v_count = 0 THEN
          RAISE EXCEPTION 'es_append: no events' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        IF p_check_stored THEN
          SELECT * INTO out_version, out_position, out_duplicate FROM es_stored_result(p_events);
          IF out_duplicate THEN RETURN; END IF;
        END IF;

        IF p_expected_version = 0 THEN
          INSERT INTO es_streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, v_count)
            ON CONFLICT (stream_id) DO NOTHING;
        ELSE
          UPDATE es_streams s SET version = s.version + v_count, updated_at = now()
            WHERE s.stream_id = p_stream_id AND s.version = p_expected_version;
        END IF;
        GET DIAGNOSTICS v_rows = ROW_COUNT;
        v_version := p_expected_version;

        IF v_rows = 0 THEN
          SELECT * INTO out_version, out_position, out_duplicate FROM es_stored_result(p_events);
          IF out_duplicate THEN RETURN; END IF;
          SELECT s.version INTO v_actual FROM es_streams s WHERE s.stream_id = p_stream_id;
          RAISE EXCEPTION 'stream % expected version %, actual %', p_stream_id, p_expected_version, coalesce(v_actual, 0)
            USING ERRCODE = 'RE409', DETAIL = coalesce(v_actual, 0)::text;
        END IF;

        -- The hashes were computed on the predecessor the caller read: it must be the stored one.
        IF v_version > 0 THEN
          SELECT e.hash INTO v_prev FROM es_events e WHERE e.stream_id = p_stream_id AND e.stream_version = v_version;
        END IF;
        IF v_prev IS DISTINCT FROM p_prev_hash THEN
          RAISE EXCEPTION 'es_append: the hashes do not continue stream % at version %', p_stream_id, v_version
            USING ERRCODE = 'invalid_parameter_value';
        END IF;

        FOR v_event IN SELECT value FROM jsonb_array_elements(p_events) LOOP
          v_version := v_version + 1;
          IF coalesce(v_event ->> 'hash', '') !~ '^[0-9a-f]{64}$' THEN
            RAISE EXCEPTION 'es_append: event % has no hash', v_version USING ERRCODE = 'invalid_parameter_value';
          END IF;
          INSERT INTO es_events (stream_id, stream_type, stream_version, event_id, event_type, schema_version,
                                 data, metadata, recorded_at, prev_hash, hash)
            VALUES (p_stream_id, p_stream_type, v_version, (v_event ->> 'event_id')::uuid, v_event ->> 'type',
                    (v_event ->> 'schema_version')::integer, v_event -> 'data',
                    coalesce(v_event -> 'metadata', '{}'::jsonb), p_recorded_at, v_prev, v_event ->> 'hash')
            RETURNING global_position INTO out_position;
          v_prev := v_event ->> 'hash';
        END LOOP;
        out_version := v_version;
        out_duplicate := false;
      END
      $fn$;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP FUNCTION IF EXISTS es_append(text, text, bigint, boolean, text, timestamptz, jsonb);
      DROP FUNCTION IF EXISTS es_chain_head(text, bigint);
      DROP TABLE IF EXISTS es_chain_key;
    `);
    // The unkeyed es_append of 1760000000000 is not restored: chains re-keyed since would not continue under it.
  }
}
