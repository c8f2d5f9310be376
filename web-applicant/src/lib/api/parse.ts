import { z } from 'zod/mini';
import { ApiError, INVALID_RESPONSE } from './errors';
import { pageMetaSchema, type FlatDocument, type Page } from './json-api';

/**
 * Checks an answer against the operation's schema. An answer of another shape is a client/API
 * mismatch: it becomes an ApiError with the generic message (the cause kept for error reports),
 * never a crash deep inside a component.
 */
export function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(200, [], { code: INVALID_RESPONSE, cause: result.error });
  return result.data;
}

/** A collection document → `{ items, meta }` with its paging. */
export function parsePage<S extends z.ZodMiniType>(itemSchema: S, document: FlatDocument): Page<z.infer<S>> {
  const items = parseWith(z.array(itemSchema), document.data ?? []);
  return { items, meta: parseWith(pageMetaSchema, document.meta) };
}
