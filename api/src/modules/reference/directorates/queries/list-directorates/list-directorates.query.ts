import { Query } from '@nestjs/cqrs';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';

/** Every directorate in the provinces' order, or the one of a province. */
export class ListDirectoratesQuery extends Query<Directorate[]> {
  constructor(readonly provinceId?: string) {
    super();
  }
}
