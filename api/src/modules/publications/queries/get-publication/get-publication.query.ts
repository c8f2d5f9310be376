import { Query } from '@nestjs/cqrs';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import type { PublicationKind } from '#src/modules/publications/publication-search';

/** How a publication is looked up: by its id in a list, a company by its UEN or by the trade name it holds. */
export type PublicationKey = { kind: PublicationKind; id: string } | { uen: string } | { tradeNameId: string };

/** One entry of the public register (404 when there is none). */
export class GetPublicationQuery extends Query<GazetteEntry> {
  constructor(readonly key: PublicationKey) {
    super();
  }
}
