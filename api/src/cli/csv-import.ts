import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { JsonLogger } from '../infrastructure/logging/logger.js';
import { startRuntime, type Runtime } from '../runtime.js';
import { DomainError, type FieldProblem } from '@registry/domain/shared/domain-error';
import '@registry/domain/shared/i18n/common-messages';

/** What an importer tells of one file: data rows read, what became of them, and each refused line with its problems. */
export interface CsvImportReport {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; problems: FieldProblem[] }[];
}

export interface CsvImportCommand {
  /** The npm script, for the usage line. */
  script: string;
  /** How the last message starts when the import itself fails. */
  failure: string;
  /** A problem in English for the operator. */
  describe: (problem: FieldProblem) => string;
  run: (text: string, runtime: Runtime) => Promise<CsvImportReport>;
}

/**
 * The command line of the CSV importers (`npm run <script> -- <file.csv>`): reads the file, runs
 * the import against the running portal's database and prints each refused line and the counts.
 * Exit code 0: every row imported; 1: some rows refused (the others are in); 2: nothing imported
 * (no or unreadable file, a file refused whole).
 */
export async function runCsvImport(command: CsvImportCommand): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write(`usage: npm run ${command.script} -- <file.csv>\n`);
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
    const report = await command.run(text, runtime);
    for (const { line, problems } of report.rejected) {
      process.stdout.write(`line ${line}: ${problems.map(command.describe).join('; ')}\n`);
    }
    process.stdout.write(
      `${csvPath}: ${report.rows} rows: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected.length} refused\n`,
    );
    if (report.rejected.length) process.exitCode = report.rows === 0 ? 2 : 1;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    process.stderr.write(`${csvPath}: ${error.problems.map(command.describe).join('; ')}\n`);
    process.exitCode = 2;
  } finally {
    await runtime.close();
  }
}

/** Runs an importer as the process's main: an unexpected failure is printed and exits 1. */
export function csvImportMain(command: CsvImportCommand): void {
  runCsvImport(command).catch((error) => {
    process.stderr.write(`${command.failure}: ${error?.stack ?? error}\n`);
    process.exit(1);
  });
}
