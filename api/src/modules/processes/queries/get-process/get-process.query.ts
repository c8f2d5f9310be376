import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../shared/http/principal.js';
import type { Processes } from '../../processes.js';

/** The process resource of a write: pending (with retryAt) or done (with the result's location). */
export type ProcessResource = Awaited<ReturnType<Processes['status']>>;

/** Where a write answered 202 stands, for its author and staff who read applications (404 for anyone else). */
export class GetProcessQuery extends Query<ProcessResource> {
  constructor(
    readonly eventId: string,
    readonly caller: Principal,
  ) {
    super();
  }
}
