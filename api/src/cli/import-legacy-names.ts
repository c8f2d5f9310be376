import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { JsonLogger } from '../infrastructure/logging/logger.js';
import { startRuntime } from '../runtime.js';
import type { FieldProblem } from '@registry/domain/shared/domain-error';
import '@registry/domain/shared/i18n/common-messages';
import { translate } from '@registry/domain/shared/i18n/messages';
import '@registry/domain/trade-names/availability/messages';
import { importLegacyNames } from '../modules/trade-names/availability/legacy-import.js';

const describe = (p: FieldProblem) => translate(p.code, 'en', { ...(p.field ? { field: p.field } : {}), ...p.params });

/**
 * npm run legacy:import -- <file.csv>
 * Imports trade names of the old system (header legacy_ref,name,district_id,registered_on,
 * owner_name; sample: api/src/modules/trade-names/availability/legacy-sample.csv) into the
 * running portal's database. A name found there is refused with advice to reintroduce it.
 * Exit code 0: every row imported; 1: some rows refused; 2: nothing imported.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write('usage: npm run legacy:import -- <file.csv>\n');
    process.exitCode = 2;
    return;
  }
  const csvPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = await readFile(csvPath, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${csvPath}: ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  const config = { ...loadConfig(), runProjections: false, smtpUrl: 'smtp://127.0.0.1:1' };
  const runtime = await startRuntime(config, new JsonLogger('warn'), { reuseRunningDatabase: true });
  try {
    const report = await importLegacyNames(text, runtime.db.pool);
    for (const { line, problems } of report.rejected) process.stdout.write(`line ${line}: ${problems.map(describe).join('; ')}\n`);
    process.stdout.write(
      `${csvPath}: ${report.rows} rows: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected.length} refused\n`,
    );
    if (report.rejected.length) process.exitCode = report.rows === 0 ? 2 : 1;
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  process.stderr.write(`legacy import failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
