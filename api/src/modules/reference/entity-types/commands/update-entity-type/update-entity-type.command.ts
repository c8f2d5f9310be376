import { Command } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import type { UpdateEntityType } from '#src/modules/reference/entity-types/entity-types.service';

/** Change an entity type at `input.version` (409 stale-version otherwise), logged as `actor`'s change. */
export class UpdateEntityTypeCommand extends Command<EntityType> {
  constructor(
    readonly id: string,
    readonly input: UpdateEntityType,
    readonly actor: string,
  ) {
    super();
  }
}
