import { bigint, defineTable, text, timestamptz, type RowOf, type WriteRowOf } from '#src/infrastructure/database/read-models/table';

/**
 * `rm_payment_receipts` (PaymentReceiptsProjection): one row per confirmed payment that recorded
 * a receipt (issue 22 §5), for the cashiers' list of a day. No amount: payments are cash at the
 * counter (spec §9) and the registry records only the receipt's number and date.
 */
export const rmPaymentReceipts = defineTable('rm_payment_receipts', {
  /** The application's stream: an application is paid once. */
  stream_id: text().primaryKey(),
  kind: text(),
  receipt_number: text(),
  /** `YYYY-MM-DD`, the receipt's own date (the region's calendar). */
  receipt_date: text(),
  cashier_id: text(),
  confirmed_at: timestamptz(),
  /** The stream version of the payment-confirmed event. */
  version: bigint(),
});

export type PaymentReceiptRow = RowOf<typeof rmPaymentReceipts>;
export type PaymentReceiptWriteRow = WriteRowOf<typeof rmPaymentReceipts>;
