import type { MigrationInterface, QueryRunner } from 'typeorm';

/** es_append as this migration defines it (the next one changes its loop: 1760000000106). */
export const ES_APPEND_WITHOUT_HEAD_READ = `
      CREATE OR REPLACE FUNCTION es_append(
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
        -- The time the hashes cover is the appending process's clock (or the database's, read by
        -- es_chain_head); one far from the database's is a misset clock, refused before any write.
        IF p_recorded_at IS NULL OR abs(extract(epoch FROM p_recorded_at - clock_timestamp())) > 300 THEN
          RAISE EXCEPTION 'es_append: recorded_at % is more than 5 minutes from the database''s clock', p_recorded_at
            USING ERRCODE = 'invalid_parameter_value';
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
    `;

/**
 * One round trip per append (issue 36 §4): the event store keeps the head (version, hash, time)
 * of the streams it has just read or appended, and an append that continues a known head, or
 * starts a stream, no longer asks es_chain_head first. The time its hashes cover is then the
 * application's clock instead of the database's, so es_append now refuses a time more than five
 * minutes from the database's clock (a misset server clock fails loudly rather than dating events
 * wrongly). Same signature; nothing else changes.
 */
export class AppendWithoutHeadRead1760000000105 implements MigrationInterface {
  name = 'AppendWithoutHeadRead1760000000105';

  async up(db: QueryRunner): Promise<void> {
    await db.query(ES_APPEND_WITHOUT_HEAD_READ);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION es_append(
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
}
