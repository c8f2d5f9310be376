import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Principal } from './principal.js';

/**
 * What this application leaves on Fastify's request (declaration merging), so that guards,
 * interceptors and decorators read it without casts. Modules that add their own properties
 * declare them beside the code that sets them (the upload guards).
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller: set by the access guard from the passport strategies, absent when none. */
    principal?: Principal;
    /** The request's language, resolved once (requestLocale). */
    locale?: Locale;
  }
}

/** The query string as Fastify parsed it (its type is `unknown` until a route declares a schema). */
export const queryOf = (req: { query?: unknown }): Readonly<Record<string, unknown>> =>
  req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
