import type { ReadStream } from 'node:fs';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UploadedFiles, type UploadedFile } from '#src/modules/files/uploaded-files';
import { GetFileContentQuery } from './get-file-content.query.js';

@QueryHandler(GetFileContentQuery)
export class GetFileContentHandler implements IQueryHandler<GetFileContentQuery> {
  constructor(private readonly files: UploadedFiles) {}

  async execute({ id, caller }: GetFileContentQuery): Promise<{ file: UploadedFile; content: ReadStream }> {
    const file = await this.files.readable(id, caller);
    return { file, content: await this.files.content(file) };
  }
}
