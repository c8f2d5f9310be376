import { CivilRegistryCodes } from '#src/reference/civil-registry/rules';

/**
 * Message codes of the application rules. The ones defined by this module are translated in
 * `messages.ts`; the others are reused from where they are defined (common validation messages,
 * the civil registry, trade-name availability) and must not be defined again.
 */
export const ApplicationCodes = {
  partnersAtLeastOne: 'partners.at-least-one',
  partnersDuplicateUpn: 'partners.duplicate-upn',
  partnersDuplicateCompany: 'partners.duplicate-company',
  partnersPercentageTotal: 'partners.percentage-total',
  partnersPercentagePositive: 'partners.percentage-positive',
  partnersPercentageDecimals: 'partners.percentage-decimals',
  shareholdersAtLeastOne: 'shareholders.at-least-one',
  shareholdersDuplicateUpn: 'shareholders.duplicate-upn',
  shareholdersSharesNotCapital: 'shareholders.shares-not-capital',
  governmentShareTooHigh: 'shareholders.government-share-too-high',
  governmentShareTooLow: 'shareholders.government-share-too-low',
  capitalBelowMinimum: 'company.capital-below-minimum',
  birthDateMismatch: 'person.birth-date-mismatch',
  documentValidityTooShort: 'document.validity-too-short',
  dateInFuture: 'date.in-future',
  dateInPast: 'date.in-past',
  dateBefore: 'date.before',
  contractKurdishOnly: 'contract.kurdish-letters-only',
  phoneInvalid: 'phone.invalid',
  passportInvalid: 'passport.invalid',
  uenInvalid: 'uen.invalid',
  transferSameEmail: 'transfer.same-email',
  activityUnknown: 'activity.unknown',
  countryUnknown: 'country.unknown',
  activityNotSelectable: 'activity.not-selectable',
  activityDuplicate: 'activity.duplicate',
  districtUnknown: 'district.unknown',
  districtOutsideProvince: 'address.district-outside-province',
  locationOutsideDistrict: 'address.location-outside-district',
  locationOutsideProvince: 'address.location-outside-province',
  locationOutsideCountry: 'address.location-outside-country',
  wordMarkRequired: 'trademark.word-mark-required',
  classRequired: 'trademark.class-required',
  classDuplicate: 'trademark.class-duplicate',
  termsRequired: 'trademark.terms-required',
  termDuplicate: 'trademark.term-duplicate',
  correctionSectionLocked: 'correction.section-locked',
  branchOnlyAttachment: 'attachments.branch-only',
  beneficialOwnerCopies: 'attachments.beneficial-owner-copies',
} as const;

/** Codes defined elsewhere that the application rules give too. */
export const ReusedCodes = {
  required: 'validation.required',
  email: 'validation.email',
  date: 'validation.date',
  integer: 'validation.integer',
  number: 'validation.number',
  numberMin: 'validation.number-min',
  numberMax: 'validation.number-max',
  oneOf: 'validation.one-of',
  format: 'validation.format',
  ...CivilRegistryCodes,
  /** Generic "the date cannot be in the future", used for birth dates. */
  birthDateFuture: 'civil-registry.birth-date-future',
  /** "Choose the district for district-level protection". */
  districtRequired: 'trade-name.district-required',
  /** "The text must contain only the letters of the chosen language ({{language}})". */
  wrongScript: 'trade-name.wrong-script',
} as const;
