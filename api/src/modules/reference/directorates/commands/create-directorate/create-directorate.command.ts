import { Command } from '@nestjs/cqrs';
import type { Directorate, DirectorateFields } from '@registry/domain/reference/directorates/directorate';

/** Create a directorate (administrators: `reference.manage`); one a province. */
export class CreateDirectorateCommand extends Command<Directorate> {
  constructor(readonly fields: DirectorateFields) {
    super();
  }
}
