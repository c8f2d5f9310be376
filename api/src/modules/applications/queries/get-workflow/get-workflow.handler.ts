import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { publishedWorkflow } from '@registry/domain/applications/workflow/workflow';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { GetWorkflowQuery } from './get-workflow.query.js';

@QueryHandler(GetWorkflowQuery)
export class GetWorkflowHandler implements IQueryHandler<GetWorkflowQuery> {
  constructor(private readonly kinds: ApplicationKinds) {}

  async execute({ kind }: GetWorkflowQuery) {
    return publishedWorkflow(this.kinds.named(kind).aggregate.table);
  }
}
