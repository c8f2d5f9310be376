/** The back office's languages (../types.ts), spelled out so that the browser tests can read this file too. */
type Locale = 'ckb' | 'en' | 'ar' | 'kmr';

/** Texts of the provinces and districts screens, in the four languages. */
export const placeMessages: Record<Locale, Record<string, unknown>> = {
  en: {
    resources: {
      provinces: {
        name: 'Province |||| Provinces',
        fields: {
          id: 'Code',
          name: 'Name',
          districtCount: 'Districts',
          q: 'Search',
          names: { ckb: 'In Central Kurdish', en: 'In English', ar: 'In Arabic', kmr: 'In Kurmanji' },
        },
        sections: { names: 'Names', districts: 'Districts' },
      },
      districts: {
        name: 'District |||| Districts',
        fields: {
          id: 'Code',
          name: 'Name',
          provinceId: 'Province',
          provinceName: 'Province',
          q: 'Search',
          names: { ckb: 'In Central Kurdish', en: 'In English', ar: 'In Arabic', kmr: 'In Kurmanji' },
        },
        sections: { names: 'Names', place: 'Province' },
      },
    },
    admin: {
      places: {
        read_only: 'Provinces and districts are reference data installed with the registry; they change with a new release, not here.',
      },
    },
  },
  ckb: {
    resources: {
      provinces: {
        name: 'پارێزگا |||| پارێزگاکان',
        fields: {
          id: 'کۆد',
          name: 'ناو',
          districtCount: 'قەزاکان',
          q: 'گەڕان',
          names: { ckb: 'بە کوردیی ناوەندی', en: 'بە ئینگلیزی', ar: 'بە عەرەبی', kmr: 'بە کورمانجی' },
        },
        sections: { names: 'ناوەکان', districts: 'قەزاکان' },
      },
      districts: {
        name: 'قەزا |||| قەزاکان',
        fields: {
          id: 'کۆد',
          name: 'ناو',
          provinceId: 'پارێزگا',
          provinceName: 'پارێزگا',
          q: 'گەڕان',
          names: { ckb: 'بە کوردیی ناوەندی', en: 'بە ئینگلیزی', ar: 'بە عەرەبی', kmr: 'بە کورمانجی' },
        },
        sections: { names: 'ناوەکان', place: 'پارێزگا' },
      },
    },
    admin: {
      places: { read_only: 'پارێزگا و قەزاکان زانیاریی سەرچاوەن کە لەگەڵ سیستەمەکەدا دادەمەزرێن؛ بە وەشانێکی نوێ دەگۆڕدرێن، نەک لێرەوە.' },
    },
  },
  ar: {
    resources: {
      provinces: {
        name: 'محافظة |||| المحافظات',
        fields: {
          id: 'الرمز',
          name: 'الاسم',
          districtCount: 'الأقضية',
          q: 'البحث',
          names: { ckb: 'بالكردية الوسطى', en: 'بالإنجليزية', ar: 'بالعربية', kmr: 'بالكرمانجية' },
        },
        sections: { names: 'الأسماء', districts: 'الأقضية' },
      },
      districts: {
        name: 'قضاء |||| الأقضية',
        fields: {
          id: 'الرمز',
          name: 'الاسم',
          provinceId: 'المحافظة',
          provinceName: 'المحافظة',
          q: 'البحث',
          names: { ckb: 'بالكردية الوسطى', en: 'بالإنجليزية', ar: 'بالعربية', kmr: 'بالكرمانجية' },
        },
        sections: { names: 'الأسماء', place: 'المحافظة' },
      },
    },
    admin: { places: { read_only: 'المحافظات والأقضية بيانات مرجعية تُثبَّت مع النظام؛ وتتغير بإصدار جديد، لا من هنا.' } },
  },
  kmr: {
    resources: {
      provinces: {
        name: 'Parêzgeh |||| Parêzgeh',
        fields: {
          id: 'Kod',
          name: 'Nav',
          districtCount: 'Navçe',
          q: 'Lêgerîn',
          names: { ckb: 'Bi Kurdiya navendî', en: 'Bi Îngilîzî', ar: 'Bi Erebî', kmr: 'Bi Kurmancî' },
        },
        sections: { names: 'Nav', districts: 'Navçe' },
      },
      districts: {
        name: 'Navçe |||| Navçe',
        fields: {
          id: 'Kod',
          name: 'Nav',
          provinceId: 'Parêzgeh',
          provinceName: 'Parêzgeh',
          q: 'Lêgerîn',
          names: { ckb: 'Bi Kurdiya navendî', en: 'Bi Îngilîzî', ar: 'Bi Erebî', kmr: 'Bi Kurmancî' },
        },
        sections: { names: 'Nav', place: 'Parêzgeh' },
      },
    },
    admin: {
      places: { read_only: 'Parêzgeh û navçe daneyên referansê ne ku bi sîstemê re tên sazkirin; bi weşaneke nû diguherin, ne ji vir.' },
    },
  },
};
