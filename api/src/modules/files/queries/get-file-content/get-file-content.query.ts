import type { ReadStream } from 'node:fs';
import { Query } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { UploadedFile } from '#src/modules/files/uploaded-files';

/** An upload with its stored bytes, for the same callers as GetFileQuery (404 for anyone else). */
export class GetFileContentQuery extends Query<{ file: UploadedFile; content: ReadStream }> {
  constructor(
    readonly id: string,
    readonly caller: Principal,
  ) {
    super();
  }
}
