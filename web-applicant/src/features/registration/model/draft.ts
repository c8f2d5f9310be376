/**
 * Draft safety (issue 8 §4): the registration is kept in this browser as the applicant types,
 * so that a reload, a closed tab or a lost connection loses nothing.
 *
 * One draft per flow in localStorage (`registration-draft:trade-name`,
 * `registration-draft:business`), versioned (`DRAFT_VERSION`: a draft of another version is
 * dropped rather than misread). Uploaded documents are kept as their upload ids (the files are
 * on the server, owned by the signed-in applicant). A draft is removed when the registration is
 * submitted or when the applicant confirms cancelling it.
 *
 * For an applicant signed in by code the draft is also kept on the server (server-draft.ts):
 * `serverVersion` is the server's version this copy last agreed with, `unsynced` says it
 * changed since.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Flow } from './flows';
import {
  emptyBusiness,
  emptyTradeName,
  mergeDefaults,
  type BusinessFormValues,
  type TradeNameFormValues,
} from '#src/components/application-form/values';
import { defaultNameLanguage } from '#src/components/form/api/check-trade-name-eligibility';
import { currentLocale } from '#src/i18n';

export const DRAFT_VERSION = 1;
const KEY_PREFIX = 'registration-draft:';
export const draftKey = (flow: Flow) => `${KEY_PREFIX}${flow}`;

export interface Draft<V> {
  version: typeof DRAFT_VERSION;
  values: V;
  /** Steps the applicant has finished (their checks passed when they went on). */
  completed: string[];
  /** The API's refusals of the last submission, path → message, each until its field changes. */
  serverErrors: Record<string, string>;
  updatedAt: string;
  /** The server draft's version this copy last agreed with (none: never saved there). */
  serverVersion?: number;
  /** Changed since it last agreed with the server. */
  unsynced?: boolean;
}

export type FlowValues<F extends Flow> = F extends 'trade-name' ? TradeNameFormValues : BusinessFormValues;

const emptyValues = (flow: Flow, nameLocale?: string) =>
  flow === 'trade-name' ? emptyTradeName(nameLocale) : emptyBusiness(undefined, nameLocale);

export function newDraft<F extends Flow>(flow: F): Draft<FlowValues<F>> {
  return {
    version: DRAFT_VERSION,
    // A new name starts in the page's language, as the name search does (issue 34 §2).
    values: emptyValues(flow, defaultNameLanguage(currentLocale())) as FlowValues<F>,
    completed: [],
    serverErrors: {},
    updatedAt: new Date().toISOString(),
  };
}

/** A draft from stored or received JSON: unknown values are dropped, missing ones take their defaults. */
export function draftOf<F extends Flow>(flow: F, parsed: Partial<Draft<unknown>>): Draft<FlowValues<F>> {
  return {
    version: DRAFT_VERSION,
    values: mergeDefaults(emptyValues(flow), parsed.values) as FlowValues<F>,
    completed: Array.isArray(parsed.completed) ? parsed.completed.filter((s): s is string => typeof s === 'string') : [],
    serverErrors: parsed.serverErrors && typeof parsed.serverErrors === 'object' ? (parsed.serverErrors as Record<string, string>) : {},
    updatedAt: typeof parsed.updatedAt === 'string' ? parsed.updatedAt : new Date().toISOString(),
    ...(typeof parsed.serverVersion === 'number' ? { serverVersion: parsed.serverVersion } : {}),
    ...(parsed.unsynced === true ? { unsynced: true } : {}),
  };
}

/** The stored draft, or null (none, another version, unreadable storage). */
export function readDraft<F extends Flow>(flow: F): Draft<FlowValues<F>> | null {
  try {
    const raw = localStorage.getItem(draftKey(flow));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<unknown>>;
    if (parsed.version !== DRAFT_VERSION) return null;
    return draftOf(flow, parsed);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const cache = new Map<Flow, { raw: string | null; draft: Draft<unknown> | null }>();

/** Stores the draft, stamped with the time of the change (`keepTime`: a copy from the server keeps its own). */
export function writeDraft<F extends Flow>(flow: F, draft: Draft<FlowValues<F>>, { keepTime = false }: { keepTime?: boolean } = {}): void {
  try {
    localStorage.setItem(draftKey(flow), JSON.stringify({ ...draft, updatedAt: keepTime ? draft.updatedAt : new Date().toISOString() }));
  } catch {
    // Storage full or refused (private mode): the draft lives for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function removeDraft(flow: Flow): void {
  try {
    localStorage.removeItem(draftKey(flow));
  } catch {
    // Nothing stored.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noStoredDraft = () => null;

/** The flow's draft (a new one when none is stored), kept in step with storage, and how to change it. */
export function useDraft<F extends Flow>(flow: F) {
  const snapshot = useCallback(() => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(draftKey(flow));
    } catch {
      raw = null;
    }
    const cached = cache.get(flow);
    if (cached && cached.raw === raw) return cached.draft as Draft<FlowValues<F>> | null;
    const draft = readDraft(flow);
    cache.set(flow, { raw, draft });
    return draft;
  }, [flow]);
  // The server has no storage: it draws a new draft, and hydration starts from that before reading the stored one.
  const stored = useSyncExternalStore(subscribe, snapshot, noStoredDraft);
  const draft = stored ?? newDraft(flow);
  const update = useCallback(
    // Every change by the applicant is one the server's copy has yet to see.
    (change: (draft: Draft<FlowValues<F>>) => Draft<FlowValues<F>>) =>
      writeDraft(flow, { ...change(readDraft(flow) ?? newDraft(flow)), unsynced: true }),
    [flow],
  );
  const remove = useCallback(() => removeDraft(flow), [flow]);
  return { draft, exists: stored !== null, update, remove };
}
