import { Query } from '@nestjs/cqrs';
import type { Country } from '../../countries.js';

export class GetCountryQuery extends Query<Country> {
  constructor(readonly code: string) {
    super();
  }
}
