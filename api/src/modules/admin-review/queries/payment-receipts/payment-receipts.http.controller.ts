import { Controller, Get, Query, Res, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import { ForStaff } from '#src/shared/http/access';
import { JsonServerDialect, JsonServerQuery, listed, readRange } from '#src/modules/admin-directory/json-server';
import { csvLines } from '#src/shared/csv/csv-lines';
import { MAX_QUEUE_RANGE } from '../review-queue/review-queue.http.controller.js';
import { ListPaymentReceiptsQuery, type PaymentReceiptsFilter } from './payment-receipts.query.js';

export class PaymentReceiptsQuery extends JsonServerQuery {
  @ApiPropertyOptional({ description: 'The receipts’ date, YYYY-MM-DD (default: today in the region)' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  date?: string;

  @ApiPropertyOptional({ description: 'Only this cashier’s receipts (staff id)' })
  @IsOptional()
  @MaxLength(100)
  cashierId?: string;
}

const filterOf = (query: PaymentReceiptsQuery): PaymentReceiptsFilter => ({
  date: query.date ?? registryToday(),
  ...(query.cashierId ? { cashierId: query.cashierId } : {}),
});

const CSV_COLUMNS = [
  'receipt_number',
  'receipt_date',
  'kind',
  'application_id',
  'name',
  'uen',
  'cashier_id',
  'cashier_name',
  'confirmed_at',
] as const;

/**
 * The cashiers' receipts of a day (issue 22 §5), in the json-server dialect for the back office's
 * list; `receipts.csv` exports the same rows. No amounts: payment is cash at the counter (spec §9).
 */
@ApiTags('back office')
@Controller('admin')
@UseInterceptors(JsonServerDialect)
export class AdminPaymentReceiptsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('receipts')
  @ForStaff('payments.confirm')
  @ApiOperation({
    summary: 'Receipts of a day (date=YYYY-MM-DD), optionally of one cashier (cashierId), in the order confirmed; X-Total-Count',
  })
  async list(@Query() query: PaymentReceiptsQuery) {
    const { rows, total } = await this.queryBus.execute(new ListPaymentReceiptsQuery(filterOf(query), readRange(query, MAX_QUEUE_RANGE)));
    return listed(rows, total);
  }
}

@ApiTags('back office')
@Controller('admin')
export class AdminPaymentReceiptsCsvController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('receipts.csv')
  @ForStaff('payments.confirm')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The same receipts as CSV (UTF-8), every row of the day' })
  async csv(@Query() query: PaymentReceiptsQuery, @Res() res: FastifyReply) {
    const filter = filterOf(query);
    const { rows } = await this.queryBus.execute(new ListPaymentReceiptsQuery(filter, null));
    const csv = csvLines([
      CSV_COLUMNS,
      ...rows.map((r) => [r.receiptNumber, r.receiptDate, r.kind, r.id, r.name, r.uen, r.cashierId, r.cashierName, r.confirmedAt]),
    ]);
    res.status(200);
    res.header('Content-Type', 'text/csv; charset=utf-8');
    res.header('Cache-Control', 'no-store');
    res.header(
      'Content-Disposition',
      `attachment; filename="receipts-${filter.date}${filter.cashierId ? `-${filter.cashierId}` : ''}.csv"`,
    );
    res.send(csv);
  }
}
