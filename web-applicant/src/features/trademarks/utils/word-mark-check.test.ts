import { describe, expect, it } from 'vitest';
import type { SignConflict, WordMarkExamination } from '#src/features/trademarks/api/check-word-mark';
import { reasonKeyOf, statusKeyOf, wordMarkCheckState, wordMarkOutcome } from './word-mark-check';

const mark = (ckb = '', en = '', ar = '') => ({ ckb, en, ar });
const classes = (...numbers: string[]) => numbers.map((classNumber) => ({ classNumber, terms: '' }));

const conflict = (verdict: string, reason: string): SignConflict => ({
  kind: 'mark',
  name: 'بەختیار',
  matchedWith: 'Bakhtiyar',
  classes: [29],
  status: 'pending',
  verdict,
  relation: verdict === 'weak' ? 'unrelated' : 'same',
  sharedClasses: [],
  score: 1,
  exact: true,
  reason,
  message: 'the API’s words',
});

describe('wordMarkCheckState', () => {
  it('asks nothing without words', () => {
    expect(wordMarkCheckState({ wordMark: mark(' ', '', ''), classes: classes('29') })).toEqual({ kind: 'empty' });
  });

  it('gives the words’ own problems (letters of another language) before asking the register', () => {
    const state = wordMarkCheckState({ wordMark: mark('Zagros'), classes: classes('30') });
    expect(state).toMatchObject({ kind: 'textProblems', problems: [expect.objectContaining({ field: 'wordMark.ckb' })] });
  });

  it('waits for a class: the examination is by class', () => {
    expect(wordMarkCheckState({ wordMark: mark('', 'Zagros Tea'), classes: classes('') })).toEqual({ kind: 'needsClass' });
    expect(wordMarkCheckState({ wordMark: mark('', 'Zagros Tea'), classes: classes('46', 'x') })).toEqual({ kind: 'needsClass' });
  });

  it('asks with the written forms trimmed and the classes each once, sorted, Kurdish digits read', () => {
    const state = wordMarkCheckState({ wordMark: mark(' چای زاگرۆس ', 'Zagros Tea', ''), classes: classes('٣٠', '29', '30', '') });
    expect(state).toEqual({
      kind: 'ask',
      query: { wordMark: { ckb: 'چای زاگرۆس', en: 'Zagros Tea' }, classes: [29, 30] },
      words: 'چای زاگرۆس / Zagros Tea',
    });
  });
});

describe('wordMarkOutcome', () => {
  const examination = (allowed: boolean, reasons: WordMarkExamination['reasons'], conflicts: SignConflict[]): WordMarkExamination => ({
    allowed,
    classes: [29],
    reasons,
    conflicts,
  });

  it('is refused with the reasons and the signs behind them', () => {
    const refusing = conflict('refuse', 'trademark.same-class-mark');
    const reasons = [{ code: 'trademark.same-class-mark', field: 'wordMark', message: 'm', conflicts: [refusing] }];
    expect(wordMarkOutcome(examination(false, reasons, [refusing]))).toEqual({ verdict: 'refused', reasons });
  });

  it('is allowed with the weak and similar conflicts as notes, or simply available', () => {
    const weak = conflict('weak', 'trademark.unrelated-class');
    const similar = conflict('similar', 'trademark.similar-sign');
    expect(wordMarkOutcome(examination(true, [], [weak, similar]))).toEqual({ verdict: 'allowedWithNotes', notes: [weak, similar] });
    expect(wordMarkOutcome(examination(true, [], []))).toEqual({ verdict: 'available' });
  });
});

describe('the keys of reasons and statuses', () => {
  it('words the refusing codes in the portal and leaves unknown codes to the API’s message', () => {
    expect(reasonKeyOf('trademark.same-class-mark')).toBe('wordMarkCheck.reason.sameClassMark');
    expect(reasonKeyOf('trademark.generic-only')).toBe('wordMarkCheck.reason.genericOnly');
    expect(reasonKeyOf('trademark.something-new')).toBeUndefined();
    expect(statusKeyOf('pending')).toBe('wordMarkCheck.status.pending');
    expect(statusKeyOf('withdrawn')).toBe('wordMarkCheck.status.unknown');
    expect(statusKeyOf(null)).toBe('wordMarkCheck.status.unknown');
  });
});
