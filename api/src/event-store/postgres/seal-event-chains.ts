import pg from 'pg';
import type { Logger } from '#src/infrastructure/logging/logger';
import { EventChain, RECORDED_AT_TEXT } from './event-chain.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

/** Serialises the sealing of concurrent starters (an advisory lock of this database). */
const SEAL_LOCK = 7413048;

export class ChainKeyMismatchError extends Error {}

/**
 * Run at start, as the owner, after the migrations. The first start with a chain key re-keys
 * the existing chains once (they were hashed with the public, unkeyed `es_event_hash`), and
 * records the key's id in es_chain_key; every later start checks that it holds the same key.
 *
 * Re-keying rather than a chain version per event: with versions, whoever can write the
 * database could label a forged event "old style" and hash it with the public function. A
 * stream whose unkeyed chain does not verify is left as it is (and logged), so that the problem
 * stays visible under the key instead of being sealed in.
 *
 * Refused: a database sealed with another key (EVENT_CHAIN_KEY changed or wrong), and one whose
 * record was removed although its events already carry keyed hashes (re-keying then would seal
 * whatever was rewritten meanwhile).
 */
export async function sealEventChains(
  ownerUrl: string,
  chain: EventChain,
  log?: Logger,
): Promise<{ sealed: number; skipped: number } | undefined> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query(sql`BEGIN`);
    await client.query(sql`SELECT pg_advisory_xact_lock(${SEAL_LOCK})`);
    const { rows: marker } = await client.query(sql`SELECT key_id FROM es_chain_key`);
    if (marker[0]) {
      await client.query(sql`COMMIT`);
      if (marker[0].key_id !== chain.keyId) {
        throw new ChainKeyMismatchError(
          'EVENT_CHAIN_KEY is not the key this database’s event chains were sealed with (es_chain_key): start with that key',
        );
      }
      return undefined;
    }
    const { rows: latest } = await client.query(
      sql`SELECT stream_id, stream_version, event_id, event_type, schema_version, data, metadata, ${Sql.raw(RECORDED_AT_TEXT)} AS recorded_text, prev_hash, hash
         FROM es_events ORDER BY global_position DESC LIMIT 1`,
    );
    if (latest[0] && chain.verifies(chained(latest[0]), latest[0].hash)) {
      throw new ChainKeyMismatchError(
        'the event chains carry keyed hashes but es_chain_key is empty: restore its row rather than re-key (docs/security.md "Event chain")',
      );
    }

    const { rows: streams } = await client.query(sql`SELECT stream_id FROM es_streams ORDER BY stream_id`);
    let sealed = 0;
    let skipped = 0;
    if (streams.length) await client.query(sql`ALTER TABLE es_events DISABLE TRIGGER es_events_append_only`);
    for (const { stream_id: streamId } of streams) {
      const { rows: problems } = await client.query(sql`SELECT out_version, out_problem FROM es_verify_stream(${streamId})`);
      if (problems.length) {
        skipped++;
        log?.error('event stream fails its unkeyed verification: left unsealed', { streamId, problems });
        continue;
      }
      const { rows: events } = await client.query(
        sql`SELECT stream_id, stream_version, event_id, event_type, schema_version, data, metadata, ${Sql.raw(RECORDED_AT_TEXT)} AS recorded_text, prev_hash, hash
           FROM es_events WHERE stream_id = ${streamId} ORDER BY stream_version`,
      );
      let prev: string | null = null;
      const versions: string[] = [];
      const prevs: Array<string | null> = [];
      const hashes: string[] = [];
      for (const row of events) {
        const hash = chain.hash({ ...chained(row), prevHash: prev });
        versions.push(row.stream_version);
        prevs.push(prev);
        hashes.push(hash);
        prev = hash;
      }
      await client.query(
        sql`UPDATE es_events e SET prev_hash = k.prev_hash, hash = k.hash
           FROM unnest(${versions}::bigint[], ${prevs}::text[], ${hashes}::text[]) AS k(stream_version, prev_hash, hash)
          WHERE e.stream_id = ${streamId} AND e.stream_version = k.stream_version`,
      );
      sealed++;
    }
    if (streams.length) await client.query(sql`ALTER TABLE es_events ENABLE TRIGGER es_events_append_only`);
    await client.query(sql`INSERT INTO es_chain_key (key_id) VALUES (${chain.keyId})`);
    await client.query(sql`COMMIT`);
    if (streams.length) log?.log('event chains re-keyed with the chain key', { sealed, skipped });
    return { sealed, skipped };
  } catch (error) {
    await client.query(sql`ROLLBACK`).catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

function chained(row: Record<string, any>) {
  return {
    prevHash: row.prev_hash as string | null,
    streamId: row.stream_id as string,
    streamVersion: Number(row.stream_version),
    eventId: row.event_id as string,
    type: row.event_type as string,
    schemaVersion: row.schema_version as number,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_text as string,
  };
}
