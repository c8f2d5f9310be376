/**
 * The form kit: react-hook-form fields for the registry's applications, shared by the
 * registration flows and the correction forms (docs/web-applicant-registration.md "Form kit").
 *
 * - `rules.ts`: the API's own rules and message catalogue, run in the browser
 *   (`validateBusinessDetails`, `validateTradeNameDetails`, … with `browserFacts()`, filtered by
 *   `judgeableProblems`); `ruleMessage(code, params)` is the API's text with `{{field}}` left for
 *   the field's label; `apiTitle(problem)` the API's whole title.
 * - `form-kit.tsx`: `<FormKit serverErrors>` around a form (inside react-hook-form's
 *   `FormProvider`); `problemsResolver(check)` turns a function giving the API's problems into a
 *   resolver; `serverErrorsOf(apiError)` maps a 422's `source.pointer`s to form paths.
 * - `fields.tsx`: `TextInput`, `SelectInput` (native), `RadioInput`, `CheckboxInput`,
 *   `FieldGroup` (a fieldset; with `name`, the group's own message), each by path, labelled,
 *   with hint and message, id `fieldIdOf(path)`.
 * - `form-error-summary.tsx`: the GOV.UK summary of the form (takes focus, links to fields).
 * - `upload-field.tsx`: one or several documents, uploaded with progress, type/size/count checks,
 *   retry, the API's file messages; the value is the upload id (or ids).
 * - `place-fields.tsx`, `activity-picker.tsx`, `location-field.tsx`,
 *   `trade-name-availability.tsx`: province/district, ISIC activities from the tree, a point on
 *   an offline map, the live availability of a trade name.
 * - `search-box.tsx`: the debounced search box with its live region of results, shared by the
 *   activity picker and the country and Nice class fields (whose suggestions fill their select).
 * - `paths.ts`: `pathOfPointer('/shareholders/1/upn')`, `pathOfRuleField('shareholders[1].upn')`
 *   (both `shareholders.1.upn`), `fieldIdOf(path)`.
 */
export { ActivityPicker } from './activity-picker';
export { CheckboxInput, FieldGroup, GroupMessage, RadioInput, SelectInput, TextInput, type Choice, type TextInputProps } from './fields';
export { FormErrorSummary } from './form-error-summary';
export {
  errorsTreeOf,
  fieldIdOf,
  flattenErrors,
  FormKit,
  problemsResolver,
  serverErrorsOf,
  useFieldMessage,
  useFormKit,
  type FlatError,
} from './form-kit';
export { NS as FORM_NS } from './i18n';
export { LocationField } from './location-field';
export { isWithin, pathOfPointer, pathOfRuleField, setAt, valueAt } from './paths';
export { PlaceFields } from './place-fields';
export { apiTitle, browserFacts, FACT_CODES, fillField, judgeableProblems, ruleMessage, todayInRegistry, type RuleProblem } from './rules';
export { REINTRODUCE_PATH, TradeNameAvailability, useDebouncedEligibility } from './trade-name-availability';
export { allowedExtensionsFor, fileProblem, UploadField, UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from './upload-field';
