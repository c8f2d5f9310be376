import type { ReadStream } from 'node:fs';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { LOGGER, PG_POOL } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { sql } from '#src/infrastructure/database/read-models/sql';
import { FileStore } from '#src/modules/files/file-store';
import { UploadedFiles, type UploadedFile } from '#src/modules/files/uploaded-files';
import { PUBLIC_MARK_STATUSES } from '../list-public-trademarks/list-public-trademarks.query.js';
import { GetTrademarkImageQuery } from './get-trademark-image.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@QueryHandler(GetTrademarkImageQuery)
export class GetTrademarkImageHandler implements IQueryHandler<GetTrademarkImageQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly files: UploadedFiles,
    private readonly store: FileStore,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** Only a mark the register publishes, and only the logo its application names: nothing else is readable here. */
  async execute({ id }: GetTrademarkImageQuery): Promise<{ file: UploadedFile; content: ReadStream }> {
    if (!UUID.test(id)) throw notFound();
    const { rows } = await this.pool.query(
      sql`SELECT logo FROM rm_word_marks WHERE stream_id = ${id} AND status = ANY(${[...PUBLIC_MARK_STATUSES]}::text[]) AND logo IS NOT NULL`,
    );
    if (!rows[0]) throw notFound();
    const file = await this.files.publishedLogo(rows[0].logo, id);
    const content = await this.store.open(file.id);
    if (!content) {
      this.log.error('uploaded file missing from disk', { fileId: file.id });
      throw notFound();
    }
    return { file, content };
  }
}
