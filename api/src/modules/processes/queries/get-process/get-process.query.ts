import { Query } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { ResourceObject } from '#src/shared/http/json-api';

/** The process resource of a write: pending (with retryAt) or done (with the result's location). */
export type ProcessResource = ResourceObject;

/** Where a write answered 202 stands, for its author and staff who read applications (404 for anyone else). */
export class GetProcessQuery extends Query<ProcessResource> {
  constructor(
    readonly eventId: string,
    readonly caller: Principal,
  ) {
    super();
  }
}
