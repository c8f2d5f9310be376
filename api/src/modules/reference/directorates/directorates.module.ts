import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DirectoratesController } from './directorates.controller.js';
import { CreateDirectorateHandler } from './commands/create-directorate/create-directorate.handler.js';
import { UpdateDirectorateHandler } from './commands/update-directorate/update-directorate.handler.js';
import { DeleteDirectorateHandler } from './commands/delete-directorate/delete-directorate.handler.js';
import { ListDirectoratesHandler } from './queries/list-directorates/list-directorates.handler.js';
import { GetDirectorateHandler } from './queries/get-directorate/get-directorate.handler.js';

/**
 * The provincial company-registration directorates (migration 1760000000062): read by everyone,
 * changed by administrators through the back office's `/api/admin/directorates`, which sends
 * this module's commands. Each use case is a folder of `commands/` or `queries/`
 * (command or query, handler, request DTO); what they share is the table's row
 * (`directorates.table.ts`) and the fields' DTOs (`directorate-fields.dto.ts`).
 */
@Module({
  imports: [CqrsModule],
  controllers: [DirectoratesController],
  providers: [ListDirectoratesHandler, GetDirectorateHandler, CreateDirectorateHandler, UpdateDirectorateHandler, DeleteDirectorateHandler],
})
export class DirectoratesModule {}
