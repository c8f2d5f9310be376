/**
 * JSON:API documents (spec §7: responses are JSON:API, flattened into plain objects by clients).
 * A resource's attributes are its fields minus `id`; collections carry paging in `meta`.
 */
export const JSON_API = 'application/vnd.api+json';

export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  links?: Record<string, string>;
}

export function resource(
  type: string,
  value: { id: string | number } & Record<string, unknown>,
  links?: Record<string, string>,
): ResourceObject {
  const { id, ...attributes } = value;
  return { type, id: String(id), attributes, ...(links ? { links } : {}) };
}

export function document(data: ResourceObject | ResourceObject[] | null, meta?: Record<string, unknown>, links?: Record<string, string>) {
  return { data, ...(meta ? { meta } : {}), ...(links ? { links } : {}) };
}

export interface Page {
  /** 1-based page number. */
  page: number;
  size: number;
  offset: number;
}

/** Paging metadata: total rows, and whether more follow (the clients' "no more" message). */
export function pageMeta(page: Page, total: number) {
  return { page: page.page, rowsPerPage: page.size, total, hasMore: page.offset + page.size < total };
}

export function collection<T extends { id: string | number } & Record<string, unknown>>(
  type: string,
  rows: T[],
  page: Page,
  total: number,
) {
  return document(
    rows.map((r) => resource(type, r)),
    pageMeta(page, total),
  );
}
