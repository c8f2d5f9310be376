import { defineMessages } from '#src/shared/i18n/messages';

/** Spec §5: invalid UPN, no nationality (visit a biometry office), the CEO must be Iraqi, adults only. */
export const CivilRegistryMessages = defineMessages({
  'upn.invalid': {
    ckb: 'ژمارەی تاکی یەکگرتوو (UPN) دروست نییە؛ دەبێت ١٣ ژمارە بێت',
    en: 'Invalid UPN: it must be 13 digits',
    ar: 'الرقم الموحد (UPN) غير صالح؛ يجب أن يتكون من 13 رقماً',
    kmr: 'UPN ne derbasdar e: divê 13 reqem be',
  },
  'upn.unknown': {
    ckb: 'ئەم ژمارەیە (UPN) لە تۆماری باری شارستانیدا نییە',
    en: 'This UPN is not known to the civil registry',
    ar: 'هذا الرقم (UPN) غير موجود في سجل الأحوال المدنية',
    kmr: 'Ev UPN di tomara barê şaristanî de tune ye',
  },
  'upn.no-nationality': {
    ckb: 'هیچ ڕەگەزنامەیەک بۆ ئەم ژمارەیە (UPN) تۆمار نەکراوە؛ تکایە سەردانی نووسینگەی بایۆمەتری بکە بۆ تەواوکردنی تۆمارەکەت',
    en: 'No nationality is recorded for this UPN; please visit a biometry office to complete your record',
    ar: 'لا توجد جنسية مسجلة لهذا الرقم (UPN)؛ يرجى مراجعة مكتب البايومتري لاستكمال سجلك',
    kmr: 'Ji bo vê UPN-ê tu hemwelatî nehatiye tomarkirin; ji kerema xwe serdana nivîsgeha biyometrîkê bike da ku tomara xwe temam bikî',
  },
  // Named (issue 34 §5): `field` is the person's role ("Chief executive", "Shareholder 2"), `name` who they are.
  'person.minor': {
    ckb: '{{field}}: دەبێت تەمەنی {{name}} لانیکەم {{minimumAge}} ساڵ بێت',
    en: '{{field}}: {{name}} must be at least {{minimumAge}} years old',
    ar: '{{field}}: يجب ألا يقل عمر {{name}} عن {{minimumAge}} عاماً',
    kmr: '{{field}}: divê temenê {{name}} herî kêm {{minimumAge}} sal be',
  },
  'person.not-iraqi': {
    ckb: '{{field}}: دەبێت {{name}} هاووڵاتیی عێراقی بێت',
    en: '{{field}}: {{name}} must be an Iraqi citizen',
    ar: '{{field}}: يجب أن يكون {{name}} مواطناً عراقياً',
    kmr: '{{field}}: divê {{name}} hemwelatiyê Iraqê be',
  },
  'civil-registry.csv-header': {
    ckb: 'هێڵی یەکەم دەبێت سەردێڕ بێت: {{expected}}',
    en: 'The first line must be the header: {{expected}}',
    ar: 'يجب أن يكون السطر الأول هو العناوين: {{expected}}',
    kmr: 'Divê rêza yekem sernivîs be: {{expected}}',
  },
  'civil-registry.csv-columns': {
    ckb: 'ئەم هێڵە {{got}} خانەی تێدایە؛ {{expected}} خانە پێویستە',
    en: 'The line has {{got}} fields; {{expected}} are expected',
    ar: 'يحتوي السطر على {{got}} حقول؛ المطلوب {{expected}}',
    kmr: 'Di vê rêzê de {{got}} qad hene; {{expected}} pêwîst in',
  },
  'civil-registry.csv-malformed': {
    ckb: 'ئەم هێڵە CSV ی دروست نییە (خانەیەکی ناو دوو کەوانە بە دروستی دانەخراوە)',
    en: 'The line is not valid CSV (a quoted field is not closed properly)',
    ar: 'السطر ليس CSV صالحاً (حقل بين علامتي اقتباس لم يُغلق بشكل صحيح)',
    kmr: 'Rêz ne CSV-ya derbasdar e (qadeke di nav tirnaxan de bi rêkûpêk nehatiye girtin)',
  },
  'civil-registry.csv-duplicate-upn': {
    ckb: 'ئەم ژمارەیە (UPN) پێشتر لە هێڵی {{firstLine}} ی پەڕگەکەدا هاتووە',
    en: 'This UPN is already on line {{firstLine}} of the file',
    ar: 'هذا الرقم (UPN) موجود مسبقاً في السطر {{firstLine}} من الملف',
    kmr: 'Ev UPN berê di rêza {{firstLine}} ya pelê de heye',
  },
  'civil-registry.birth-date-future': {
    ckb: '{{field}}: بەروار ناتوانێت لە داهاتوودا بێت',
    en: '{{field}}: the date cannot be in the future',
    ar: '{{field}}: لا يمكن أن يكون التاريخ في المستقبل',
    kmr: '{{field}}: dîrok nikare di pêşerojê de be',
  },
});
