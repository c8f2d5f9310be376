import { addLocales, i18n } from '../../i18n';

const NS = 'api';
await addLocales(NS, (locale) => import(`./locales/${locale}.json`));

/** One JSON:API error object as the API sends it (docs/api.md "Errors"). */
export interface ApiErrorObject {
  status?: string;
  /** Stable, what code relies on (`validation.required`, `otp.invalid`, …). */
  code: string;
  /** The message in the request's language, naming the field. */
  title?: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
}

/** Field path (`partners.1.upn`, or a query parameter's name) → the message to show beside it. */
export type FieldErrors = Record<string, string>;

/** Statuses of spec §8 that have their own message; any other gets the generic one. */
const STATUSES_WITH_MESSAGE = new Set([400, 401, 403, 404, 500, 502, 503]);

/** status 0: the request never got an answer (offline, DNS, aborted by the network). */
export const NETWORK_ERROR = 'network-error';
export const INVALID_RESPONSE = 'invalid-response';
export const PROCESS_TIMEOUT = 'process-timeout';

/** Spec §8's message of an HTTP status in the UI language; the generic error for the others. */
export function statusMessage(status: number): string {
  if (status === 0) return i18n.t('network', { ns: NS });
  return STATUSES_WITH_MESSAGE.has(status) ? i18n.t(`status.${status}`, { ns: NS }) : i18n.t('generic', { ns: NS });
}

/** `/partners/1/upn` → `partners.1.upn` (react-hook-form's path form); `~1` and `~0` unescaped. */
export function fieldOfPointer(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function fieldOf(error: ApiErrorObject): string | undefined {
  if (error.source?.pointer) return fieldOfPointer(error.source.pointer) || undefined;
  return error.source?.parameter || undefined;
}

/**
 * A refused or failed request. `message` is what a user may read, in the UI language:
 * for a 4xx the API's own localized title (it names the field and the rule), for a 5xx only
 * spec §8's status message, since server error bodies are never shown.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
    /** The API's error objects; always empty for 5xx (their bodies are dropped unread). */
    readonly errors: readonly ApiErrorObject[] = [],
    options: { retryAfterSeconds?: number; code?: string; cause?: unknown } = {},
  ) {
    super('', options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code ?? errors[0]?.code ?? (status === 0 ? NETWORK_ERROR : `http-${status}`);
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.message = userMessageOf(this);
  }

  readonly code: string;
  /** How long to wait before asking again (429 `Retry-After`, or the error's `meta.retryAfterSeconds`). */
  readonly retryAfterSeconds: number | undefined;

  /** The first message for each field the API named; errors without a field are left out. */
  get fieldErrors(): FieldErrors {
    const fields: FieldErrors = {};
    for (const error of this.errors) {
      const field = fieldOf(error);
      if (field && !(field in fields)) fields[field] = error.title ?? statusMessage(this.status);
    }
    return fields;
  }

  /** Whether any of the errors has this code (`error.hasCode('otp.invalid')`). */
  hasCode(code: string): boolean {
    return this.code === code || this.errors.some((e) => e.code === code);
  }
}

/**
 * The message for any thrown value, in the UI language at the moment of the call (so that a
 * message shown again after a language change follows it).
 */
export function userMessageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('generic', { ns: NS });
  if (error.code === PROCESS_TIMEOUT) return i18n.t('processTimeout', { ns: NS });
  if (error.status >= 400 && error.status < 500) {
    const title = error.errors.find((e) => e.title)?.title;
    if (title) return title;
  }
  return statusMessage(error.status);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function errorObjectsOf(body: unknown): ApiErrorObject[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isRecord).map((e) => ({
    status: typeof e.status === 'string' ? e.status : undefined,
    code: typeof e.code === 'string' ? e.code : 'unknown',
    title: typeof e.title === 'string' ? e.title : undefined,
    source: isRecord(e.source)
      ? {
          pointer: typeof e.source.pointer === 'string' ? e.source.pointer : undefined,
          parameter: typeof e.source.parameter === 'string' ? e.source.parameter : undefined,
        }
      : undefined,
    meta: isRecord(e.meta) ? e.meta : undefined,
  }));
}

/** `Retry-After` in seconds (the API sends seconds; an HTTP date is read too). */
function retryAfterOf(header: string | null | undefined, errors: readonly ApiErrorObject[], now: number): number | undefined {
  const fromMeta = errors.map((e) => e.meta?.retryAfterSeconds).find((v): v is number => typeof v === 'number');
  if (fromMeta !== undefined) return fromMeta;
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The ApiError of a non-2xx answer. A 5xx body is ignored: it is never shown and may hold internals. */
export function apiErrorFromResponse(status: number, body: unknown, retryAfterHeader?: string | null, now = Date.now()): ApiError {
  const errors = status >= 500 ? [] : errorObjectsOf(body);
  return new ApiError(status, errors, { retryAfterSeconds: retryAfterOf(retryAfterHeader, errors, now) });
}
