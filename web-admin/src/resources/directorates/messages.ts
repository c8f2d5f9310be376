/** The back office's languages (../types.ts), spelled out so that the browser tests can read this file too. */
type Locale = 'ckb' | 'en' | 'ar' | 'kmr';

/** Texts of the directorate screens (`resources.directorates.*`), in the four languages. */
export const directorateMessages: Record<Locale, Record<string, unknown>> = {
  en: {
    resources: {
      directorates: {
        name: 'Directorate |||| Directorates',
        fields: {
          label: 'Name',
          provinceId: 'Province',
          name: { ckb: 'Name in Central Kurdish', en: 'Name in English', ar: 'Name in Arabic', kmr: 'Name in Kurmanji' },
          address: { ckb: 'Address in Central Kurdish', en: 'Address in English', ar: 'Address in Arabic', kmr: 'Address in Kurmanji' },
          hours: {
            ckb: 'Opening hours in Central Kurdish',
            en: 'Opening hours in English',
            ar: 'Opening hours in Arabic',
            kmr: 'Opening hours in Kurmanji',
          },
          phone: 'Telephone',
          email: 'E-mail',
          website: 'Website',
          updatedAt: 'Last changed',
          q: 'Search',
          missing: 'Missing on the portal',
        },
        sections: { names: 'Name', address: 'Address', hours: 'Opening hours', contact: 'Contact' },
        help: {
          lines:
            'One line per address line or rule. Leave empty while it is not confirmed: the portal then leaves it out, and this list marks it as missing.',
          contact: 'Leave empty while it is not confirmed: the portal then leaves it out, and this list marks it as missing.',
          website: 'An https:// address.',
        },
        complete: 'Nothing missing',
        notifications: { created: 'Directorate created', updated: 'Directorate updated', deleted: 'Directorate deleted' },
      },
    },
  },
  ckb: {
    resources: {
      directorates: {
        name: 'بەڕێوەبەرایەتی |||| بەڕێوەبەرایەتییەکان',
        fields: {
          label: 'ناو',
          provinceId: 'پارێزگا',
          name: { ckb: 'ناو بە کوردیی ناوەندی', en: 'ناو بە ئینگلیزی', ar: 'ناو بە عەرەبی', kmr: 'ناو بە کورمانجی' },
          address: { ckb: 'ناونیشان بە کوردیی ناوەندی', en: 'ناونیشان بە ئینگلیزی', ar: 'ناونیشان بە عەرەبی', kmr: 'ناونیشان بە کورمانجی' },
          hours: {
            ckb: 'کاتەکانی کارکردن بە کوردیی ناوەندی',
            en: 'کاتەکانی کارکردن بە ئینگلیزی',
            ar: 'کاتەکانی کارکردن بە عەرەبی',
            kmr: 'کاتەکانی کارکردن بە کورمانجی',
          },
          phone: 'تەلەفۆن',
          email: 'ئیمەیڵ',
          website: 'ماڵپەڕ',
          updatedAt: 'دوایین گۆڕانکاری',
          q: 'گەڕان',
          missing: 'لە پۆرتاڵەکە نییە',
        },
        sections: { names: 'ناو', address: 'ناونیشان', hours: 'کاتەکانی کارکردن', contact: 'پەیوەندی' },
        help: {
          lines:
            'هەر دێڕێک بۆ دێڕێکی ناونیشان یان یاسایەک. تا پشتڕاست نەکراوەتەوە بەتاڵی بهێڵەرەوە: پۆرتاڵەکە پیشانی نادات و ئەم لیستە وەک کەموکوڕی نیشانی دەدات.',
          contact: 'تا پشتڕاست نەکراوەتەوە بەتاڵی بهێڵەرەوە: پۆرتاڵەکە پیشانی نادات و ئەم لیستە وەک کەموکوڕی نیشانی دەدات.',
          website: 'ناونیشانێک کە بە https:// دەست پێدەکات',
        },
        complete: 'هیچ شتێک کەم نییە',
        notifications: {
          created: 'بەڕێوەبەرایەتییەکە دروستکرا',
          updated: 'بەڕێوەبەرایەتییەکە نوێکرایەوە',
          deleted: 'بەڕێوەبەرایەتییەکە سڕایەوە',
        },
      },
    },
  },
  ar: {
    resources: {
      directorates: {
        name: 'مديرية |||| المديريات',
        fields: {
          label: 'الاسم',
          provinceId: 'المحافظة',
          name: { ckb: 'الاسم بالكردية الوسطى', en: 'الاسم بالإنجليزية', ar: 'الاسم بالعربية', kmr: 'الاسم بالكرمانجية' },
          address: { ckb: 'العنوان بالكردية الوسطى', en: 'العنوان بالإنجليزية', ar: 'العنوان بالعربية', kmr: 'العنوان بالكرمانجية' },
          hours: {
            ckb: 'ساعات العمل بالكردية الوسطى',
            en: 'ساعات العمل بالإنجليزية',
            ar: 'ساعات العمل بالعربية',
            kmr: 'ساعات العمل بالكرمانجية',
          },
          phone: 'الهاتف',
          email: 'البريد الإلكتروني',
          website: 'الموقع الإلكتروني',
          updatedAt: 'آخر تغيير',
          q: 'بحث',
          missing: 'غير معروض في البوابة',
        },
        sections: { names: 'الاسم', address: 'العنوان', hours: 'ساعات العمل', contact: 'التواصل' },
        help: {
          lines: 'سطر لكل سطر من العنوان أو لكل قاعدة. اتركه فارغًا ما دام غير مؤكد: لا تعرضه البوابة عندها، وتعلّمه هذه القائمة ناقصًا.',
          contact: 'اتركه فارغًا ما دام غير مؤكد: لا تعرضه البوابة عندها، وتعلّمه هذه القائمة ناقصًا.',
          website: 'عنوان يبدأ بـ https://',
        },
        complete: 'لا شيء ناقص',
        notifications: { created: 'أُنشئت المديرية', updated: 'حُدّثت المديرية', deleted: 'حُذفت المديرية' },
      },
    },
  },
  kmr: {
    resources: {
      directorates: {
        name: 'Rêveberî |||| Rêveberî',
        fields: {
          label: 'Nav',
          provinceId: 'Parêzgeh',
          name: { ckb: 'Nav bi kurdiya navendî', en: 'Nav bi îngilîzî', ar: 'Nav bi erebî', kmr: 'Nav bi kurmancî' },
          address: { ckb: 'Navnîşan bi kurdiya navendî', en: 'Navnîşan bi îngilîzî', ar: 'Navnîşan bi erebî', kmr: 'Navnîşan bi kurmancî' },
          hours: {
            ckb: 'Demjimêrên xebatê bi kurdiya navendî',
            en: 'Demjimêrên xebatê bi îngilîzî',
            ar: 'Demjimêrên xebatê bi erebî',
            kmr: 'Demjimêrên xebatê bi kurmancî',
          },
          phone: 'Telefon',
          email: 'E-name',
          website: 'Malper',
          updatedAt: 'Guhertina dawî',
          q: 'Lêgerîn',
          missing: 'Li portalê tune',
        },
        sections: { names: 'Nav', address: 'Navnîşan', hours: 'Demjimêrên xebatê', contact: 'Têkilî' },
        help: {
          lines:
            'Ji bo her rêzeke navnîşanê an her qaîdeyekê rêzek. Heta ku nehatiye piştrastkirin vala bihêle: portal wê demê wê nîşan nade, û ev lîste wê wek kêm nîşan dide.',
          contact: 'Heta ku nehatiye piştrastkirin vala bihêle: portal wê demê wê nîşan nade, û ev lîste wê wek kêm nîşan dide.',
          website: 'Navnîşaneke bi https:// dest pê dike',
        },
        complete: 'Tiştek kêm nîne',
        notifications: { created: 'Rêveberî hat afirandin', updated: 'Rêveberî hat nûkirin', deleted: 'Rêveberî hat jêbirin' },
      },
    },
  },
};
