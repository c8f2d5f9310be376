import { SNAPSHOT_KINDS, writeSnapshots } from '../modules/reference/reference-snapshot.js';

/**
 * npm run reference:snapshot -- <migration timestamp> [activities|geography]
 * Writes migrations/data/<timestamp>-activities.json and -geography.json (or only the kind
 * named) from the reference sources, for a new migration to load with upsertActivities /
 * upsertGeography.
 */
const [migration, kind] = process.argv.slice(2);
const kinds = kind === undefined ? SNAPSHOT_KINDS : SNAPSHOT_KINDS.filter((k) => k === kind);
if (!migration || !/^\d{13}$/.test(migration) || kinds.length === 0) {
  process.stderr.write('usage: npm run reference:snapshot -- <13-digit migration timestamp, e.g. 1760000000042> [activities|geography]\n');
  process.exitCode = 2;
} else {
  for (const file of writeSnapshots(migration, kinds)) process.stdout.write(`wrote ${file}\n`);
}
