import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/http/principal.js';
import type { SelfView } from '../../queries/get-self/get-self.query.js';

/** Set the caller's locale (null: keep it) at the version it saw (409 stale-version otherwise); answers the caller's view. */
export class UpdateSelfCommand extends Command<SelfView> {
  constructor(
    readonly caller: Principal,
    readonly version: number,
    readonly locale: string | null,
  ) {
    super();
  }
}
