import { Query } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { UploadedFile } from '#src/modules/files/uploaded-files';

/** An upload's metadata, for its owner and for staff who read applications (404 for anyone else). */
export class GetFileQuery extends Query<UploadedFile> {
  constructor(
    readonly id: string,
    readonly caller: Principal,
  ) {
    super();
  }
}
