import type { ReadStream } from 'node:fs';
import { Query } from '@nestjs/cqrs';
import type { UploadedFile } from '#src/modules/files/uploaded-files';

/** A published mark's image (its logo): the file's metadata and bytes; 404 for any other mark or none. */
export class GetTrademarkImageQuery extends Query<{ file: UploadedFile; content: ReadStream }> {
  constructor(readonly id: string) {
    super();
  }
}
