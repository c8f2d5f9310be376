import { readFileSync } from 'node:fs';

/**
 * The fields of `/proc/<pid>/stat` after the command name: [state, ppid, pgrp, …] (field 3 of
 * proc(5) onwards); undefined where the OS does not tell (no such process, no /proc). The command
 * name may hold spaces and parentheses, so the fields are counted from its last ')'.
 */
export function procStatFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
