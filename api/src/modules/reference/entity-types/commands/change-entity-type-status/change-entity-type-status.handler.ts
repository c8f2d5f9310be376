import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypesService } from '#src/modules/reference/entity-types/entity-types.service';
import { ChangeEntityTypeStatusCommand } from './change-entity-type-status.command.js';

@CommandHandler(ChangeEntityTypeStatusCommand)
export class ChangeEntityTypeStatusHandler implements ICommandHandler<ChangeEntityTypeStatusCommand> {
  constructor(private readonly entityTypes: EntityTypesService) {}

  execute({ id, status, version, reason, actor }: ChangeEntityTypeStatusCommand): Promise<EntityType> {
    return this.entityTypes.setStatus(id, status, version, reason, actor);
  }
}
