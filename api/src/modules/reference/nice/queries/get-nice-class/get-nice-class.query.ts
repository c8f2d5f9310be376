import { Query } from '@nestjs/cqrs';
import type { NiceClass } from '#src/modules/reference/nice/nice-classes';

export class GetNiceClassQuery extends Query<NiceClass> {
  constructor(readonly number: number) {
    super();
  }
}
