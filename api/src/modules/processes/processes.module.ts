import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProcessesController } from './processes.controller.js';
import { Processes } from './processes.js';
import { GetProcessHandler } from './queries/get-process/get-process.handler.js';

/** `/api/processes`: the consistency handshake of DESIGN.md (issue 6). */
@Module({ imports: [CqrsModule], controllers: [ProcessesController], providers: [Processes, GetProcessHandler], exports: [Processes] })
export class ProcessesModule {}
