import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import type { NiceClass } from '#src/modules/reference/nice/nice-classes';
import { NiceCatalogue } from '#src/modules/reference/nice/nice-catalogue';
import { GetNiceClassQuery } from './get-nice-class.query.js';

@QueryHandler(GetNiceClassQuery)
export class GetNiceClassHandler implements IQueryHandler<GetNiceClassQuery> {
  constructor(private readonly catalogue: NiceCatalogue) {}

  execute({ number }: GetNiceClassQuery): Promise<NiceClass> {
    const found = this.catalogue.classes[number - 1];
    if (!found) return Promise.reject(notFound());
    return Promise.resolve(found);
  }
}
