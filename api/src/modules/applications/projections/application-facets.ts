import {
  STATUS_PRESENTATION,
  statusCategory,
  WORKFLOW_KINDS,
  type WorkflowKind,
} from '@registry/domain/applications/workflow/presentation';
import { nameSkeleton } from '@registry/domain/trade-names/naming/name-key';
import { tradeNameApplicationDecider } from '@registry/domain/trade-names/application/decider';
import { businessDecider } from '@registry/domain/businesses/decider';
import { trademarkDecider } from '@registry/domain/trademarks/decider';
import type { WorkflowTable } from '@registry/domain/applications/workflow/workflow';

/** The stream type of each kind of application: the domain's kinds. */
export type ApplicationStreamType = WorkflowKind;
export const APPLICATION_STREAM_TYPES: readonly ApplicationStreamType[] = WORKFLOW_KINDS;

/** The folded state as the read side keeps it (JSON: what the events hold). */
export type FoldedState = Record<string, any> & {
  status: string | null;
  ownerEmail: string | null;
  details: any;
  assigneeId: string | null;
};

interface Fold {
  evolve(state: any, event: { type: string; schemaVersion: number; data: any }): any;
  initialState(): any;
  readonly table: WorkflowTable<any, any>;
}

/** The write side's own evolve, so that a read model and `GET /{id}` can never fold differently. */
const FOLDS: Readonly<Record<ApplicationStreamType, Fold>> = {
  'trade-name': tradeNameApplicationDecider,
  business: businessDecider,
  trademark: trademarkDecider,
};

/** The published state machine of a kind (who may take which step from which state). */
export const workflowTableOf = (streamType: ApplicationStreamType): WorkflowTable<any, any> => FOLDS[streamType].table;

export function initialStateOf(streamType: ApplicationStreamType): FoldedState {
  return FOLDS[streamType].initialState();
}

/**
 * One event folded into the state, or null when the event cannot be folded: a read model must
 * never stop on an event it does not understand (a benchmark's synthetic event, a newer schema),
 * so it keeps the state it had and says so.
 */
export function evolveState(
  streamType: ApplicationStreamType,
  state: FoldedState,
  event: { type: string; schemaVersion: number; data: unknown },
): FoldedState | null {
  try {
    const next = FOLDS[streamType].evolve(state, event as never) as FoldedState;
    return next && typeof next === 'object' ? next : null;
  } catch {
    return null;
  }
}

/** What the lists filter on and the gazette publishes, drawn from an application's details. */
export interface ApplicationFacets {
  name: string | null;
  /** The name in each language it was given in. */
  nameLocales: Record<string, string>;
  /** Skeleton keys of the name (docs/trade-name-matching.md): one spelling in any script. */
  nameSkeleton: string | null;
  protectionLevel: string | null;
  districtId: string | null;
  /** Set from the details where they name it (a company's address); else from the district. */
  provinceId: string | null;
  activityIds: string[];
  tradeNameType: string | null;
  businessType: string | null;
  companyType: string | null;
  /** Every person's UPN the application names: owner, partners, CEO, applicant, shareholders. */
  ownersUpn: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const upnsOf = (list: unknown): (string | null)[] => (Array.isArray(list) ? list.map((p) => text(p?.upn)) : []);

function localesOf(naming: any): Record<string, string> {
  const locales: Record<string, string> = {};
  if (naming && typeof naming === 'object') {
    if (naming.locales && typeof naming.locales === 'object') {
      for (const [locale, value] of Object.entries(naming.locales)) if (text(value)) locales[locale] = value as string;
    }
    if (text(naming.locale) && text(naming.name)) locales[naming.locale] = naming.name;
  }
  return locales;
}

/**
 * Skeletons already computed: every event of an application folds to the same name, and two
 * projections ask for it, so a catch-up would compute each name's skeleton many times over.
 * Two generations: when the newer is full it becomes the older and the oldest is let go, so a
 * name asked for again soon is still known however many names a catch-up passes (emptying one
 * full map instead let the second projection miss most names of a long catch-up). A pure
 * function: a miss only costs the computation.
 */
let skeletons = new Map<string, string | null>();
let olderSkeletons = new Map<string, string | null>();
const SKELETONS_PER_GENERATION = 20_000;

function skeletonOf(name: string | null): string | null {
  if (!name) return null;
  const known = skeletons.get(name) ?? olderSkeletons.get(name);
  if (known !== undefined) return known;
  let skeleton: string | null;
  try {
    skeleton = nameSkeleton(name);
  } catch {
    skeleton = null;
  }
  if (skeletons.size >= SKELETONS_PER_GENERATION) {
    olderSkeletons = skeletons;
    skeletons = new Map();
  }
  skeletons.set(name, skeleton);
  return skeleton;
}

export function facetsOf(streamType: ApplicationStreamType, details: any): ApplicationFacets {
  const d = details && typeof details === 'object' ? details : {};
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  if (streamType === 'business') {
    const naming = d.trade_name ?? {};
    const name = text(naming.name);
    return {
      name,
      nameLocales: localesOf(naming),
      nameSkeleton: skeletonOf(name),
      protectionLevel: text(naming.protection_level),
      districtId: text(d.company?.address?.district_id) ?? text(naming.district_id),
      provinceId: text(d.company?.address?.province_id),
      activityIds: texts(d.activity_ids),
      tradeNameType: 'company',
      businessType: text(d.type),
      companyType: text(d.company?.type),
      ownersUpn: distinct([text(d.ceo?.upn), text(d.applicant?.upn), ...upnsOf(d.shareholders)]),
    };
  }
  if (streamType === 'trademark') {
    const mark = d.wordMark && typeof d.wordMark === 'object' ? d.wordMark : {};
    const name = text(mark.ckb) ?? text(mark.en) ?? text(mark.ar);
    return {
      name,
      nameLocales: Object.fromEntries(Object.entries(mark).filter(([, v]) => text(v))) as Record<string, string>,
      nameSkeleton: skeletonOf(name),
      protectionLevel: null,
      districtId: null,
      provinceId: null,
      activityIds: [],
      tradeNameType: null,
      businessType: null,
      companyType: null,
      ownersUpn: distinct([text(d.owner?.upn)]),
    };
  }
  const name = text(d.name);
  return {
    name,
    nameLocales: localesOf(d),
    nameSkeleton: skeletonOf(name),
    protectionLevel: text(d.protection_level),
    districtId: text(d.district_id),
    provinceId: null,
    activityIds: texts(d.activity_ids),
    tradeNameType: text(d.trade_name_type),
    businessType: null,
    companyType: null,
    ownersUpn: distinct([text(d.upn), ...upnsOf(d.partners)]),
  };
}

/** Spec §4's states grouped for the `state`/`status` filters, from the domain's status categories. */
export type Lifecycle = 'open' | 'active' | 'closed';
export const lifecycleOf = (status: string | null): Lifecycle => {
  const category = status === null ? undefined : statusCategory(status);
  return category === 'finished' ? 'active' : category === 'closed' ? 'closed' : 'open';
};
export const LIFECYCLES: readonly Lifecycle[] = ['open', 'active', 'closed'];

/** States in which the registry owes the next step (spec §1, §9: about two working days). */
export const AWAITING_REGISTRY: ReadonlySet<string> = new Set(
  Object.entries(STATUS_PRESENTATION)
    .filter(([, p]) => p.category === 'with_registry')
    .map(([status]) => status),
);

/** When an application's service-level clocks started, and when it came into force. */
export interface ServiceClocks {
  /** The answer clock (24 working hours) runs while the application waits in `submitted`. */
  answerSince: string | null;
  /**
   * The processing clock (2 working days) runs while the application is on the registry's desk:
   * it keeps running from one reviewer's step to the next, and starts again when the applicant
   * hands it back.
   */
  processingSince: string | null;
  /** First registered, granted or reserved. */
  establishedAt: string | null;
}

/** The clocks, read from the workflow history (one rule for the read model and for `GET /{id}`). */
export function serviceClocks(history: readonly { from: string | null; to: string; at: string }[] | undefined): ServiceClocks {
  const clocks: ServiceClocks = { answerSince: null, processingSince: null, establishedAt: null };
  for (const step of history ?? []) {
    if (step.to === step.from) continue;
    clocks.answerSince = step.to === 'submitted' ? step.at : null;
    const stillWithRegistry = step.from !== null && AWAITING_REGISTRY.has(step.from) && AWAITING_REGISTRY.has(step.to);
    clocks.processingSince = AWAITING_REGISTRY.has(step.to) ? (stillWithRegistry ? (clocks.processingSince ?? step.at) : step.at) : null;
    if (!clocks.establishedAt && lifecycleOf(step.to) === 'active') clocks.establishedAt = step.at;
  }
  return clocks;
}
