import { defineFieldLabels, defineMessages } from '../shared/i18n/messages.js';
import { FileCodes } from './codes.js';

/** Spec §5 "files": maximum number of files, invalid type, too many files, upload failed, size limit. */
export const FileMessages = defineMessages({
  [FileCodes.invalidType]: {
    ckb: '{{field}}: جۆری فایلەکە دروست نییە؛ ڕێگەپێدراو: {{allowed}}',
    en: '{{field}}: invalid file type; allowed: {{allowed}}',
    ar: '{{field}}: نوع الملف غير صالح؛ المسموح: {{allowed}}',
    kmr: '{{field}}: cureyê pelê ne derbasdar e; destûrdayî: {{allowed}}',
  },
  [FileCodes.tooLarge]: {
    ckb: '{{field}}: قەبارەی فایل نابێت لە {{size}} مێگابایت زیاتر بێت',
    en: '{{field}}: size must not exceed {{size}} MB',
    ar: '{{field}}: يجب ألا يتجاوز حجم الملف {{size}} ميغابايت',
    kmr: '{{field}}: mezinahiya pelê divê ji {{size}} MB derbas nebe',
  },
  [FileCodes.tooMany]: {
    ckb: '{{field}}: فایل زۆرە؛ لە هەر داواکارییەکدا تەنها یەک فایل بنێرە',
    en: '{{field}}: too many files; send one file per request',
    ar: '{{field}}: عدد الملفات كبير جداً؛ أرسل ملفاً واحداً في كل طلب',
    kmr: '{{field}}: gelek pel; di her daxwazê de tenê pelekî bişîne',
  },
  [FileCodes.maxCount]: {
    ckb: '{{field}}: زۆرترین ژمارەی فایل {{max}} دانەیە',
    en: '{{field}}: the maximum number of files is {{max}}',
    ar: '{{field}}: الحد الأقصى لعدد الملفات هو {{max}}',
    kmr: '{{field}}: hejmara herî zêde ya pelan {{max}} e',
  },
  [FileCodes.uploadFailed]: {
    ckb: 'بارکردنی فایلەکە سەرنەکەوت؛ دووبارە هەوڵ بدەرەوە',
    en: 'Upload failed; try again',
    ar: 'فشل رفع الملف؛ حاول مجدداً',
    kmr: 'Barkirina pelê bi ser neket; dîsa biceribîne',
  },
  [FileCodes.empty]: {
    ckb: '{{field}}: فایلەکە بەتاڵە',
    en: '{{field}}: the file is empty',
    ar: '{{field}}: الملف فارغ',
    kmr: '{{field}}: pel vala ye',
  },
  [FileCodes.unknown]: {
    ckb: '{{field}}: ئەم فایلە بارکراوە نەدۆزرایەوە؛ دووبارە باری بکە',
    en: '{{field}}: this uploaded file was not found; upload it again',
    ar: '{{field}}: لم يتم العثور على هذا الملف المرفوع؛ ارفعه مجدداً',
    kmr: '{{field}}: ev pelê barkirî nehat dîtin; dîsa bar bike',
  },
  [FileCodes.wrongKind]: {
    ckb: '{{field}}: ئەم فایلە وەک جۆرێکی تری بەڵگەنامە بارکراوە (چاوەڕوانکراو: {{allowed}})',
    en: '{{field}}: this file was uploaded as another kind of document (expected: {{allowed}})',
    ar: '{{field}}: رُفع هذا الملف كنوع آخر من المستندات (المتوقع: {{allowed}})',
    kmr: '{{field}}: ev pel wekî cureyekî din ê belgeyê hatiye barkirin (tê hêvîkirin: {{allowed}})',
  },
  [FileCodes.attachedElsewhere]: {
    ckb: '{{field}}: ئەم فایلە هی داواکارییەکی ترە؛ بۆ ئەم داواکارییە دووبارە باری بکە',
    en: '{{field}}: this file belongs to another application; upload it again for this one',
    ar: '{{field}}: هذا الملف يخص طلباً آخر؛ ارفعه مجدداً لهذا الطلب',
    kmr: '{{field}}: ev pel ya serlêdaneke din e; ji bo vê serlêdanê dîsa bar bike',
  },
  [FileCodes.rateLimited]: {
    ckb: '{{field}}: لە ماوەیەکی کورتدا فایلی زۆرت بارکردووە؛ دوای {{seconds}} چرکە دووبارە هەوڵ بدەرەوە',
    en: '{{field}}: too many uploads in a short time; try again in {{seconds}} seconds',
    ar: '{{field}}: عدد كبير من الملفات المرفوعة في وقت قصير؛ حاول مجدداً بعد {{seconds}} ثانية',
    kmr: '{{field}}: di demeke kurt de gelek pel hatin barkirin; piştî {{seconds}} çirkeyan dîsa biceribîne',
  },
  [FileCodes.quotaExceeded]: {
    ckb: '{{field}}: گەیشتوویتە سنووری فایلە بارکراوەکان کە هێشتا بە داواکارییەکەوە نەلکێنراون ({{files}} فایل، {{size}} مێگابایت)؛ لە داواکارییەکدا بەکاریان بهێنە یان {{hours}} کاتژمێر چاوەڕێ بکە تا سڕدەکرێنەوە',
    en: '{{field}}: you hold the most uploads not yet part of an application ({{files}} files, {{size}} MB); use them in an application or wait {{hours}} hours until unused ones are removed',
    ar: '{{field}}: بلغت الحد الأقصى للملفات المرفوعة غير المرتبطة بطلب ({{files}} ملفاً، {{size}} ميغابايت)؛ استخدمها في طلب أو انتظر {{hours}} ساعة حتى تُحذف غير المستخدمة',
    kmr: '{{field}}: te gihîştiye sînorê pelên barkirî yên ku hîn ne beşek ji serlêdanekê ne ({{files}} pel, {{size}} MB); wan di serlêdanekê de bi kar bîne an {{hours}} saetan bisekine heta yên nebikarhatî werin jêbirin',
  },
});

defineFieldLabels({
  file: { ckb: 'فایل', en: 'File', ar: 'الملف', kmr: 'Pel' },
  kind: { ckb: 'جۆری بەڵگەنامە', en: 'Kind of document', ar: 'نوع المستند', kmr: 'Cureyê belgeyê' },
});
