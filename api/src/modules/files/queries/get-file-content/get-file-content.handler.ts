import type { ReadStream } from 'node:fs';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { LOGGER } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { FileStore } from '#src/modules/files/file-store';
import { UploadedFiles, type UploadedFile } from '#src/modules/files/uploaded-files';
import { GetFileContentQuery } from './get-file-content.query.js';

@QueryHandler(GetFileContentQuery)
export class GetFileContentHandler implements IQueryHandler<GetFileContentQuery> {
  constructor(
    private readonly files: UploadedFiles,
    private readonly store: FileStore,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** The stored bytes of a file the caller may read (see UploadedFiles.readable, which GetFile shares). */
  async execute({ id, caller }: GetFileContentQuery): Promise<{ file: UploadedFile; content: ReadStream }> {
    const file = await this.files.readable(id, caller);
    const content = await this.store.open(file.id);
    if (!content) {
      this.log.error('uploaded file missing from disk', { fileId: file.id });
      throw notFound();
    }
    return { file, content };
  }
}
