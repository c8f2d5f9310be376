import { Command } from '@nestjs/cqrs';
import type { EntityType, EntityTypeNames, LevelKind, OwnerKind } from '@registry/domain/reference/entity-types/entity-type';

export interface CreateEntityType {
  parentId?: string | null;
  names: EntityTypeNames;
  selectable?: boolean;
  levelKinds?: readonly LevelKind[];
  ownerKinds?: readonly OwnerKind[];
}

/** Create an entity type (names in all four languages), logged as `actor`'s change. */
export class CreateEntityTypeCommand extends Command<EntityType> {
  constructor(
    readonly input: CreateEntityType,
    readonly actor: string,
  ) {
    super();
  }
}
