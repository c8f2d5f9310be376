import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { EVENT_STORE, PG_POOL } from '#src/tokens';
import type { EventStore } from '#src/event-store/event-store';
import { sql } from '#src/infrastructure/database/read-models/sql';
import { ApplicationCommands, type Loaded } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationKinds, STREAM_TYPES } from '#src/modules/applications/kinds/application-kinds';
import type { AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KIND_OF_STREAM = new Map(Object.entries(STREAM_TYPES).map(([kind, type]) => [type as string, kind as ApplicationKindName]));

/** The event that issued a certificate: where it is, and the chain hash that seals it. */
export interface IssuingEvent {
  streamId: string;
  streamVersion: number;
  kind: ApplicationKindName;
  certificateId: string;
  hash: string;
  recordedAt: Date;
}

/** Finds applications and certificates by id or number, for the download and the verification page. */
@Injectable()
export class CertificateSources {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
  ) {}

  /** The kind of the application stream `id`, or null (none, or another aggregate's stream). */
  async kindOf(id: string): Promise<ApplicationKindName | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await this.pool.query<{ stream_type: string }>(sql`SELECT stream_type FROM es_streams WHERE stream_id = ${id}`);
    return rows[0] ? (KIND_OF_STREAM.get(rows[0].stream_type) ?? null) : null;
  }

  load(kind: ApplicationKindName, id: string): Promise<Loaded<AnyState>> {
    return this.commands.load(this.kinds.named(kind).aggregate, id);
  }

  /** The application as it stood after its event `version` (a certificate's facts as issued). */
  async loadUntil(kind: ApplicationKindName, id: string, version: number): Promise<AnyState> {
    const aggregate = this.kinds.named(kind).aggregate;
    const events = await this.store.readStream(id, { toVersion: version });
    return events.reduce(
      (s, e) => aggregate.evolve(s, { type: e.type, schemaVersion: e.schemaVersion, data: e.data }),
      aggregate.initialState(),
    );
  }

  /**
   * The event that issued the certificate of this id or number (`TN-2026-000123-C1`); the partial
   * indexes of migration 1760000000097 serve both lookups.
   */
  async issuingEvent(idOrNumber: string): Promise<IssuingEvent | null> {
    const key = idOrNumber.trim();
    if (!key || key.length > 80) return null;
    const { rows } = await this.pool.query<{
      stream_id: string;
      stream_version: string;
      stream_type: string;
      certificate_id: string;
      hash: string;
      recorded_at: Date;
    }>(
      UUID.test(key)
        ? sql`SELECT stream_id, stream_version, stream_type, data->>'certificateId' AS certificate_id, hash, recorded_at FROM es_events
               WHERE event_type LIKE '%.certificate-issued' AND data->>'certificateId' = ${key.toLowerCase()} LIMIT 1`
        : sql`SELECT stream_id, stream_version, stream_type, data->>'certificateId' AS certificate_id, hash, recorded_at FROM es_events
               WHERE event_type LIKE '%.certificate-issued' AND data->>'number' = ${key.toUpperCase()} LIMIT 1`,
    );
    const row = rows[0];
    const kind = row && KIND_OF_STREAM.get(row.stream_type);
    return row && kind
      ? {
          streamId: row.stream_id,
          streamVersion: Number(row.stream_version),
          kind,
          certificateId: row.certificate_id,
          hash: row.hash,
          recordedAt: row.recorded_at,
        }
      : null;
  }
}
