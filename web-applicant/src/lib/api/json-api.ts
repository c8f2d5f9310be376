import { z } from 'zod/mini';

/**
 * JSON:API documents as the registry's API sends them (docs/api.md "Documents"), and their
 * flattened form (spec §7): a resource becomes `{ id, ...attributes }`, so that features read
 * plain objects and never `data.attributes`.
 */
export interface ResourceObject {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  links?: Record<string, string>;
}

export type FlatResource = { id: string } & Record<string, unknown>;

export interface FlatDocument {
  /** One resource, a collection, or null (204, or a document with only `meta`). */
  data: FlatResource | FlatResource[] | null;
  meta: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isResourceObject = (value: unknown): value is ResourceObject =>
  isRecord(value) && typeof value.type === 'string' && (typeof value.id === 'string' || typeof value.id === 'number');

/** `{ type, id, attributes }` → `{ id, ...attributes }`; the resource id wins over an attribute of that name. */
export function flattenResource(resource: ResourceObject): FlatResource {
  return { ...(resource.attributes ?? {}), id: String(resource.id) };
}

/**
 * A response body → `{ data, meta }`. A body that is not a JSON:API document (the health check,
 * a plain JSON answer) is passed through as `data` untouched, rather than being refused.
 */
export function flattenDocument(body: unknown): FlatDocument {
  if (body === undefined || body === null || body === '') return { data: null, meta: {} };
  if (!isRecord(body) || !('data' in body || 'meta' in body)) return { data: body as FlatResource, meta: {} };
  const meta = isRecord(body.meta) ? body.meta : {};
  const { data } = body;
  if (Array.isArray(data))
    return { data: data.map((item) => (isResourceObject(item) ? flattenResource(item) : (item as FlatResource))), meta };
  if (isResourceObject(data)) return { data: flattenResource(data), meta };
  return { data: (data ?? null) as FlatResource | null, meta };
}

/** A collection's paging (`meta` of a list): `hasMore: false` is the "no more" message. */
export const pageMetaSchema = z.object({
  page: z.number(),
  rowsPerPage: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}
