import type { Locale } from '@registry/domain/shared/i18n/locale';

/**
 * Provinces (governorates) of the Kurdistan Region of Iraq and their districts (qada), as the
 * region administers them. Halabja was a district of Sulaymaniyah until it became a province of
 * its own; Garmiyan and Raparin are administrations, not provinces, so their districts (Kalar,
 * Kifri, Ranya, Pshdar …) stay under Sulaymaniyah. Ids are stable slugs: names may be corrected
 * by a later migration, ids never change (trade names and addresses refer to them).
 */
export type Names = Readonly<Record<Locale, string>>;

export interface ProvinceData {
  id: string;
  names: Names;
  districts: ReadonlyArray<{ id: string; names: Names }>;
}

export const PROVINCES: readonly ProvinceData[] = [
  {
    id: 'erbil',
    names: { ckb: 'هەولێر', en: 'Erbil', ar: 'أربيل', kmr: 'Hewlêr' },
    districts: [
      { id: 'erbil-centre', names: { ckb: 'ناوەندی هەولێر', en: 'Erbil Centre', ar: 'مركز أربيل', kmr: 'Navenda Hewlêrê' } },
      { id: 'erbil-dashti-hawler', names: { ckb: 'دەشتی هەولێر', en: 'Dashti Hawler', ar: 'دشتي هولير', kmr: 'Deşta Hewlêrê' } },
      { id: 'erbil-shaqlawa', names: { ckb: 'شەقڵاوە', en: 'Shaqlawa', ar: 'شقلاوة', kmr: 'Şeqlawe' } },
      { id: 'erbil-soran', names: { ckb: 'سۆران', en: 'Soran', ar: 'سوران', kmr: 'Soran' } },
      { id: 'erbil-koya', names: { ckb: 'کۆیە', en: 'Koya', ar: 'كويسنجق', kmr: 'Koye' } },
      { id: 'erbil-mergasor', names: { ckb: 'مێرگەسۆر', en: 'Mergasor', ar: 'ميركه سور', kmr: 'Mêrgesor' } },
      { id: 'erbil-choman', names: { ckb: 'چۆمان', en: 'Choman', ar: 'جومان', kmr: 'Çoman' } },
      { id: 'erbil-khabat', names: { ckb: 'خەبات', en: 'Khabat', ar: 'خبات', kmr: 'Xebat' } },
      { id: 'erbil-rawanduz', names: { ckb: 'ڕەواندز', en: 'Rawanduz', ar: 'راوندوز', kmr: 'Rewandiz' } },
      { id: 'erbil-makhmur', names: { ckb: 'مەخموور', en: 'Makhmur', ar: 'مخمور', kmr: 'Mexmûr' } },
    ],
  },
  {
    id: 'sulaymaniyah',
    names: { ckb: 'سلێمانی', en: 'Sulaymaniyah', ar: 'السليمانية', kmr: 'Silêmanî' },
    districts: [
      {
        id: 'sulaymaniyah-centre',
        names: { ckb: 'ناوەندی سلێمانی', en: 'Sulaymaniyah Centre', ar: 'مركز السليمانية', kmr: 'Navenda Silêmaniyê' },
      },
      { id: 'sulaymaniyah-qaradagh', names: { ckb: 'قەرەداغ', en: 'Qaradagh', ar: 'قرداغ', kmr: 'Qeredax' } },
      { id: 'sulaymaniyah-sharazur', names: { ckb: 'شارەزوور', en: 'Sharazur', ar: 'شهرزور', kmr: 'Şarezûr' } },
      { id: 'sulaymaniyah-dukan', names: { ckb: 'دوکان', en: 'Dukan', ar: 'دوكان', kmr: 'Dukan' } },
      { id: 'sulaymaniyah-pshdar', names: { ckb: 'پشدەر', en: 'Pshdar', ar: 'بشدر', kmr: 'Pişder' } },
      { id: 'sulaymaniyah-ranya', names: { ckb: 'ڕانیە', en: 'Ranya', ar: 'رانية', kmr: 'Ranye' } },
      { id: 'sulaymaniyah-sharbazher', names: { ckb: 'شارباژێڕ', en: 'Sharbazher', ar: 'شاربازير', kmr: 'Şarbajêr' } },
      { id: 'sulaymaniyah-penjwen', names: { ckb: 'پێنجوێن', en: 'Penjwen', ar: 'بنجوين', kmr: 'Pêncwên' } },
      { id: 'sulaymaniyah-mawat', names: { ckb: 'ماوەت', en: 'Mawat', ar: 'ماوت', kmr: 'Mawet' } },
      { id: 'sulaymaniyah-chamchamal', names: { ckb: 'چەمچەماڵ', en: 'Chamchamal', ar: 'جمجمال', kmr: 'Çemçemal' } },
      { id: 'sulaymaniyah-darbandikhan', names: { ckb: 'دەربەندیخان', en: 'Darbandikhan', ar: 'دربندخان', kmr: 'Derbendîxan' } },
      { id: 'sulaymaniyah-kalar', names: { ckb: 'کەلار', en: 'Kalar', ar: 'كلار', kmr: 'Kelar' } },
      { id: 'sulaymaniyah-kifri', names: { ckb: 'کفری', en: 'Kifri', ar: 'كفري', kmr: 'Kifrî' } },
      { id: 'sulaymaniyah-said-sadiq', names: { ckb: 'سەیدسادق', en: 'Said Sadiq', ar: 'سيد صادق', kmr: 'Seyîd Sadiq' } },
    ],
  },
  {
    id: 'duhok',
    names: { ckb: 'دهۆک', en: 'Duhok', ar: 'دهوك', kmr: 'Duhok' },
    districts: [
      { id: 'duhok-centre', names: { ckb: 'ناوەندی دهۆک', en: 'Duhok Centre', ar: 'مركز دهوك', kmr: 'Navenda Duhokê' } },
      { id: 'duhok-zakho', names: { ckb: 'زاخۆ', en: 'Zakho', ar: 'زاخو', kmr: 'Zaxo' } },
      { id: 'duhok-amedi', names: { ckb: 'ئامێدی', en: 'Amedi', ar: 'العمادية', kmr: 'Amêdî' } },
      { id: 'duhok-akre', names: { ckb: 'ئاکرێ', en: 'Akre', ar: 'عقرة', kmr: 'Akrê' } },
      { id: 'duhok-semel', names: { ckb: 'سێمێل', en: 'Semel', ar: 'سميل', kmr: 'Sêmêl' } },
      { id: 'duhok-shekhan', names: { ckb: 'شێخان', en: 'Shekhan', ar: 'الشيخان', kmr: 'Şêxan' } },
      { id: 'duhok-bardarash', names: { ckb: 'بەردەڕەش', en: 'Bardarash', ar: 'بردرش', kmr: 'Berdereş' } },
    ],
  },
  {
    id: 'halabja',
    names: { ckb: 'هەڵەبجە', en: 'Halabja', ar: 'حلبجة', kmr: 'Helebce' },
    districts: [
      { id: 'halabja-centre', names: { ckb: 'ناوەندی هەڵەبجە', en: 'Halabja Centre', ar: 'مركز حلبجة', kmr: 'Navenda Helebceyê' } },
      { id: 'halabja-khurmal', names: { ckb: 'خورماڵ', en: 'Khurmal', ar: 'خورمال', kmr: 'Xurmal' } },
      { id: 'halabja-sirwan', names: { ckb: 'سیروان', en: 'Sirwan', ar: 'سيروان', kmr: 'Sîrwan' } },
      { id: 'halabja-biyara', names: { ckb: 'بیارە', en: 'Biyara', ar: 'بيارة', kmr: 'Biyare' } },
    ],
  },
];

/** Slug ids: lower-case words of Latin letters and digits joined by hyphens. */
export const PLACE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PLACE_ID_MAX_LENGTH = 64;
