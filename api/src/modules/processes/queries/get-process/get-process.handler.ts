import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Processes } from '#src/modules/processes/processes';
import type { ProcessResource } from './get-process.query.js';
import { GetProcessQuery } from './get-process.query.js';

@QueryHandler(GetProcessQuery)
export class GetProcessHandler implements IQueryHandler<GetProcessQuery> {
  constructor(private readonly processes: Processes) {}

  execute({ eventId, caller }: GetProcessQuery): Promise<ProcessResource> {
    return this.processes.status(eventId, caller);
  }
}
