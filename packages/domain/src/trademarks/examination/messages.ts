import { defineMessages } from '#src/shared/i18n/messages';

/**
 * Why a word mark meets a sign already held (word-mark-conflicts.ts), in the four languages: the
 * three that refuse it, the two that are only shown (to the applicant and the examiner), and a
 * mark of generic words only.
 */
export const WordMarkMessages = defineMessages({
  'trademark.same-class-mark': {
    ckb: 'ئەم نیشانەیە هەمان نیشانەی پێشووترە یان زۆر لێی دەچێت، لە هەمان پۆلی نیس ({{classes}}): {{marks}}',
    en: 'This mark is the same as or too similar to an earlier mark in the same Nice class ({{classes}}): {{marks}}',
    ar: 'هذه العلامة مطابقة لعلامة سابقة أو مشابهة لها جداً في فئة نيس نفسها ({{classes}}): {{marks}}',
    kmr: 'Ev nîşan heman nîşana berê ye an pir dişibe wê, di heman pola Nice de ({{classes}}): {{marks}}',
  },
  'trademark.related-class-mark': {
    ckb: 'ئەم نیشانەیە هەمان نیشانەی پێشووترە یان زۆر لێی دەچێت، لە پۆلێکی پەیوەندیداری نیس ({{classes}}): {{marks}}',
    en: 'This mark is the same as or too similar to an earlier mark in a related Nice class ({{classes}}): {{marks}}',
    ar: 'هذه العلامة مطابقة لعلامة سابقة أو مشابهة لها جداً في فئة نيس مرتبطة ({{classes}}): {{marks}}',
    kmr: 'Ev nîşan heman nîşana berê ye an pir dişibe wê, di polek Nice ya têkildar de ({{classes}}): {{marks}}',
  },
  'trademark.trade-name-conflict': {
    ckb: 'ئەم نیشانەیە هەمان ناوی بازرگانیی هەبووە یان زۆر لێی دەچێت: {{names}}',
    en: 'This mark is the same as or too similar to a trade name already held: {{names}}',
    ar: 'هذه العلامة مطابقة لاسم تجاري قائم أو مشابهة له جداً: {{names}}',
    kmr: 'Ev nîşan heman navê bazirganiyê yê heyî ye an pir dişibe wî: {{names}}',
  },
  'trademark.similar-sign': {
    ckb: 'لە {{names}} دەچێت: بۆ پشکنەر پیشان دەدرێت، هۆی ڕەتکردنەوە نییە',
    en: 'Resembles {{names}}: shown to the examiner, not a reason to refuse',
    ar: 'تشبه {{names}}: تُعرض على الفاحص، وليست سبباً للرفض',
    kmr: 'Dişibe {{names}}: ji kontrolkar re tê nîşandan, ne sedema redkirinê ye',
  },
  'trademark.unrelated-class': {
    ckb: 'وەک {{names}} یان زۆر نزیکە لێی، بەڵام لە پۆلی پەیوەندینەدار ({{classes}}): ڕێگەپێدراوە و بۆ پشکنەر پیشان دەدرێت',
    en: 'The same as or very close to {{names}}, but in unrelated classes ({{classes}}): allowed, and shown to the examiner',
    ar: 'مطابقة لـ {{names}} أو قريبة جداً منها، لكن في فئات غير مرتبطة ({{classes}}): مسموح بها، وتُعرض على الفاحص',
    kmr: 'Wek {{names}} e an pir nêzîkî wê ye, lê di polên netêkildar de ({{classes}}): destûr e, û ji kontrolkar re tê nîşandan',
  },
  'trademark.generic-only': {
    ckb: '{{field}}: نیشانەی بازرگانی پێویستی بە وشەیەکی جیاکەرەوە هەیە جگە لە وشە گشتییەکانی وەک کۆمپانیا یان بازرگانی',
    en: '{{field}}: a word mark needs a distinctive word besides generic words such as company or trading',
    ar: '{{field}}: تحتاج العلامة اللفظية إلى كلمة مميزة غير الكلمات العامة مثل شركة أو تجارة',
    kmr: '{{field}}: nîşana bazirganî hewceyî peyveke cuda ye ji bilî peyvên giştî yên wek şirket an bazirganî',
  },
});
