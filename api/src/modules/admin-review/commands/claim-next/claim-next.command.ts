import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';

/** Which application a claim took: what the back office opens next. */
export interface Claimed {
  id: string;
  /** The read model's kind: trade-name, business or trademark. */
  kind: string;
  /** The back-office resource it opens in. */
  resource: string;
  version: number;
}

/**
 * Claim next: the oldest-due application nobody holds, of the kinds the caller reviews (or the
 * one kind asked for, in the province or district asked for), is assigned to the caller.
 */
export class ClaimNextCommand extends Command<Claimed> {
  constructor(
    readonly principal: Principal,
    readonly kind: 'trade-name' | 'business' | 'trademark' | undefined,
    /** The place the reviewer's queue is filtered to, if any (a directorate works its own districts). */
    readonly place: { provinceId?: string; districtId?: string } = {},
  ) {
    super();
  }
}
