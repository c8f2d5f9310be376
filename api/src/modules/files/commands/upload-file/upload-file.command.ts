import { Command } from '@nestjs/cqrs';
import type { NewUpload, UploadedFile } from '#src/modules/files/uploaded-files';

/**
 * Store one document for its owner (checked against the upload policy: 413, 415, 422 on refusal).
 * The multipart request itself is read by the route's ReceiveUpload guard, which stands for the
 * request DTO here: the file must be read and limited before any handler runs.
 */
export class UploadFileCommand extends Command<UploadedFile> {
  constructor(readonly upload: NewUpload) {
    super();
  }
}
