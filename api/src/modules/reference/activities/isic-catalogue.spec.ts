import { buildIsicCatalogue, loadIsicCatalogue, type IsicFile } from './isic-catalogue.js';
import { searchKey } from './search-key.js';

describe('the ISIC Rev.4 catalogue', () => {
  const catalogue = loadIsicCatalogue();
  const count = (level: string) => catalogue.filter((a) => a.level === level).length;

  it('has 21 sections, 88 divisions, 238 groups and 419 classes, with unique ids', () => {
    expect([count('section'), count('division'), count('group'), count('class'), count('sub_class')]).toEqual([21, 88, 238, 419, 0]);
    expect(new Set(catalogue.map((a) => a.id)).size).toBe(766);
  });

  it('uses ISIC codes as ids (capital section letters) and links every node to its parent', () => {
    const byId = new Map(catalogue.map((a) => [a.id, a]));
    expect(
      catalogue
        .filter((a) => a.level === 'section')
        .map((a) => a.id)
        .join(''),
    ).toBe('ABCDEFGHIJKLMNOPQRSTU');
    for (const a of catalogue) {
      if (a.level === 'section') expect(a.parentId).toBeNull();
      else {
        const parent = byId.get(a.parentId!)!;
        expect(parent.position).toBeLessThan(a.position);
        if (a.level !== 'division') expect(a.id.startsWith(parent.id)).toBe(true);
      }
    }
    expect(byId.get('0111')).toMatchObject({ level: 'class', parentId: '011', selectable: true });
    expect(byId.get('011')!.parentId).toBe('01');
    expect(byId.get('01')!.parentId).toBe('A');
  });

  it('makes only classes selectable', () => {
    expect(catalogue.filter((a) => a.selectable).every((a) => a.level === 'class')).toBe(true);
    expect(catalogue.filter((a) => a.selectable)).toHaveLength(419);
  });

  it('has English, Arabic, Central Kurdish and Kurmanji labels everywhere (the Kurdish ones: kurdish-labels.spec.ts)', () => {
    for (const a of catalogue) {
      for (const locale of ['en', 'ar', 'ckb', 'kmr'] as const) expect(a.labels[locale]?.trim()).toBeTruthy();
    }
  });

  it('folds the labels of all four languages into the search key', () => {
    const bakery = catalogue.find((a) => a.id === '1071')!;
    for (const word of ['bakery', 'المخابز', 'نانەواخانە', 'nanpêjxaneyê']) expect(bakery.searchKey).toContain(searchKey(word));
  });

  it('refuses files whose languages disagree on codes', () => {
    const en: IsicFile = {
      sections: [{ section: 'a', description: 'Agriculture', divisions: [{ division: '01', description: 'Crops', groups: [] }] }],
    };
    const ar: IsicFile = { sections: [{ section: 'A', description: 'الزراعة', divisions: [] }] };
    expect(() => buildIsicCatalogue(en, ar, {})).toThrow(/01 has no Arabic label/);
    expect(() =>
      buildIsicCatalogue(
        en,
        { sections: [{ ...en.sections[0]!, divisions: [{ division: '01', description: 'محاصيل', groups: [] }] }] },
        { B: { ckb: 'x', kmr: 'x' } },
      ),
    ).toThrow(/unknown ISIC codes: B/);
  });
});
