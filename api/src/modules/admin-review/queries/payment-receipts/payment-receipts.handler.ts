import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { rmApplications } from '#src/modules/applications/projections/applications.table';
import { rmPaymentReceipts } from '#src/modules/applications/projections/payment-receipts.table';
import { ListPaymentReceiptsQuery, type PaymentReceipt } from './payment-receipts.query.js';

interface Row {
  stream_id: string;
  kind: string;
  name: string | null;
  uen: string | null;
  receipt_number: string;
  receipt_date: string;
  cashier_id: string;
  cashier_name: string | null;
  confirmed_at: Date;
  total: string;
}

/** Read from the receipts' read model, with the application's name and UEN and the cashier's name. */
@QueryHandler(ListPaymentReceiptsQuery)
export class ListPaymentReceiptsHandler implements IQueryHandler<ListPaymentReceiptsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filter, page }: ListPaymentReceiptsQuery): Promise<{ rows: PaymentReceipt[]; total: number }> {
    const cashier = filter.cashierId ? sql` AND r.cashier_id = ${filter.cashierId}` : sql``;
    const slice = page ? sql` LIMIT ${page.size} OFFSET ${page.offset}` : sql``;
    const rows = await selectAs<Row>(
      this.pool,
      sql`SELECT r.stream_id, r.kind, a.name, a.uen, r.receipt_number, r.receipt_date, r.cashier_id, r.confirmed_at,
                 nullif(trim(concat_ws(' ', s.first_name, s.last_name)), '') AS cashier_name, count(*) OVER () AS total
          FROM ${rmPaymentReceipts.as('r')}
          LEFT JOIN ${rmApplications.as('a')} ON a.stream_id = r.stream_id
          LEFT JOIN staff_users s ON s.id::text = r.cashier_id
          WHERE r.receipt_date = ${filter.date}${cashier}
          ORDER BY r.confirmed_at ASC, r.stream_id ASC${slice}`,
    );
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((r) => ({
        id: r.stream_id,
        kind: r.kind,
        name: r.name,
        uen: r.uen,
        receiptNumber: r.receipt_number,
        receiptDate: r.receipt_date,
        cashierId: r.cashier_id,
        cashierName: r.cashier_name,
        confirmedAt: r.confirmed_at.toISOString(),
      })),
    };
  }
}
