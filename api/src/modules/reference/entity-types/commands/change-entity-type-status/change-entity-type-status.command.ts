import { Command } from '@nestjs/cqrs';
import type { EntityType, EntityTypeStatus } from '@registry/domain/reference/entity-types/entity-type';

/** Activate or deactivate an entity type at `version`, with a reason (an inactive type hides its subtree from applicants). */
export class ChangeEntityTypeStatusCommand extends Command<EntityType> {
  constructor(
    readonly id: string,
    readonly status: EntityTypeStatus,
    readonly version: number,
    readonly reason: string,
    readonly actor: string,
  ) {
    super();
  }
}
