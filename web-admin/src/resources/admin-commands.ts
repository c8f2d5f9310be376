import { request, type ApiErrorObject } from '../providers/http';
import { ADMIN_API } from '../providers/data-provider';

/**
 * The administration resources' explicit commands (docs/web-admin.md "Administration"):
 * activation, deactivation, the legacy-register import and notification read marks are named
 * calls with their own routes, never PUTs of an edited record. Each goes through the back
 * office's one HTTP client (token, language, XSRF header, a fresh idempotency key).
 */

export type StatusCommand = 'activate' | 'deactivate';

const path = (...segments: Array<string | number>) => `${ADMIN_API}/${segments.map((s) => encodeURIComponent(String(s))).join('/')}`;

/** `PUT /api/admin/{users|entity-types}/{id}/{activate|deactivate}` with the version seen and a reason. */
export async function changeStatus(
  resource: 'users' | 'entity-types',
  id: string,
  command: StatusCommand,
  params: { version: number; reason: string },
): Promise<Record<string, any>> {
  return (await request(path(resource, id, command), { method: 'PUT', body: { version: params.version, reason: params.reason } })).json;
}

export interface EntityTypeChange {
  id: string;
  version: number;
  action: 'created' | 'updated' | 'activated' | 'deactivated';
  actor: string;
  at: string;
  reason: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** `GET /api/admin/entity-types/{id}/history`: every change, oldest first. */
export async function entityTypeHistory(id: string): Promise<EntityTypeChange[]> {
  return (await request(path('entity-types', id, 'history'))).json;
}

export interface LegacyImportReport {
  file: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
  rejected: Array<{ line: number; message: string; problems: Array<{ code: string; field: string | null; message: string }> }>;
}

/** `POST /api/admin/legacy-names/import`: the CSV file as multipart (the server checks size, encoding and header). */
export async function importLegacyRegister(file: File): Promise<LegacyImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await request(path('legacy-names', 'import'), { method: 'POST', body: form })).json;
}

/** `POST /api/admin/legacy-names/{id}/reintroduce`: the name becomes claimable by this applicant (legacy.reintroduce). */
export async function reintroduceLegacyName(id: string, applicantEmail: string): Promise<Record<string, any>> {
  return (await request(path('legacy-names', id, 'reintroduce'), { method: 'POST', body: { applicant_email: applicantEmail } })).json;
}

export async function markNotificationRead(id: string): Promise<void> {
  await request(path('notifications', id, 'read'), { method: 'PUT' });
}

export async function markAllNotificationsRead(): Promise<number> {
  return (await request(path('notifications', 'read-all'), { method: 'PUT' })).json.marked;
}

/** The API's error objects of a failed call (JSON:API `errors`), if any. */
export function apiErrorsOf(error: unknown): ApiErrorObject[] {
  const errors = (error as { body?: { errors?: unknown } } | undefined)?.body?.errors;
  return Array.isArray(errors) ? (errors as ApiErrorObject[]) : [];
}

/** A failed call's message in the reader's language: the API's localized titles, else the error's own message. */
export function errorMessageOf(error: unknown): string {
  const titles = apiErrorsOf(error)
    .map((e) => e.title)
    .filter(Boolean);
  if (titles.length) return titles.join(' ');
  return error instanceof Error && error.message ? error.message : String(error ?? '');
}

/** `/names/ckb` → `names.ckb`; `partners[1].upn` stays as it is. */
const fieldOf = (e: ApiErrorObject): string | undefined => {
  const field = e.meta?.field;
  if (typeof field === 'string' && field) return field.replace(/\[(\d+)\]/g, '.$1');
  const pointer = e.source?.pointer;
  return pointer && pointer !== '/' ? pointer.slice(1).split('/').join('.') : undefined;
};

/**
 * The errors a react-admin form shows (`{ field: message, root: { serverError } }`, as
 * setSubmissionErrors reads them) from what a failed save left: the API's JSON:API error objects
 * (each beside its field, the rest in the notification), or an already shaped object.
 */
export function formErrorsOf(errors: unknown, fields?: ReadonlySet<string>): Record<string, unknown> | undefined {
  if (errors == null) return undefined;
  if (!Array.isArray(errors)) return typeof errors === 'object' ? (errors as Record<string, unknown>) : undefined;
  const out: Record<string, any> = {};
  const general: string[] = [];
  for (const e of errors as ApiErrorObject[]) {
    const field = fieldOf(e);
    const message = e.title ?? e.code ?? '';
    if (!field || (fields && !fields.has(field.split('.')[0]!))) {
      general.push(message);
      continue;
    }
    const parts = field.split('.');
    let at = out;
    for (const part of parts.slice(0, -1)) at = at[part] = typeof at[part] === 'object' && at[part] !== null ? at[part] : {};
    const leaf = parts[parts.length - 1]!;
    if (at[leaf] === undefined) at[leaf] = message;
  }
  if (general.length) out.root = { serverError: general.join(' ') };
  return Object.keys(out).length ? out : undefined;
}
