import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';
import { DirectoratesService } from '../directorates.service.js';

/** Every directorate in the provinces' order, or the one of a province. */
export class ListDirectoratesQuery extends Query<Directorate[]> {
  constructor(readonly provinceId?: string) {
    super();
  }
}

export class GetDirectorateQuery extends Query<Directorate> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(ListDirectoratesQuery)
export class ListDirectoratesHandler implements IQueryHandler<ListDirectoratesQuery> {
  constructor(private readonly directorates: DirectoratesService) {}
  execute({ provinceId }: ListDirectoratesQuery): Promise<Directorate[]> {
    return this.directorates.list({ provinceId });
  }
}

@QueryHandler(GetDirectorateQuery)
export class GetDirectorateHandler implements IQueryHandler<GetDirectorateQuery> {
  constructor(private readonly directorates: DirectoratesService) {}
  execute({ id }: GetDirectorateQuery): Promise<Directorate> {
    return this.directorates.get(id);
  }
}
