import { writeSnapshots } from '../modules/reference/reference-snapshot.js';

/**
 * npm run reference:snapshot -- <migration timestamp>
 * Writes migrations/data/<timestamp>-activities.json and -geography.json from the reference
 * sources, for a new migration to load with upsertActivities / upsertGeography.
 */
const migration = process.argv[2];
if (!migration || !/^\d{13}$/.test(migration)) {
  process.stderr.write('usage: npm run reference:snapshot -- <13-digit migration timestamp, e.g. 1760000000042>\n');
  process.exitCode = 2;
} else {
  for (const file of writeSnapshots(migration)) process.stdout.write(`wrote ${file}\n`);
}
