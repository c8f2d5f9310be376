import { Query } from '@nestjs/cqrs';
import type { Conflict } from '@registry/domain/trade-names/availability/eligibility';

/** Stored names similar to the chosen one (region-wide), ranked by score; the route decides what of them it shows. */
export class FindSimilarNamesQuery extends Query<Conflict[]> {
  constructor(readonly chosenTradeName: string) {
    super();
  }
}
