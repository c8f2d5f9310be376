/**
 * Issue 34 §7: searches of several words as applicants type them, ten or more per language, and
 * the ISIC class each must find among the first three results (PHRASE_TOP_N). Most carry a word
 * that no label or everyday word holds (a town, "five stars", "private", a shop's own name), or
 * a word in another form than the label's: the search must rank by the words that do match
 * rather than find nothing. Written for this project; checked by activity-search-phrases.spec.ts.
 */
export interface SearchPhrase {
  words: string;
  lang: 'ckb' | 'kmr' | 'ar' | 'en';
  expected: string;
}

/** How far down the list the expected class may be: the picker shows three without scrolling on a phone. */
export const PHRASE_TOP_N = 3;

export const ACTIVITY_SEARCH_PHRASES: readonly SearchPhrase[] = [
  // Central Kurdish
  { words: 'نانەواخانەی سەموون', lang: 'ckb', expected: '1071' },
  { words: 'چێشتخانەی کەباب', lang: 'ckb', expected: '5610' },
  { words: 'کافێ و چایخانە', lang: 'ckb', expected: '5630' },
  { words: 'گەراجی چاککردنەوەی ئۆتۆمبێل', lang: 'ckb', expected: '4520' },
  { words: 'فرۆشتنی مۆبایل', lang: 'ckb', expected: '4741' },
  { words: 'نووسینگەی پارێزەر', lang: 'ckb', expected: '6910' },
  { words: 'دەرمانخانەی شار', lang: 'ckb', expected: '4772' },
  { words: 'هوتێلی پێنج ئەستێرە', lang: 'ckb', expected: '5510' },
  { words: 'کۆمپانیای بیناسازی و بەڵێندەری', lang: 'ckb', expected: '4100' },
  { words: 'دوکانی جلوبەرگی ئافرەتان', lang: 'ckb', expected: '4771' },
  { words: 'چاککردنەوەی مۆبایل', lang: 'ckb', expected: '9512' },
  { words: 'نۆرینگەی ددان', lang: 'ckb', expected: '8620' },
  { words: 'قوتابخانەی ئەهلی', lang: 'ckb', expected: '8510' },
  { words: 'کارگەی ماست و پەنیر', lang: 'ckb', expected: '1050' },
  // Kurmanji
  { words: 'xwaringeha kebabê', lang: 'kmr', expected: '5610' },
  { words: 'firotina mobîlan', lang: 'kmr', expected: '4741' },
  { words: 'tamîra erebeyan', lang: 'kmr', expected: '4520' },
  { words: 'ofîsa parêzer', lang: 'kmr', expected: '6910' },
  { words: 'dermanxaneya navendî', lang: 'kmr', expected: '4772' },
  { words: 'otêla pênc stêrk', lang: 'kmr', expected: '5510' },
  { words: 'kargeha mobîlya', lang: 'kmr', expected: '3100' },
  { words: 'nanpêjxaneya nû', lang: 'kmr', expected: '1071' },
  { words: 'dibistana taybet', lang: 'kmr', expected: '8510' },
  { words: 'salona porbirînê', lang: 'kmr', expected: '9602' },
  { words: 'ajansa rêwîtiyê', lang: 'kmr', expected: '7911' },
  // Arabic
  { words: 'مطعم كباب', lang: 'ar', expected: '5610' },
  { words: 'محل بيع الموبايلات', lang: 'ar', expected: '4741' },
  { words: 'تصليح السيارات والمحركات', lang: 'ar', expected: '4520' },
  { words: 'مكتب محاماة واستشارات', lang: 'ar', expected: '6910' },
  { words: 'صيدلية الشفاء', lang: 'ar', expected: '4772' },
  { words: 'فندق خمس نجوم', lang: 'ar', expected: '5510' },
  { words: 'معمل أثاث خشبي', lang: 'ar', expected: '3100' },
  { words: 'مخبز وحلويات', lang: 'ar', expected: '1071' },
  { words: 'مدرسة أهلية', lang: 'ar', expected: '8510' },
  { words: 'صالون حلاقة رجالي', lang: 'ar', expected: '9602' },
  { words: 'شركة مقاولات عامة', lang: 'ar', expected: '4100' },
  // English
  { words: 'kebab restaurant', lang: 'en', expected: '5610' },
  { words: 'mobile phone shop', lang: 'en', expected: '4741' },
  { words: 'car repair garage', lang: 'en', expected: '4520' },
  { words: 'law office', lang: 'en', expected: '6910' },
  { words: '24 hour pharmacy', lang: 'en', expected: '4772' },
  { words: 'five star hotel', lang: 'en', expected: '5510' },
  { words: 'wooden furniture factory', lang: 'en', expected: '3100' },
  { words: 'bread bakery', lang: 'en', expected: '1071' },
  { words: 'private school', lang: 'en', expected: '8510' },
  { words: "men's barber shop", lang: 'en', expected: '9602' },
  { words: 'general construction contractor', lang: 'en', expected: '4100' },
  { words: 'travel agency tickets', lang: 'en', expected: '7911' },
];
