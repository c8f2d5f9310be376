import { Query } from '@nestjs/cqrs';
import type { collection, Page } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import type { ListQuery } from './list-applications.dto.js';

/** The list document of spec §7 (JSON:API `data`, `meta.total`, links). */
export type ApplicationList = ReturnType<typeof collection>;

/**
 * Applications from the read model: an applicant's own, or all for staff who may read them,
 * filtered, sorted and paged, with due times and next actions.
 */
export class ListApplicationsQuery extends Query<ApplicationList> {
  constructor(
    /** The read model's kind (`trade-name`, `business`, `trademark`), or null for every kind. */
    readonly streamKind: string | null,
    /** The JSON:API type of the rows' document. */
    readonly resourceType: string,
    readonly principal: Principal,
    readonly filters: ListQuery,
    readonly now: Date = new Date(),
    /** The page, when the caller reads it its own way (the back office's `_start`/`_end`); else from the filters. */
    readonly page?: Page,
  ) {
    super();
  }
}
