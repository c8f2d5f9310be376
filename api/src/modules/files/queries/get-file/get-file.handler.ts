import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UploadedFiles, type UploadedFile } from '#src/modules/files/uploaded-files';
import { GetFileQuery } from './get-file.query.js';

@QueryHandler(GetFileQuery)
export class GetFileHandler implements IQueryHandler<GetFileQuery> {
  constructor(private readonly files: UploadedFiles) {}

  execute({ id, caller }: GetFileQuery): Promise<UploadedFile> {
    return this.files.readable(id, caller);
  }
}
