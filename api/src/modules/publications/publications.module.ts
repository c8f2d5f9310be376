import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PublicationsController } from './publications.controller.js';
import { PublicationSearch } from './publication-search.js';
import { ListPublicationsHandler } from './queries/list-publications/list-publications.handler.js';
import { GetPublicationHandler } from './queries/get-publication/get-publication.handler.js';
import { ExportPublicationsHandler } from './queries/export-publications/export-publications.handler.js';
import { GetPublicationsFeedHandler } from './queries/get-publications-feed/get-publications-feed.handler.js';
import '@registry/domain/publications/messages';

/** The public register and the gazette (issue 6): read-only, from the publications read model. */
@Module({
  imports: [CqrsModule],
  controllers: [PublicationsController],
  providers: [PublicationSearch, ListPublicationsHandler, GetPublicationHandler, ExportPublicationsHandler, GetPublicationsFeedHandler],
})
export class PublicationsModule {}
