import { defineFieldLabels, defineMessages } from '#src/shared/i18n/messages';

/** Messages of the directorates' reference data, in Central Kurdish, English, Arabic and Kurmanji. */
export const DirectorateMessages = defineMessages({
  'directorate.province-unknown': {
    ckb: '{{field}}: ئەم پارێزگایە ({{provinceId}}) نەناسراوە',
    en: '{{field}}: this province ({{provinceId}}) is not known',
    ar: '{{field}}: هذه المحافظة ({{provinceId}}) غير معروفة',
    kmr: '{{field}}: ev parêzgeh ({{provinceId}}) nayê naskirin',
  },
  'directorate.province-taken': {
    ckb: '{{field}}: ئەم پارێزگایە بەڕێوەبەرایەتییەکی هەیە',
    en: '{{field}}: this province already has a directorate',
    ar: '{{field}}: لهذه المحافظة مديرية بالفعل',
    kmr: '{{field}}: ji vê parêzgehê re berê rêveberiyek heye',
  },
  'directorate.name-required': {
    ckb: '{{field}}: ناو بە هەر چوار زمانەکە پێویستە',
    en: '{{field}}: the name is required in all four languages',
    ar: '{{field}}: الاسم مطلوب باللغات الأربع',
    kmr: '{{field}}: nav bi her çar zimanan pêwîst e',
  },
});

export const DirectorateFieldLabels = defineFieldLabels({
  provinceId: { ckb: 'پارێزگا', en: 'Province', ar: 'المحافظة', kmr: 'Parêzgeh' },
  name: { ckb: 'ناو', en: 'Name', ar: 'الاسم', kmr: 'Nav' },
  address: { ckb: 'ناونیشان', en: 'Address', ar: 'العنوان', kmr: 'Navnîşan' },
  hours: { ckb: 'کاتەکانی کارکردن', en: 'Opening hours', ar: 'ساعات العمل', kmr: 'Demjimêrên xebatê' },
  phone: { ckb: 'تەلەفۆن', en: 'Telephone', ar: 'الهاتف', kmr: 'Telefon' },
  email: { ckb: 'ئیمەیڵ', en: 'E-mail', ar: 'البريد الإلكتروني', kmr: 'E-name' },
  website: { ckb: 'ماڵپەڕ', en: 'Website', ar: 'الموقع الإلكتروني', kmr: 'Malper' },
});
