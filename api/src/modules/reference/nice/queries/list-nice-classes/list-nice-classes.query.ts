import { Query } from '@nestjs/cqrs';
import type { NiceClass } from '#src/modules/reference/nice/nice-classes';

/** Every Nice class in order, or those a search finds, best first (search null: all). */
export class ListNiceClassesQuery extends Query<NiceClass[]> {
  constructor(readonly search: string | null) {
    super();
  }
}
