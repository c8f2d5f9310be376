import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DirectoratesController } from './directorates.controller.js';
import { DirectoratesService } from './directorates.service.js';
import { CreateDirectorateHandler, DeleteDirectorateHandler, UpdateDirectorateHandler } from './commands/directorate.commands.js';
import { GetDirectorateHandler, ListDirectoratesHandler } from './queries/directorate.queries.js';

/**
 * The provincial company-registration directorates (migration 1760000000062): read by everyone,
 * changed by administrators through the back office's `/api/admin/directorates`, which sends
 * this module's commands.
 */
@Module({
  imports: [CqrsModule],
  controllers: [DirectoratesController],
  providers: [
    DirectoratesService,
    ListDirectoratesHandler,
    GetDirectorateHandler,
    CreateDirectorateHandler,
    UpdateDirectorateHandler,
    DeleteDirectorateHandler,
  ],
})
export class DirectoratesModule {}
