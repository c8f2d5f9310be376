import { defineMessages } from '#src/shared/i18n/messages';

/**
 * The generated clauses of the establishment contract (spec §2), in each language a contract can
 * be written in. The registry prints it in Central Kurdish; the other languages serve a preview
 * in the reader's language and keep the catalogue's four-language rule.
 */
export const ContractClauseMessages = defineMessages({
  'contract.clause.name': {
    ckb: 'ناوی کۆمپانیاکە «{{name}}»ە.',
    en: 'The name of the company is “{{name}}”.',
    ar: 'اسم الشركة «{{name}}».',
    kmr: 'Navê şirketê «{{name}}» e.',
  },
  'contract.clause.address': {
    ckb: 'بارەگای سەرەکیی کۆمپانیاکە لە {{address}}یە.',
    en: 'The head office of the company is at {{address}}.',
    ar: 'يقع المقر الرئيسي للشركة في {{address}}.',
    kmr: 'Navenda sereke ya şirketê li {{address}} ye.',
  },
  'contract.clause.address.street_number': { ckb: 'کۆڵانی {{value}}', en: 'lane {{value}}', ar: 'زقاق {{value}}', kmr: 'kuçeya {{value}}' },
  'contract.clause.address.house_number': {
    ckb: 'خانووی ژمارە {{value}}',
    en: 'building {{value}}',
    ar: 'دار رقم {{value}}',
    kmr: 'xaniyê hejmar {{value}}',
  },
  'contract.clause.purpose': {
    ckb: 'مەبەستی کۆمپانیاکە ئەنجامدانی ئەم چالاکییانەیە بە پێی یاسا: {{activities}}.',
    en: 'The purpose of the company is to carry on, as the law allows, these activities: {{activities}}.',
    ar: 'غرض الشركة ممارسة الأنشطة الآتية وفق القانون: {{activities}}.',
    kmr: 'Armanca şirketê li gorî qanûnê kirina van çalakiyan e: {{activities}}.',
  },
  'contract.clause.capital': {
    ckb: 'سەرمایەی کۆمپانیاکە {{amount}} دیناری عێراقییە، دابەشکراوە بەسەر {{shares}} پشکدا، هەر پشکێک بە یەک دینار.',
    en: 'The capital of the company is {{amount}} Iraqi dinars, in {{shares}} shares of one dinar each.',
    ar: 'رأس مال الشركة {{amount}} دينار عراقي، مقسم على {{shares}} سهم، قيمة كل سهم دينار واحد.',
    kmr: 'Sermayeya şirketê {{amount}} dînarên Iraqî ye, li {{shares}} paran dabeşkirî, her par yek dînar.',
  },
  'contract.clause.shareholders': {
    ckb: 'پشکەکانی کۆمپانیاکە بەم شێوەیە دابەش کراون: {{list}}.',
    en: 'The shares of the company are held as follows: {{list}}.',
    ar: 'توزع أسهم الشركة على النحو الآتي: {{list}}.',
    kmr: 'Parên şirketê wiha hatine dabeşkirin: {{list}}.',
  },
  'contract.clause.shareholder': {
    ckb: '{{name}}: {{shares}} پشک ({{percent}})',
    en: '{{name}}: {{shares}} shares ({{percent}})',
    ar: '{{name}}: {{shares}} سهم ({{percent}})',
    kmr: '{{name}}: {{shares}} par ({{percent}})',
  },
  'contract.clause.coordinator': {
    ckb: 'بەڕێوەبەری ڕێپێدراوی کۆمپانیاکە، کە ڕێکخەری کارەکانیەتی، {{name}}ە.',
    en: 'The managing director of the company, who coordinates its affairs, is {{name}}.',
    ar: 'المدير المفوض للشركة، منسق أعمالها، هو {{name}}.',
    kmr: 'Rêveberê destûrdayî yê şirketê, ku karên wê rêk dixe, {{name}} e.',
  },
  'contract.clause.lawyer': {
    ckb: 'ئەم گرێبەستە لەلایەن پارێزەر {{name}} ئامادە کراوە.',
    en: 'This contract was drawn up by the lawyer {{name}}.',
    ar: 'أعد هذا العقد المحامي {{name}}.',
    kmr: 'Ev peyman ji aliyê parêzer {{name}} ve hatiye amadekirin.',
  },
  // A foreign company's branch (issue 34 §4): the same clauses spoken of the branch, and its parent.
  'contract.clause.name.branch': {
    ckb: 'ناوی لقەکە «{{name}}»ە.',
    en: 'The name of the branch is “{{name}}”.',
    ar: 'اسم الفرع «{{name}}».',
    kmr: 'Navê şaxê «{{name}}» e.',
  },
  'contract.clause.parent': {
    ckb: 'لقەکە سەر بە کۆمپانیای «{{parent}}»ە، کە لە {{country}} تۆمار کراوە.',
    en: 'The branch belongs to the company “{{parent}}”, registered in {{country}}.',
    ar: 'الفرع تابع للشركة «{{parent}}» المسجلة في {{country}}.',
    kmr: 'Şax girêdayî şirketa «{{parent}}» e, ku li {{country}} hatiye qeydkirin.',
  },
  'contract.clause.address.branch': {
    ckb: 'نووسینگەی لقەکە لە {{address}}یە.',
    en: 'The office of the branch is at {{address}}.',
    ar: 'يقع مكتب الفرع في {{address}}.',
    kmr: 'Ofîsa şaxê li {{address}} ye.',
  },
  'contract.clause.purpose.branch': {
    ckb: 'مەبەستی لقەکە ئەنجامدانی ئەم چالاکییانەیە بە پێی یاسا: {{activities}}.',
    en: 'The purpose of the branch is to carry on, as the law allows, these activities: {{activities}}.',
    ar: 'غرض الفرع ممارسة الأنشطة الآتية وفق القانون: {{activities}}.',
    kmr: 'Armanca şaxê li gorî qanûnê kirina van çalakiyan e: {{activities}}.',
  },
  'contract.clause.capital.branch': {
    ckb: 'سەرمایەی لقەکە {{amount}} دیناری عێراقییە، دابەشکراوە بەسەر {{shares}} پشکدا، هەر پشکێک بە یەک دینار.',
    en: 'The capital of the branch is {{amount}} Iraqi dinars, in {{shares}} shares of one dinar each.',
    ar: 'رأس مال الفرع {{amount}} دينار عراقي، مقسم على {{shares}} سهم، قيمة كل سهم دينار واحد.',
    kmr: 'Sermayeya şaxê {{amount}} dînarên Iraqî ye, li {{shares}} paran dabeşkirî, her par yek dînar.',
  },
  'contract.clause.shareholders.branch': {
    ckb: 'سەرمایەی لقەکە لەلایەن ئەمانەوە دابین کراوە: {{list}}.',
    en: 'The capital of the branch is provided by: {{list}}.',
    ar: 'يقدّم رأس مال الفرع: {{list}}.',
    kmr: 'Sermayeya şaxê ji aliyê van ve hatiye dabînkirin: {{list}}.',
  },
  'contract.clause.coordinator.branch': {
    ckb: 'بەڕێوەبەری لقەکە {{name}}ە.',
    en: 'The manager of the branch is {{name}}.',
    ar: 'مدير الفرع هو {{name}}.',
    kmr: 'Rêveberê şaxê {{name}} e.',
  },
});
