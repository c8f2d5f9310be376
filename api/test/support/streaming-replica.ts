import { chownSync, cpSync, mkdirSync, readdirSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres } from '#src/infrastructure/database/embedded-postgres';

/**
 * What a base backup leaves out (PostgreSQL's "Making a Base Backup Using the Low Level API"): the
 * running server's lock and options, the WAL (the replica streams it), and per-run state that the
 * replica makes afresh.
 */
const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init']);
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

/**
 * A streaming replica of `primary` (an embedded server this test started), made as an operator
 * would with the embedded binaries, which ship no pg_basebackup: a physical replication slot (so
 * that the primary keeps the WAL from the backup's start until the replica has it),
 * `pg_backup_start`, a copy of the data directory, `pg_backup_stop` (its backup_label goes into the
 * copy), then `standby.signal` and `primary_conninfo` as `pg_basebackup -R` writes them. Started,
 * it replays what the primary writes and answers read-only queries (hot standby).
 */
export async function streamingReplica(primary: { dataDir: string; port: number }, replica: { dataDir: string; port: number }) {
  const superuser = new pg.Client({ connectionString: EmbeddedPostgres.urlFor(primary.dataDir, primary.port) });
  await superuser.connect();
  try {
    await superuser.query(`SELECT pg_create_physical_replication_slot('replica_test', true)`);
    await superuser.query(`SELECT pg_backup_start('replica', true)`);
    cpSync(primary.dataDir, replica.dataDir, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(primary.dataDir, source);
        const [top, ...rest] = relative.split(path.sep);
        if (NOT_COPIED.has(path.basename(source))) return false;
        return !(EMPTIED.has(top!) && rest.length > 0) && !path.basename(source).startsWith('pgsql_tmp');
      },
    });
    const { rows } = await superuser.query<{ labelfile: string }>(`SELECT labelfile FROM pg_backup_stop(false)`);
    writeFileSync(path.join(replica.dataDir, 'backup_label'), rows[0]!.labelfile);
  } finally {
    await superuser.end();
  }
  mkdirSync(path.join(replica.dataDir, 'pg_wal', 'archive_status'), { recursive: true });
  writeFileSync(path.join(replica.dataDir, 'standby.signal'), '');
  const source = new URL(EmbeddedPostgres.urlFor(primary.dataDir, primary.port));
  const conninfo = `host=127.0.0.1 port=${primary.port} user=postgres password=${decodeURIComponent(source.password)} application_name=replica_test`;
  writeFileSync(
    path.join(replica.dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = '${conninfo.replaceAll("'", "''")}'\nprimary_slot_name = 'replica_test'\nhot_standby = on\n`,
  );
  // The copy is the test's (root's, when the tests run as root); the server runs as the account that owns the primary's.
  const { uid, gid } = statSync(primary.dataDir);
  chownTree(replica.dataDir, uid, gid);
  chmodSync(replica.dataDir, 0o700);
  const server = new EmbeddedPostgres({ dataDir: replica.dataDir, port: replica.port });
  await server.start();
  return server;
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}
