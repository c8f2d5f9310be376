import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module.js';
import { EntityTypesModule } from '../reference/entity-types/entity-types.module.js';
import { ReferenceGeoModule } from '../reference/reference-geo.module.js';
import { AdminUsersController } from './users.admin.controller.js';
import { AdminEntityTypesController } from './entity-types.admin.controller.js';
import { AdminActivitiesController } from './activities.admin.controller.js';
import { AdminDistrictsController, AdminProvincesController } from './places.admin.controller.js';
import { AdminLegacyNamesController } from './legacy-names.admin.controller.js';
import { AdminNotificationsController } from './notifications.admin.controller.js';
import { AdminDirectoratesController } from './directorates.admin.controller.js';
import { ListLegacyNamesHandler } from './queries/list-legacy-names/list-legacy-names.handler.js';
import { GetLegacyNameHandler } from './queries/get-legacy-name/get-legacy-name.handler.js';
import { ImportLegacyNamesHandler } from './commands/import-legacy-names/import-legacy-names.handler.js';
import { EditUserHandler } from './commands/edit-user/edit-user.handler.js';
import '@registry/domain/admin-directory/messages';

/**
 * The back office's administration resources under `/api/admin/...` in the json-server dialect
 * (docs/web-admin.md "Administration"): users, entity types, activities, provinces, districts,
 * the legacy register and its import, the caller's notifications, the directorates. Thin controllers over the
 * buses: the legacy register's use cases and the edit of a user's whole record are this
 * module's commands and queries; users and notifications send the identity module's, entity
 * types, activities and places the reference modules'.
 */
@Module({
  imports: [CqrsModule, IdentityModule, EntityTypesModule, ReferenceGeoModule],
  controllers: [
    AdminUsersController,
    AdminEntityTypesController,
    AdminActivitiesController,
    AdminProvincesController,
    AdminDistrictsController,
    AdminLegacyNamesController,
    AdminNotificationsController,
    AdminDirectoratesController,
  ],
  providers: [ListLegacyNamesHandler, GetLegacyNameHandler, ImportLegacyNamesHandler, EditUserHandler],
})
export class AdminDirectoryModule {}
