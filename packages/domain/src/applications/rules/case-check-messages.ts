import { defineMessages } from '#src/shared/i18n/messages';

/**
 * The checks panel's explanations (issue 22 §1), in the four languages: one per check and
 * outcome, and one for a check that does not apply to the application's kind. Amounts come
 * already written in the reader's language.
 */
export const CaseCheckMessages = defineMessages({
  'case-check.not-applicable': {
    ckb: 'ئەم پشکنینە بۆ ئەم جۆرە داواکارییە نییە',
    en: 'This check does not apply to this kind of application',
    ar: 'لا ينطبق هذا الفحص على هذا النوع من الطلبات',
    kmr: 'Ev kontrol ji bo vî cureyê serlêdanê nine',
  },
  'case-check.shares-capital.passed': {
    ckb: 'کۆی پشکەکان ({{total}}) یەکسانە بە سەرمایە ({{capital}} دینار)',
    en: 'The shares ({{total}}) total the capital ({{capital}} IQD)',
    ar: 'مجموع الأسهم ({{total}}) يساوي رأس المال ({{capital}} دينار)',
    kmr: 'Hejmara pişkan ({{total}}) bi sermayeyê ({{capital}} IQD) re wekhev e',
  },
  'case-check.shares-capital.failed': {
    ckb: 'کۆی پشکەکان ({{total}}) یەکسان نییە بە سەرمایە ({{capital}} دینار)؛ هەر پشکێک یەک دینارە',
    en: 'The shares ({{total}}) do not total the capital ({{capital}} IQD); one share is one dinar',
    ar: 'مجموع الأسهم ({{total}}) لا يساوي رأس المال ({{capital}} دينار)؛ السهم الواحد يساوي ديناراً واحداً',
    kmr: 'Hejmara pişkan ({{total}}) ne wekhevî sermayeyê ({{capital}} IQD) ye; pişkek dînarek e',
  },
  'case-check.percentages-total.passed': {
    ckb: 'کۆی ڕێژەکانی خاوەندارێتی {{total}}% ە',
    en: 'The ownership percentages total {{total}}%',
    ar: 'مجموع نسب الملكية {{total}}%',
    kmr: 'Hemû rêjeyên xwedîtiyê bi hev re {{total}}% in',
  },
  'case-check.percentages-total.failed': {
    ckb: 'کۆی ڕێژەکانی خاوەندارێتی {{total}}% ە، نەک ١٠٠%',
    en: 'The ownership percentages total {{total}}%, not 100%',
    ar: 'مجموع نسب الملكية {{total}}% وليس 100%',
    kmr: 'Hemû rêjeyên xwedîtiyê bi hev re {{total}}% in, ne 100%',
  },
  'case-check.ceo-nationality.passed': {
    ckb: 'بەڕێوەبەری ڕاسپێردراو لە تۆماری باری شارستانیدا عێراقییە و بەو شێوەیە ناسێنراوە',
    en: 'The CEO is Iraqi in the civil registry, as declared',
    ar: 'المدير المفوض عراقي في سجل الأحوال المدنية كما صُرّح',
    kmr: 'Rêveberê giştî di tomara sivîl de Iraqî ye, wek ku hatiye diyarkirin',
  },
  'case-check.ceo-nationality.failed': {
    ckb: 'بەڕێوەبەری ڕاسپێردراو دەبێت عێراقی بێت؛ تۆماری باری شارستانی یان ناساندنی داواکار ئەمە ناسەلمێنێت',
    en: 'The CEO must be Iraqi; the civil registry or the declaration does not say so',
    ar: 'يجب أن يكون المدير المفوض عراقياً؛ سجل الأحوال المدنية أو التصريح لا يؤكد ذلك',
    kmr: 'Divê rêveberê giştî Iraqî be; tomara sivîl an daxuyanî vê nabêje',
  },
  'case-check.capital-minimum.passed': {
    ckb: 'سەرمایە ({{capital}} دینار) لانیکەم کەمترین سەرمایەی ئەم جۆرەیە ({{minimum}} دینار)',
    en: 'The capital ({{capital}} IQD) is at least the minimum for this type ({{minimum}} IQD)',
    ar: 'رأس المال ({{capital}} دينار) لا يقل عن الحد الأدنى لهذا النوع ({{minimum}} دينار)',
    kmr: 'Sermaye ({{capital}} IQD) herî kêm sermayeya vî cureyî ({{minimum}} IQD) ye',
  },
  'case-check.capital-minimum.failed': {
    ckb: 'سەرمایە ({{capital}} دینار) کەمترە لە کەمترین سەرمایەی ئەم جۆرە ({{minimum}} دینار)',
    en: 'The capital ({{capital}} IQD) is below the minimum for this type ({{minimum}} IQD)',
    ar: 'رأس المال ({{capital}} دينار) أقل من الحد الأدنى لهذا النوع ({{minimum}} دينار)',
    kmr: 'Sermaye ({{capital}} IQD) ji sermayeya herî kêm a vî cureyî ({{minimum}} IQD) kêmtir e',
  },
  'case-check.name-conflicts-now.passed': {
    ckb: 'ئێستا هیچ ناوێکی تر لەگەڵ ئەم ناوە بازرگانییە ناکۆک نییە',
    en: 'No other name conflicts with this trade name now',
    ar: 'لا يتعارض أي اسم آخر مع هذا الاسم التجاري الآن',
    kmr: 'Niha tu navekî din bi vî navê bazirganî re nakok nîne',
  },
  'case-check.name-conflicts-now.failed': {
    ckb: 'ئێستا ئەم ناوە لەگەڵ {{count}} ناوی تر ناکۆکە: {{names}}',
    en: 'This name now conflicts with {{count}} other name(s): {{names}}',
    ar: 'يتعارض هذا الاسم الآن مع {{count}} اسم/أسماء أخرى: {{names}}',
    kmr: 'Ev nav niha bi {{count}} navên din re nakok e: {{names}}',
  },
  'case-check.name-conflicts-at-submission.passed': {
    ckb: 'لە کاتی ناردندا هیچ ناوێکی تر لەگەڵ ئەم ناوە ناکۆک نەبوو',
    en: 'No other name conflicted with this trade name at submission',
    ar: 'لم يتعارض أي اسم آخر مع هذا الاسم التجاري عند التقديم',
    kmr: 'Di dema şandinê de tu navekî din bi vî navî re nakok nebû',
  },
  'case-check.name-conflicts-at-submission.failed': {
    ckb: 'لە کاتی ناردندا ئەم ناوە لەگەڵ {{count}} ناوی تر ناکۆک بوو: {{names}}',
    en: 'At submission this name conflicted with {{count}} other name(s): {{names}}',
    ar: 'عند التقديم تعارض هذا الاسم مع {{count}} اسم/أسماء أخرى: {{names}}',
    kmr: 'Di dema şandinê de ev nav bi {{count}} navên din re nakok bû: {{names}}',
  },
  'case-check.mark-conflicts-now.passed': {
    ckb: 'ئێستا هیچ نیشانە یان ناوێکی بازرگانی ڕێگە لەم نیشانە وشەییە ناگرێت',
    en: 'No mark or trade name refuses this word mark now',
    ar: 'لا تمنع أي علامة أو اسم تجاري هذه العلامة اللفظية الآن',
    kmr: 'Niha tu nîşan an navê bazirganî vê nîşana peyvî red nake',
  },
  'case-check.mark-conflicts-now.failed': {
    ckb: 'ئێستا ئەم نیشانەیە لەگەڵ {{count}} نیشانە یان ناوی تر ناکۆکە: {{names}}',
    en: 'This mark now conflicts with {{count}} other mark(s) or trade name(s): {{names}}',
    ar: 'تتعارض هذه العلامة الآن مع {{count}} علامة/أسماء تجارية أخرى: {{names}}',
    kmr: 'Ev nîşan niha bi {{count}} nîşan an navên din re nakok e: {{names}}',
  },
  'case-check.mark-conflicts-at-submission.passed': {
    ckb: 'لە کاتی ناردندا هیچ نیشانە یان ناوێکی بازرگانی ڕێگەی لەم نیشانە وشەییە نەدەگرت',
    en: 'No mark or trade name refused this word mark at submission',
    ar: 'لم تمنع أي علامة أو اسم تجاري هذه العلامة اللفظية عند التقديم',
    kmr: 'Di dema şandinê de tu nîşan an navê bazirganî ev nîşana peyvî red nedikir',
  },
  'case-check.mark-conflicts-at-submission.failed': {
    ckb: 'لە کاتی ناردندا ئەم نیشانەیە لەگەڵ {{count}} نیشانە یان ناوی تر ناکۆک بوو: {{names}}',
    en: 'At submission this mark conflicted with {{count}} other mark(s) or trade name(s): {{names}}',
    ar: 'عند التقديم تعارضت هذه العلامة مع {{count}} علامة/أسماء تجارية أخرى: {{names}}',
    kmr: 'Di dema şandinê de ev nîşan bi {{count}} nîşan an navên din re nakok bû: {{names}}',
  },
  'case-check.owner-identity.passed': {
    ckb: 'خاوەنی نیشانەکە ناسراوە: کەسێکی تۆماری باری شارستانی یان کۆمپانیایەکی ناودار',
    en: 'The owner is known: a person in the civil registry, or a company named',
    ar: 'المالك معروف: شخص في سجل الأحوال المدنية أو شركة مسمّاة',
    kmr: 'Xwedî tê naskirin: kesek di tomara sivîl de, an şirketek bi nav',
  },
  'case-check.owner-identity.failed': {
    ckb: 'خاوەنی نیشانەکە ناسراو نییە: ژمارەی تاکەکەسی لە تۆماری باری شارستانیدا نییە، یان ناوی کۆمپانیا نەنووسراوە',
    en: 'The owner is not known: the personal number is not in the civil registry, or no company name is given',
    ar: 'المالك غير معروف: الرقم الشخصي غير موجود في سجل الأحوال المدنية أو لم يُذكر اسم الشركة',
    kmr: 'Xwedî nayê naskirin: hejmara kesane ne di tomara sivîl de ye, an navê şirketê nehatiye dayîn',
  },
  'case-check.class-terms.passed': {
    ckb: 'هەموو {{count}} کاڵا و خزمەتگوزارییەکە لە لیستی پۆلەکەی خۆیاندا دۆزرانەوە',
    en: 'All {{count}} goods and services were found in their own class’s list',
    ar: 'وُجدت جميع السلع والخدمات ({{count}}) في قائمة فئتها',
    kmr: 'Hemû {{count}} kelûpel û xizmet di lîsteya pola xwe de hatin dîtin',
  },
  'case-check.class-terms.failed': {
    ckb: '{{count}} کاڵا یان خزمەتگوزاری لە لیستی پۆلەکەیاندا نەدۆزرانەوە، بەراوردیان بکە لەگەڵ لیستی نیس: {{terms}}',
    en: '{{count}} goods or services were not found in their class’s list; read them against the Nice list: {{terms}}',
    ar: 'لم يُعثر على {{count}} من السلع أو الخدمات في قائمة فئتها؛ راجعها مقابل تصنيف نيس: {{terms}}',
    kmr: '{{count}} kelûpel an xizmet di lîsteya pola xwe de nehatin dîtin; wan li gorî lîsteya Nice bixwîne: {{terms}}',
  },
  'case-check.required-documents.passed': {
    ckb: 'هەموو {{count}} بەڵگەنامەی پێویستی ئەم جۆرە هەن',
    en: 'All {{count}} documents this type requires are present',
    ar: 'جميع المستندات المطلوبة لهذا النوع ({{count}}) موجودة',
    kmr: 'Hemû {{count}} belgeyên ku ev cure dixwaze hene',
  },
  'case-check.required-documents.failed': {
    ckb: '{{count}} بەڵگەنامەی پێویست نین',
    en: '{{count}} required document(s) missing',
    ar: '{{count}} من المستندات المطلوبة مفقودة',
    kmr: '{{count}} belgeyên pêwîst tune ne',
  },
});
