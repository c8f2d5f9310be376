import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { JsonLogger } from '../infrastructure/logging/logger.js';
import { startRuntime } from '../runtime.js';
import { DomainError, type FieldProblem } from '@registry/domain/shared/domain-error';
import '@registry/domain/shared/i18n/common-messages';
import { translate } from '@registry/domain/shared/i18n/messages';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import { importPersonsCsv } from '../modules/reference/civil-registry/import-persons-csv.js';
import '@registry/domain/reference/civil-registry/messages';
import { PostgresCivilRegistry } from '../modules/reference/civil-registry/postgres-civil-registry.js';

/** English for the operator; the column is named even when the message itself does not name it. */
function describe(p: FieldProblem): string {
  const text = translate(p.code, 'en', { ...(p.field ? { field: p.field } : {}), ...p.params });
  return p.field && !text.includes(p.field) ? `${p.field}: ${text}` : text;
}

/**
 * npm run civil-registry:import -- <file.csv>
 * Imports the civil registry's CSV export (header upn,first_name,last_name,father_name,
 * birth_date,nationality,gender) into the running portal's database: good rows are inserted or
 * updated, bad rows are listed by line number, and importing the same file again changes nothing.
 * Exit code 0: every row imported; 1: some rows refused (the others are in); 2: nothing imported.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write('usage: npm run civil-registry:import -- <file.csv>\n');
    process.exitCode = 2;
    return;
  }
  // `npm run` changes to the repository root; a relative path means where the command was typed.
  const csvPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = await readFile(csvPath, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${csvPath}: ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  // The import sends no e-mail; an explicit SMTP_URL keeps it from starting a second mail catcher.
  const config = { ...loadConfig(), runProjections: false, smtpUrl: 'smtp://127.0.0.1:1' };
  const runtime = await startRuntime(config, new JsonLogger('warn'), { reuseRunningDatabase: true });
  try {
    const report = await importPersonsCsv(text, new PostgresCivilRegistry(runtime.db.pool), registryToday());
    for (const { line, problems } of report.rejected) {
      process.stdout.write(`line ${line}: ${problems.map(describe).join('; ')}\n`);
    }
    process.stdout.write(
      `${csvPath}: ${report.rows} rows: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected.length} refused\n`,
    );
    if (report.rejected.length) process.exitCode = 1;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    process.stderr.write(`${csvPath}: ${error.problems.map(describe).join('; ')}\n`);
    process.exitCode = 2;
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  process.stderr.write(`import failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
