export {
  answerApiRequestsWith,
  apiClient,
  createApiClient,
  urlOf,
  API_BASE,
  type ApiClient,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './client';
export {
  ApiError,
  apiErrorFromResponse,
  codedProblem,
  FIELD_PLACEHOLDER,
  fieldOfPointer,
  fillField,
  isolateLatinRuns,
  loadProblemCatalogue,
  messageText,
  problemCatalogueLoaded,
  problemOf,
  problemsOf,
  problemText,
  refusalAt,
  refusalFromResponse,
  statusMessage,
  userMessageOf,
  NETWORK_ERROR,
  INVALID_RESPONSE,
  PROCESS_TIMEOUT,
  type ApiErrorObject,
  type Problem,
  type FieldErrors,
} from './errors';
export {
  flattenDocument,
  flattenResource,
  pageMetaSchema,
  type FlatDocument,
  type FlatResource,
  type Page,
  type PageMeta,
} from './json-api';
export { parsePage, parseWith } from './parse';
export { waitForProcess, delayUntilRetry, type Process } from './processes';
export { createQueryClient, queryClient, type RegistryQueryMeta } from './query-client';
export { ACCESS_TOKEN_KEY, SETTINGS_KEY, readAccessToken, removeAccessToken, storedLanguage, writeAccessToken } from './stored-settings';
