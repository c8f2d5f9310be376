import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOCALES } from '#src/shared/i18n/locale';
import { translate } from '#src/shared/i18n/messages';
import './messages.js';
import { examineWordMark, heldName, type HeldSign, type WordMarkRequest } from './word-mark-conflicts.js';

const markHeld = (id: string, words: string[], classes: number[], extra: Partial<HeldSign> = {}): HeldSign => ({
  kind: 'mark',
  id,
  words: words.map(heldName),
  classes,
  status: 'reserved',
  ...extra,
});
const tradeNameHeld = (id: string, name: string, extra: Partial<HeldSign> = {}): HeldSign => ({
  kind: 'trade_name',
  id,
  words: [heldName(name)],
  classes: [],
  status: 'registered',
  ...extra,
});
const request = (en: string, classes: number[], extra: Partial<WordMarkRequest> = {}): WordMarkRequest => ({
  wordMark: { en },
  classes,
  ...extra,
});
const codes = (e: ReturnType<typeof examineWordMark>) => e.reasons.map((r) => r.code);

describe('word-mark examination: refusals', () => {
  it('given nothing held, when a distinctive mark is examined, then it is allowed with no conflict', () => {
    expect(examineWordMark(request('Zagros', [30]), [])).toEqual({ allowed: true, reasons: [], conflicts: [] });
  });

  it('given a reserved mark in Sorani, when the same mark is asked for in English in its class, then "same class", naming it and the class', () => {
    const examination = examineWordMark(request('Zagros', [30, 43]), [markHeld('tm-1', ['زاگرۆس'], [30], { reference: 'TM-2026-000001' })]);
    expect(examination.allowed).toBe(false);
    expect(examination.reasons).toEqual([
      {
        code: 'trademark.same-class-mark',
        params: { marks: ['زاگرۆس'], classes: ['30'] },
        conflicts: [
          expect.objectContaining({
            id: 'tm-1',
            reference: 'TM-2026-000001',
            kind: 'mark',
            name: 'زاگرۆس',
            matchedWith: 'Zagros',
            score: 1,
            exact: true,
            relation: 'same',
            sharedClasses: [30],
            classes: [30],
            verdict: 'refuse',
          }),
        ],
      },
    ]);
  });

  it('given a mark for software services, when the same mark is asked for software, then "related class", naming the pair', () => {
    const examination = examineWordMark(request('Rasan', [9]), [markHeld('tm-1', ['ڕاسان'], [42, 45])]);
    expect(codes(examination)).toEqual(['trademark.related-class-mark']);
    expect(examination.reasons[0]!.params).toEqual({ marks: ['ڕاسان'], classes: ['9 ↔ 42'] });
    expect(examination.conflicts[0]).toMatchObject({ relation: 'coordinated', coordinatedPairs: [[9, 42]], verdict: 'refuse' });
  });

  it('given a trade name, when a mark with its distinctive word is asked for in any class, then "trade name"', () => {
    const examination = examineWordMark(request('Nawroz', [25]), [
      tradeNameHeld('tn-1', 'شركة نوروز للتجارة', { reference: 'TN-2026-000002' }),
    ]);
    expect(codes(examination)).toEqual(['trademark.trade-name-conflict']);
    expect(examination.reasons[0]!.params).toEqual({ names: ['شركة نوروز للتجارة'] });
    expect(examination.conflicts[0]).toMatchObject({ kind: 'trade_name', relation: 'unclassified', verdict: 'refuse' });
  });

  it('given a trade name whose classes are known, when they are unrelated to the mark’s, then it is a weak conflict only', () => {
    const examination = examineWordMark(request('Nawroz', [25]), [tradeNameHeld('tn-1', 'Nawroz', { classes: [5] })]);
    expect(examination.allowed).toBe(true);
    expect(examination.conflicts[0]).toMatchObject({ verdict: 'weak', reason: 'trademark.unrelated-class' });
  });

  it('given conflicts of every kind, when examined, then the reasons come in order, each naming at most three signs', () => {
    const held = [
      tradeNameHeld('tn-1', 'Zagros Trading'),
      markHeld('tm-related', ['Zagros'], [42]),
      ...['Zagros', 'زاگرۆس', 'زاكروس', 'Zagros Group'].map((w, i) => markHeld(`tm-same-${i}`, [w], [9])),
    ];
    const examination = examineWordMark(request('Zagros', [9]), held);
    expect(codes(examination)).toEqual(['trademark.same-class-mark', 'trademark.related-class-mark', 'trademark.trade-name-conflict']);
    expect(examination.reasons[0]!.conflicts).toHaveLength(4);
    expect(examination.reasons[0]!.params!.marks).toHaveLength(3);
  });
});

describe('word-mark examination: what is only shown', () => {
  it('given the same mark in an unrelated class, when examined, then allowed, listed as a weak conflict with both sides’ classes', () => {
    const examination = examineWordMark(request('Zagros', [30]), [markHeld('tm-1', ['زاگرۆس'], [12, 37])]);
    expect(examination).toMatchObject({ allowed: true, reasons: [] });
    expect(examination.conflicts).toEqual([
      expect.objectContaining({
        verdict: 'weak',
        relation: 'unrelated',
        reason: 'trademark.unrelated-class',
        params: { names: ['زاگرۆس'], classes: ['12', '37'] },
      }),
    ]);
  });

  it('given a similar mark (a distinctive word added) in the same class, when examined, then allowed and listed as similar', () => {
    const examination = examineWordMark(request('Nawroz Zagros', [30]), [markHeld('tm-1', ['Nawroz'], [30])]);
    expect(examination.allowed).toBe(true);
    expect(examination.conflicts).toEqual([
      expect.objectContaining({ verdict: 'similar', reason: 'trademark.similar-sign', score: 0.667 }),
    ]);
  });

  it('given a similar mark in an unrelated class, when examined, then it is not listed', () => {
    expect(examineWordMark(request('Nawroz Zagros', [30]), [markHeld('tm-1', ['Nawroz'], [12])]).conflicts).toEqual([]);
  });

  it('given an unrelated mark, when examined, then it is not listed', () => {
    expect(examineWordMark(request('Zagros', [30]), [markHeld('tm-1', ['Dilshad'], [30])]).conflicts).toEqual([]);
  });

  it('given refusing, similar and weak conflicts, when examined, then refusals come first, then similar, then weak, each by score', () => {
    const examination = examineWordMark(request('Nawroz', [30]), [
      markHeld('weak', ['Nawroz'], [12]),
      markHeld('similar', ['Nawroz Zagros'], [30]),
      markHeld('refuse-near', ['Newroz'], [29]),
      markHeld('refuse-same', ['نوروز'], [30]),
    ]);
    expect(examination.conflicts.map((c) => [c.id, c.verdict])).toEqual([
      ['refuse-same', 'refuse'],
      ['refuse-near', 'refuse'],
      ['similar', 'similar'],
      ['weak', 'weak'],
    ]);
  });
});

describe('word-mark examination: the mark’s written forms and its own entries', () => {
  it('given a mark written in English and Arabic, when only the Arabic form meets a held mark, then it counts, naming that form', () => {
    const examination = examineWordMark({ wordMark: { en: 'Golden Falcon', ar: 'الصقر الذهبي' }, classes: [30] }, [
      markHeld('tm-1', ['صقر ذهبي'], [30]),
    ]);
    expect(examination.conflicts[0]).toMatchObject({ matchedWith: 'الصقر الذهبي', verdict: 'refuse' });
  });

  it('given a held mark with several forms, when examined, then its best-matching form is the one named', () => {
    const examination = examineWordMark(request('Hawler', [43]), [markHeld('tm-1', ['Erbil', 'هەولێر'], [43])]);
    expect(examination.conflicts[0]).toMatchObject({ name: 'هەولێر', exact: true });
  });

  it('given the application’s own earlier entry, when it is examined again (a correction), then that entry is no conflict', () => {
    const own = markHeld('tm-own', ['Zagros'], [30], { holder: 'stream-1' });
    expect(examineWordMark(request('Zagros', [30], { holder: 'stream-1' }), [own]).allowed).toBe(true);
    expect(examineWordMark(request('Zagros', [30], { holder: 'stream-2' }), [own]).allowed).toBe(false);
  });

  it('given a mark of generic words only, when examined, then "generic only" at the word mark, and nothing can conflict', () => {
    const examination = examineWordMark(request('Trading Company LLC', [35]), [markHeld('tm-1', ['Trading Company LLC'], [35])]);
    expect(examination).toEqual({
      allowed: false,
      reasons: [{ code: 'trademark.generic-only', conflicts: [], field: 'wordMark' }],
      conflicts: [],
    });
  });

  it('given a mark with one distinctive form and one generic form, when examined, then the distinctive form is examined alone', () => {
    const examination = examineWordMark({ wordMark: { en: 'Trading Company', ckb: 'زاگرۆس' }, classes: [30] }, [
      markHeld('tm-1', ['Zagros'], [30]),
    ]);
    expect(codes(examination)).toEqual(['trademark.same-class-mark']);
  });
});

describe('word-mark examination: messages and properties', () => {
  it('given every reason and conflict, when translated, then each message is filled in all four languages', () => {
    const examination = examineWordMark(request('Zagros', [9]), [
      tradeNameHeld('tn-1', 'Zagros Trading'),
      markHeld('related', ['Zagros'], [42]),
      markHeld('same', ['زاگرۆس'], [9]),
      markHeld('similar', ['Zagros Nawroz'], [9]),
      markHeld('weak', ['Zagros'], [30]),
    ]);
    const messages = [
      ...examination.reasons.map((r) => ({ code: r.code, params: r.params ?? {} })),
      ...examination.conflicts.map((c) => ({ code: c.reason, params: c.params })),
    ];
    expect(new Set(messages.map((m) => m.code)).size).toBe(5);
    for (const { code, params } of messages)
      for (const locale of LOCALES) {
        const text = translate(code, locale, params);
        expect({ code, locale, text }).not.toEqual({ code, locale, text: expect.stringMatching(/\{\{|^trademark\./) });
      }
    expect(translate('trademark.related-class-mark', 'en', examination.reasons[1]!.params)).toBe(
      'This mark is the same as or too similar to an earlier mark in a related Nice class (9 ↔ 42): Zagros',
    );
    // In ckb and ar the classes are in the reader's digits (issue 35); no Latin digit is left.
    for (const locale of ['ckb', 'ar'] as const)
      for (const { code, params } of messages)
        expect({ code, locale, text: translate(code, locale, params) }).not.toMatchObject({ text: expect.stringMatching(/[0-9]/) });
    expect(translate('trademark.related-class-mark', 'ar', examination.reasons[1]!.params)).toContain('(٩ ↔ ٤٢)');
  });

  it('given any distinctive mark held in the mark’s own class, when examined, then it is refused; in an unrelated class, allowed', () => {
    const word = fc.stringMatching(/^[a-z]{3,10}$/);
    fc.assert(
      fc.property(word, (w) => {
        const held = heldName(w);
        if (held.latin === '') return;
        expect(examineWordMark(request(w, [30]), [markHeld('tm', [w], [30])]).allowed).toBe(false);
        expect(examineWordMark(request(w, [30]), [markHeld('tm', [w], [12])]).allowed).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
