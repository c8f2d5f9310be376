import { defineFieldLabels, defineMessages } from '../shared/i18n/messages.js';

export const AdminDirectoryCodes = {
  usernameTaken: 'user.username-taken',
  importLine: 'legacy-import.line',
  importContentType: 'legacy-import.content-type',
  importEncoding: 'legacy-import.encoding',
} as const;

/** Messages of the back office's administration resources (`/api/admin/...`). */
export const AdminDirectoryMessages = defineMessages({
  [AdminDirectoryCodes.usernameTaken]: {
    ckb: '{{field}}: بەکارهێنەرێکی تر ئەم ناوەی هەیە',
    en: '{{field}}: another user has this username',
    ar: '{{field}}: اسم المستخدم هذا لمستخدم آخر',
    kmr: '{{field}}: ev navê bikarhêner yê bikarhênerekî din e',
  },
  [AdminDirectoryCodes.importLine]: {
    ckb: 'ڕیزی {{line}}: {{problems}}',
    en: 'Line {{line}}: {{problems}}',
    ar: 'السطر {{line}}: {{problems}}',
    kmr: 'Rêza {{line}}: {{problems}}',
  },
  [AdminDirectoryCodes.importContentType]: {
    ckb: '{{field}}: فایلێکی CSV بنێرە (multipart/form-data یان text/csv)',
    en: '{{field}}: send a CSV file (multipart/form-data or text/csv)',
    ar: '{{field}}: أرسل ملف CSV (multipart/form-data أو text/csv)',
    kmr: '{{field}}: pelekî CSV bişîne (multipart/form-data an text/csv)',
  },
  [AdminDirectoryCodes.importEncoding]: {
    ckb: '{{field}}: فایلەکە دەبێت بە UTF-8 نووسرابێت',
    en: '{{field}}: the file must be encoded in UTF-8',
    ar: '{{field}}: يجب أن يكون الملف بترميز UTF-8',
    kmr: '{{field}}: divê pel bi UTF-8 hatibe kodkirin',
  },
});

defineFieldLabels({
  legacy_ref: { ckb: 'ژمارەی تۆماری کۆن', en: 'Legacy reference', ar: 'المرجع القديم', kmr: 'Referansa kevn' },
  registered_on: { ckb: 'ڕێکەوتی تۆمارکردن', en: 'Registered on', ar: 'تاريخ التسجيل', kmr: 'Dîroka tomarkirinê' },
  owner_name: { ckb: 'ناوی خاوەن', en: 'Owner', ar: 'اسم المالك', kmr: 'Navê xwedî' },
  username: { ckb: 'ناوی بەکارهێنەر', en: 'Username', ar: 'اسم المستخدم', kmr: 'Navê bikarhêner' },
  totp_required: {
    ckb: 'ئەپی ناسینەوە پێویستە',
    en: 'Authenticator required',
    ar: 'المصادقة الثنائية مطلوبة',
    kmr: 'Piştrastkirin pêwîst e',
  },
  _start: { ckb: 'یەکەم ڕیز', en: 'First row', ar: 'الصف الأول', kmr: 'Rêza yekem' },
  _end: { ckb: 'کۆتایی ڕیزەکان', en: 'End of rows', ar: 'نهاية الصفوف', kmr: 'Dawiya rêzan' },
  _sort: { ckb: 'ڕیزکردن بەپێی', en: 'Sort by', ar: 'الترتيب حسب', kmr: 'Rêzkirin li gorî' },
  _order: { ckb: 'ئاراستەی ڕیزکردن', en: 'Sort order', ar: 'اتجاه الترتيب', kmr: 'Rêza rêzkirinê' },
  q: { ckb: 'گەڕان', en: 'Search', ar: 'البحث', kmr: 'Lêgerîn' },
});
