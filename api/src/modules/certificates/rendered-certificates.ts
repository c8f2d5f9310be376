import { Injectable } from '@nestjs/common';

/** How many rendered certificates are kept (about 50 KB each). */
const KEPT = 64;

/**
 * The latest rendered certificates, by ETag: a certificate is deterministic, so a file made once
 * is the file for that record version and language until the record changes (and its ETag with
 * it). Rendering takes a few hundred milliseconds of CPU; a download asked again (staff, the
 * applicant, a retry) is served from here. Least recently used first out.
 */
@Injectable()
export class RenderedCertificates {
  private readonly files = new Map<string, Promise<Buffer>>();

  get(etag: string, render: () => Promise<Buffer>): Promise<Buffer> {
    let file = this.files.get(etag);
    if (file) this.files.delete(etag);
    else {
      file = render();
      // A failed rendering is not kept.
      file.catch(() => this.files.delete(etag));
    }
    this.files.set(etag, file);
    while (this.files.size > KEPT) this.files.delete(this.files.keys().next().value!);
    return file;
  }
}
