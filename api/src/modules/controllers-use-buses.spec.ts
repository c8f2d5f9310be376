import 'reflect-metadata';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FilesController } from './files/files.controller.js';
import { WorkingCalendarController } from './working-time/working-calendar.controller.js';
import { WorkingCalendarAdminController } from './working-time/working-calendar.admin.controller.js';
import { EntityTypesController } from './reference/entity-types/entity-types.controller.js';
import { PublicationsController } from './publications/publications.controller.js';
import { AdminEntityTypesController } from './admin-directory/entity-types.admin.controller.js';
import { AdminLegacyNamesController } from './admin-directory/legacy-names.admin.controller.js';
import { ApplicantAccessController } from './applicant-access/applicant-access.controller.js';
import { ProcessesController } from './processes/processes.controller.js';
import { UsersController } from './identity/users/users.controller.js';
import { SelfController } from './identity/self/self.controller.js';
import { AuthController } from './identity/auth/auth.controller.js';
import { NotificationsController } from './identity/notifications/notifications.controller.js';
import { AdminUsersController } from './admin-directory/users.admin.controller.js';
import { AdminNotificationsController } from './admin-directory/notifications.admin.controller.js';
import { AdminActivitiesController } from './admin-directory/activities.admin.controller.js';
import { AdminDistrictsController, AdminProvincesController } from './admin-directory/places.admin.controller.js';
import { ActivitiesController } from './reference/activities/activities.controller.js';
import { DistrictsController, ProvincesController } from './reference/geography/geography.controller.js';
import { AvailabilityController } from './trade-names/availability/availability.controller.js';
import { DirectoratesController } from './reference/directorates/directorates.controller.js';
import { AdminDirectoratesController } from './admin-directory/directorates.admin.controller.js';
import { ClaimNextController } from './admin-review/commands/claim-next/claim-next.http.controller.js';
import { DraftsController } from './applicant-drafts/drafts.controller.js';
import { InternalNotesController } from './admin-review/queries/internal-notes/internal-notes.http.controller.js';
import { CheckWordMarkController } from './trademarks/examination/queries/check-word-mark/check-word-mark.http.controller.js';

/**
 * The controllers whose use cases are commands and queries reach them through the buses only:
 * injecting a service or the pool again would put a use case back into a controller. (Object is
 * what an `@Inject(TOKEN)` of an interface type, here the configuration, reflects as.)
 */
const converted = [
  DraftsController,
  FilesController,
  WorkingCalendarController,
  WorkingCalendarAdminController,
  EntityTypesController,
  PublicationsController,
  AdminEntityTypesController,
  AdminLegacyNamesController,
  ApplicantAccessController,
  ProcessesController,
  UsersController,
  SelfController,
  AuthController,
  NotificationsController,
  AdminUsersController,
  AdminNotificationsController,
  AdminActivitiesController,
  AdminProvincesController,
  AdminDistrictsController,
  ActivitiesController,
  ProvincesController,
  DistrictsController,
  AvailabilityController,
  DirectoratesController,
  AdminDirectoratesController,
  ClaimNextController,
  InternalNotesController,
  CheckWordMarkController,
];

it.each(converted.map((c) => [c.name, c] as const))('%s depends on the command and query buses only', (_name, controller) => {
  const dependencies: unknown[] = Reflect.getMetadata('design:paramtypes', controller) ?? [];
  expect(dependencies.length).toBeGreaterThan(0);
  expect(dependencies.filter((d) => d !== CommandBus && d !== QueryBus && d !== Object)).toEqual([]);
});
