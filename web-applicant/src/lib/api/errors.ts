import { fieldLabel, hasMessage, translate, type MessageParams } from '@registry/domain/shared/i18n/messages';
import { formatNumber } from '#src/components/format';
import { addTexts, currentLocale, i18n, type Locale } from '#src/i18n';

const NS = 'api';
addTexts(NS, import.meta.glob('./locales/*.json', { import: 'default' }));

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
export function statusMessage(status: number, locale: Locale = currentLocale()): string {
  if (status === 0) return i18n.t('network', { ns: NS, lng: locale });
  return STATUSES_WITH_MESSAGE.has(status)
    ? i18n.t(`status.${status}`, { ns: NS, lng: locale })
    : i18n.t('generic', { ns: NS, lng: locale });
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
 * A refused or failed request. Its words are never kept: `message`, `fieldErrors` and
 * `userMessageOf(error)` word its codes in the language on screen each time they are read, so a
 * refusal shown again after a language switch follows it. For a 4xx that is the API's own message
 * for each code (the domain's catalogue, naming the field and the rule); for a 5xx only spec §8's
 * status message, since server error bodies are never shown.
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
    // No message of its own: the getter below words it when it is read.
    super(undefined, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code ?? errors[0]?.code ?? (status === 0 ? NETWORK_ERROR : `http-${status}`);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  readonly code: string;
  /** How long to wait before asking again (429 `Retry-After`, or the error's `meta.retryAfterSeconds`). */
  readonly retryAfterSeconds: number | undefined;

  override get message(): string {
    return userMessageOf(this);
  }

  /** The first message for each field the API named, in the language on screen; errors without a field are left out. */
  get fieldErrors(): FieldErrors {
    const fields: FieldErrors = {};
    for (const error of this.errors) {
      const field = fieldOf(error);
      if (field && !(field in fields)) fields[field] = problemText(problemOfObject(this.status, error));
    }
    return fields;
  }

  /** Whether any of the errors has this code (`error.hasCode('otp.invalid')`). */
  hasCode(code: string): boolean {
    return this.code === code || this.errors.some((e) => e.code === code);
  }
}

/**
 * One problem kept as what it says, not as words: a message code of the domain's catalogue
 * (`validation.required`, `otp.invalid`), its parameters and the field it names. It is worded
 * (`problemText`) in the language on screen each time it is shown.
 */
export interface Problem {
  code: string;
  params?: MessageParams;
  /** The payload path it names (`shareholders[1].upn`): labelled as the API labels it when the page gives no label. */
  field?: string;
  /** The API's words, in the language of the request: shown only while the catalogue does not know the code. */
  title?: string;
  /** The HTTP status of the refusal it came with (its generic message when the code has none). */
  status?: number;
}

/** The field's placeholder in the catalogue's messages, filled in with the label the page shows (`fillField`). */
export const FIELD_PLACEHOLDER = '{{field}}';

/** A message with its field named: "Phone number: invalid phone number; …". */
export const fillField = (message: string, label: string): string => message.split(FIELD_PLACEHOLDER).join(label);

/** Right-to-left languages, which write the percent sign as ٪ beside their own digits. */
const RTL: ReadonlySet<Locale> = new Set(['ckb', 'ar']);

/**
 * Latin runs with a leading +, a dot or a slash ("+9647XXXXXXXXX", ".pdf", "static/2.pdf",
 * addresses) isolated as left to right (U+2066 … U+2069): in right-to-left text the bidi
 * algorithm would otherwise move their + or dot to the other end ("9647XXXXXXXXX+", "pdf.").
 */
export function isolateLatinRuns(text: string): string {
  return text.replace(/(?<!\u2066)[+.]?[A-Za-z0-9][A-Za-z0-9._/@+-]*/g, (run) => (/[+./@]/.test(run) ? `\u2066${run}\u2069` : run));
}

/** Whether the domain's whole catalogue (every module's messages) has been loaded. */
let catalogueLoaded = false;
let catalogueLoading: Promise<void> | undefined;

/**
 * Loads the domain's message catalogue, once (it is too heavy for the first load, so it comes
 * with the first refusal). Never rejects: until it is there, a problem shows the API's words.
 */
export function loadProblemCatalogue(): Promise<void> {
  catalogueLoading ??= import('./problem-catalogue').then(
    () => {
      catalogueLoaded = true;
    },
    () => {
      catalogueLoading = undefined;
    },
  );
  return catalogueLoading;
}

export const problemCatalogueLoaded = (): boolean => catalogueLoaded;

/**
 * The words of a problem in a language: the catalogue's message with its parameters, numbers
 * written as the page writes them (١٬٠٠٠٬٠٠٠ and ٢٥٪ in Kurdish, 1,000,000 and 25% in English),
 * Latin runs isolated in right-to-left text, and the field named by `label` (else by the API's
 * label of `field`, else `{{field}}` is left for `fillField`). A code the catalogue does not know
 * shows the API's words until the catalogue is loaded, then the status's message, as the API does.
 */
export function problemText(problem: Problem, { locale = currentLocale(), label }: { locale?: Locale; label?: string } = {}): string {
  const { code, params = {}, field, title, status } = problem;
  if (code === PROCESS_TIMEOUT) return i18n.t('processTimeout', { ns: NS, lng: locale });
  if (status !== undefined && (status === 0 || status >= 500)) return statusMessage(status, locale);
  if (!hasMessage(code)) {
    if (title && !catalogueLoaded) return title;
    return status === undefined ? i18n.t('generic', { ns: NS, lng: locale }) : statusMessage(status, locale);
  }
  const localized: Record<string, MessageParams[string]> = {};
  for (const [name, value] of Object.entries(params))
    localized[name] =
      typeof value === 'number'
        ? formatNumber(value, locale, { maximumFractionDigits: 2 })
        : // Nice classes come as the numbers' text (a word mark's refusal, issue 33 §1): written as the page writes numbers.
          name === 'classes' && Array.isArray(value)
          ? value.map((v) => (/^\d+$/.test(String(v)) ? formatNumber(Number(v), locale) : v))
          : value;
  const fieldName = label ?? (field ? fieldLabel(field, locale) : FIELD_PLACEHOLDER);
  const message = translate(code, locale, { ...localized, field: fieldName });
  return RTL.has(locale) ? isolateLatinRuns(message.replace(/%/g, '٪')) : message;
}

/**
 * A problem as a string, for what holds messages as strings (react-hook-form's errors, a form's
 * refusals by path, a draft in storage): `messageText` words it when it is shown.
 */
const CODED = '\u0000problem:';
export const codedProblem = (problem: Problem): string => `${CODED}${JSON.stringify(problem)}`;

/** A message's words in the language on screen: a coded problem worded now (see `problemText`), any other text as it is. */
export function messageText(message: string, options: { locale?: Locale; label?: string } = {}): string {
  if (!message.startsWith(CODED)) return options.label === undefined ? message : fillField(message, options.label);
  return problemText(JSON.parse(message.slice(CODED.length)) as Problem, options);
}

function problemOfObject(status: number, error: ApiErrorObject): Problem {
  const params = error.meta?.params;
  const field = typeof error.meta?.field === 'string' ? error.meta.field : fieldOf(error);
  return {
    code: error.code,
    status,
    ...(params && typeof params === 'object' ? { params: params as MessageParams } : {}),
    ...(field ? { field } : {}),
    ...(error.title ? { title: error.title } : {}),
  };
}

/** The problems of a refusal, each at the path it names in the request (`partners.1.upn`, a query parameter), or at none. */
export function problemsOf(error: unknown): { path?: string; problem: Problem }[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.map((e) => ({ path: fieldOf(e), problem: problemOfObject(error.status, e) }));
}

/** The one problem that describes any thrown value: a refusal's first, else its status (or the generic error). */
export function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return { code: 'unknown' };
  if (error.code === PROCESS_TIMEOUT) return { code: PROCESS_TIMEOUT };
  if (error.status >= 400 && error.status < 500 && error.errors.length) return problemOfObject(error.status, error.errors[0]!);
  return { code: error.code, status: error.status };
}

/** The message for any thrown value, in the UI language at the moment of the call (call it when rendering). */
export function userMessageOf(error: unknown): string {
  return problemText(problemOf(error));
}

/**
 * For a page with one question: the refusal's message at the first of these fields it names,
 * else its one message (too many tries, the network still belong to that question). Call it when rendering.
 */
export function refusalAt(error: unknown, ...fields: string[]): string {
  const atFields = error instanceof ApiError ? error.fieldErrors : {};
  return fields.map((field) => atFields[field]).find(Boolean) ?? userMessageOf(error);
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

/**
 * `apiErrorFromResponse` once the catalogue that words its codes is loaded, so that the refusal
 * is shown, and later re-worded on a language switch, from its codes.
 */
export async function refusalFromResponse(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
  now = Date.now(),
): Promise<ApiError> {
  const error = apiErrorFromResponse(status, body, retryAfterHeader, now);
  if (error.errors.length) await loadProblemCatalogue();
  return error;
}
