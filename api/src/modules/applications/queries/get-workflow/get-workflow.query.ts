import { Query } from '@nestjs/cqrs';
import type { publishedWorkflow } from '@registry/domain/applications/workflow/workflow';

/** A kind's state machine as published (DESIGN.md "Workflow"): states and transitions with who may take them. */
export class GetWorkflowQuery extends Query<ReturnType<typeof publishedWorkflow>> {
  constructor(readonly kind: string) {
    super();
  }
}
