import { HttpError } from 'react-admin';

/**
 * The one HTTP client of the back office (spec §7): the bearer token from
 * `localStorage.accessToken` (spec §6), the reader's language, the XSRF double-submit header and
 * an idempotency key on every unsafe method. JSON:API error documents become an `HttpError`
 * whose message is the API's localized title and whose body keeps the error objects.
 */
export const TOKEN_KEY = 'accessToken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let currentLocale = 'ckb';
/** Called by the i18n provider whenever the language changes. */
export function setRequestLocale(locale: string): void {
  currentLocale = locale;
}
/** The interface language as the requests send it. */
export function requestLocale(): string {
  return currentLocale;
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export interface ApiErrorObject {
  status?: string;
  code?: string;
  title?: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  json: T;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Give the raw body back (files). */
  raw?: boolean;
}

export function requestHeaders(method: string, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json, application/vnd.api+json', 'Accept-Language': currentLocale, ...extra });
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (UNSAFE.has(method)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    if (!headers.has('Idempotency-Key')) headers.set('Idempotency-Key', crypto.randomUUID());
  }
  return headers;
}

/** The first error object of a failed call, if the body was a JSON:API error document. */
export function apiErrorOf(error: unknown): ApiErrorObject | undefined {
  const body = (error as { body?: { errors?: ApiErrorObject[] } } | undefined)?.body;
  return body?.errors?.[0];
}

export async function request<T = any>(url: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = requestHeaders(method, options.headers);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (typeof options.body === 'string' || options.body instanceof FormData) body = options.body;
    else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
  }
  const res = await fetch(url, { method, headers, body, credentials: 'same-origin' });
  if (options.raw && res.ok) return { status: res.status, headers: res.headers, json: (await res.blob()) as T };
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  if (!res.ok) {
    const first = (json?.errors as ApiErrorObject[] | undefined)?.[0];
    throw new HttpError(first?.title ?? res.statusText ?? `HTTP ${res.status}`, res.status, json);
  }
  return { status: res.status, headers: res.headers, json };
}

/** A JSON:API resource object flattened into a plain record (spec §7). */
export function flatten<T = Record<string, any>>(resource: { id: string; attributes?: Record<string, unknown> } | null | undefined): T {
  if (!resource) return null as T;
  return { id: resource.id, ...(resource.attributes ?? {}) } as T;
}

/** Waits for a 202's process (spec §4 "Asynchronous replies"): polls its location until it is done. */
export async function settle<T>(response: ApiResponse<T>): Promise<ApiResponse<T>> {
  const location = response.status === 202 ? response.headers.get('Location') : null;
  if (!location) return response;
  for (let i = 0; i < 80; i++) {
    const process = await request(location);
    const attributes = process.json?.data?.attributes ?? {};
    if (attributes.status === 'done' || attributes.status === 'failed') return response;
    const retryAt = Date.parse(attributes.retryAt ?? '');
    const wait = Number.isFinite(retryAt) && retryAt > Date.now() ? Math.min(retryAt - Date.now(), 2000) : 500;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return response;
}
