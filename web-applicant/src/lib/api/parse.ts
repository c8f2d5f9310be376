import { z } from 'zod';
import { ApiError, INVALID_RESPONSE } from './errors';
import type { FlatDocument, Page, PageMeta } from './json-api';

/**
 * Here rather than beside the client (json-api.ts), so that zod stays off the pages that read
 * no validated answer (the home page: issue 25 §2's budget); features' API modules import it.
 */
// Pure: a page that imports the API client's index but never parses keeps zod out of its chunks.
export const pageMetaSchema: z.ZodType<PageMeta> = /* @__PURE__ */ z.object({
  page: z.number(),
  rowsPerPage: z.number(),
  total: z.number(),
  hasMore: z.boolean(),
});

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
  return { items, meta: parseWith(pageMetaSchema, document.meta) };
}
