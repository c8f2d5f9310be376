import { defineMessages } from '../shared/i18n/messages.js';

/** Titles and summaries of the gazette feeds, and the refusals of its queries. */
export const PublicationMessages = defineMessages({
  'gazette.businesses': {
    ckb: 'کۆمپانیا تۆمارکراوەکان',
    en: 'Registered companies',
    ar: 'الشركات المسجلة',
    kmr: 'Şirketên tomarkirî',
  },
  'gazette.trade-names': {
    ckb: 'ناوە بازرگانییە بەخشراوەکان',
    en: 'Granted trade names',
    ar: 'الأسماء التجارية الممنوحة',
    kmr: 'Navên bazirganiyê yên dayî',
  },
  'gazette.publisher': {
    ckb: 'وەزارەتی بازرگانی و پیشەسازی، حکومەتی هەرێمی کوردستان',
    en: 'Ministry of Trade and Industry, Kurdistan Regional Government',
    ar: 'وزارة التجارة والصناعة، حكومة إقليم كوردستان',
    kmr: 'Wezareta Bazirganî û Pîşesaziyê, Hikûmeta Herêma Kurdistanê',
  },
  'gazette.in-province': {
    ckb: '{{title}} — پارێزگای {{province}}',
    en: '{{title}} — {{province}} province',
    ar: '{{title}} — محافظة {{province}}',
    kmr: '{{title}} — parêzgeha {{province}}',
  },
  'gazette.business-summary': {
    ckb: '{{name}}، ژمارەی ناسنامەی یەکە {{uen}}، دۆخ: {{status}}',
    en: '{{name}}, unique entity number {{uen}}, status: {{status}}',
    ar: '{{name}}، رقم الكيان الفريد {{uen}}، الحالة: {{status}}',
    kmr: '{{name}}, hejmara yekeya yekta {{uen}}, rewş: {{status}}',
  },
  'gazette.trade-name-summary': {
    ckb: '{{name}}، ئاستی پاراستن: {{level}}، دۆخ: {{status}}',
    en: '{{name}}, protection: {{level}}, status: {{status}}',
    ar: '{{name}}، مستوى الحماية: {{level}}، الحالة: {{status}}',
    kmr: '{{name}}, parastin: {{level}}, rewş: {{status}}',
  },
  'gazette.digests': {
    ckb: 'پوختەی ڕۆژانەی تۆماری ڕووداوەکان',
    en: 'Daily digests of the event store',
    ar: 'الملخصات اليومية لسجل الأحداث',
    kmr: 'Kurteyên rojane yên tomara bûyeran',
  },
  'gazette.digest-title': {
    ckb: 'پوختەی {{day}}',
    en: 'Digest of {{day}}',
    ar: 'ملخص {{day}}',
    kmr: 'Kurteya {{day}}',
  },
  'gazette.digest-summary': {
    ckb: '{{count}} ڕووداو تا شوێنی {{position}}، هاش: {{hash}}',
    en: '{{count}} events up to position {{position}}, hash: {{hash}}',
    ar: '{{count}} حدثًا حتى الموضع {{position}}، التجزئة: {{hash}}',
    kmr: '{{count}} bûyer heta cihê {{position}}, hash: {{hash}}',
  },
  'publication.unknown-province': {
    ckb: '{{field}}: پارێزگایەکی نەناسراوە',
    en: '{{field}}: unknown province',
    ar: '{{field}}: محافظة غير معروفة',
    kmr: '{{field}}: parêzgeheke nenas e',
  },
});
