import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { activityRows, geographyRows, newestSnapshot } from './reference-snapshot.js';

describe('reference data snapshots (migrations/data)', () => {
  // A failure here means the sources changed after the newest migration froze them: run
  // `npm run reference:snapshot -- <timestamp>` and add a migration that loads the new files.
  it('the newest activities snapshot is what the sources build today', () => {
    expect(newestSnapshot('activities').rows).toEqual(activityRows());
  });

  it('the newest geography snapshot is what the sources build today', () => {
    expect(newestSnapshot('geography').rows).toEqual(geographyRows());
  });

  it('takes the snapshot of the latest migration, whatever the directory order', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'snapshots-'));
    writeFileSync(path.join(dir, '1760000000042-activities.json'), '["new"]');
    writeFileSync(path.join(dir, '1760000000010-activities.json'), '["old"]');
    expect(newestSnapshot('activities', dir)).toEqual({ file: '1760000000042-activities.json', rows: ['new'] });
  });
});
