#!/usr/bin/env node
// Runs a command at a lower CPU priority (Unix nice 10 by default; LOW_PRIORITY_NICE chooses), its
// children included. `npm test` runs the unit and API suites this way beside the browser suite:
// the browser suite keeps both cores busy but not always (a worker waiting for the portal, the
// last tests of a run on one worker), and the lower-priority suites take that idle time without
// slowing the browser's tests (docs/testing.md, "Twelfth measurement").
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/low-priority.mjs <command> [arguments…]');
  process.exit(2);
}
setPriority(Number(process.env.LOW_PRIORITY_NICE ?? 10));
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
