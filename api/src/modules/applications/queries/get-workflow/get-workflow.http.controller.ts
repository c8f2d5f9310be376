import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '#src/shared/http/access';
import { document } from '#src/shared/http/json-api';
import { GetWorkflowQuery } from './get-workflow.query.js';

/** The state machines, published so that clients draw their actions from them (DESIGN.md "Workflow"). */
@ApiTags('workflows')
@Controller('v1/workflows')
export class WorkflowsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':kind')
  @Public()
  @ApiOperation({ summary: 'The workflow of trade-names, businesses or trademarks: states and transitions with who may take them' })
  async get(@Param('kind') kind: string) {
    return document({ type: 'workflows', id: kind, attributes: { ...(await this.queryBus.execute(new GetWorkflowQuery(kind))) } });
  }
}
