import type { FieldProblem } from '#src/shared/domain-error';
import type { TradeNameDetails } from '../application.js';
import { ReusedCodes } from './codes.js';
import type { ApplicationFacts } from './facts.js';
import { validateEmail, validatePhone } from './formats.js';
import { validatePartners } from './partners.js';
import { checkIdentityDocument, checkUpnPerson } from './persons.js';
import { validateActivities, validateProtectionDistrict } from './reference.js';
import { validateTradeNameText } from './trade-name-text.js';

export { validateTradeNameText };

/**
 * Every rule of a trade-name application at once (spec §5): the district of district-level
 * protection, the activities, the owner (a known adult with a nationality, a valid identity
 * document and at least one uploaded copy of it), e-mail, phone and partners, and the name's
 * text (`validateTradeNameText`). Its availability and similarity are the eligibility engine's.
 */
export function validateTradeNameDetails(details: TradeNameDetails, facts: ApplicationFacts): FieldProblem[] {
  const owner = checkUpnPerson(details.upn, 'upn', facts, { required: true });
  return [
    ...validateTradeNameText(details),
    ...validateProtectionDistrict(details, facts),
    ...validateActivities(details.activity_ids ?? [], facts),
    ...owner.problems,
    ...checkIdentityDocument(details, '', facts.today, owner.person?.birthDate),
    ...((details.identity_documents ?? []).length === 0 ? [{ code: ReusedCodes.required, field: 'identity_documents' }] : []),
    ...validateEmail(details.email, 'email'),
    ...validatePhone(details.phone_number, 'phone_number'),
    ...validatePartners(details.partners ?? [], facts),
  ];
}
