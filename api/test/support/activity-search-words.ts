/**
 * Issue 21 §2: words applicants type, ten or more per language in their usual spellings, and
 * the ISIC class each must find among the first three results. Shared by the API test
 * (activity-search.e2e.spec.ts, through HTTP and the database) and the index's unit test.
 */
export interface SearchWord {
  words: string;
  lang: 'ckb' | 'kmr' | 'ar' | 'en';
  expected: string;
  /** What the spelling tests, when it is not the plain word. */
  note?: string;
}

export const ACTIVITY_SEARCH_WORDS: readonly SearchWord[] = [
  // Central Kurdish
  { words: 'نانەواخانە', lang: 'ckb', expected: '1071' },
  { words: 'نانەواخانه', lang: 'ckb', expected: '1071', note: 'Arabic heh for ە' },
  { words: 'نان', lang: 'ckb', expected: '1071', note: 'not the Arabic الأسنان' },
  { words: 'چێشتخانە', lang: 'ckb', expected: '5610' },
  { words: 'چیشتخانه', lang: 'ckb', expected: '5610', note: 'Arabic keyboard: ی for ێ, ه for ە' },
  { words: 'ڕێستۆرانت', lang: 'ckb', expected: '5610' },
  { words: 'چایخانە', lang: 'ckb', expected: '5630' },
  { words: 'کافتریا', lang: 'ckb', expected: '5630' },
  { words: 'قاوەخانە', lang: 'ckb', expected: '5630' },
  { words: 'چاککردنەوەی ئۆتۆمبێل', lang: 'ckb', expected: '4520' },
  { words: 'گەراج', lang: 'ckb', expected: '4520' },
  { words: 'دەرمانخانە', lang: 'ckb', expected: '4772' },
  { words: 'هوتێل', lang: 'ckb', expected: '5510' },
  { words: 'هوتیل', lang: 'ckb', expected: '5510', note: 'ی for ێ' },
  { words: 'سەرتاشخانە', lang: 'ckb', expected: '9602' },
  // Kurmanji
  { words: 'nanpêjxane', lang: 'kmr', expected: '1071' },
  { words: 'nanpejxane', lang: 'kmr', expected: '1071', note: 'without the circumflex' },
  { words: 'xwaringeh', lang: 'kmr', expected: '5610' },
  { words: 'restoran', lang: 'kmr', expected: '5610' },
  { words: 'çayxane', lang: 'kmr', expected: '5630' },
  { words: 'qehwexane', lang: 'kmr', expected: '5630' },
  { words: 'tamîrkirina erebeyan', lang: 'kmr', expected: '4520' },
  { words: 'dermanxane', lang: 'kmr', expected: '4772' },
  { words: 'otêl', lang: 'kmr', expected: '5510' },
  { words: 'OTEL', lang: 'kmr', expected: '5510', note: 'capitals, no circumflex' },
  { words: 'berber', lang: 'kmr', expected: '9602' },
  // Arabic
  { words: 'مخبز', lang: 'ar', expected: '1071' },
  { words: 'فرن', lang: 'ar', expected: '1071' },
  { words: 'مطعم', lang: 'ar', expected: '5610' },
  { words: 'المطاعم', lang: 'ar', expected: '5610', note: 'with the article' },
  { words: 'مقهى', lang: 'ar', expected: '5630' },
  { words: 'كافتيريا', lang: 'ar', expected: '5630' },
  { words: 'تصليح سيارات', lang: 'ar', expected: '4520' },
  { words: 'صيدلية', lang: 'ar', expected: '4772' },
  { words: 'صيدليه', lang: 'ar', expected: '4772', note: 'heh for teh marbuta' },
  { words: 'فندق', lang: 'ar', expected: '5510' },
  { words: 'حلاق', lang: 'ar', expected: '9602' },
  // English
  { words: 'bread', lang: 'en', expected: '1071' },
  { words: 'bakery', lang: 'en', expected: '1071' },
  { words: 'restaurant', lang: 'en', expected: '5610' },
  { words: 'café', lang: 'en', expected: '5630' },
  { words: 'cafe', lang: 'en', expected: '5630', note: 'without the accent' },
  { words: 'tea house', lang: 'en', expected: '5630' },
  { words: 'car repair', lang: 'en', expected: '4520' },
  { words: 'pharmacy', lang: 'en', expected: '4772' },
  { words: 'hotel', lang: 'en', expected: '5510' },
  { words: 'Hotels', lang: 'en', expected: '5510', note: 'plural, capital' },
  { words: 'barber', lang: 'en', expected: '9602' },
];
