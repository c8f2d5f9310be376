import { Command } from '@nestjs/cqrs';
import type { LegacyImportReport } from '#src/modules/trade-names/availability/legacy-import';

/**
 * Import the old system's register from its CSV export, as `npm run legacy:import` does (by
 * reference, insert or update; bad rows refused by line). A wrong header refuses the whole file
 * (422 on `file`). The CSV is read by the route's ReceiveCsv guard, which stands for the request DTO.
 */
export class ImportLegacyNamesCommand extends Command<LegacyImportReport> {
  constructor(
    readonly file: { name: string; text: string },
    readonly actor: string,
  ) {
    super();
  }
}
