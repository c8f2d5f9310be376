import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordDigestsHandler } from './commands/record-digests/record-digests.handler.js';
import { ListDigestsController } from './queries/list-digests/list-digests.http.controller.js';
import { ListDigestsHandler } from './queries/list-digests/list-digests.handler.js';
import { GetDigestController } from './queries/get-digest/get-digest.http.controller.js';
import { GetDigestHandler } from './queries/get-digest/get-digest.handler.js';
import { DigestSchedule } from './digest-schedule.js';
import '@registry/domain/publications/messages';

/** The event store's daily digests (issue 33 §3): recorded on a schedule, published in the gazette. */
@Module({
  imports: [CqrsModule],
  controllers: [ListDigestsController, GetDigestController],
  providers: [RecordDigestsHandler, ListDigestsHandler, GetDigestHandler, DigestSchedule],
})
export class EventDigestsModule {}
