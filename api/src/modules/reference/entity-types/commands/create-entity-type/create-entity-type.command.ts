import { Command } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import type { CreateEntityType } from '#src/modules/reference/entity-types/entity-types.service';

/** Create an entity type (names in all four languages), logged as `actor`'s change. */
export class CreateEntityTypeCommand extends Command<EntityType> {
  constructor(
    readonly input: CreateEntityType,
    readonly actor: string,
  ) {
    super();
  }
}
