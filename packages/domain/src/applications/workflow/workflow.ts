/**
 * Workflow tables: every step an application may take, kept as data in one place per aggregate
 * (DESIGN.md "Workflow"), so that the decider, the transit route and the back office's buttons
 * read the same rules. A row names who may take it: the applicant (owner of the verified
 * e-mail) or a staff permission. Rules speak permissions, never roles (identity/domain/permissions).
 */
import { DomainError } from '#src/shared/domain-error';
import { PERMISSIONS, type Permission } from '#src/identity/permissions';
import { WorkflowMessages } from './messages.js';

/** Who a row lets through: the applicant, or staff holding the permission. */
export type Actor = 'applicant' | Permission;

/** Who sends a command: an applicant known by a verified e-mail, or a member of staff. */
export type CommandActor =
  | { readonly kind: 'applicant'; readonly email: string }
  | { readonly kind: 'staff'; readonly id: string; readonly permissions: readonly string[] };

export interface TransitionRow<State extends string = string, Event extends string = string> {
  /** `null`: the application does not exist yet. */
  readonly from: State | null;
  readonly event: Event;
  /** Equal to `from` for steps that change something other than the state (assignment, corrections, transfers). */
  readonly to: State;
  readonly actors: readonly Actor[];
  readonly reasonRequired: boolean;
  readonly fieldCommentsAllowed?: boolean;
}

export type WorkflowTable<State extends string = string, Event extends string = string> = readonly TransitionRow<State, Event>[];

/** What a step brings besides its name; `to` picks among rows that share `from` and `event`. */
export interface TransitInput<State extends string = string> {
  readonly reason?: string | null;
  readonly fieldComments?: Readonly<Record<string, string>> | null;
  readonly to?: State;
}

const KNOWN_PERMISSIONS: ReadonlySet<string> = new Set(PERMISSIONS);

/** The row actors a caller stands for: `applicant`, or each known permission of a staff member. */
export function capabilitiesOf(actor: CommandActor | Actor): ReadonlySet<Actor> {
  if (typeof actor === 'string') return new Set([actor]);
  if (actor.kind === 'applicant') return new Set<Actor>(['applicant']);
  return new Set(actor.permissions.filter((p): p is Permission => KNOWN_PERMISSIONS.has(p)));
}

const mayTake = (row: TransitionRow, can: ReadonlySet<Actor>) => row.actors.some((a) => can.has(a));

export const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim().length > 0;

/** Checks a table once, where it is defined: a duplicated row would make the published workflow lie. */
export function defineWorkflow<State extends string, Event extends string>(
  rows: readonly TransitionRow<State, Event>[],
): WorkflowTable<State, Event> {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.from ?? ''}|${row.event}|${row.to}`;
    if (seen.has(key)) throw new Error(`workflow row ${key} is listed twice`);
    if (row.actors.length === 0) throw new Error(`workflow row ${key} names no actor`);
    seen.add(key);
  }
  return Object.freeze(rows.map((row) => Object.freeze({ ...row, actors: Object.freeze([...row.actors]) })));
}

/** Rows from each of `states` to `to`. */
export function fromEach<State extends string, Event extends string>(
  states: readonly State[],
  event: Event,
  to: State,
  actors: readonly Actor[],
  options: { reasonRequired?: boolean } = {},
): TransitionRow<State, Event>[] {
  return states.map((from) => ({ from, event, to, actors, reasonRequired: options.reasonRequired ?? false }));
}

/** Rows that leave each of `states` where it is (the step changes something else). */
export function stayIn<State extends string, Event extends string>(
  states: readonly State[],
  event: Event,
  actors: readonly Actor[],
  options: { reasonRequired?: boolean } = {},
): TransitionRow<State, Event>[] {
  return states.map((state) => ({ from: state, event, to: state, actors, reasonRequired: options.reasonRequired ?? false }));
}

/** The events `actor` may take in `state`, in table order. */
export function allowedEvents<State extends string, Event extends string>(
  table: WorkflowTable<State, Event>,
  state: State | null,
  actor: CommandActor | Actor,
): Event[] {
  const can = capabilitiesOf(actor);
  const events: Event[] = [];
  for (const row of table) if (row.from === state && mayTake(row, can) && !events.includes(row.event)) events.push(row.event);
  return events;
}

/**
 * The row that lets `actor` take `event` in `state`, or the refusal: forbidden when no row of the
 * event is ever open to the actor (or this state's is not), conflict when the event is known but
 * not open in this state, invalid when the row wants a reason or a target that is missing.
 */
export function transition<State extends string, Event extends string>(
  table: WorkflowTable<State, Event>,
  state: State | null,
  event: string,
  actor: CommandActor | Actor,
  input: TransitInput<State> = {},
): TransitionRow<State, Event> {
  const rows = table.filter((r) => r.event === event);
  if (rows.length === 0) throw new DomainError('not-found', { code: WorkflowMessages['workflow.unknown-event'], params: { event } });
  const can = capabilitiesOf(actor);
  if (!rows.some((r) => mayTake(r, can))) throw new DomainError('forbidden', { code: WorkflowMessages['workflow.not-permitted'] });
  const here = rows.filter((r) => r.from === state);
  if (here.length === 0) {
    throw new DomainError(
      'conflict',
      { code: WorkflowMessages['workflow.not-allowed-in-state'], params: { event, state: state ?? 'none' } },
      { allowedEvents: allowedEvents(table, state, actor) },
    );
  }
  const open = here.filter((r) => mayTake(r, can));
  if (open.length === 0) throw new DomainError('forbidden', { code: WorkflowMessages['workflow.not-permitted'] });
  const row = input.to === undefined && open.length === 1 ? open[0]! : open.find((r) => r.to === input.to);
  if (!row) {
    throw new DomainError('invalid', {
      code: WorkflowMessages['workflow.target-required'],
      field: 'target',
      params: { allowed: open.map((r) => r.to) },
    });
  }
  if (row.reasonRequired && !hasText(input.reason))
    throw new DomainError('invalid', { code: WorkflowMessages['workflow.reason-required'], field: 'reason' });
  if (!row.fieldCommentsAllowed && input.fieldComments && Object.keys(input.fieldComments).length > 0) {
    throw new DomainError('invalid', { code: WorkflowMessages['workflow.field-comments-not-allowed'], field: 'field_comments' });
  }
  return row;
}

/** Every state the table names, in order of first mention. */
export function statesOf<State extends string>(table: WorkflowTable<State>): State[] {
  const states: State[] = [];
  for (const row of table) for (const s of [row.from, row.to]) if (s !== null && !states.includes(s)) states.push(s);
  return states;
}

/** States no row leaves: nothing more can happen to the application. */
export function isFinal<State extends string>(table: WorkflowTable<State>, state: State | null): boolean {
  return state !== null && !table.some((r) => r.from === state);
}

export interface PublishedWorkflow {
  states: { name: string; initial: boolean; final: boolean }[];
  events: string[];
  rows: { from: string | null; event: string; to: string; actors: string[]; reasonRequired: boolean; fieldCommentsAllowed: boolean }[];
}

/** The table as plain JSON for `GET /api/v1/workflows/{kind}`, from which clients draw their buttons. */
export function publishedWorkflow(table: WorkflowTable): PublishedWorkflow {
  const initial = new Set(table.filter((r) => r.from === null).map((r) => r.to));
  return {
    states: statesOf(table).map((name) => ({ name, initial: initial.has(name), final: isFinal(table, name) })),
    events: [...new Set(table.map((r) => r.event))],
    rows: table.map((r) => ({
      from: r.from,
      event: r.event,
      to: r.to,
      actors: [...r.actors],
      reasonRequired: r.reasonRequired,
      fieldCommentsAllowed: r.fieldCommentsAllowed ?? false,
    })),
  };
}
