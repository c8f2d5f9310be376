import type { Projection } from './event-store/projections/projection.js';
import { StreamSummaryProjection } from './modules/stream-summary/stream-summary.projection.js';
import { StreamSummaryEntity } from './modules/stream-summary/stream-summary.entity.js';
import { ApplicationsIndexProjection } from './modules/applications/projections/applications-index.projection.js';
import { ApplicationEntity } from './modules/applications/projections/application.entity.js';

/** Every projection of the portal: run live by the API, rebuilt by `npm run projections:rebuild`. */
export function allProjections(): Projection[] {
  return [new StreamSummaryProjection(), new ApplicationsIndexProjection()];
}

/** TypeORM entities of the read models. */
export const readModelEntities = [StreamSummaryEntity, ApplicationEntity];
