import type { CaseFileExamination, CaseFileSignConflict } from '@registry/domain/applications/rules/case-file';
import { caseFormat, type CaseFormat } from './case-format';

/** One row of the word-mark conflicts panel: what the examiner reads of a conflicting sign. */
export interface WordMarkConflictRow {
  key: string;
  verdict: CaseFileSignConflict['verdict'];
  kind: CaseFileSignConflict['kind'];
  name: string;
  matchedWith: string;
  /** The sign's classes ("29, 30"), or none (a trade name). */
  classes: string;
  /** Where the classes meet: shared classes ("30"), coordinated pairs ("30 ↔ 29"), or nothing. */
  meets: string;
  relation: CaseFileSignConflict['relation'];
  status: CaseFileSignConflict['status'];
  score: string;
  reference: string | null;
  holder: string | null;
  message: string;
  heldAtSubmission: boolean;
}

const VERDICTS = ['refuse', 'similar', 'weak'] as const;

/**
 * The examination's conflicts as the panel lists them: refusals first, then similar, then weak
 * (the API's order kept within each), each sign's classes and where they meet written out, and
 * the count of each verdict for the panel's summary line. Numbers in the reader's digits.
 */
export function wordMarkConflictRows(
  examination: CaseFileExamination,
  format: CaseFormat = caseFormat('en'),
): {
  rows: WordMarkConflictRow[];
  counts: Record<(typeof VERDICTS)[number], number>;
} {
  const separator = format.locale === 'ckb' || format.locale === 'ar' ? '، ' : ', ';
  const numbers = (list: readonly number[]) => list.map((n) => format.number(n)).join(separator);
  // Scores to two places ("0.70"), in the reader's digits and decimal sign (1.5 written as the language writes it).
  const point = format.number(1.5).charAt(1);
  const decimals = (n: number) =>
    n
      .toFixed(2)
      .replace(/\d/g, (d) => format.number(Number(d)))
      .replace('.', point);
  const rows = VERDICTS.flatMap((verdict) =>
    examination.conflicts
      .filter((c) => c.verdict === verdict)
      .map((c): WordMarkConflictRow => ({
        key: `${c.kind}:${c.id}`,
        verdict: c.verdict,
        kind: c.kind,
        name: c.name,
        matchedWith: c.matchedWith,
        classes: numbers(c.classes) || '—',
        meets: c.sharedClasses.length
          ? numbers(c.sharedClasses)
          : c.coordinatedPairs.map(([ours, theirs]) => `${format.number(ours)} ↔ ${format.number(theirs)}`).join(separator),
        relation: c.relation,
        status: c.status,
        score: decimals(c.score),
        reference: c.reference ?? null,
        holder: c.holder ?? null,
        message: c.message,
        heldAtSubmission: c.heldAtSubmission,
      })),
  );
  const counts = { refuse: 0, similar: 0, weak: 0 };
  for (const row of rows) counts[row.verdict] += 1;
  return { rows, counts };
}
