import { Query } from '@nestjs/cqrs';
import type { GazetteEntry } from '../../gazette.js';
import type { PublicationKind } from '../../publications.query.js';
import type { PublicationsQuery } from '../../publications.dto.js';

/** Every entry of a list that matches the filters, read in chunks as they are consumed (the CSV download). The filters are checked before it answers, so a bad one is refused before anything is sent. */
export class ExportPublicationsQuery extends Query<{ chunks: AsyncGenerator<GazetteEntry[]> }> {
  constructor(
    readonly kind: PublicationKind,
    readonly filter: PublicationsQuery,
  ) {
    super();
  }
}
