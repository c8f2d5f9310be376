import { Module } from '@nestjs/common';
import { ProcessesController } from './processes.controller.js';
import { Processes } from './processes.js';

/** `/api/processes`: the consistency handshake of DESIGN.md (issue 6). */
@Module({ controllers: [ProcessesController], providers: [Processes], exports: [Processes] })
export class ProcessesModule {}
