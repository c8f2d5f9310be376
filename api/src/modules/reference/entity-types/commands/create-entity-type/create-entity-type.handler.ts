import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypesService } from '#src/modules/reference/entity-types/entity-types.service';
import { CreateEntityTypeCommand } from './create-entity-type.command.js';

@CommandHandler(CreateEntityTypeCommand)
export class CreateEntityTypeHandler implements ICommandHandler<CreateEntityTypeCommand> {
  constructor(private readonly entityTypes: EntityTypesService) {}

  execute({ input, actor }: CreateEntityTypeCommand): Promise<EntityType> {
    return this.entityTypes.create(input, actor);
  }
}
