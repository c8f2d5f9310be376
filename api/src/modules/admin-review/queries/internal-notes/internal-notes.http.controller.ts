import { Body, Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { notFound } from '@registry/domain/shared/domain-error';
import { ForStaff } from '#src/shared/http/access';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { CallerKey } from '#src/modules/applications/http/application-routes';
import { AddInternalNoteCommand } from '#src/modules/admin-review/commands/add-internal-note/add-internal-note.command';
import { AddInternalNoteDto } from '#src/modules/admin-review/commands/add-internal-note/add-internal-note.dto';
import { ListInternalNotesQuery } from './list-internal-notes.query.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => notFound() });

/**
 * Internal notes between staff on an application, under `/api/admin` only: no applicant route
 * reads the notes stream. Plain JSON for the back office.
 */
@ApiTags('back office')
@Controller('admin/applications/:id/notes')
export class InternalNotesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ForStaff('applications.read')
  @ApiOperation({ summary: 'The internal notes of an application, oldest first' })
  async list(@Param('id', uuid) id: string) {
    return this.queryBus.execute(new ListInternalNotesQuery(id));
  }

  @Post()
  @ForStaff('applications.read')
  @Idempotent()
  @ApiOperation({ summary: 'Adds an internal note (staff only; never shown to the applicant)' })
  async add(
    @Param('id', uuid) id: string,
    @Body() body: AddInternalNoteDto,
    @Caller() caller: Principal,
    @CallerKey() key: string | undefined,
  ) {
    return this.commandBus.execute(new AddInternalNoteCommand(caller, id, body.text, key));
  }
}
