import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid } from '@registry/domain/shared/domain-error';
import { LOGGER, PG_POOL } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { importLegacyNames, type LegacyImportReport } from '#src/modules/trade-names/availability/legacy-import';
import { ImportLegacyNamesCommand } from './import-legacy-names.command.js';

@CommandHandler(ImportLegacyNamesCommand)
export class ImportLegacyNamesHandler implements ICommandHandler<ImportLegacyNamesCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async execute({ file, actor }: ImportLegacyNamesCommand): Promise<LegacyImportReport> {
    const report = await importLegacyNames(file.text, this.pool);
    const header =
      report.rows === 0 ? report.rejected.find((r) => r.line === 1 && r.problems.some((p) => p.code === 'legacy.csv-header')) : undefined;
    // A wrong header refuses the whole file: nothing was read, so it is an error, not a report.
    if (header) throw invalid(header.problems.map((p) => ({ ...p, field: 'file' })));
    this.log.log('legacy register imported', {
      actor,
      file: file.name,
      rows: report.rows,
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      refused: report.rejected.length,
    });
    return report;
  }
}
