import { Query } from '@nestjs/cqrs';
import type { PublishedDigest } from '../list-digests/list-digests.query.js';

/** One digest: a day's (404 when that day has none) or the latest recorded (null when none is). */
export class GetDigestQuery extends Query<PublishedDigest | null> {
  constructor(readonly day: string | 'latest') {
    super();
  }
}
