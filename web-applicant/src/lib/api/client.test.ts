import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createApiClient, urlOf, type ApiClientDependencies } from './client';
import { delayUntilRetry, waitForProcess } from './processes';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
}

/** A fetch that answers from a list of canned responses, in order, and records the calls. */
function fakeFetch(
  responses: Array<{ status: number; body?: unknown; headers?: Record<string, string>; setCookie?: string }>,
  cookieJar: { value: string },
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body as string | undefined,
    });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected call ${String(url)}`);
    if (next.setCookie) cookieJar.value = next.setCookie;
    const body = next.body === undefined ? null : JSON.stringify(next.body);
    return new Response(next.status === 204 ? null : body, {
      status: next.status,
      headers: { 'Content-Type': 'application/vnd.api+json', ...next.headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function memoryStorage(values: Record<string, string> = {}) {
  const map = new Map(Object.entries(values));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function clientWith(
  responses: Parameters<typeof fakeFetch>[0],
  options: { storage?: Record<string, string>; cookie?: string; start?: number } = {},
) {
  const jar = { value: options.cookie ?? '' };
  const { fetch, calls } = fakeFetch(responses, jar);
  let now = options.start ?? Date.parse('2026-03-01T09:00:00.000Z');
  const sleeps: number[] = [];
  const deps: Partial<ApiClientDependencies> = {
    fetch,
    storage: memoryStorage(options.storage),
    cookies: () => jar.value,
    randomUUID: () => 'key-1',
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { client: createApiClient(deps), calls, sleeps, advance: (ms: number) => (now += ms), now: () => now };
}

describe('the API client', () => {
  it('builds URLs under /api, leaves out empty values and joins lists with commas', () => {
    expect(
      urlOf('/v1/public/trade_names/eligible', {
        chosenTradeName: 'نەورۆز',
        districtId: undefined,
        activityIds: ['5630', '4711'],
        page: 1,
        x: '',
      }),
    ).toBe('/api/v1/public/trade_names/eligible?chosenTradeName=%D9%86%DB%95%D9%88%D8%B1%DB%86%D8%B2&activityIds=5630%2C4711&page=1');
    expect(urlOf('/api/v1/trade_names/abc')).toBe('/api/v1/trade_names/abc');
  });

  it('sends the stored language and the bearer token, and flattens the answer', async () => {
    const { client, calls } = clientWith(
      [{ status: 200, body: { data: { type: 'users', id: 'a@b.iq', attributes: { locale: 'ar', version: 2 } } } }],
      {
        storage: { settings: JSON.stringify({ lang: 'ar', theme: 'dark' }), accessToken: 'token-123' },
      },
    );
    const document = await client.get('/v1/users/self');
    expect(document.data).toEqual({ id: 'a@b.iq', locale: 'ar', version: 2 });
    expect(calls[0]!.url).toBe('/api/v1/users/self');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('ar');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer token-123');
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeNull();
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('defaults to ckb without a token when nothing is stored', async () => {
    const { client, calls } = clientWith([{ status: 200, body: { data: [] } }]);
    await client.get('/v1/districts');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('ckb');
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
  });

  it('gives a write an idempotency key and echoes the XSRF cookie', async () => {
    const { client, calls } = clientWith([{ status: 200, body: { data: { type: 'otp-requests', id: 'c', attributes: {} } } }], {
      cookie: 'other=1; XSRF-TOKEN=abc%3D123',
    });
    await client.post('/v1/generate-otp', { email: 'a@b.iq' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ email: 'a@b.iq' });
  });

  it('sends a FormData body as it is, letting the browser set the multipart type', async () => {
    const { client, calls } = clientWith([{ status: 201, body: { data: { type: 'files', id: 'f-1', attributes: { kind: 'logo' } } } }], {
      cookie: 'XSRF-TOKEN=t',
    });
    const form = new FormData();
    form.append('kind', 'logo');
    await client.post('/v1/files', form);
    expect(calls[0]!.headers.get('Content-Type')).toBeNull();
    expect(calls[0]!.body as unknown).toBe(form);
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('first asks for the XSRF cookie when the browser has none', async () => {
    const { client, calls } = clientWith([
      { status: 200, body: { status: 'ok' }, setCookie: 'XSRF-TOKEN=fresh-token-value' },
      { status: 204 },
    ]);
    const document = await client.put('/v1/notifications/read-all');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/health', 'PUT /api/v1/notifications/read-all']);
    expect(calls[1]!.headers.get('X-XSRF-TOKEN')).toBe('fresh-token-value');
    expect(document).toEqual({ data: null, meta: {} });
  });

  it("throws an ApiError with field errors on a refusal, worded from its code by the catalogue (loaded first), not the API's words", async () => {
    const { client } = clientWith(
      [
        {
          status: 422,
          body: { errors: [{ status: '422', code: 'otp.invalid', title: 'The code is wrong', source: { pointer: '/code' } }] },
        },
      ],
      { cookie: 'XSRF-TOKEN=t' },
    );
    const error = await client.post('/v1/verify-otp', { email: 'a@b.iq', code: '000000' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ code: translate('otp.invalid', 'ckb', { field: fieldLabel('code', 'ckb') }) });
  });

  it('turns a failed connection into a network ApiError', async () => {
    const client = createApiClient({
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
      storage: memoryStorage(),
      cookies: () => '',
    });
    const error = await client.get('/v1/districts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('tells listeners when a request with a token is answered 401', async () => {
    const { client } = clientWith([{ status: 401, body: { errors: [{ code: 'unauthorized', title: 'You need to sign in' }] } }], {
      storage: { accessToken: 'expired' },
    });
    const listener = vi.fn();
    client.onSessionRejected(listener);
    await expect(client.get('/v1/users/self')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('the 202 handshake', () => {
  it('waits until retryAt, or 500 ms once it has passed, until the process is done, then reads the location', async () => {
    const start = Date.parse('2026-03-01T09:00:00.000Z');
    const { client, calls, sleeps } = clientWith(
      [
        {
          status: 202,
          headers: { Location: '/api/processes/ev-1', 'Retry-After': '1' },
          body: {
            data: { type: 'processes', id: 'ev-1', attributes: { status: 'pending', retryAt: new Date(start + 250).toISOString() } },
            meta: { message: 'Submitted' },
          },
        },
        // retryAt already in the past when it arrives: the fallback of 500 ms applies.
        {
          status: 200,
          body: {
            data: { type: 'processes', id: 'ev-1', attributes: { status: 'pending', retryAt: new Date(start - 1_000).toISOString() } },
          },
        },
        {
          status: 200,
          body: { data: { type: 'processes', id: 'ev-1', attributes: { status: 'done', location: '/api/v1/trade_names/tn-1' } } },
        },
        { status: 200, body: { data: { type: 'trade-names', id: 'tn-1', attributes: { status: 'submitted' } } } },
      ],
      { cookie: 'XSRF-TOKEN=t', start },
    );
    const document = await client.post('/v1/trade_names', { name: 'x' }, { respondAsync: true });
    expect(calls[0]!.headers.get('Prefer')).toBe('respond-async');
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/processes/ev-1',
      'GET /api/processes/ev-1',
      'GET /api/v1/trade_names/tn-1',
    ]);
    expect(sleeps).toEqual([250, 500]);
    expect(document).toEqual({ data: { id: 'tn-1', status: 'submitted' }, meta: { message: 'Submitted' } });
  });

  it('returns the 202 document as it is when the caller did not ask to wait', async () => {
    const { client, calls } = clientWith(
      [{ status: 202, body: { data: { type: 'processes', id: 'p', attributes: { status: 'pending' } } } }],
      { cookie: 'XSRF-TOKEN=t' },
    );
    const document = await client.post('/v1/x', {});
    expect(calls).toHaveLength(1);
    expect(document.data).toEqual({ id: 'p', status: 'pending' });
  });

  it('computes the wait from retryAt, capped against clock skew', () => {
    const now = Date.parse('2026-03-01T09:00:00.000Z');
    expect(delayUntilRetry(new Date(now + 300).toISOString(), now)).toBe(300);
    expect(delayUntilRetry(new Date(now).toISOString(), now)).toBe(500);
    expect(delayUntilRetry(undefined, now)).toBe(500);
    expect(delayUntilRetry('not a date', now)).toBe(500);
    expect(delayUntilRetry(new Date(now + 60_000).toISOString(), now)).toBe(5_000);
  });

  it('gives up with a process-timeout error after the limit', async () => {
    let now = 0;
    const error = await waitForProcess(
      { id: 'p', status: 'pending' },
      {
        fetchProcess: async () => ({ id: 'p', status: 'pending' }),
        sleep: async (ms) => void (now += ms),
        now: () => now,
        limitMs: 2_000,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('process-timeout');
    expect(now).toBeGreaterThanOrEqual(2_000);
  });

  it('stops polling when the signal aborts', async () => {
    const controller = new AbortController();
    const fetchProcess = vi.fn(async () => ({ id: 'p', status: 'pending' as const }));
    const pending = waitForProcess(
      { id: 'p', status: 'pending' },
      {
        fetchProcess,
        sleep: (_ms, signal) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
        now: () => 0,
        signal: controller.signal,
      },
    );
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchProcess).not.toHaveBeenCalled();
  });
});
