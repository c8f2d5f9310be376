import { Command } from '@nestjs/cqrs';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';

/** Remove a directorate at the version the administrator saw (409 stale-version otherwise). */
export class DeleteDirectorateCommand extends Command<Directorate> {
  constructor(
    readonly id: string,
    readonly version: number,
  ) {
    super();
  }
}
