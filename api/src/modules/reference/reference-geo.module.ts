import { Module } from '@nestjs/common';
import { ActivitiesController } from './activities/activities.controller.js';
import { ActivityQueries } from './activities/activities.queries.js';
import { DistrictsController, ProvincesController } from './geography/geography.controller.js';
import { GeographyQueries } from './geography/geography.queries.js';

/** Read-only reference data: ISIC activities, provinces and districts (loaded by migration 1760000000010). */
@Module({
  controllers: [ActivitiesController, ProvincesController, DistrictsController],
  providers: [ActivityQueries, GeographyQueries],
})
export class ReferenceGeoModule {}
