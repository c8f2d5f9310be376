import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newDraft, readDraft, writeDraft, type Draft } from './draft';
import {
  arrive,
  holdDraftSaves,
  onArrival,
  pushDraft,
  RETRY_DELAYS_MS,
  syncDraft,
  type ServerDraft,
  type SyncEnvironment,
} from './server-draft';

/** One browser's localStorage (a phone's, a computer's). */
function browserStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** The drafts API as the server answers it: one draft per kind, saved over the version last seen. */
function draftsServer() {
  const drafts = new Map<string, ServerDraft>();
  let clock = Date.parse('2026-06-01T10:00:00Z');
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });
  const fetch = async (url: string, init: RequestInit) => {
    const kind = /\/api\/v1\/drafts\/([a-z-]+)/.exec(url)?.[1];
    if (!kind) return new Response(null, { status: 204 });
    const current = drafts.get(kind);
    // None yet: an empty answer, as the API gives it (issue 34 §8), not a 404.
    if (init.method === 'GET') return json(200, { data: current ? { type: 'drafts', id: kind, attributes: current } : null });
    if (init.method === 'DELETE') return (drafts.delete(kind), new Response(null, { status: 204 }));
    const body = JSON.parse(String(init.body)) as { version: number; values: Record<string, unknown>; completed: string[] };
    if (body.version !== (current?.version ?? 0))
      return json(409, { errors: [{ status: '409', code: 'draft.version-conflict', meta: { version: current?.version ?? 0 } }] });
    const saved = {
      version: body.version + 1,
      values: body.values,
      completed: body.completed,
      updated_at: new Date((clock += 1000)).toISOString(),
    };
    drafts.set(kind, saved);
    return json(200, { data: { type: 'drafts', id: kind, attributes: saved } });
  };
  return { drafts, fetch };
}

const EMAIL = 'karwan@example.org';
const phone = browserStorage();
const computer = browserStorage();
let server: ReturnType<typeof draftsServer>;
const onDevice = (storage: ReturnType<typeof browserStorage>) => vi.stubGlobal('localStorage', storage);

/** The applicant types on the device in use (the way the form's `update` writes). */
function type(change: (draft: Draft<ReturnType<typeof newDraft<'business'>>['values']>) => void) {
  const draft = readDraft('business') ?? newDraft('business');
  change(draft);
  writeDraft('business', { ...draft, unsynced: true });
}

beforeEach(() => {
  phone.clear();
  computer.clear();
  server = draftsServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('drafts on the server (issue 23 §10)', () => {
  it('continues on a computer the registration started on a phone', async () => {
    onDevice(phone);
    type((d) => {
      d.values.type = 'foreign_company';
      d.values.email = EMAIL;
      d.values.trade_name.name = 'لقی ئەنادۆڵ';
      d.completed = ['basic-info', 'trade-name'];
    });
    expect(await arrive('business', EMAIL)).toBe('push-local');
    await pushDraft('business');
    expect(server.drafts.get('business')).toMatchObject({ version: 1, completed: ['basic-info', 'trade-name'] });
    expect(readDraft('business')).toMatchObject({ serverVersion: 1 });
    expect(readDraft('business')!.unsynced).toBeFalsy();

    onDevice(computer);
    expect(readDraft('business')).toBeNull();
    expect(await arrive('business', EMAIL)).toBe('adopt-server');
    const resumed = readDraft('business')!;
    expect(resumed.values).toMatchObject({ type: 'foreign_company', email: EMAIL, trade_name: { name: 'لقی ئەنادۆڵ' } });
    expect(resumed.completed).toEqual(['basic-info', 'trade-name']);
    expect(resumed.serverVersion).toBe(1);
    expect(resumed.unsynced).toBeFalsy();
  });

  it('keeps what is typed on this device when another saved first (409), and loses nothing on a reload', async () => {
    onDevice(phone);
    type((d) => {
      d.values.email = EMAIL;
      d.values.trade_name.name = 'یەکەم';
    });
    await arrive('business', EMAIL);
    await pushDraft('business');

    onDevice(computer);
    await arrive('business', EMAIL);
    type((d) => void (d.values.trade_name.name = 'لە کۆمپیوتەر'));
    await pushDraft('business');
    expect(server.drafts.get('business')?.version).toBe(2);

    // The phone still thinks version 1 is the latest: its save is refused, then goes over version 2.
    onDevice(phone);
    type((d) => void (d.values.trade_name.name = 'لە مۆبایل'));
    await pushDraft('business');
    expect(server.drafts.get('business')).toMatchObject({ version: 3, values: { trade_name: { name: 'لە مۆبایل' } } });

    // A reload with a change the server has not seen (offline): the browser's copy, changed last, is kept and sent.
    type((d) => void (d.values.trade_name.name = 'بێ هێڵ'));
    expect(await arrive('business', EMAIL)).toBe('push-local');
    expect(readDraft('business')!.values.trade_name.name).toBe('بێ هێڵ');
  });

  it('never sends a draft typed for another address to the signed-in applicant', () => {
    const local = { ...newDraft('business'), unsynced: true };
    local.values.email = 'someone-else@example.org';
    expect(onArrival(local, null, EMAIL)).toBe('in-step');
    const server: ServerDraft = { version: 2, values: { email: EMAIL }, completed: [], updated_at: '2026-01-01T00:00:00Z' };
    expect(onArrival(local, server, EMAIL)).toBe('adopt-server');
    expect(onArrival({ ...local, values: { ...local.values, email: EMAIL }, serverVersion: 2, unsynced: false }, server, EMAIL)).toBe(
      'in-step',
    );
  });

  it('works offline: a failed server read leaves the browser copy alone', async () => {
    onDevice(phone);
    type((d) => void (d.values.email = EMAIL));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await arrive('business', EMAIL)).toBe('offline');
    await pushDraft('business');
    expect(readDraft('business')).toMatchObject({ unsynced: true, values: { email: EMAIL } });
  });

  it('offline mid-registration: keeps typing into the browser copy and sends it when the connection returns (issue 31 §4)', async () => {
    vi.useFakeTimers();
    try {
      onDevice(phone);
      type((d) => void (d.values.email = EMAIL));
      await arrive('business', EMAIL);
      await pushDraft('business');
      expect(server.drafts.get('business')?.version).toBe(1);

      // The connection drops; the applicant types on.
      let online = false;
      const onlineListeners = new Set<() => void>();
      const env: SyncEnvironment = {
        isOnline: () => online,
        setTimeout: (run, ms) => setTimeout(run, ms),
        clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
        onOnline: (listener) => (onlineListeners.add(listener), () => onlineListeners.delete(listener)),
      };
      const requests = vi.fn(server.fetch);
      vi.stubGlobal('fetch', requests);
      type((d) => void (d.values.trade_name.name = 'بێ هێڵ'));
      const stop = syncDraft('business', { current: false }, env);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(requests).not.toHaveBeenCalled();
      expect(readDraft('business')).toMatchObject({ unsynced: true, values: { trade_name: { name: 'بێ هێڵ' } } });

      // Back online, but the first tries fail (the network is not through yet, then the server is down): tried again, with pauses.
      let failures = 2;
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        if (init.method === 'PUT' && failures-- > 0) {
          if (failures === 1) throw new TypeError('Failed to fetch');
          return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
        }
        return server.fetch(url, init);
      });
      online = true;
      onlineListeners.forEach((listener) => listener());
      await vi.advanceTimersByTimeAsync(0);
      expect(server.drafts.get('business')?.version).toBe(1);
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
      expect(server.drafts.get('business')?.version).toBe(1);
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]!);
      expect(server.drafts.get('business')).toMatchObject({ version: 2, values: { trade_name: { name: 'بێ هێڵ' } } });
      expect(readDraft('business')!.unsynced).toBeFalsy();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not try again what the server refuses, and sends a change typed during a save', async () => {
    onDevice(phone);
    type((d) => void (d.values.email = EMAIL));
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{"errors":[{"status":"422","code":"x"}]}', { status: 422, headers: { 'content-type': 'application/json' } }),
    );
    expect(await pushDraft('business')).toBe('refused');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await pushDraft('business')).toBe('retry');
    expect(await pushDraft('business', { current: true })).toBe('busy');
    vi.stubGlobal('fetch', server.fetch);
    expect(await pushDraft('business')).toBe('saved');
    expect(await pushDraft('business')).toBe('nothing');
  });
});

describe('no 4xx in a normal journey (issue 34 §8)', () => {
  /** The requests for drafts the browser makes, with the status of each answer. */
  function recorded() {
    const answers: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const response = await server.fetch(url, init);
      if (url.includes('/api/v1/drafts/')) answers.push(`${init.method} ${response.status}`);
      return response;
    });
    return answers;
  }
  const alwaysOnline: SyncEnvironment = {
    isOnline: () => true,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    onOnline: () => () => undefined,
  };

  it('starts a registration the server has no draft of without a 404: it is created, not fetched and missed', async () => {
    const answers = recorded();
    onDevice(phone);
    type((d) => void (d.values.email = EMAIL));
    expect(await arrive('business', EMAIL)).toBe('push-local');
    expect(await pushDraft('business')).toBe('saved');
    expect(answers).toEqual(['GET 200', 'PUT 200']);
  });

  it('submits after the save under way, sends none meanwhile, and none brings the submitted draft back', async () => {
    vi.useFakeTimers();
    try {
      const answers = recorded();
      onDevice(phone);
      type((d) => void (d.values.email = EMAIL));
      await arrive('business', EMAIL);
      await pushDraft('business');
      const stop = syncDraft('business', { current: false }, alwaysOnline);

      // A save is under way when Submit is pressed: the submission waits for it.
      type((d) => void (d.values.trade_name.name = 'پێش ناردن'));
      const underWay = pushDraft('business');
      const release = await holdDraftSaves('business');
      expect(await underWay).toBe('saved');
      expect(server.drafts.get('business')).toMatchObject({ version: 2, values: { trade_name: { name: 'پێش ناردن' } } });

      // While the submission is sent (the step clears its errors: a change), no save goes.
      type((d) => void (d.serverErrors = {}));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(answers.filter((a) => a.startsWith('PUT'))).toHaveLength(2);

      // Submitted: the API removed the draft with the submission; nothing recreates it.
      server.drafts.delete('business');
      release('submitted');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(server.drafts.has('business')).toBe(false);
      expect(readDraft('business')!.unsynced).toBeFalsy();
      expect(answers.filter((a) => !/ 2\d\d$/.test(a))).toEqual([]);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends what was typed once a submission is refused, and holds nothing for good', async () => {
    vi.useFakeTimers();
    try {
      recorded();
      onDevice(phone);
      type((d) => void (d.values.email = EMAIL));
      await arrive('business', EMAIL);
      await pushDraft('business');
      const stop = syncDraft('business', { current: false }, alwaysOnline);
      const release = await holdDraftSaves('business');
      type((d) => void (d.values.trade_name.name = 'ڕەتکراوە'));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(server.drafts.get('business')?.version).toBe(1);
      expect(await pushDraft('business')).toBe('held');

      release('not-submitted');
      await vi.advanceTimersByTimeAsync(0);
      expect(server.drafts.get('business')).toMatchObject({ version: 2, values: { trade_name: { name: 'ڕەتکراوە' } } });
      expect(readDraft('business')!.unsynced).toBeFalsy();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
