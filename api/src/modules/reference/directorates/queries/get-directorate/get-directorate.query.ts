import { Query } from '@nestjs/cqrs';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';

export class GetDirectorateQuery extends Query<Directorate> {
  constructor(readonly id: string) {
    super();
  }
}
