import { Query } from '@nestjs/cqrs';
import type { NiceClass } from '../../nice-classes.js';

export class GetNiceClassQuery extends Query<NiceClass> {
  constructor(readonly number: number) {
    super();
  }
}
