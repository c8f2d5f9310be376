import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { EVENT_STORE, PG_POOL } from '#src/tokens';
import { invalid, notFound } from '@registry/domain/shared/domain-error';
import type { EventStore, StoredEvent } from '#src/event-store/event-store';
import { applicationKinds, kindNamed } from '#src/modules/applications/kinds/application-kinds';
import type { ApplicationKindConfig } from '#src/modules/applications/kinds/application-kind';
import { changedPaths } from '@registry/domain/applications/workflow/details-diff';

/** `.details.partners[1].upn` → the value there. */
function valueAt(root: unknown, path: string): unknown {
  const steps = path.match(/\.[^.[\]]+|\[\d+\]/g) ?? [];
  return steps.reduce<unknown>((value, step) => {
    if (value === null || typeof value !== 'object') return undefined;
    const key = step.startsWith('[') ? Number(step.slice(1, -1)) : step.slice(1);
    return (value as Record<string | number, unknown>)[key];
  }, root);
}

/**
 * The auditor's view of an application (DESIGN.md "Audit"): every event with who, when and why;
 * the state folded up to a version or an instant; what changed between two versions; and the
 * hash chain checked. Read from the event store itself, not from a read model.
 */
@Injectable()
export class ApplicationAudit {
  private readonly kinds: Readonly<Record<string, ApplicationKindConfig>>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) pool: pg.Pool,
  ) {
    this.kinds = applicationKinds(pool);
  }

  private kind(name: string): ApplicationKindConfig {
    const kind = kindNamed(this.kinds, name);
    if (!kind) throw notFound();
    return kind;
  }

  private async stream(
    kindName: string,
    id: string,
    options: { toVersion?: number; until?: Date } = {},
  ): Promise<{ kind: ApplicationKindConfig; events: StoredEvent[] }> {
    const kind = this.kind(kindName);
    const all = await this.store.readStream(id, { toVersion: 1 });
    if (all.length === 0 || all[0]!.streamType !== kind.aggregate.streamType) throw notFound();
    return { kind, events: await this.store.readStream(id, options) };
  }

  async events(kindName: string, id: string) {
    const { events } = await this.stream(kindName, id);
    return events.map((e) => ({
      id: e.eventId,
      version: e.streamVersion,
      type: e.type,
      schemaVersion: e.schemaVersion,
      recordedAt: e.recordedAt,
      actor: e.metadata.actor ?? null,
      causationId: e.metadata.causationId ?? null,
      correlationId: e.metadata.correlationId ?? null,
      idempotencyKey: e.metadata.idempotencyKey ?? null,
      data: e.data,
      hash: e.hash,
    }));
  }

  /** The state after `version` events, or as it stood at `at`. */
  async state(kindName: string, id: string, at: { version?: number; at?: Date }) {
    if (at.version !== undefined && at.at !== undefined) throw invalid({ code: 'audit.version-or-time', field: 'version' });
    const { kind, events: read } = await this.stream(kindName, id, at.version !== undefined ? { toVersion: at.version } : {});
    // Times come to the millisecond (as the events list shows them); the store keeps microseconds.
    const events = at.at ? read.filter((e) => e.recordedAt.getTime() <= at.at!.getTime()) : read;
    const state = events.reduce(
      (s, e) => kind.aggregate.evolve(s, { type: e.type, schemaVersion: e.schemaVersion, data: e.data }),
      kind.aggregate.initialState(),
    );
    return { version: events.length, recordedAt: events.at(-1)?.recordedAt ?? null, state };
  }

  /** What differs between the state at version `from` and at version `to`, path by path. */
  async diff(kindName: string, id: string, from: number, to: number) {
    if (from > to) throw invalid({ code: 'audit.from-after-to', field: 'from' });
    const [before, after] = await Promise.all([this.state(kindName, id, { version: from }), this.state(kindName, id, { version: to })]);
    const strip = ({ history: _history, ...rest }: Record<string, unknown>) => rest;
    const a = strip(before.state as unknown as Record<string, unknown>);
    const b = strip(after.state as unknown as Record<string, unknown>);
    const changes = changedPaths(a, b, '').map((path) => ({
      path: path.replace(/^\./, ''),
      before: valueAt(a, path) ?? null,
      after: valueAt(b, path) ?? null,
    }));
    return { from: before.version, to: after.version, changes };
  }

  /**
   * What the applicant changed since the reviewer last saw it: the details as they stood when the
   * application was last returned for correction against the details of its latest resubmission.
   */
  async resubmission(kindName: string, id: string) {
    const { events } = await this.stream(kindName, id);
    const resubmitted = events.findLast((e) => e.type.endsWith('.resubmitted'));
    const returned =
      resubmitted && events.findLast((e) => e.type.endsWith('.returned-to-applicant') && e.streamVersion < resubmitted.streamVersion);
    if (!resubmitted || !returned) return { resubmitted: false, from: null, to: null, changes: [] };
    const { from, to, changes } = await this.diff(kindName, id, returned.streamVersion - 1, resubmitted.streamVersion);
    // The return's reason and field comments, for the reviewer to read beside what changed.
    const { reason = null, fieldComments = {} } = returned.data as { reason?: string; fieldComments?: Record<string, string> };
    return {
      resubmitted: true,
      from,
      to,
      returnedAt: returned.recordedAt,
      resubmittedAt: resubmitted.recordedAt,
      reason,
      fieldComments,
      changes: changes.filter((c) => c.path.startsWith('details.')),
    };
  }

  async verify(kindName: string, id: string) {
    await this.stream(kindName, id);
    return this.store.verifyStream(id);
  }
}
