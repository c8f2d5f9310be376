import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Directorate, DirectorateFields } from '@registry/domain/reference/directorates/directorate';
import { DirectoratesService, type DirectorateChange } from '../directorates.service.js';

/** The directorates' use cases that change them (administrators: `reference.manage`). */
export class CreateDirectorateCommand extends Command<Directorate> {
  constructor(readonly fields: DirectorateFields) {
    super();
  }
}

/** Replace the fields given at `change.version` (409 stale-version otherwise). */
export class UpdateDirectorateCommand extends Command<Directorate> {
  constructor(
    readonly id: string,
    readonly change: DirectorateChange,
  ) {
    super();
  }
}

export class DeleteDirectorateCommand extends Command<Directorate> {
  constructor(
    readonly id: string,
    readonly version: number,
  ) {
    super();
  }
}

@CommandHandler(CreateDirectorateCommand)
export class CreateDirectorateHandler implements ICommandHandler<CreateDirectorateCommand> {
  constructor(private readonly directorates: DirectoratesService) {}
  execute({ fields }: CreateDirectorateCommand): Promise<Directorate> {
    return this.directorates.create(fields);
  }
}

@CommandHandler(UpdateDirectorateCommand)
export class UpdateDirectorateHandler implements ICommandHandler<UpdateDirectorateCommand> {
  constructor(private readonly directorates: DirectoratesService) {}
  execute({ id, change }: UpdateDirectorateCommand): Promise<Directorate> {
    return this.directorates.update(id, change);
  }
}

@CommandHandler(DeleteDirectorateCommand)
export class DeleteDirectorateHandler implements ICommandHandler<DeleteDirectorateCommand> {
  constructor(private readonly directorates: DirectoratesService) {}
  execute({ id, version }: DeleteDirectorateCommand): Promise<Directorate> {
    return this.directorates.remove(id, version);
  }
}
