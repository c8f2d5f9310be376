import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { ForStaff } from '#src/shared/http/access';
import { uuid } from '#src/modules/applications/http/application-routes';
import { ExportApplicationHistoryQuery } from './export-application-history.query.js';
import { historyCsv } from './history-csv.js';

export class ExportHistoryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv'])
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ description: 'language when no Accept-Language header is sent' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  locale?: string;
}

/**
 * `GET /api/admin/{trade-names|businesses|trademarks}/{id}/history/export?format=json|csv`: an
 * application's every event (actor named, payload, hash) with the chain verification, as a file.
 * An unknown kind or id is 404, as on the audit routes.
 */
@ApiTags('audit')
@Controller('admin')
export class ExportApplicationHistoryController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':kind/:id/history/export')
  @ForStaff('audit.read')
  @ApiProduces('application/json', 'text/csv')
  @ApiOperation({ summary: 'An application’s history and its chain verification as JSON or CSV (UTF-8 with BOM)' })
  async export(@Param('kind') kind: string, @Param('id', uuid) id: string, @Query() query: ExportHistoryDto, @Res() res: FastifyReply) {
    const history = await this.queryBus.execute(new ExportApplicationHistoryQuery(kind, id));
    const format = query.format ?? 'json';
    const day = history.exportedAt.slice(0, 10);
    res.status(200);
    res.header('Cache-Control', 'no-store');
    res.header('Content-Disposition', `attachment; filename="history-${kind}-${id}-${day}.${format}"`);
    if (format === 'csv') {
      res.header('Content-Type', 'text/csv; charset=utf-8');
      res.send(historyCsv(history));
    } else {
      res.header('Content-Type', 'application/json; charset=utf-8');
      res.send(JSON.stringify(history, null, 2));
    }
  }
}
