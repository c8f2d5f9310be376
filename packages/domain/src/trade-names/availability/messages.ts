import { defineFieldLabels, defineMessages } from '#src/shared/i18n/messages';

/** Why a trade name is not available (spec §5, §8), with the advice an applicant needs. */
export const AvailabilityMessages = defineMessages({
  'trade-name.registered': {
    ckb: 'ئەم ناوە بازرگانییە پێشتر تۆمارکراوە',
    en: 'This trade name is already registered',
    ar: 'هذا الاسم التجاري مسجل مسبقاً',
    kmr: 'Ev navê bazirganiyê berê hatiye tomarkirin',
  },
  'trade-name.reserved': {
    ckb: 'ئەم ناوە بازرگانییە بۆ داواکارییەکی تر پارێزراوە',
    en: 'This trade name is reserved for another application',
    ar: 'هذا الاسم التجاري محجوز لطلب آخر',
    kmr: 'Ev navê bazirganiyê ji bo serlêdanek din hatiye veqetandin',
  },
  'trade-name.pending': {
    ckb: 'داواکارییەک بۆ ئەم ناوە بازرگانییە لە پرۆسەدایە',
    en: 'An application for this trade name is being processed',
    ar: 'يوجد طلب قيد المعالجة لهذا الاسم التجاري',
    kmr: 'Serlêdanek ji bo vî navê bazirganiyê tê pêvajokirin',
  },
  'trade-name.legacy': {
    ckb: 'ئەم ناوە بازرگانییە لە سیستەمی کۆندا هەیە؛ بۆ دووبارە ناساندنەوەی پەیوەندی بە بەشی ناوی بازرگانییەوە بکە',
    en: 'This trade name exists in the legacy system; contact the trade name department to reintroduce it',
    ar: 'هذا الاسم التجاري موجود في النظام القديم؛ تواصل مع قسم الأسماء التجارية لإعادة تقديمه',
    kmr: 'Ev navê bazirganiyê di pergala kevn de heye; ji bo ji nû ve danasînê bi beşa navên bazirganiyê re têkilî dayne',
  },
  'trade-name.too-similar': {
    ckb: 'ئەم ناوە زۆر لە ناوێکی هەبوو دەچێت: {{names}}',
    en: 'This trade name is too similar to an existing one: {{names}}',
    ar: 'هذا الاسم التجاري مشابه جداً لاسم موجود: {{names}}',
    kmr: 'Ev nav pir dişibe navekî heyî: {{names}}',
  },
  'trade-name.special-characters': {
    ckb: '{{field}}: پیتی تایبەت لە ناوی بازرگانیدا ڕێگەپێدراو نییە',
    en: '{{field}}: special characters are not permitted in a trade name',
    ar: '{{field}}: لا يُسمح بالأحرف الخاصة في الاسم التجاري',
    kmr: '{{field}}: tîpên taybet di navê bazirganiyê de nayên destûrdan',
  },
  'trade-name.wrong-script': {
    ckb: '{{field}}: دەقەکە دەبێت تەنها پیتەکانی زمانی هەڵبژێردراو ({{language}}) لەخۆ بگرێت',
    en: '{{field}}: the text must contain only the letters of the chosen language ({{language}})',
    ar: '{{field}}: يجب أن يحتوي النص على أحرف اللغة المختارة ({{language}}) فقط',
    kmr: '{{field}}: divê nivîs tenê tîpên zimanê bijartî ({{language}}) bihewîne',
  },
  // A question, not a refusal: the name may well be free in the language its letters fit.
  'trade-name.script-mismatch': {
    ckb: '{{field}}: وا دیارە ئەم ناوە بە {{suggestedLanguage}} نووسراوە نەک بە {{language}}. وەک ناوێکی {{suggestedLanguage}} بیپشکنین؟',
    en: '{{field}}: this looks like {{suggestedLanguage}}, not {{language}}. Check it as a name in {{suggestedLanguage}}?',
    ar: '{{field}}: يبدو أن الاسم مكتوب باللغة {{suggestedLanguage}} لا باللغة {{language}}. هل نتحقق منه كاسم باللغة {{suggestedLanguage}}؟',
    kmr: '{{field}}: xuya ye ev nav bi {{suggestedLanguage}} hatiye nivîsîn, ne bi {{language}}. Em wek navekî bi {{suggestedLanguage}} kontrol bikin?',
  },
  'trade-name.generic-only': {
    ckb: '{{field}}: ناوی بازرگانی پێویستی بە وشەیەکی جیاکەرەوە هەیە جگە لە وشە گشتییەکانی وەک کۆمپانیا یان بازرگانی',
    en: '{{field}}: a trade name needs a distinctive word besides generic words such as company or trading',
    ar: '{{field}}: يحتاج الاسم التجاري إلى كلمة مميزة غير الكلمات العامة مثل شركة أو تجارة',
    kmr: '{{field}}: navê bazirganiyê hewceyî peyveke cuda ye ji bilî peyvên giştî yên wek şirket an bazirganî',
  },
  'trade-name.district-required': {
    ckb: '{{field}}: بۆ پاراستن لە ئاستی قەزا، قەزاکە دیاری بکە',
    en: '{{field}}: choose the district for district-level protection',
    ar: '{{field}}: اختر القضاء للحماية على مستوى القضاء',
    kmr: '{{field}}: ji bo parastina di asta navçeyê de navçeyê hilbijêre',
  },
  'trade-name.unknown-district': {
    ckb: '{{field}}: ئەم قەزایە نەناسراوە',
    en: '{{field}}: this district is not known',
    ar: '{{field}}: هذا القضاء غير معروف',
    kmr: '{{field}}: ev navçe nayê naskirin',
  },
});

defineFieldLabels({
  chosenTradeName: { ckb: 'ناوی بازرگانی', en: 'Trade name', ar: 'الاسم التجاري', kmr: 'Navê bazirganiyê' },
  districtId: { ckb: 'قەزا', en: 'District', ar: 'القضاء', kmr: 'Navçe' },
  provinceId: { ckb: 'پارێزگا', en: 'Province', ar: 'المحافظة', kmr: 'Parêzgeh' },
  protectionLevel: { ckb: 'ئاستی پاراستن', en: 'Protection level', ar: 'مستوى الحماية', kmr: 'Asta parastinê' },
  activityIds: { ckb: 'چالاکییەکان', en: 'Activities', ar: 'الأنشطة', kmr: 'Çalakî' },
  language: { ckb: 'زمان', en: 'Language', ar: 'اللغة', kmr: 'Ziman' },
});

export const LegacyImportMessages = defineMessages({
  'legacy.csv-header': {
    ckb: 'سەری فایلەکە دەبێت ئەمە بێت: {{columns}}',
    en: 'The file’s header must be: {{columns}}',
    ar: 'يجب أن يكون رأس الملف: {{columns}}',
    kmr: 'Serê pelê divê ev be: {{columns}}',
  },
  'legacy.csv-columns': {
    ckb: 'ئەم ڕیزە دەبێت {{count}} خانەی هەبێت',
    en: 'This row must have {{count}} fields',
    ar: 'يجب أن يحتوي هذا السطر على {{count}} حقول',
    kmr: 'Divê vê rêzê {{count}} qad hebin',
  },
  'legacy.csv-duplicate-ref': {
    ckb: '{{field}}: ئەم ژمارەیە لە فایلەکەدا دووبارە بووەتەوە',
    en: '{{field}}: this reference appears twice in the file',
    ar: '{{field}}: هذا المرجع مكرر في الملف',
    kmr: '{{field}}: ev referans di pelê de du caran heye',
  },
});
