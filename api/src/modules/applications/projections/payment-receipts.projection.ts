import type { GlobalEvent, SqlSession } from '#src/event-store/event-store';
import type { Projection } from '#src/event-store/projections/projection';
import { upsert } from '#src/infrastructure/database/read-models/table';
import { APPLICATION_STREAM_TYPES } from './application-facets.js';
import { rmPaymentReceipts, type PaymentReceiptWriteRow } from './payment-receipts.table.js';

/** An application is paid once; a replayed event finds its row and changes nothing. */
const INSERT = upsert(rmPaymentReceipts, { via: 'unnest', update: [] });

interface PaymentConfirmed {
  actor?: { kind?: string; id?: string };
  at?: string;
  receiptNumber?: string;
  receiptDate?: string;
}

/**
 * The cashiers' receipts (issue 22 §5): every `<kind>.payment-confirmed` that carries a receipt
 * (those confirmed before receipts were recorded carry none and are not listed). Depends on the
 * events alone, so a rebuild gives the same rows.
 */
export class PaymentReceiptsProjection implements Projection {
  readonly name = 'payment-receipts';
  readonly streamTypes = APPLICATION_STREAM_TYPES;
  readonly tables = [rmPaymentReceipts.name];

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const rows: PaymentReceiptWriteRow[] = [];
    for (const e of events) {
      if (!e.type.endsWith('.payment-confirmed')) continue;
      const data = e.data as PaymentConfirmed;
      if (!data.receiptNumber || !data.receiptDate || data.actor?.kind !== 'staff' || !data.actor.id) continue;
      rows.push({
        stream_id: e.streamId,
        kind: e.streamType,
        receipt_number: data.receiptNumber,
        receipt_date: data.receiptDate,
        cashier_id: data.actor.id,
        confirmed_at: data.at ?? e.recordedAt,
        version: e.streamVersion,
      });
    }
    await INSERT.run(tx, rows);
  }
}
