import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG, LOGGER } from '#src/tokens';
import type { AppConfig } from '#src/config/config';
import type { Logger } from '#src/infrastructure/logging/logger';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import { importPersonsCsv } from './import-persons-csv.js';
import { PostgresCivilRegistry } from './postgres-civil-registry.js';

/** The demonstration persons' CSV, beside this file's source (also when running from api/dist). */
export function samplePersonsCsvPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const { sep } = path;
  const sources = here.replace(`${sep}api${sep}dist${sep}api${sep}src${sep}`, `${sep}api${sep}src${sep}`);
  return path.join(sources, 'sample-persons.csv');
}

/**
 * In development only, the civil registry starts with demonstration persons (adults, a
 * foreigner, a person with no nationality, a minor) so that every UPN rule can be tried by hand.
 * Idempotent: a restart leaves them as they are.
 */
@Injectable()
export class DevelopmentPersonsSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly registry: PostgresCivilRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.env !== 'development') return;
    try {
      const report = await importPersonsCsv(await readFile(samplePersonsCsvPath(), 'utf8'), this.registry, registryToday());
      // Counts only: the persons themselves are personal data and stay out of the logs.
      this.log.log('civil registry: demonstration persons imported', {
        inserted: report.inserted,
        updated: report.updated,
        unchanged: report.unchanged,
        rejected: report.rejected.map((r) => r.line),
      });
    } catch (error) {
      this.log.error('civil registry: demonstration persons not imported', { error });
    }
  }
}
