/**
 * The domain's messages and field labels for every refusal the API may give an applicant,
 * registered with the catalogue (`@registry/domain/shared/i18n/messages`) by importing them.
 * Loaded lazily (`loadProblemCatalogue`), with the first refusal: the first load does not carry
 * four languages of messages. Staff-only modules (directory, audit, assignment, working time,
 * monitoring) are left out.
 */
import '@registry/domain/shared/i18n/common-messages';
import '@registry/domain/applicant-access/messages';
import '@registry/domain/identity/messages';
import '@registry/domain/files/messages';
import '@registry/domain/trade-names/availability/messages';
import '@registry/domain/applications/rules/messages';
import '@registry/domain/applications/contract/messages';
import '@registry/domain/applications/workflow/messages';
import '@registry/domain/applications/drafts';
import '@registry/domain/certificates/messages';
import '@registry/domain/publications/messages';
import '@registry/domain/reference/activities/messages';
import '@registry/domain/reference/civil-registry/messages';
import '@registry/domain/reference/directorates/messages';
import '@registry/domain/reference/entity-types/messages';
import '@registry/domain/reference/geography/messages';
import '@registry/domain/trademarks/examination/messages';
