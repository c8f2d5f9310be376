/**
 * Registration drafts on the server (issue 23 §10): what an applicant signed in by code has typed
 * so far, so that a registration started on a phone continues on a computer.
 *
 * A draft is "partial": no rule of the application is enforced on it (that happens at
 * submission), but it must still be a draft: a JSON object of the form's values and the list
 * of finished steps, within the size and shape limits here. Anything else is a clean 4xx.
 */
import { DomainError, type FieldProblem } from '../shared/domain-error.js';
import { defineMessages } from '../shared/i18n/messages.js';

export const DRAFT_KINDS = ['trade-name', 'business'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
export const isDraftKind = (value: unknown): value is DraftKind =>
  typeof value === 'string' && (DRAFT_KINDS as readonly string[]).includes(value);

/** The stored JSON of a draft, at most this many bytes (a full company is about 10 KB; uploads are ids). */
export const DRAFT_MAX_BYTES = 64 * 1024;
const MAX_DEPTH = 8;
const MAX_TEXT = 5000;
const MAX_ITEMS = 200;
const MAX_STEPS = 20;
const STEP_ID = /^[a-z][a-z-]{0,39}$/;

export interface DraftContent {
  values: Record<string, unknown>;
  /** Steps the applicant has finished. */
  completed: string[];
}

export const DraftMessages = defineMessages({
  'draft.version-conflict': {
    ckb: 'ڕەشنووسەکە لە شوێنێکی ترەوە گۆڕدراوە؛ دوایین وەشانەکەی بکەرەوە',
    en: 'The draft was changed elsewhere; open its latest version',
    ar: 'تم تغيير المسودة من مكان آخر؛ افتح أحدث نسخة منها',
    kmr: 'Reşnivîs ji cihekî din hate guhertin; guhertoya wê ya dawî veke',
  },
  'draft.too-large': {
    ckb: 'ڕەشنووسەکە زۆر گەورەیە (زۆرترین {{max}} بایت)',
    en: 'The draft is too large (at most {{max}} bytes)',
    ar: 'المسودة كبيرة جداً (الحد الأقصى {{max}} بايت)',
    kmr: 'Reşnivîs pir mezin e (herî zêde {{max}} bayt)',
  },
  'draft.invalid': {
    ckb: '{{field}}: ئەمە ڕەشنووسی تۆمارکردن نییە',
    en: '{{field}}: this is not a registration draft',
    ar: '{{field}}: هذه ليست مسودة تسجيل',
    kmr: '{{field}}: ev ne reşnivîsa tomarkirinê ye',
  },
});

export const draftTooLarge = () =>
  new DomainError('too-large', { code: DraftMessages['draft.too-large'], params: { max: DRAFT_MAX_BYTES } });

/** Where a value breaks the draft's shape (JSON only, bounded depth, texts and lists). */
function shapeProblems(value: unknown, path: string, depth: number, problems: FieldProblem[]): void {
  if (problems.length >= 10) return;
  const invalid = () => problems.push({ code: DraftMessages['draft.invalid'], field: path });
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') return void (Number.isFinite(value) ? undefined : invalid());
  if (typeof value === 'string') return void (value.length <= MAX_TEXT ? undefined : invalid());
  if (depth >= MAX_DEPTH) return void invalid();
  if (Array.isArray(value)) {
    if (value.length > MAX_ITEMS) return void invalid();
    value.forEach((item, index) => shapeProblems(item, `${path}[${index}]`, depth + 1, problems));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > MAX_ITEMS) return void invalid();
    for (const [key, item] of entries) shapeProblems(item, `${path}.${key}`, depth + 1, problems);
    return;
  }
  invalid();
}

/** The draft's problems (none: it can be stored); the size is the edge's (`draftTooLarge`). */
export function draftProblems(content: { values?: unknown; completed?: unknown }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { values, completed } = content;
  if (values === null || typeof values !== 'object' || Array.isArray(values))
    problems.push({ code: DraftMessages['draft.invalid'], field: 'values' });
  else shapeProblems(values, 'values', 0, problems);
  if (!Array.isArray(completed) || completed.length > MAX_STEPS)
    problems.push({ code: DraftMessages['draft.invalid'], field: 'completed' });
  else
    completed.forEach((step, index) =>
      typeof step === 'string' && STEP_ID.test(step)
        ? undefined
        : problems.push({ code: DraftMessages['draft.invalid'], field: `completed[${index}]` }),
    );
  return problems;
}
