import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ForSignedIn } from '#src/shared/http/access';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { MovesReadAfter } from '#src/shared/http/read-routing.interceptor';
import { GetProcessQuery } from './queries/get-process/get-process.query.js';

@ApiTags('processes')
@Controller('processes')
export class ProcessesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ForSignedIn()
  // Done, the read models on the primary show the write: the client's public reads wait for a replica that has them too.
  @MovesReadAfter()
  @ApiOperation({
    summary: 'A write answered 202: pending (with retryAt) until the read models show it, then done (with the result’s location)',
  })
  async get(@Param('id') id: string, @Caller() caller: Principal, @Res({ passthrough: true }) res: FastifyReply) {
    const process = await this.queries.execute(new GetProcessQuery(id, caller));
    if (process.attributes.status === 'pending') res.header('Retry-After', '1');
    res.header('Cache-Control', 'no-store');
    return { data: process };
  }
}
