import 'reflect-metadata';
import type { FieldProblem } from '@registry/domain/shared/domain-error';
import { translate } from '@registry/domain/shared/i18n/messages';
import '@registry/domain/trade-names/availability/messages';
import { importLegacyNames } from '../modules/trade-names/availability/legacy-import.js';
import { csvImportMain } from './csv-import.js';

const describe = (p: FieldProblem) => translate(p.code, 'en', { ...(p.field ? { field: p.field } : {}), ...p.params });

/**
 * npm run legacy:import -- <file.csv>
 * Imports trade names of the old system (header legacy_ref,name,district_id,registered_on,
 * owner_name; sample: api/src/modules/trade-names/availability/legacy-sample.csv) into the
 * running portal's database. A name found there is refused with advice to reintroduce it.
 * A wrong header refuses the whole file. Exit codes: see runCsvImport.
 */
csvImportMain({
  script: 'legacy:import',
  failure: 'legacy import failed',
  describe,
  run: (text, runtime) => importLegacyNames(text, runtime.db.pool),
});
