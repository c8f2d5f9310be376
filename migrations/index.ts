import { EventStore1760000000000 } from './1760000000000-event-store.js';
import { StreamSummary1760000000001 } from './1760000000001-stream-summary.js';

/** Every migration, in order. Listed explicitly so that sources and compiled code load the same set. */
export const migrations = [EventStore1760000000000, StreamSummary1760000000001];
