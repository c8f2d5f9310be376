import { Query } from '@nestjs/cqrs';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import type { PublicationKind } from '#src/modules/publications/publication-search';
import type { PublicationsQuery } from '#src/modules/publications/publications.dto';

/** Every entry of a list that matches the filters, read in chunks as they are consumed (the CSV download). The filters are checked before it answers, so a bad one is refused before anything is sent. */
export class ExportPublicationsQuery extends Query<{ chunks: AsyncGenerator<GazetteEntry[]> }> {
  constructor(
    readonly kind: PublicationKind,
    readonly filter: PublicationsQuery,
  ) {
    super();
  }
}
