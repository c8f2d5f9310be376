/**
 * Drafts on the server (issue 23 §10): for an applicant signed in by code, the registration
 * typed so far is kept by the API (`/api/v1/drafts/{kind}`) as well as in this browser, so that
 * an application started on a phone continues on a computer.
 *
 * The browser copy (draft.ts) stays the one the form reads and writes: it is saved at every key
 * and never lost on a reload or a lost connection. The server copy follows it (a save a moment
 * after the typing stops) over the version last seen; when the two disagree on arrival, the one
 * changed last wins. The server removes its copy when the application is submitted. Offline
 * (issue 31 §4) the typing goes on into the browser copy, and the server's follows once the
 * connection returns (`syncDraft`).
 */
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { ApiError, apiClient, parseWith } from '#src/lib/api';
import { draftOf, readDraft, writeDraft, type Draft, type FlowValues } from './draft';
import type { Flow } from './flows';

const serverDraftSchema = z.object({
  version: z.number().check(z.int(), z.positive()),
  values: z.record(z.string(), z.unknown()),
  completed: z.array(z.string()),
  updated_at: z.string(),
});
export type ServerDraft = z.infer<typeof serverDraftSchema>;

const pathOf = (flow: Flow) => `/v1/drafts/${flow}`;

/** The applicant's draft of this kind on the server, or null when they have none (the API answers `data: null`, not 404). */
export async function getServerDraft(flow: Flow, signal?: AbortSignal): Promise<ServerDraft | null> {
  const document = await apiClient.get(pathOf(flow), { signal });
  return document.data == null ? null : parseWith(serverDraftSchema, document.data);
}

/** Saves over `version` (0: none yet); a stale version rejects with an ApiError 409. */
export async function saveServerDraft(
  flow: Flow,
  version: number,
  content: { values: unknown; completed: string[] },
): Promise<ServerDraft> {
  const document = await apiClient.put(pathOf(flow), { version, values: content.values, completed: content.completed });
  return parseWith(serverDraftSchema, document.data);
}

export async function deleteServerDraft(flow: Flow): Promise<void> {
  await apiClient.delete(pathOf(flow));
}

const emailOf = (values: unknown) =>
  String((values as { email?: unknown } | null)?.email ?? '')
    .trim()
    .toLowerCase();

export type Arrival = 'adopt-server' | 'push-local' | 'in-step';

/**
 * What to do when a signed-in applicant opens a registration: take the server's draft, send
 * this browser's, or nothing. A browser draft typed for another address is never sent to this
 * applicant's account (a shared computer); the server's replaces it instead.
 */
export function onArrival(local: Draft<unknown> | null, server: ServerDraft | null, signedInEmail: string): Arrival {
  const localIsTheirs = local !== null && [signedInEmail, ''].includes(emailOf(local.values));
  if (!server) return localIsTheirs ? 'push-local' : 'in-step';
  if (!local || !localIsTheirs) return 'adopt-server';
  if (local.serverVersion === server.version && !local.unsynced) return 'in-step';
  // Both changed since they last agreed: the one changed last wins.
  return Date.parse(server.updated_at) > Date.parse(local.updatedAt) ? 'adopt-server' : 'push-local';
}

/** The server's draft as this browser's (the browser's API refusals are kept: they are about this browser's last submission). */
export function adopt<F extends Flow>(flow: F, server: ServerDraft, local: Draft<FlowValues<F>> | null): void {
  const fresh = draftOf(flow, { values: server.values, completed: server.completed, updatedAt: server.updated_at });
  writeDraft(
    flow,
    { ...fresh, serverErrors: local?.serverErrors ?? {}, serverVersion: server.version, unsynced: false },
    { keepTime: true },
  );
}

/**
 * Flows being submitted (issue 34 §8): the submission removes the server's draft, so a save sent
 * meanwhile would be refused (409, the version it names is gone) and then create the draft
 * again. Saves wait; `holdDraftSaves` lets the save under way finish before the submission goes.
 */
const held = new Set<Flow>();
const underWay = new Map<Flow, Promise<unknown>>();
const onRelease = new Map<Flow, Set<() => void>>();

/**
 * Holds this flow's saves for a submission, once the save under way (if any) has ended. The
 * release says how the submission ended: submitted (the server has removed its copy: the browser
 * copy has nothing left to send) or not (the saves resume with what is unsent).
 */
export async function holdDraftSaves(flow: Flow): Promise<(outcome: 'submitted' | 'not-submitted') => void> {
  held.add(flow);
  await underWay.get(flow)?.catch(() => undefined);
  return (outcome) => {
    const local = readDraft(flow);
    if (outcome === 'submitted' && local) writeDraft(flow, { ...local, unsynced: false, serverVersion: 0 }, { keepTime: true });
    held.delete(flow);
    for (const resume of onRelease.get(flow) ?? []) resume();
  };
}

const SAVE_DELAY_MS = 800;
/** Waits before sending again after a failed save (no network, a server failure): then every minute. */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Keeps the flow's server draft in step with this browser's while `email` (the applicant signed
 * in by code) is set. `ready` is false until the arrival is settled, so that the form starts
 * from the draft that won. Changes are sent a moment after the typing stops; a save that fails
 * for want of a network or a server is tried again (RETRY_DELAYS_MS), and at once when the
 * browser is back online (issue 31 §4). Meanwhile the browser copy stays marked unsynced.
 */
export function useServerDraft<F extends Flow>(
  flow: F,
  draft: Draft<FlowValues<F>>,
  exists: boolean,
  email: string | null,
): { ready: boolean } {
  const [settledFor, setSettledFor] = useState<string | null>(null);
  const saving = useRef(false);
  const ready = email === null || settledFor === `${flow}:${email}`;

  // Arrival: read the server's draft once per flow and applicant.
  useEffect(() => {
    if (email === null) return;
    const controller = new AbortController();
    void arrive(flow, email, controller.signal).finally(() => {
      if (!controller.signal.aborted) setSettledFor(`${flow}:${email}`);
    });
    return () => controller.abort();
  }, [flow, email]);

  // Changes: saved a moment after the typing stops, and again until the server has them.
  const unsynced = exists && draft.unsynced === true && emailOf(draft.values) === (email ?? '-') ? draft.updatedAt : null;
  useEffect(() => {
    if (!ready || email === null || unsynced === null) return;
    return syncDraft(flow, saving);
  }, [flow, email, ready, unsynced]);

  return { ready };
}

/** What syncDraft needs of the browser (a test gives its own). */
export interface SyncEnvironment {
  isOnline(): boolean;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  onOnline(listener: () => void): () => void;
}

const browserEnvironment = (): SyncEnvironment => ({
  isOnline: () => navigator.onLine !== false,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
});

/**
 * Sends this browser's unsynced draft a moment from now, and keeps trying until the server has
 * it: after a failure that may pass, with growing pauses; offline, as soon as the browser is
 * online again. Returns the stop (a newer change starts its own).
 */
export function syncDraft(flow: Flow, saving: { current: boolean }, env: SyncEnvironment = browserEnvironment()): () => void {
  let stopped = false;
  let timer: unknown;
  let failures = 0;
  const at = (ms: number) => {
    env.clearTimeout(timer);
    timer = env.setTimeout(() => void run(), ms);
  };
  const run = async () => {
    // Offline: nothing to try until the browser is back online.
    if (stopped || !env.isOnline()) return;
    const outcome = await pushDraft(flow, saving);
    // Held for a submission: the release starts again (below).
    if (stopped || outcome === 'held') return;
    if (outcome === 'retry') at(RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)]!);
    // A save was under way, or typing went on during this one: the rest is sent a moment later.
    else if (outcome === 'busy' || (outcome === 'saved' && readDraft(flow)?.unsynced)) at(SAVE_DELAY_MS);
  };
  const stopListening = env.onOnline(() => {
    failures = 0;
    at(0);
  });
  const resume = () => at(0);
  const released = onRelease.get(flow) ?? new Set();
  onRelease.set(flow, released.add(resume));
  at(SAVE_DELAY_MS);
  return () => {
    stopped = true;
    env.clearTimeout(timer);
    stopListening();
    released.delete(resume);
  };
}

/** Settles this browser's draft with the server's on arrival (offline or refused: the browser copy carries on alone). */
export async function arrive(flow: Flow, email: string, signal?: AbortSignal): Promise<Arrival | 'offline'> {
  try {
    const server = await getServerDraft(flow, signal);
    const local = readDraft(flow);
    const action = onArrival(local, server, email);
    if (action === 'adopt-server' && server) adopt(flow, server, local);
    if (action === 'push-local' && local)
      writeDraft(flow, { ...local, unsynced: true, serverVersion: server?.version ?? 0 }, { keepTime: true });
    return action;
  } catch {
    return 'offline';
  }
}

/**
 * What a push came to: sent; nothing to send; another save of this page under way; held for a
 * submission; failed in a way that may pass (no network, a server failure: try again); refused
 * (the session ended, the draft is not accepted: trying again would not help).
 */
export type PushOutcome = 'saved' | 'nothing' | 'busy' | 'held' | 'retry' | 'refused';

const mayPass = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** Sends this browser's unsynced draft to the server; a failure leaves it unsynced for the next try. */
export function pushDraft(flow: Flow, saving: { current: boolean } = { current: false }): Promise<PushOutcome> {
  if (held.has(flow)) return Promise.resolve('held');
  if (saving.current) return Promise.resolve('busy');
  const push = sendDraft(flow, saving);
  underWay.set(flow, push);
  return push.finally(() => {
    if (underWay.get(flow) === push) underWay.delete(flow);
  });
}

async function sendDraft(flow: Flow, saving: { current: boolean }, retried = false): Promise<PushOutcome> {
  saving.current = true;
  try {
    const local = readDraft(flow);
    if (!local?.unsynced) return 'nothing';
    const saved = await saveServerDraft(flow, local.serverVersion ?? 0, { values: local.values, completed: local.completed });
    const now = readDraft(flow);
    // Typing went on during the save: that change is still to be sent.
    const changedMeanwhile = now !== null && now.updatedAt !== local.updatedAt;
    if (now) writeDraft(flow, { ...now, serverVersion: saved.version, unsynced: changedMeanwhile }, { keepTime: true });
    return 'saved';
  } catch (error) {
    // Another device saved first: this screen's values are the ones being typed, so they go over
    // that version (the other device finds them when it next opens the registration).
    if (error instanceof ApiError && error.status === 409 && !retried) {
      const server = await getServerDraft(flow).catch(() => null);
      const local = readDraft(flow);
      if (local) writeDraft(flow, { ...local, serverVersion: server?.version ?? 0 }, { keepTime: true });
      return await sendDraft(flow, saving, true);
    }
    return mayPass(error) ? 'retry' : 'refused';
  } finally {
    saving.current = false;
  }
}
