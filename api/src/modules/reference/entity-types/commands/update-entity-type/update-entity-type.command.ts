import { Command } from '@nestjs/cqrs';
import type { EntityType, EntityTypeNames, LevelKind, OwnerKind } from '@registry/domain/reference/entity-types/entity-type';

export interface UpdateEntityType {
  version: number;
  parentId?: string | null;
  names?: EntityTypeNames;
  selectable?: boolean;
  levelKinds?: readonly LevelKind[];
  ownerKinds?: readonly OwnerKind[];
  reason?: string;
}

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
