import { ApiError, INVALID_RESPONSE, refusalFromResponse } from './errors';
import { flattenDocument, type FlatDocument } from './json-api';
import { isProcess, sleep, waitForProcess } from './processes';
import { browserStorage, readAccessToken, readCookie, storedLanguage, type KeyValueStore } from './stored-settings';

/** The registry's API (spec §7, docs/api.md). Paths are relative to it: `/v1/districts`. */
export const API_BASE = '/api';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A cheap public GET whose answer sets the anti-forgery cookie when the browser has none yet. */
const XSRF_PRIMER_PATH = '/health';

/** The server's renderer answers the portal's API requests in its own process (entry-server.tsx); the browser uses fetch. */
let inProcessFetch: typeof fetch | undefined;
export function answerApiRequestsWith(fetcher: typeof fetch): void {
  inProcessFetch = fetcher;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface RequestOptions {
  /** Query parameters; empty values are left out and lists are sent comma-separated (docs/api.md "Lists"). */
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a FormData is sent as it is (multipart, an upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** A write's key; one is generated per call when absent. Pass the same key to retry the same write. */
  idempotencyKey?: string;
  /**
   * For a write whose next screen reads a list: ask for `Prefer: respond-async`, wait until the
   * read models show the write (202 → polling `/api/processes/{id}`), then read and return the
   * result. Without it the write is answered by the write side itself.
   */
  respondAsync?: boolean;
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  storage: KeyValueStore | undefined;
  /** `document.cookie` at the moment of the call. */
  cookies: () => string | undefined;
  randomUUID: () => string;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  /** The longest a 202's process is polled before giving up. */
  pollLimitMs?: number;
}

export interface ApiClient {
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<FlatDocument>;
  get(path: string, options?: Omit<RequestOptions, 'body' | 'idempotencyKey' | 'respondAsync'>): Promise<FlatDocument>;
  post(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<FlatDocument>;
  put(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<FlatDocument>;
  patch(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<FlatDocument>;
  delete(path: string, options?: Omit<RequestOptions, 'body'>): Promise<FlatDocument>;
  /** Called when a request that carried a session token is answered 401 (the session ended); returns the unsubscribe. */
  onSessionRejected(listener: () => void): () => void;
}

/** `/v1/x` → `/api/v1/x`; a path the API itself returned (`/api/processes/…`, a `location`) is kept. */
export function urlOf(path: string, query?: Record<string, QueryValue>): string {
  const base = path === API_BASE || path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(name, value.join(','));
    } else params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!/json/i.test(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, [], { code: INVALID_RESPONSE });
  }
}

function defaultDependencies(): ApiClientDependencies {
  return {
    fetch: (...args) => (inProcessFetch ?? globalThis.fetch)(...args),
    storage: browserStorage(),
    cookies: () => (typeof document === 'undefined' ? undefined : document.cookie),
    randomUUID: () => crypto.randomUUID(),
    sleep,
    now: () => Date.now(),
  };
}

/**
 * The HTTP client of spec §7: language header from the stored settings, bearer token,
 * anti-forgery pair and an idempotency key on writes, JSON:API flattened, errors as ApiError,
 * the 202 handshake followed. No timeout (spec §7); an AbortSignal cancels.
 */
export function createApiClient(overrides: Partial<ApiClientDependencies> = {}): ApiClient {
  const deps = { ...defaultDependencies(), ...overrides };
  const sessionListeners = new Set<() => void>();

  async function send(method: HttpMethod, url: string, options: RequestOptions): Promise<Response> {
    const headers = new Headers({ Accept: 'application/vnd.api+json, application/json', 'Accept-Language': storedLanguage(deps.storage) });
    const token = readAccessToken(deps.storage);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (UNSAFE_METHODS.has(method)) {
      headers.set('Idempotency-Key', options.idempotencyKey ?? deps.randomUUID());
      const xsrf = await xsrfToken(options.signal);
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
      if (options.respondAsync) headers.set('Prefer', 'respond-async');
    }
    // A FormData body (an upload) sets its own multipart type and boundary.
    const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error) || options.signal?.aborted) throw error;
      throw new ApiError(0, [], { cause: error });
    }
    if (response.status === 401 && token) sessionListeners.forEach((listener) => listener());
    return response;
  }

  /** The cookie's token; when the browser has none yet, one GET makes the API set it. */
  async function xsrfToken(signal?: AbortSignal): Promise<string | undefined> {
    const present = readCookie(XSRF_COOKIE, deps.cookies());
    if (present) return present;
    try {
      await deps.fetch(urlOf(XSRF_PRIMER_PATH), { method: 'GET', credentials: 'same-origin', signal });
    } catch (error) {
      if (isAbort(error) || signal?.aborted) throw error;
      // The write itself will report the network failure.
    }
    return readCookie(XSRF_COOKIE, deps.cookies());
  }

  async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<FlatDocument> {
    const response = await send(method, urlOf(path, options.query), options);
    const body = await readBody(response);
    if (!response.ok) throw await refusalFromResponse(response.status, body, response.headers.get('retry-after'), deps.now());
    const document = flattenDocument(body);
    if (response.status !== 202 || !options.respondAsync || !isProcess(document.data)) return document;

    const location = await waitForProcess(document.data, {
      fetchProcess: async (id, signal) => (await request('GET', `${API_BASE}/processes/${encodeURIComponent(id)}`, { signal })).data,
      sleep: deps.sleep,
      now: deps.now,
      limitMs: deps.pollLimitMs,
      signal: options.signal,
    });
    const result = await request('GET', location, { signal: options.signal });
    // The 202 carried the write's success message (for the toast); the result its own meta.
    return { data: result.data, meta: { ...result.meta, ...document.meta } };
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    onSessionRejected(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
  };
}

/** The portal's client. */
export const apiClient = createApiClient();
