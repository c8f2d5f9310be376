import type { Projection } from './event-store/projections/projection.js';
import { StreamSummaryProjection } from './modules/stream-summary/stream-summary.projection.js';
import { StreamSummaryEntity } from './modules/stream-summary/stream-summary.entity.js';
import { ApplicationsIndexProjection } from './modules/applications/projections/applications-index.projection.js';
import { ApplicationEntity } from './modules/applications/projections/application.entity.js';
import { PublicationsProjection } from './modules/applications/projections/publications.projection.js';
import { PublicationEntity } from './modules/applications/projections/publication.entity.js';
import { ApplicationNotificationsProjection } from './modules/applications/projections/application-notifications.projection.js';

/**
 * Every projection of the portal: run live by the API, rebuilt by `npm run projections:rebuild`.
 * `publicUrl` (config PUBLIC_URL) makes the links of status e-mails absolute.
 */
export function allProjections(options: { publicUrl?: string } = {}): Projection[] {
  return [new StreamSummaryProjection(), new ApplicationsIndexProjection(), new PublicationsProjection(), new ApplicationNotificationsProjection({ portalUrl: options.publicUrl })];
}

/** TypeORM entities of the read models. */
export const readModelEntities = [StreamSummaryEntity, ApplicationEntity, PublicationEntity];
