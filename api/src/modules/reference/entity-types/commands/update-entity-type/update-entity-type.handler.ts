import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypesService } from '#src/modules/reference/entity-types/entity-types.service';
import { UpdateEntityTypeCommand } from './update-entity-type.command.js';

@CommandHandler(UpdateEntityTypeCommand)
export class UpdateEntityTypeHandler implements ICommandHandler<UpdateEntityTypeCommand> {
  constructor(private readonly entityTypes: EntityTypesService) {}

  execute({ id, input, actor }: UpdateEntityTypeCommand): Promise<EntityType> {
    return this.entityTypes.update(id, input, actor);
  }
}
