import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicationEntity } from '../applications/projections/publication.entity.js';
import { PublicationsController } from './publications.controller.js';
import { Publications } from './publications.query.js';
import '@registry/domain/publications/messages';

/** The public register and the gazette (issue 6): read-only, from the publications read model. */
@Module({
  imports: [TypeOrmModule.forFeature([PublicationEntity])],
  controllers: [PublicationsController],
  providers: [Publications],
})
export class PublicationsModule {}
