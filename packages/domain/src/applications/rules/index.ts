/** The application rules: pure functions of a payload and the facts the caller looked up. */
// Registering the messages with the rules: whoever gives these codes can translate them.
export { ApplicationMessages } from './messages.js';
export { ApplicationCodes, ReusedCodes } from './codes.js';
export type { ApplicationFacts } from './facts.js';
export { addMonths, checkDate, checkDocumentExpiry, DOCUMENT_MIN_VALIDITY_MONTHS, type DateRule } from './dates.js';
export {
  isEmail,
  isIraqiPhone,
  isKurdishText,
  isPassportNumber,
  normalizeEmail,
  normalizeIraqiPhone,
  validateEmail,
  validateKurdishText,
  validatePassportNumber,
  validatePhone,
} from './formats.js';
export { isUen, makeUen, UEN_LENGTH, UEN_MAX_SEQUENCE, validateUen } from './uen.js';
export { checkIdentityDocument, checkUpnPerson, type PersonCheck } from './persons.js';
export { OWNING_PERCENTAGE_DECIMALS, OWNING_PERCENTAGE_TOTAL, validatePartners } from './partners.js';
export { GOVERNMENT_SHARE_THRESHOLD_PERCENT, IQD_PER_SHARE, validateShareholders } from './shareholders.js';
export { MINIMUM_CAPITAL_IQD, validateMinimumCapital } from './capital.js';
export { validateActivities, validateDistrict, validateLocation, validateProtectionDistrict } from './reference.js';
export { validateTransferEmail } from './transfer.js';
export { validateTradeNameDetails, validateTradeNameText } from './trade-name.js';
export {
  validateApplicant,
  validateAttachments,
  validateBusinessDetails,
  validateCeo,
  validateCompany,
  validateContract,
} from './business.js';
export { validateClasses, validateTrademarkDetails, validateTrademarkOwner, validateWordMark } from './trademark.js';
export { validateCorrection } from './corrections.js';
export {
  activityIdsOf,
  districtIdsOf,
  isBusinessDetails,
  isTradeNameDetails,
  isTrademarkDetails,
  upnsOf,
  type ApplicationDetails,
} from './lookups.js';
export { CaseCheckMessages } from './case-check-messages.js';
export {
  CASE_CHECK_IDS,
  caseChecks,
  requiredDocumentsOf,
  sharePercentage,
  type CaseCheck,
  type CaseCheckId,
  type CaseCheckInput,
  type CheckOutcome,
} from './case-checks.js';
export { casePersons, type CasePerson, type DeclaredPerson } from './case-persons.js';
export type { CaseFile, CaseFileCheck, CaseFileExamination, CaseFileSignConflict } from './case-file.js';
