import { Command } from '@nestjs/cqrs';
import type { Directorate, DirectorateFields } from '@registry/domain/reference/directorates/directorate';

export type DirectorateChange = Partial<DirectorateFields> & { version: number };

/** Replace the fields given at `change.version` (409 stale-version otherwise). */
export class UpdateDirectorateCommand extends Command<Directorate> {
  constructor(
    readonly id: string,
    readonly change: DirectorateChange,
  ) {
    super();
  }
}
