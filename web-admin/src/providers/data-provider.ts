import jsonServerProvider from 'ra-data-json-server';
import type { DataProvider } from 'react-admin';
import { flatten, request, settle } from './http';
import type { CaseFile } from '@registry/domain/applications/rules/case-file';

/**
 * The back office's data provider: ra-data-json-server against `/api/admin` (the REST dialect:
 * `_start`, `_end`, `_sort`, `_order`, filters as query parameters, `X-Total-Count`), through the
 * one HTTP client (token, language, XSRF, idempotency key), plus named commands and reads that
 * call the v1 API directly where the dialect does not matter (docs/web-admin.md).
 */
export const ADMIN_API = '/api/admin';

const httpClient = async (url: string, options: { method?: string; body?: BodyInit | null } = {}) => {
  const body = typeof options.body === 'string' ? options.body : undefined;
  const { status, headers, json } = await request(url, {
    method: options.method,
    body,
    headers: body ? { 'Content-Type': 'application/json' } : {},
  });
  return { status, headers, body: typeof json === 'string' ? json : JSON.stringify(json), json };
};

/** Application resources of the back office and their segment in the v1 API. */
export const APPLICATION_RESOURCES = { 'trade-names': 'trade_names', businesses: 'businesses', trademarks: 'trademarks' } as const;
export type ApplicationResource = keyof typeof APPLICATION_RESOURCES;
export const isApplicationResource = (name: string): name is ApplicationResource => Object.hasOwn(APPLICATION_RESOURCES, name);

export interface TransitParams {
  id: string;
  event: string;
  /** The version the reviewer saw: a different current version is a 409 (someone else changed it). */
  version: number;
  reason?: string;
  fieldComments?: Record<string, string>;
  /** Business returned for correction: which part is to be corrected. */
  target?: string;
  assigneeId?: string | null;
  /** Confirm payment: the cashier's receipt (issue 22 §5). */
  receiptNumber?: string;
  receiptDate?: string;
  /** Rectify the record: the corrected facts, nested as in the details (issue 33). */
  patch?: Record<string, unknown>;
}

export interface WorkflowRow {
  from: string | null;
  event: string;
  to: string;
  actors: string[];
  reasonRequired: boolean;
  fieldCommentsAllowed: boolean;
}

/** The case file's types are the domain's: the API answers the case file as declared there. */
export type { CaseFileCheck } from '@registry/domain/applications/rules/case-file';
export type { CasePerson as CaseFilePerson } from '@registry/domain/applications/rules/case-persons';

export interface RegistryDataProvider extends DataProvider {
  /** A workflow step as a named command (never an undoable PATCH); waits until the read models show it. */
  transit(resource: ApplicationResource, params: TransitParams): Promise<{ data: Record<string, any> }>;
  /** The published state machine of a kind (`GET /api/v1/workflows/{kind}`). */
  workflow(
    resource: ApplicationResource,
  ): Promise<{ states: { name: string; initial: boolean; final: boolean }[]; events: string[]; rows: WorkflowRow[] }>;
  /** What the applicant changed since the application was returned for correction. */
  resubmission(
    resource: ApplicationResource,
    id: string,
  ): Promise<{
    resubmitted: boolean;
    from: number | null;
    to: number | null;
    reason?: string | null;
    fieldComments?: Record<string, string>;
    changes: { path: string; before: unknown; after: unknown }[];
  }>;
  /** The reviewer's case file: persons from the civil registry and the rules' checks (`GET /api/admin/{kind}/{id}/case-file`). */
  caseFile(resource: ApplicationResource, id: string): Promise<CaseFile>;
  /** Stored names similar to a trade name, with the applications holding them (staff). */
  similarNames(name: string): Promise<Record<string, any>[]>;
  /** The availability check the submission makes, with its coded reasons. */
  eligibility(params: Record<string, string | undefined>): Promise<Record<string, any>>;
  auditEvents(resource: ApplicationResource, id: string): Promise<Record<string, any>[]>;
  auditState(resource: ApplicationResource, id: string, version: number): Promise<Record<string, any>>;
  auditDiff(
    resource: ApplicationResource,
    id: string,
    from: number,
    to: number,
  ): Promise<{ from: number; to: number; changes: { path: string; before: unknown; after: unknown }[] }>;
  auditVerify(resource: ApplicationResource, id: string): Promise<{ ok: boolean; problems: unknown[] }>;
  /** An uploaded file's description (name, type, size). */
  file(id: string): Promise<Record<string, any>>;
  /** An uploaded file's bytes, for an inline preview (the token is a header, so no plain link). */
  fileContent(id: string): Promise<Blob>;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

const base = jsonServerProvider(ADMIN_API, httpClient);

export const dataProvider: RegistryDataProvider = {
  ...base,

  /** Reference data kept at a version is deleted at the version the administrator saw (409 when someone changed it since). */
  async delete(resource, params) {
    if (resource !== 'directorates') return base.delete(resource, params);
    const version = (params.previousData as { version?: number } | undefined)?.version;
    const { json } = await request(`${ADMIN_API}/${resource}/${encodeURIComponent(String(params.id))}?${query({ version })}`, {
      method: 'DELETE',
    });
    return { data: json };
  },

  async transit(resource, { id, event, version, reason, fieldComments, target, assigneeId, receiptNumber, receiptDate, patch }) {
    // Issuing the certificate is a command of its own (POST …/certificates, issue 33 §2), not a transit.
    if (event === 'issue_certificate') {
      const url = `/api/v1/${APPLICATION_RESOURCES[resource]}/${encodeURIComponent(id)}/certificates?${query({ version })}`;
      await request(url, { method: 'POST' });
      return base.getOne(resource, { id });
    }
    // So is rectifying the record (POST …/rectifications, issue 33): it carries the corrected facts.
    if (event === 'rectify') {
      const url = `/api/v1/${APPLICATION_RESOURCES[resource]}/${encodeURIComponent(id)}/rectifications?${query({ version })}`;
      await request(url, { method: 'POST', body: { reason, patch } });
      return base.getOne(resource, { id });
    }
    const body = {
      ...(reason ? { reason } : {}),
      ...(fieldComments && Object.keys(fieldComments).length ? { fieldComments } : {}),
      ...(target ? { target } : {}),
      ...(event === 'assign' ? { assigneeId: assigneeId ?? null } : {}),
      ...(event === 'confirm_payment' ? { receiptNumber, receiptDate } : {}),
    };
    const url = `/api/v1/${APPLICATION_RESOURCES[resource]}/${encodeURIComponent(id)}/transit/${encodeURIComponent(event)}?${query({ version })}`;
    await settle(await request(url, { method: 'PUT', body, headers: { Prefer: 'respond-async' } }));
    return base.getOne(resource, { id });
  },

  async workflow(resource) {
    return (await request(`/api/v1/workflows/${resource}`)).json.data.attributes;
  },

  async resubmission(resource, id) {
    return (await request(`/api/v1/${APPLICATION_RESOURCES[resource]}/${encodeURIComponent(id)}/resubmission`)).json.data.attributes;
  },

  async caseFile(resource, id) {
    return (await request(`${ADMIN_API}/${resource}/${encodeURIComponent(id)}/case-file`)).json as CaseFile;
  },

  async similarNames(name) {
    return ((await request(`/api/v1/trade_names/similar?${query({ chosenTradeName: name })}`)).json.data as any[]).map(flatten);
  },

  async eligibility(params) {
    return flatten((await request(`/api/v1/public/trade_names/eligible?${query(params)}`)).json.data);
  },

  async auditEvents(resource, id) {
    return ((await request(`/api/v1/audit/${resource}/${encodeURIComponent(id)}/events`)).json.data as any[]).map(flatten);
  },

  async auditState(resource, id, version) {
    return (await request(`/api/v1/audit/${resource}/${encodeURIComponent(id)}/state?${query({ version })}`)).json.data.attributes;
  },

  async auditDiff(resource, id, from, to) {
    return (await request(`/api/v1/audit/${resource}/${encodeURIComponent(id)}/diff?${query({ from, to })}`)).json.data.attributes;
  },

  async auditVerify(resource, id) {
    return (await request(`/api/v1/audit/${resource}/${encodeURIComponent(id)}/verify`)).json.data.attributes;
  },

  async file(id) {
    return flatten((await request(`/api/v1/files/${encodeURIComponent(id)}`)).json.data);
  },

  async fileContent(id) {
    return (await request<Blob>(`/api/v1/files/${encodeURIComponent(id)}/content`, { raw: true })).json;
  },
};
