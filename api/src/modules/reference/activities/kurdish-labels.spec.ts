import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isicDataDir, loadIsicCatalogue, loadKurdishLabels } from './isic-catalogue.js';
import { searchKey } from './search-key.js';

/**
 * The data of data/isic4-kurdish.json against ISIC and against docs/isic-kurdish-glossary.md,
 * whose "Recurring terms" table is read here, so that the glossary and this check cannot part.
 */
const catalogue = loadIsicCatalogue();
const kurdish = loadKurdishLabels();
const glossaryFile = path.resolve(isicDataDir(), '../../../../../../docs/isic-kurdish-glossary.md');

// Sorani letters (no Arabic-only ة ي ك ى, hamza seats or harakat), Arabic comma and semicolon, brackets.
const CKB_TEXT = /^[ئابپتجچحخدرڕزژسشعغفڤقکگلڵمنهەوۆیێ ،؛()]+$/u;
// The Hawar alphabet and plain punctuation.
const KMR_TEXT = /^[a-zçêîşûA-ZÇÊÎŞÛ ,;()-]+$/u;

interface GlossaryRule {
  en: string;
  ckb: string;
  kmr: string;
}

function glossaryRules(markdown: string): GlossaryRule[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Recurring terms'));
  if (!section) throw new Error('no "Recurring terms" section in the glossary');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .slice(2) // header and separator
    .map(([en, ckb, kmr]) => ({ en: en!, ckb: ckb!, kmr: kmr! }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether an English label matches a glossary term: `X …` starts it, `… X` ends it, else a word start. */
function englishMatches(label: string, term: string): boolean {
  if (term.endsWith(' …')) return label.startsWith(term.slice(0, -2));
  if (term.startsWith('… ')) return label.endsWith(term.slice(2));
  return new RegExp(`(?<!\\p{L})${escape(term)}`, 'iu').test(label);
}

/** The same for a Kurdish label, where a bare term may be inflected (both sides folded by the search key). */
function kurdishUses(label: string, term: string): boolean {
  if (term.endsWith(' …')) return label.startsWith(term.slice(0, -2));
  if (term.startsWith('… ')) return label.endsWith(term.slice(2));
  return ` ${searchKey(label)}`.includes(` ${searchKey(term)}`);
}

describe('Central Kurdish and Kurmanji ISIC labels (data/isic4-kurdish.json)', () => {
  it('label every code of the ISIC file, in both languages, and nothing else', () => {
    expect(catalogue).toHaveLength(766);
    const missing = catalogue.filter((a) => !a.labels.ckb?.trim() || !a.labels.kmr?.trim()).map((a) => a.id);
    expect(missing).toEqual([]);
    expect(Object.keys(kurdish).sort()).toEqual(catalogue.map((a) => a.id).sort());
  });

  it('differ from the English and Arabic labels they translate', () => {
    const copied = catalogue.filter(
      ({ labels }) => [labels.en, labels.ar].includes(labels.ckb) || [labels.en, labels.ar].includes(labels.kmr),
    );
    expect(copied.map((a) => a.id)).toEqual([]);
  });

  it('write Central Kurdish in Sorani orthography, with ە for the vowel e', () => {
    const offending = catalogue.filter(
      ({ labels }) => !CKB_TEXT.test(labels.ckb!) || /ه(?=[ ،؛()]|$)/u.test(labels.ckb!) || /[ةيكى]/u.test(labels.ckb!),
    );
    expect(offending.map((a) => `${a.id} ${a.labels.ckb}`)).toEqual([]);
  });

  it('write Kurmanji in the Hawar alphabet, without Arabic script', () => {
    const offending = catalogue.filter(({ labels }) => !KMR_TEXT.test(labels.kmr!) || /\p{Script=Arabic}/u.test(labels.kmr!));
    expect(offending.map((a) => `${a.id} ${a.labels.kmr}`)).toEqual([]);
  });

  it('are single-spaced, trimmed and start with a capital in Kurmanji', () => {
    const untidy = catalogue.filter(
      ({ labels }) => [labels.ckb!, labels.kmr!].some((l) => l !== l.trim() || /\s{2}/.test(l)) || !/^\p{Lu}/u.test(labels.kmr!),
    );
    expect(untidy.map((a) => a.id)).toEqual([]);
  });

  describe('use the glossary terms consistently', () => {
    const rules = glossaryRules(readFileSync(glossaryFile, 'utf8'));

    it('reads the glossary table', () => {
      expect(rules.length).toBeGreaterThanOrEqual(30);
      expect(rules).toContainEqual({ en: 'Manufacture of …', ckb: 'دروستکردنی …', kmr: 'Çêkirina …' });
      expect(rules).toContainEqual({
        en: '… n.e.c.',
        ckb: '… کە لە شوێنی تر پۆلێن نەکراون',
        kmr: '… ku li cihekî din nehatine polînkirin',
      });
    });

    it.each(glossaryRules(readFileSync(glossaryFile, 'utf8')).map((r) => [r.en, r] as const))('%s', (_en, rule) => {
      const concerned = catalogue.filter((a) => englishMatches(a.labels.en, rule.en));
      expect(concerned.length).toBeGreaterThan(0); // a term that matches nothing is a typo in the glossary
      const astray = concerned
        .filter((a) => !kurdishUses(a.labels.ckb!, rule.ckb) || !kurdishUses(a.labels.kmr!, rule.kmr))
        .map((a) => `${a.id} ${a.labels.en} | ${a.labels.ckb} | ${a.labels.kmr}`);
      expect(astray).toEqual([]);
    });
  });

  it('keep the section and division labels an applicant sees first', () => {
    const byId = new Map(catalogue.map((a) => [a.id, a.labels]));
    expect(byId.get('A')).toMatchObject({ ckb: 'کشتوکاڵ، دارستان و ڕاوەماسی', kmr: 'Çandinî, daristanî û masîgirtin' });
    expect(byId.get('1071')).toMatchObject({ ckb: 'دروستکردنی نان و بەرهەمەکانی نانەواخانە', kmr: 'Çêkirina nan û berhemên nanpêjxaneyê' });
  });
});
