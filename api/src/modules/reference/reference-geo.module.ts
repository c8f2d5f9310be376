import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActivitiesController } from './activities/activities.controller.js';
import { ActivityRanking } from './activities/activity-ranking.js';
import { DistrictsController, ProvincesController } from './geography/geography.controller.js';
import { ListActivityChildrenHandler } from './activities/queries/list-activity-children/list-activity-children.handler.js';
import { SearchActivityHierarchyHandler } from './activities/queries/search-activity-hierarchy/search-activity-hierarchy.handler.js';
import { SearchActivitiesHandler } from './activities/queries/search-activities/search-activities.handler.js';
import { ListActivitiesHandler } from './activities/queries/list-activities/list-activities.handler.js';
import { ListAllActivitiesHandler } from './activities/queries/list-all-activities/list-all-activities.handler.js';
import { GetActivityHandler } from './activities/queries/get-activity/get-activity.handler.js';
import { ListProvincesHandler } from './geography/queries/list-provinces/list-provinces.handler.js';
import { GetProvinceHandler } from './geography/queries/get-province/get-province.handler.js';
import { ListDistrictsHandler } from './geography/queries/list-districts/list-districts.handler.js';
import { GetDistrictHandler } from './geography/queries/get-district/get-district.handler.js';
import { NiceClassesController } from './nice/nice.controller.js';
import { NiceCatalogue } from './nice/nice-catalogue.js';
import { ListNiceClassesHandler } from './nice/queries/list-nice-classes/list-nice-classes.handler.js';
import { GetNiceClassHandler } from './nice/queries/get-nice-class/get-nice-class.handler.js';
import { CountriesController } from './countries/countries.controller.js';
import { CountryCatalogue } from './countries/country-catalogue.js';
import { ListCountriesHandler } from './countries/queries/list-countries/list-countries.handler.js';
import { GetCountryHandler } from './countries/queries/get-country/get-country.handler.js';

/**
 * Read-only reference data: ISIC activities, provinces and districts (loaded by migration
 * 1760000000010), the Nice classes (from nice/data/nice-classes.json) and the ISO 3166-1
 * countries (countries/). Every read is a query whose handler holds it; they share the
 * activities' ranking (`ActivityRanking`), the rows' columns (`activities.table.ts`,
 * `geography.table.ts`) and the countries' and Nice classes' catalogues. The back office's
 * `/api/admin/activities`, `/provinces` and `/districts` send the same queries.
 */
@Module({
  imports: [CqrsModule],
  controllers: [ActivitiesController, ProvincesController, DistrictsController, NiceClassesController, CountriesController],
  providers: [
    ActivityRanking,
    ListActivityChildrenHandler,
    SearchActivityHierarchyHandler,
    SearchActivitiesHandler,
    ListActivitiesHandler,
    ListAllActivitiesHandler,
    GetActivityHandler,
    ListProvincesHandler,
    GetProvinceHandler,
    ListDistrictsHandler,
    GetDistrictHandler,
    NiceCatalogue,
    ListNiceClassesHandler,
    GetNiceClassHandler,
    CountryCatalogue,
    ListCountriesHandler,
    GetCountryHandler,
  ],
})
export class ReferenceGeoModule {}
