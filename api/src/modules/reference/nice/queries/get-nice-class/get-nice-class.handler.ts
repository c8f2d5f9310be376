import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import type { NiceClass } from '#src/modules/reference/nice/nice-classes';
import { NiceQueries } from '#src/modules/reference/nice/nice.queries';
import { GetNiceClassQuery } from './get-nice-class.query.js';

@QueryHandler(GetNiceClassQuery)
export class GetNiceClassHandler implements IQueryHandler<GetNiceClassQuery> {
  constructor(private readonly nice: NiceQueries) {}

  execute({ number }: GetNiceClassQuery): Promise<NiceClass> {
    const found = this.nice.byNumber(number);
    if (!found) return Promise.reject(notFound());
    return Promise.resolve(found);
  }
}
