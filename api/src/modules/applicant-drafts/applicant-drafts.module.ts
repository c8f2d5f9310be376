import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module.js';
import { DraftsController } from './drafts.controller.js';
import { DraftStore } from './draft-store.js';
import { GetDraftHandler } from './queries/get-draft/get-draft.handler.js';
import { SaveDraftHandler } from './commands/save-draft/save-draft.handler.js';
import { DeleteDraftHandler } from './commands/delete-draft/delete-draft.handler.js';
import '@registry/domain/applications/drafts';

/** Registration drafts kept on the server for applicants signed in by code (issue 23 §10; docs/architecture.md). */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [DraftsController],
  providers: [DraftStore, GetDraftHandler, SaveDraftHandler, DeleteDraftHandler],
  exports: [DraftStore],
})
export class ApplicantDraftsModule {}
