/**
 * What every application decider must do, row by row of its workflow table, as suites each
 * aggregate's spec calls with its own expectations, written by hand and not read from the table:
 * given the events that lead to a state, when a step is taken, then the expected event and state;
 * refused for an actor without the permission and in a wrong state; and the table has exactly the
 * rows the spec lists.
 */
import { describe, expect, it } from 'vitest';
import type { ApplicationStep } from './application-commands.js';
import {
  DEFAULT_PAYLOADS,
  type DeciderUnderTest,
  type StoredLike,
  applicant,
  commandActorFor,
  loosely,
  minutesLater,
  refusalOf,
  staffWithout,
} from './decider-fixtures.contract.js';
import type { Actor, CommandActor, WorkflowTable } from './workflow.js';

/** One row the spec expects, in the table's own terms; `given` adds events after the path to `from`. */
export interface ExpectedRow<S extends string> {
  readonly from: S | null;
  readonly step: ApplicationStep;
  readonly to: S;
  readonly actors: readonly Actor[];
  /** Stored name of the first event. */
  readonly records: string;
  readonly payload?: Record<string, unknown>;
  readonly given?: readonly StoredLike[];
}

export interface WorkflowRowsSuite<S extends string> {
  readonly decider: DeciderUnderTest;
  readonly table: WorkflowTable<S, ApplicationStep>;
  /** Events that lead to each state. */
  readonly pathTo: (state: S) => readonly StoredLike[];
  readonly rows: readonly ExpectedRow<S>[];
  readonly states: readonly S[];
}

export function describeWorkflowRows<S extends string>(name: string, suite: WorkflowRowsSuite<S>): void {
  const d = loosely(suite.decider);
  const history = (row: ExpectedRow<S>) => [...(row.from === null ? [] : suite.pathTo(row.from)), ...(row.given ?? [])];
  const command = (row: ExpectedRow<S>, actor: CommandActor) => ({
    type: row.step,
    at: minutesLater(500),
    actor,
    ...DEFAULT_PAYLOADS[row.step],
    ...row.payload,
  });
  const label = (row: ExpectedRow<S>) => `${row.from ?? '(none)'} -${row.step}→ ${row.to}`;
  const whoEver = (step: ApplicationStep) => new Set(suite.rows.filter((r) => r.step === step).flatMap((r) => r.actors));

  describe(`${name} workflow rows`, () => {
    it('the table holds exactly the rows this spec expects', () => {
      const key = (r: { from: string | null; event?: string; step?: string; to: string; actors: readonly string[] }) =>
        `${r.from ?? '(none)'} -${r.event ?? r.step}[${[...r.actors].sort().join(',')}]→ ${r.to}`;
      expect(suite.table.map(key).sort()).toEqual(suite.rows.map(key).sort());
    });

    describe.each(suite.rows.map((row) => [label(row), row] as const))('%s', (_, row) => {
      it.each(row.actors.map((a) => [a]))('given the path there, when %s takes it, then it is recorded and the state follows', (actor) => {
        const state = d.fold(history(row));
        const events = d.decide(command(row, commandActorFor(actor)), state);
        expect(events[0]).toMatchObject({ type: row.records, schemaVersion: 1 });
        expect(d.fold(events, state).status).toBe(row.to);
      });

      it('when an actor without the permission takes it, then forbidden', () => {
        const allowed = whoEver(row.step);
        const outsiders: CommandActor[] = allowed.has('applicant') ? [staffWithout()] : [staffWithout(...allowed), applicant()];
        for (const outsider of outsiders) {
          expect(refusalOf(() => d.decide(command(row, outsider), d.fold(history(row))))).toMatchObject({
            kind: 'forbidden',
            code: 'workflow.not-permitted',
          });
        }
      });

      it('when taken in a state it does not leave, then conflict', () => {
        const wrong = [null, ...suite.states].find((s) => !suite.rows.some((r) => r.step === row.step && r.from === s));
        if (wrong === undefined) throw new Error(`${row.step} is allowed everywhere; no wrong state to try`);
        const state = wrong === null ? d.initialState() : d.fold(suite.pathTo(wrong));
        expect(refusalOf(() => d.decide(command(row, commandActorFor(row.actors[0]!)), state))).toMatchObject({
          kind: 'conflict',
          code: 'workflow.not-allowed-in-state',
          params: { event: row.step, state: wrong ?? 'none' },
        });
      });
    });
  });
}
