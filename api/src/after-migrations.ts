import type { AfterMigrations } from './infrastructure/database/database.js';
import { refreshLookupKeysAfterMigrations } from './modules/trade-names/availability/lookup-keys-refresh.js';

/**
 * What each module brings up to date after the migrations, under their lock, as the owner
 * (`migrate` in infrastructure/database/database.ts runs them in this order): derived data its
 * code computes. Listed here, beside the projections, so infrastructure imports no module.
 */
export const afterMigrations: readonly AfterMigrations[] = [
  // Trade names: stored names' lookup keys follow LOOKUP_KEYS_VERSION (docs/reference-data.md).
  refreshLookupKeysAfterMigrations,
];
