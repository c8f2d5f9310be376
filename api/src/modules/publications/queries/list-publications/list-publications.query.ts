import { Query } from '@nestjs/cqrs';
import type { Page } from '../../../../shared/http/json-api.js';
import type { GazetteEntry } from '../../gazette.js';
import type { PublicationKind } from '../../publications.query.js';
import type { PublicationsQuery } from '../../publications.dto.js';

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
