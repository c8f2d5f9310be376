import 'reflect-metadata';
import type { FieldProblem } from '@registry/domain/shared/domain-error';
import { translate } from '@registry/domain/shared/i18n/messages';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import '@registry/domain/reference/civil-registry/messages';
import { importPersonsCsv } from '../modules/reference/civil-registry/import-persons-csv.js';
import { PostgresCivilRegistry } from '../modules/reference/civil-registry/postgres-civil-registry.js';
import { csvImportMain } from './csv-import.js';

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
 * A file without that header is refused whole. Exit codes: see runCsvImport.
 */
csvImportMain({
  script: 'civil-registry:import',
  failure: 'import failed',
  describe,
  run: (text, runtime) => importPersonsCsv(text, new PostgresCivilRegistry(runtime.db.pool), registryToday()),
});
