import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';

/** A receipt as the cashiers' list and its CSV show it: no amount (cash only, spec §9). */
export interface PaymentReceipt {
  /** The application's id. */
  id: string;
  kind: string;
  name: string | null;
  uen: string | null;
  receiptNumber: string;
  receiptDate: string;
  cashierId: string;
  cashierName: string | null;
  confirmedAt: string;
}

export interface PaymentReceiptsFilter {
  /** `YYYY-MM-DD`: the receipts' own date. */
  date: string;
  cashierId?: string;
}

/** The receipts of a day, optionally of one cashier, in the order they were confirmed; every row when `page` is null (the CSV). */
export class ListPaymentReceiptsQuery extends Query<{ rows: PaymentReceipt[]; total: number }> {
  constructor(
    readonly filter: PaymentReceiptsFilter,
    readonly page: Page | null,
  ) {
    super();
  }
}
