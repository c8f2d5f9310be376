import { z } from 'zod';
import { ApiError, INVALID_RESPONSE } from './errors';
import type { FlatDocument, Page, PageMeta } from './json-api';

let pageMetaSchemaOnce: z.ZodType<PageMeta> | undefined;
/**
 * A collection's paging, checked. Built on first use, not as this module loads: the API client's
 * index re-exports this module, and a schema built at load would carry zod to every page, the
 * home page among them, which parses nothing (issue 25 §2).
 */
export const pageMetaSchema = (): z.ZodType<PageMeta> =>
  (pageMetaSchemaOnce ??= z.object({
    page: z.number(),
    rowsPerPage: z.number(),
    total: z.number(),
    hasMore: z.boolean(),
  }));

/**
 * Checks an answer against the operation's schema. An answer of another shape is a client/API
 * mismatch: it becomes an ApiError with the generic message (the cause kept for error reports),
 * never a crash deep inside a component.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(200, [], { code: INVALID_RESPONSE, cause: result.error });
  return result.data;
}

/** A collection document → `{ items, meta }` with its paging. */
export function parsePage<S extends z.ZodType>(itemSchema: S, document: FlatDocument): Page<z.infer<S>> {
  const items = parseWith(itemSchema.array(), document.data ?? []);
  return { items, meta: parseWith(pageMetaSchema(), document.meta) };
}
