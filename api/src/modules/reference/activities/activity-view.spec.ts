import { labelIn, presentActivity, type ActivityRow } from './activity-view.js';

const division: ActivityRow = {
  id: '01',
  level: 'division',
  parent_id: 'A',
  selectable: false,
  has_children: true,
  label_en: 'Crop and animal production',
  label_ar: 'الإنتاج الزراعي',
  label_ckb: 'بەرهەمهێنانی کشتوکاڵی',
  label_kmr: 'Hilberîna çandinî',
};
const klass: ActivityRow = {
  ...division,
  id: '0111',
  level: 'class',
  parent_id: '011',
  selectable: true,
  has_children: false,
  label_ckb: null,
  label_kmr: null,
};

describe('activity labels in the reader language', () => {
  it('uses the reader language when the label exists', () => {
    for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) {
      expect(presentActivity(division, locale)).toMatchObject({ labelLocale: locale, translated: true, labelFallback: null });
    }
  });

  it('falls back ckb → ar → en and kmr → en, and says so', () => {
    expect(presentActivity(klass, 'ckb')).toMatchObject({
      label: 'الإنتاج الزراعي',
      labelLocale: 'ar',
      translated: false,
      labelFallback: 'ar',
    });
    expect(presentActivity(klass, 'kmr')).toMatchObject({ label: 'Crop and animal production', labelFallback: 'en', translated: false });
    expect(labelIn({ en: 'x' }, 'ckb')).toEqual({ label: 'x', labelLocale: 'en' });
    expect(labelIn({ en: 'x' }, 'ar')).toEqual({ label: 'x', labelLocale: 'en' });
  });

  it('lists only the labels that exist', () => {
    expect(presentActivity(klass, 'en').labels).toEqual({ en: 'Crop and animal production', ar: 'الإنتاج الزراعي' });
    expect(presentActivity(klass, 'en')).toMatchObject({
      id: '0111',
      code: '0111',
      level: 'class',
      parentId: '011',
      selectable: true,
      hasChildren: false,
    });
  });
});
