import { defineMessages } from '../shared/i18n/messages.js';

/** The texts of the registration certificate (a PDF) and of its confirmation on the public page. */
export const CertificateMessages = defineMessages({
  'certificate.issuer': {
    ckb: 'وەزارەتی بازرگانی و پیشەسازی، حکومەتی هەرێمی کوردستان',
    en: 'Ministry of Trade and Industry, Kurdistan Regional Government',
    ar: 'وزارة التجارة والصناعة، حكومة إقليم كوردستان',
    kmr: 'Wezareta Bazirganî û Pîşesaziyê, Hikûmeta Herêma Kurdistanê',
  },
  'certificate.title.business': {
    ckb: 'بڕوانامەی تۆمارکردنی کۆمپانیا',
    en: 'Certificate of company registration',
    ar: 'شهادة تسجيل شركة',
    kmr: 'Belgeya tomarkirina şirketê',
  },
  'certificate.title.trade-name': {
    ckb: 'بڕوانامەی بەخشینی ناوی بازرگانی',
    en: 'Certificate of trade name grant',
    ar: 'شهادة منح اسم تجاري',
    kmr: 'Belgeya dayîna navê bazirganiyê',
  },
  'certificate.certifies.business': {
    ckb: 'ئەم کۆمپانیایە لە تۆماری بازرگانیدا تۆمارکراوە.',
    en: 'This company is registered in the business register.',
    ar: 'هذه الشركة مسجلة في السجل التجاري.',
    kmr: 'Ev şirket di tomara bazirganiyê de tomarkirî ye.',
  },
  'certificate.certifies.trade-name': {
    ckb: 'ئەم ناوە بازرگانییە بەخشراوە و پارێزراوە.',
    en: 'This trade name is granted and protected.',
    ar: 'هذا الاسم التجاري ممنوح ومحمي.',
    kmr: 'Ev navê bazirganiyê hatiye dayîn û parastin.',
  },
  'certificate.name': { ckb: 'ناو', en: 'Name', ar: 'الاسم', kmr: 'Nav' },
  'certificate.uen': { ckb: 'ژمارەی ناسنامەی یەکە', en: 'Unique entity number', ar: 'رقم الكيان الفريد', kmr: 'Hejmara yekeya yekta' },
  'certificate.trade-name-number': {
    ckb: 'ژمارەی ناوی بازرگانی',
    en: 'Trade name number',
    ar: 'رقم الاسم التجاري',
    kmr: 'Hejmara navê bazirganiyê',
  },
  'certificate.registered-on': { ckb: 'ڕێکەوتی تۆمارکردن', en: 'Date of registration', ar: 'تاريخ التسجيل', kmr: 'Dîroka tomarkirinê' },
  'certificate.granted-on': { ckb: 'ڕێکەوتی بەخشین', en: 'Date of grant', ar: 'تاريخ المنح', kmr: 'Dîroka dayînê' },
  'certificate.verify': {
    ckb: 'ڕاستی ئەم بڕوانامەیە لە پەڕەی گشتیدا بپشکنە:',
    en: 'Check this certificate on the public page:',
    ar: 'تحقق من هذه الشهادة في الصفحة العامة:',
    kmr: 'Vê belgeyê li rûpela giştî kontrol bike:',
  },
  'certificate.valid': {
    ckb: 'بڕوانامەی ژمارە {{number}} دروستە.',
    en: 'Certificate number {{number}} is valid.',
    ar: 'الشهادة رقم {{number}} صالحة.',
    kmr: 'Belgeya hejmar {{number}} derbasdar e.',
  },
  'certificate.no-longer-valid': {
    ckb: 'بڕوانامەی ژمارە {{number}} چیتر دروست نییە.',
    en: 'Certificate number {{number}} is no longer valid.',
    ar: 'الشهادة رقم {{number}} لم تعد صالحة.',
    kmr: 'Belgeya hejmar {{number}} êdî ne derbasdar e.',
  },
  'certificate.unknown-language': {
    ckb: '{{field}}: یەکێک لە ckb، en، ar، kmr',
    en: '{{field}}: one of ckb, en, ar, kmr',
    ar: '{{field}}: واحدة من ckb، en، ar، kmr',
    kmr: '{{field}}: yek ji ckb, en, ar, kmr',
  },
});
