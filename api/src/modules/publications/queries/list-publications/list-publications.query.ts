import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import type { PublicationKind } from '#src/modules/publications/publication-search';
import type { PublicationsQuery } from '#src/modules/publications/publications.dto';

/** A page of one list of the public register, newest first, filtered as the request asks (422 naming an unknown place or activity). */
export class ListPublicationsQuery extends Query<{ entries: GazetteEntry[]; total: number }> {
  constructor(
    readonly kind: PublicationKind,
    readonly filter: PublicationsQuery,
    readonly page: Page,
  ) {
    super();
  }
}
