import { Query } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { ChangeAction, EntityTypeFields, FieldChanges } from '@registry/domain/reference/entity-types/entity-type';

export interface EntityTypeChange {
  id: string;
  entityTypeId: string;
  version: number;
  action: ChangeAction;
  actor: string;
  at: string;
  reason: string | null;
  changes: FieldChanges;
  snapshot: EntityTypeFields;
}

/** Every change of an entity type, oldest first: for reference managers and auditors only (403 for other callers). */
export class GetEntityTypeHistoryQuery extends Query<EntityTypeChange[]> {
  constructor(
    readonly id: string,
    readonly caller: Principal,
  ) {
    super();
  }
}
