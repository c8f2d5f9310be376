import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypesService } from '../../entity-types.service.js';
import { CreateEntityTypeCommand } from './create-entity-type.command.js';

@CommandHandler(CreateEntityTypeCommand)
export class CreateEntityTypeHandler implements ICommandHandler<CreateEntityTypeCommand> {
  constructor(private readonly entityTypes: EntityTypesService) {}

  execute({ input, actor }: CreateEntityTypeCommand): Promise<EntityType> {
    return this.entityTypes.create(input, actor);
  }
}
