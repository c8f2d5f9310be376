import { payloadOf, type ApplicationFormKind } from '../../../components/application-form/problems';
import type { BusinessFormValues, TradeNameFormValues } from '../../../components/application-form/values';
import { canonical } from './details';

/**
 * A correction's `changes`: of the section's top-level keys, those whose payload the answers
 * changed, with their whole new value. The payload is compared with the payload of the form as
 * it opened (not with the stored details), so that a key the applicant did not touch is never
 * sent, however the stored details were spelled. A key emptied altogether is not sent: the API's
 * corrections replace values and remove none (docs/web-applicant-applications.md).
 */
export function sectionChanges<V extends TradeNameFormValues | BusinessFormValues>(kind: ApplicationFormKind, keys: readonly string[], before: V, after: V): Record<string, unknown> {
  const was = payloadOf(kind, before);
  const now = payloadOf(kind, after);
  return Object.fromEntries(keys.filter((key) => now[key] !== undefined && canonical(was[key]) !== canonical(now[key])).map((key) => [key, now[key]]));
}
