import { payloadOf, type ApplicationFormKind } from '#src/components/application-form/problems';
import type { BusinessFormValues, TradeNameFormValues } from '#src/components/application-form/values';
import { canonical } from './details';

/**
 * A correction's `changes`: of the section's top-level keys, those whose payload the answers
 * changed, with their whole new value, and `null` for an answer emptied altogether (the API
 * removes it: the district of a name made region-wide). The payload is compared with the
 * payload of the form as it opened (not with the stored details), so that a key the applicant
 * did not touch is never sent, however the stored details were spelled.
 */
export function sectionChanges<V extends TradeNameFormValues | BusinessFormValues>(
  kind: ApplicationFormKind,
  keys: readonly string[],
  before: V,
  after: V,
): Record<string, unknown> {
  const was = payloadOf(kind, before);
  const now = payloadOf(kind, after);
  return Object.fromEntries(
    keys.filter((key) => canonical(was[key]) !== canonical(now[key])).map((key) => [key, now[key] === undefined ? null : now[key]]),
  );
}
