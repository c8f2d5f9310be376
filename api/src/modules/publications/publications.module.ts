import { Module } from '@nestjs/common';
import { PublicationsController } from './publications.controller.js';
import { Publications } from './publications.query.js';
import '@registry/domain/publications/messages';

/** The public register and the gazette (issue 6): read-only, from the publications read model. */
@Module({
  controllers: [PublicationsController],
  providers: [Publications],
})
export class PublicationsModule {}
