import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import type { PublicationFilters, PublicationKind } from '#src/modules/publications/publication-search';
import type { PublicationsQuery } from '#src/modules/publications/publications.dto';

/** What an Atom feed shows: its newest entries, the filters that shaped it and the province it is for, named in the reader's language. */
export interface PublicationsFeed {
  filters: PublicationFilters;
  entries: GazetteEntry[];
  provinceName: string | null;
}

/** The newest `limit` entries of a list for its Atom feed (one province with `provinceId`). */
export class GetPublicationsFeedQuery extends Query<PublicationsFeed> {
  constructor(
    readonly kind: PublicationKind,
    readonly filter: PublicationsQuery,
    readonly limit: number,
    readonly locale: Locale,
  ) {
    super();
  }
}
