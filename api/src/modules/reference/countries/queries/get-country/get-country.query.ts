import { Query } from '@nestjs/cqrs';
import type { Country } from '#src/modules/reference/countries/countries';

export class GetCountryQuery extends Query<Country> {
  constructor(readonly code: string) {
    super();
  }
}
