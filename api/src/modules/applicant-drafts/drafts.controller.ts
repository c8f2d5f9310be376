import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { isDraftKind, type DraftKind } from '@registry/domain/applications/drafts';
import { ForApplicants } from '#src/shared/http/access';
import { Caller } from '#src/shared/http/request-context';
import { document, resource } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import type { StoredDraft } from './draft-store.js';
import { GetDraftQuery } from './queries/get-draft/get-draft.query.js';
import { SaveDraftCommand } from './commands/save-draft/save-draft.command.js';
import { SaveDraftDto } from './commands/save-draft/save-draft.request.dto.js';
import { DeleteDraftCommand } from './commands/delete-draft/delete-draft.command.js';

const kindOf = (kind: string): DraftKind => {
  if (!isDraftKind(kind)) throw notFound('not-found', 'kind');
  return kind;
};
const emailOf = (caller: Principal) => caller.email;
const draftDocument = (draft: StoredDraft) => document(resource('drafts', { id: draft.kind, ...draft }));

/**
 * The signed-in applicant's registration drafts (issue 23 §10), one per kind (`trade-name`,
 * `business`): read (`data: null` when none yet), saved over the version last seen (409 when stale), removed. Only the
 * caller's own draft is ever reached: the owner is the session's e-mail, never a parameter.
 */
@ApiTags('drafts')
@Controller('v1/drafts')
export class DraftsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':kind')
  @ForApplicants()
  @ApiOperation({ summary: 'The caller’s draft of this kind (`data: null` when none yet)' })
  async get(@Caller() caller: Principal, @Param('kind') kind: string) {
    const draft = await this.queries.execute(new GetDraftQuery(emailOf(caller), kindOf(kind)));
    // None yet is the normal start of a registration, not an error: a 404 would be logged by every browser.
    return draft ? draftDocument(draft) : document(null);
  }

  @Put(':kind')
  @ForApplicants()
  @Idempotent({ required: false })
  @ApiOperation({ summary: 'Saves the caller’s draft over `version` (0: new); 409 draft.version-conflict when stale, 413 draft.too-large' })
  async save(@Caller() caller: Principal, @Param('kind') kind: string, @Body() body: SaveDraftDto) {
    return draftDocument(
      await this.commands.execute(
        new SaveDraftCommand(emailOf(caller), kindOf(kind), body.version, { values: body.values, completed: body.completed }),
      ),
    );
  }

  @Delete(':kind')
  @ForApplicants()
  @Idempotent({ required: false })
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes the caller’s draft of this kind (none is fine)' })
  async remove(@Caller() caller: Principal, @Param('kind') kind: string): Promise<void> {
    await this.commands.execute(new DeleteDraftCommand(emailOf(caller), kindOf(kind)));
  }
}
