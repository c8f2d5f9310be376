import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ES_APPEND_WITHOUT_HEAD_READ } from './1760000000105-append-without-head-read.js';

const CURSOR_LOOP = `FOR v_event IN SELECT value FROM jsonb_array_elements(p_events) LOOP`;
const INDEX_LOOP = `FOR v_index IN 0 .. v_count - 1 LOOP
          v_event := p_events -> v_index;`;

/**
 * es_append walks the events by index instead of through a query (issue 36 §4): a FOR over a
 * SELECT opens a cursor for every append, most of which carry one event, and took about a seventh
 * of the function's time (139 → 120 µs per one-event append, measured in a server-side loop).
 * Same signature, same checks, same errors.
 */
export class AppendWithoutCursor1760000000106 implements MigrationInterface {
  name = 'AppendWithoutCursor1760000000106';

  async up(db: QueryRunner): Promise<void> {
    if (!ES_APPEND_WITHOUT_HEAD_READ.includes(CURSOR_LOOP)) throw new Error('es_append: the loop to replace is not there');
    await db.query(
      ES_APPEND_WITHOUT_HEAD_READ.replace(CURSOR_LOOP, INDEX_LOOP).replace(
        'v_actual  bigint;',
        'v_actual  bigint;\n        v_index   integer;',
      ),
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(ES_APPEND_WITHOUT_HEAD_READ);
  }
}
