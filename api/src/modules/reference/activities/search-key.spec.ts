import { searchKey, searchWords } from './search-key.js';

describe('searchKey folds what readers do not type', () => {
  it('ignores case and Latin accents', () => {
    expect(searchKey('Çandinî, Daristanî û Masîgirtin')).toBe('candini daristani u masigirtin');
    expect(searchKey('ŞÊXAN')).toBe(searchKey('şêxan'));
    expect(searchKey('İstanbul')).toBe('istanbul');
  });

  it('ignores Arabic harakat, tatweel and letter variants', () => {
    const plain = searchKey('زراعة الحبوب');
    expect(searchKey('زِرَاعَةُ الْحُبُوبِ')).toBe(plain);
    expect(searchKey('زراعـــة الحبوب')).toBe(plain);
    expect(searchKey('زراعه الحبوب')).toBe(plain);
    expect(searchKey('أنشطة')).toBe(searchKey('انشطة'));
    expect(searchKey('إصلاح')).toBe(searchKey('اصلاح'));
    expect(searchKey('آلات')).toBe(searchKey('الات'));
    expect(searchKey('الأخرى')).toBe(searchKey('الاخري'));
    expect(searchKey('كهرباء')).toBe(searchKey('کهربا'));
  });

  it('folds Kurdish letters onto the Arabic keyboard ones', () => {
    expect(searchKey('کشتوکاڵ')).toBe(searchKey('كشتوكال'));
    expect(searchKey('ڕاوەماسی')).toBe(searchKey('راوهماسي'));
    expect(searchKey('دروستکردنی بەرهەمە خۆراکییەکان')).toBe(searchKey('دروستكردني بهرههمه خوراكييهكان'));
    expect(searchKey('پێنجوێن')).toBe(searchKey('پینجوین'));
    expect(searchKey('ئاو')).toBe(searchKey('یاو'));
    expect(searchKey('مەخموور')).toBe(searchKey('مهخمور'));
    expect(searchKey('کار\u200Cگێڕی')).toBe(searchKey('کارگیری'));
  });

  it('keeps letters and digits only, with Arabic-Indic digits as 0-9', () => {
    expect(searchKey('  Growing of cereals (except rice), leguminous crops ')).toBe('growing of cereals except rice leguminous crops');
    expect(searchKey('٠١١١')).toBe('0111');
    expect(searchKey('۴۷۱۱')).toBe('4711');
    expect(searchKey('%_\\*')).toBe('');
  });

  it('splits a query into distinct words', () => {
    expect(searchWords('Retail  retail, SALE')).toEqual(['retail', 'sale']);
    expect(searchWords(' … ')).toEqual([]);
  });
});
