import { defineFieldLabels, defineItemLabels, defineMessages } from '#src/shared/i18n/messages';
// The codes these rules reuse are defined (and translated) there; importing registers them.
import '#src/shared/i18n/common-messages';
import '#src/reference/civil-registry/messages';
import '#src/trade-names/availability/messages';

/**
 * Messages of the application rules (spec §5, §8), in Central Kurdish, English, Arabic and
 * Kurmanji. `{{field}}` is the field's label in the reader's language (filled in by the error
 * filter); the other parameters are the problem's `params`.
 */
export const ApplicationMessages = defineMessages({
  'partners.at-least-one': {
    ckb: '{{field}}: لانیکەم یەک هاوبەش پێویستە',
    en: '{{field}}: at least one partner is required',
    ar: '{{field}}: يجب إضافة شريك واحد على الأقل',
    kmr: '{{field}}: herî kêm hevparek pêwîst e',
  },
  'partners.duplicate-upn': {
    ckb: '{{field}}: ئەم هاوبەشە دووبارەیە؛ هەمان ژمارەی تاک (UPN) لە هاوبەشی ژمارە {{position}} دا هەیە',
    en: '{{field}}: duplicate partner; partner {{position}} has the same UPN',
    ar: '{{field}}: شريك مكرر؛ الشريك رقم {{position}} له الرقم الموحد (UPN) نفسه',
    kmr: '{{field}}: hevpar dubare ye; hevparê {{position}} heman UPN heye',
  },
  'partners.duplicate-company': {
    ckb: '{{field}}: ئەم کۆمپانیایە دووبارەیە؛ هەمان ژمارەی UEN لە هاوبەشی ژمارە {{position}} دا هەیە',
    en: '{{field}}: duplicate company partner; partner {{position}} has the same UEN',
    ar: '{{field}}: شركة شريكة مكررة؛ الشريك رقم {{position}} له رقم الكيان (UEN) نفسه',
    kmr: '{{field}}: şirketa hevpar dubare ye; hevparê {{position}} heman UEN heye',
  },
  'partners.percentage-total': {
    ckb: '{{field}}: کۆی ڕێژەی خاوەندارێتی دەبێت {{expected}}% بێت؛ ئێستا {{total}}% ە',
    en: '{{field}}: the owning percentages must total {{expected}}%; they total {{total}}%',
    ar: '{{field}}: يجب أن يكون مجموع نسب الملكية {{expected}}%؛ المجموع الحالي {{total}}%',
    kmr: '{{field}}: divê hemû rêjeyên xwedîtiyê bi hev re {{expected}}% bin; niha {{total}}% in',
  },
  'partners.percentage-positive': {
    ckb: '{{field}}: ڕێژەی خاوەندارێتی دەبێت لە سفر زیاتر بێت',
    en: '{{field}}: the owning percentage must be more than 0',
    ar: '{{field}}: يجب أن تكون نسبة الملكية أكبر من صفر',
    kmr: '{{field}}: divê rêjeya xwedîtiyê ji 0 zêdetir be',
  },
  'partners.percentage-decimals': {
    ckb: '{{field}}: ڕێژەکە نابێت لە {{decimals}} ژمارە زیاتری دوای فاریزە هەبێت',
    en: '{{field}}: the percentage may have at most {{decimals}} decimals',
    ar: '{{field}}: يمكن أن تحتوي النسبة على {{decimals}} منازل عشرية على الأكثر',
    kmr: '{{field}}: rêje herî zêde dikare {{decimals}} reqemên piştî xalê hebin',
  },
  'shareholders.at-least-one': {
    ckb: '{{field}}: لانیکەم یەک پشکدار پێویستە',
    en: '{{field}}: at least one shareholder is required',
    ar: '{{field}}: يجب إضافة مساهم واحد على الأقل',
    kmr: '{{field}}: herî kêm xwedîpişkek pêwîst e',
  },
  'shareholders.duplicate-upn': {
    ckb: '{{field}}: ئەم پشکدارە دووبارەیە؛ هەمان ژمارەی تاک (UPN) لە پشکداری ژمارە {{position}} دا هەیە',
    en: '{{field}}: duplicate shareholder; shareholder {{position}} has the same UPN',
    ar: '{{field}}: مساهم مكرر؛ المساهم رقم {{position}} له الرقم الموحد (UPN) نفسه',
    kmr: '{{field}}: xwedîpişk dubare ye; xwedîpişkê {{position}} heman UPN heye',
  },
  'shareholders.shares-not-capital': {
    ckb: '{{field}}: کۆی پشکەکان ({{total}}) دەبێت یەکسان بێت بە سەرمایەی کۆمپانیا ({{capital}} دینار)؛ هەر پشکێک یەک دینارە',
    en: '{{field}}: the shares ({{total}}) must total the company capital ({{capital}} IQD); one share is one dinar',
    ar: '{{field}}: يجب أن يساوي مجموع الأسهم ({{total}}) رأس مال الشركة ({{capital}} دينار)؛ السهم الواحد يساوي ديناراً واحداً',
    kmr: '{{field}}: divê hejmara pişkan ({{total}}) bi sermayeya şirketê ({{capital}} IQD) re wekhev be; pişkek dînarek e',
  },
  'shareholders.government-share-too-high': {
    ckb: '{{field}}: لە پرۆژەی تایبەتدا پشکی حکومەت دەبێت لە {{threshold}}% ی کۆی پشکەکان کەمتر بێت؛ ئێستا {{percent}}% ە',
    en: '{{field}}: in a private project the government share must be less than {{threshold}}% of all shares; it is {{percent}}%',
    ar: '{{field}}: في المشروع الخاص يجب أن تكون حصة الحكومة أقل من {{threshold}}% من مجموع الأسهم؛ الحصة الحالية {{percent}}%',
    kmr: '{{field}}: di projeya taybet de divê para hikûmetê ji {{threshold}}% ya hemû pişkan kêmtir be; niha {{percent}}% e',
  },
  'shareholders.government-share-too-low': {
    ckb: '{{field}}: لە پرۆژەی تێکەڵدا پشکی حکومەت دەبێت لانیکەم {{threshold}}% ی کۆی پشکەکان بێت؛ ئێستا {{percent}}% ە',
    en: '{{field}}: in a mixed project the government share must be at least {{threshold}}% of all shares; it is {{percent}}%',
    ar: '{{field}}: في المشروع المختلط يجب ألا تقل حصة الحكومة عن {{threshold}}% من مجموع الأسهم؛ الحصة الحالية {{percent}}%',
    kmr: '{{field}}: di projeya tevlihev de divê para hikûmetê herî kêm {{threshold}}% ya hemû pişkan be; niha {{percent}}% e',
  },
  'company.capital-below-minimum': {
    ckb: '{{field}}: کەمترین سەرمایە بۆ ئەم جۆرە کۆمپانیایە {{minimum}} دینارە',
    en: '{{field}}: the minimum capital for this company type is {{minimum}} IQD',
    ar: '{{field}}: الحد الأدنى لرأس المال لهذا النوع من الشركات هو {{minimum}} دينار',
    kmr: '{{field}}: sermayeya herî kêm ji bo vî cureyê şirketê {{minimum}} IQD e',
  },
  'person.birth-date-mismatch': {
    ckb: '{{field}}: بەرواری لەدایکبوون لەگەڵ تۆماری باری شارستانیدا ناگونجێت',
    en: '{{field}}: the birth date does not match the civil registry',
    ar: '{{field}}: تاريخ الميلاد لا يطابق سجل الأحوال المدنية',
    kmr: '{{field}}: dîroka jidayikbûnê bi tomara barê şaristanî re li hev nayê',
  },
  'document.validity-too-short': {
    ckb: '{{field}}: بەڵگەنامەکە دەبێت لانیکەم {{months}} مانگی تر کارا بێت (تا {{earliestExpiry}} یان دواتر)',
    en: '{{field}}: the document must have at least {{months}} months of validity (until {{earliestExpiry}} or later)',
    ar: '{{field}}: يجب أن تكون الوثيقة صالحة لمدة {{months}} أشهر على الأقل (حتى {{earliestExpiry}} أو بعده)',
    kmr: '{{field}}: divê belge herî kêm {{months}} mehên din derbasdar be (heta {{earliestExpiry}} an paşê)',
  },
  'date.in-future': {
    ckb: '{{field}}: بەروار ناتوانێت لە داهاتوودا بێت',
    en: '{{field}}: the date cannot be in the future',
    ar: '{{field}}: لا يمكن أن يكون التاريخ في المستقبل',
    kmr: '{{field}}: dîrok nikare di pêşerojê de be',
  },
  'date.in-past': {
    ckb: '{{field}}: بەروار ناتوانێت لە ڕابردوودا بێت',
    en: '{{field}}: the date cannot be in the past',
    ar: '{{field}}: لا يمكن أن يكون التاريخ في الماضي',
    kmr: '{{field}}: dîrok nikare di borî de be',
  },
  'date.before': {
    ckb: '{{field}}: بەروار ناتوانێت پێش {{min}} بێت',
    en: '{{field}}: the date cannot be earlier than {{min}}',
    ar: '{{field}}: لا يمكن أن يكون التاريخ قبل {{min}}',
    kmr: '{{field}}: dîrok nikare berî {{min}} be',
  },
  'contract.kurdish-letters-only': {
    ckb: '{{field}}: گرێبەستەکە دەبێت تەنها بە پیتی کوردی بنووسرێت (ژمارە و خاڵبەندی ڕێگەپێدراون)',
    en: '{{field}}: the contract must be written in Kurdish letters only (digits and punctuation are allowed)',
    ar: '{{field}}: يجب كتابة العقد بالأحرف الكردية فقط (يُسمح بالأرقام وعلامات الترقيم)',
    kmr: '{{field}}: divê peyman tenê bi tîpên kurdî yên soranî (alfabeya erebî) were nivîsandin (hejmar û xalbendî destûr in)',
  },
  'phone.invalid': {
    ckb: '{{field}}: ژمارەی تەلەفۆن دروست نییە؛ بە شێوەی 07XXXXXXXXX یان +9647XXXXXXXXX بینووسە',
    en: '{{field}}: invalid phone number; write it as 07XXXXXXXXX or +9647XXXXXXXXX',
    ar: '{{field}}: رقم الهاتف غير صالح؛ اكتبه بصيغة 07XXXXXXXXX أو +9647XXXXXXXXX',
    kmr: '{{field}}: hejmara telefonê ne derbasdar e; wek 07XXXXXXXXX an +9647XXXXXXXXX binivîse',
  },
  'passport.invalid': {
    ckb: '{{field}}: ژمارەی پاسپۆرت دروست نییە (٦ تا ٩ پیتی لاتینی گەورە و ژمارە)',
    en: '{{field}}: invalid passport number (6 to 9 capital Latin letters and digits)',
    ar: '{{field}}: رقم جواز السفر غير صالح (من 6 إلى 9 أحرف لاتينية كبيرة وأرقام)',
    kmr: '{{field}}: hejmara pasaportê ne derbasdar e (6 heta 9 tîpên latînî yên mezin û hejmar)',
  },
  'uen.invalid': {
    ckb: '{{field}}: ژمارەی قەوارەی یەکگرتوو (UEN) دروست نییە',
    en: '{{field}}: invalid UEN',
    ar: '{{field}}: رقم الكيان الموحد (UEN) غير صالح',
    kmr: '{{field}}: UEN ne derbasdar e',
  },
  'transfer.same-email': {
    ckb: '{{field}}: ئیمەیڵی نوێ هەمان ئیمەیڵی ئێستایە',
    en: '{{field}}: the new e-mail is the same as the current e-mail',
    ar: '{{field}}: البريد الإلكتروني الجديد هو نفسه البريد الإلكتروني الحالي',
    kmr: '{{field}}: e-nameya nû heman e-nameya niha ye',
  },
  'country.unknown': {
    ckb: '{{field}}: ئەم وڵاتە ({{code}}) نەناسراوە؛ وڵاتێک لە لیستەکە هەڵبژێرە',
    en: '{{field}}: this country ({{code}}) is not known; choose a country from the list',
    ar: '{{field}}: هذه الدولة ({{code}}) غير معروفة؛ اختر دولة من القائمة',
    kmr: '{{field}}: ev welat ({{code}}) nayê naskirin; welatekî ji lîsteyê hilbijêre',
  },
  'activity.unknown': {
    ckb: '{{field}}: ئەم چالاکییە ({{id}}) نەناسراوە',
    en: '{{field}}: this activity ({{id}}) is not known',
    ar: '{{field}}: هذا النشاط ({{id}}) غير معروف',
    kmr: '{{field}}: ev çalakî ({{id}}) nayê naskirin',
  },
  'activity.not-selectable': {
    ckb: '{{field}}: ئەم چالاکییە ({{id}}) سەردێڕە و هەڵنابژێردرێت؛ چالاکییەکی ناوی هەڵبژێرە',
    en: '{{field}}: this activity ({{id}}) is a heading and cannot be chosen; choose one of its activities',
    ar: '{{field}}: هذا النشاط ({{id}}) عنوان ولا يمكن اختياره؛ اختر أحد الأنشطة التابعة له',
    kmr: '{{field}}: ev çalakî ({{id}}) sernav e û nayê hilbijartin; yek ji çalakiyên wê hilbijêre',
  },
  'activity.duplicate': {
    ckb: '{{field}}: ئەم چالاکییە ({{id}}) دووبارە هەڵبژێردراوە',
    en: '{{field}}: this activity ({{id}}) is chosen twice',
    ar: '{{field}}: تم اختيار هذا النشاط ({{id}}) مرتين',
    kmr: '{{field}}: ev çalakî ({{id}}) du caran hatiye hilbijartin',
  },
  'district.unknown': {
    ckb: '{{field}}: ئەم قەزایە نەناسراوە',
    en: '{{field}}: this district is not known',
    ar: '{{field}}: هذا القضاء غير معروف',
    kmr: '{{field}}: ev navçe nayê naskirin',
  },
  'address.district-outside-province': {
    ckb: '{{field}}: ئەم قەزایە سەر بە پارێزگای هەڵبژێردراو نییە',
    en: '{{field}}: this district is not in the chosen province',
    ar: '{{field}}: هذا القضاء لا يتبع المحافظة المختارة',
    kmr: '{{field}}: ev navçe ne di parêzgeha bijartî de ye',
  },
  'address.location-outside-district': {
    ckb: '{{field}}: ئەم خاڵە لە ناو قەزای هەڵبژێردراودا نییە',
    en: '{{field}}: this point is not in the chosen district',
    ar: '{{field}}: هذه النقطة ليست داخل القضاء المختار',
    kmr: '{{field}}: ev xal ne di navçeya bijartî de ye',
  },
  'address.location-outside-province': {
    ckb: '{{field}}: ئەم خاڵە لە ناو پارێزگای هەڵبژێردراودا نییە',
    en: '{{field}}: this point is not in the chosen province',
    ar: '{{field}}: هذه النقطة ليست داخل المحافظة المختارة',
    kmr: '{{field}}: ev xal ne di parêzgeha bijartî de ye',
  },
  'address.location-outside-country': {
    ckb: '{{field}}: ئەم خاڵە لە دەرەوەی عێراقە؛ شوێنی کۆمپانیاکە لەسەر نەخشە دیاری بکە',
    en: '{{field}}: this point is outside Iraq; mark where the company is',
    ar: '{{field}}: هذه النقطة خارج العراق؛ حدّد موقع الشركة على الخريطة',
    kmr: '{{field}}: ev xal li derveyî Iraqê ye; cihê şirketê li ser nexşeyê nîşan bide',
  },
  'trademark.word-mark-required': {
    ckb: '{{field}}: نیشانە بازرگانییەکە لانیکەم بە یەکێک لە زمانەکانی کوردی، ئینگلیزی یان عەرەبی بنووسە',
    en: '{{field}}: write the word mark in at least one of Kurdish, English or Arabic',
    ar: '{{field}}: اكتب العلامة التجارية اللفظية بلغة واحدة على الأقل من الكردية أو الإنجليزية أو العربية',
    kmr: '{{field}}: nîşana bazirganî herî kêm bi yek ji kurdî (soranî), îngilîzî an erebî binivîse',
  },
  'trademark.class-required': {
    ckb: '{{field}}: لانیکەم یەک پۆلی کاڵا و خزمەتگوزاری هەڵبژێرە',
    en: '{{field}}: choose at least one class of goods and services',
    ar: '{{field}}: اختر فئة واحدة على الأقل من فئات السلع والخدمات',
    kmr: '{{field}}: herî kêm polek ji kelûpel û xizmetan hilbijêre',
  },
  'trademark.class-duplicate': {
    ckb: '{{field}}: پۆلی {{classNumber}} دووبارە هەڵبژێردراوە',
    en: '{{field}}: class {{classNumber}} is chosen twice',
    ar: '{{field}}: تم اختيار الفئة {{classNumber}} مرتين',
    kmr: '{{field}}: pola {{classNumber}} du caran hatiye hilbijartin',
  },
  'trademark.terms-required': {
    ckb: '{{field}}: لانیکەم یەک کاڵا یان خزمەتگوزاری بۆ ئەم پۆلە بنووسە',
    en: '{{field}}: list at least one good or service for this class',
    ar: '{{field}}: اذكر سلعة أو خدمة واحدة على الأقل لهذه الفئة',
    kmr: '{{field}}: herî kêm kelûpelek an xizmetek ji bo vê polê binivîse',
  },
  'trademark.term-duplicate': {
    ckb: '{{field}}: ئەم کاڵا یان خزمەتگوزارییە لەم پۆلەدا دووبارەیە',
    en: '{{field}}: this good or service is listed twice in the class',
    ar: '{{field}}: هذه السلعة أو الخدمة مذكورة مرتين في الفئة',
    kmr: '{{field}}: ev kelûpel an xizmet di polê de du caran hatiye nivîsandin',
  },
  'correction.section-locked': {
    ckb: '{{field}}: ئەم بەشە لەم ڕاستکردنەوەیەدا ناگۆڕدرێت',
    en: '{{field}}: this part cannot be changed in this correction',
    ar: '{{field}}: لا يمكن تغيير هذا الجزء في هذا التصحيح',
    kmr: '{{field}}: ev beş di vê rastkirinê de nayê guhertin',
  },
  // Company kinds (issue 23 §8): what only a foreign branch attaches; the beneficial-owner form's two signed copies (spec §9).
  'attachments.branch-only': {
    ckb: '{{field}}: تەنها لقی کۆمپانیای بیانی ئەمە هاوپێچ دەکات',
    en: '{{field}}: only a foreign company branch attaches this',
    ar: '{{field}}: يرفق هذا فرع الشركة الأجنبية فقط',
    kmr: '{{field}}: tenê şaxa şirketeke biyanî vê pêve dike',
  },
  'attachments.beneficial-owner-copies': {
    ckb: '{{field}}: هەردوو دانە واژۆکراوەکەی فۆرمەکە باربکە ({{copies}})',
    en: '{{field}}: upload both signed copies of the form ({{copies}})',
    ar: '{{field}}: ارفع النسختين الموقعتين من الاستمارة ({{copies}})',
    kmr: '{{field}}: herdu kopiyên îmzekirî yên formê bar bike ({{copies}})',
  },
});

/** Labels of the payload's fields (the last segment of a path such as `shareholders[1].upn`). */
// An error names the person or item it concerns (issue 34 §5): "Shareholder 2: Number of shares",
// and at a person's UPN the person ("Chief executive: Karwan Abdulla must be an Iraqi citizen").
defineItemLabels(
  {
    shareholders: { ckb: 'پشکداری {{n}}', en: 'Shareholder {{n}}', ar: 'المساهم {{n}}', kmr: 'Xwedîpişkê {{n}}' },
    partners: { ckb: 'هاوبەشی {{n}}', en: 'Partner {{n}}', ar: 'الشريك {{n}}', kmr: 'Hevparê {{n}}' },
    ceo: { ckb: 'بەڕێوەبەری ڕێپێدراو', en: 'Chief executive', ar: 'المدير المفوض', kmr: 'Rêvebirê giştî' },
    applicant: { ckb: 'پارێزەری داواکار', en: 'Applying lawyer', ar: 'المحامي مقدم الطلب', kmr: 'Parêzerê serlêder' },
  },
  { identifiedBy: ['upn'] },
);

defineFieldLabels({
  // The trade name in the other languages (`locales.en`): never shown as its path.
  locales: { ckb: 'ناو بە زمانەکانی تر', en: 'Name in other languages', ar: 'الاسم باللغات الأخرى', kmr: 'Nav bi zimanên din' },
  'locales.ckb': {
    ckb: 'ناو بە کوردیی سۆرانی',
    en: 'Name in Sorani Kurdish',
    ar: 'الاسم بالكردية السورانية',
    kmr: 'Nav bi kurdiya soranî',
  },
  'locales.en': { ckb: 'ناو بە ئینگلیزی', en: 'Name in English', ar: 'الاسم بالإنجليزية', kmr: 'Nav bi îngilîzî' },
  'locales.ar': { ckb: 'ناو بە عەرەبی', en: 'Name in Arabic', ar: 'الاسم بالعربية', kmr: 'Nav bi erebî' },
  'locales.kmr': {
    ckb: 'ناو بە کوردیی کورمانجی',
    en: 'Name in Kurmanji Kurdish',
    ar: 'الاسم بالكردية الكرمانجية',
    kmr: 'Nav bi kurdiya kurmancî',
  },
  upn: { ckb: 'ژمارەی تاکی یەکگرتوو (UPN)', en: 'UPN', ar: 'الرقم الموحد (UPN)', kmr: 'UPN' },
  uen: { ckb: 'ژمارەی قەوارەی یەکگرتوو (UEN)', en: 'UEN', ar: 'رقم الكيان الموحد (UEN)', kmr: 'UEN' },
  partners: { ckb: 'هاوبەشەکان', en: 'Partners', ar: 'الشركاء', kmr: 'Hevpar' },
  owning_percentage: { ckb: 'ڕێژەی خاوەندارێتی', en: 'Owning percentage', ar: 'نسبة الملكية', kmr: 'Rêjeya xwedîtiyê' },
  shareholders: { ckb: 'پشکدارەکان', en: 'Shareholders', ar: 'المساهمون', kmr: 'Xwedîpişk' },
  number_of_shares: { ckb: 'ژمارەی پشکەکان', en: 'Number of shares', ar: 'عدد الأسهم', kmr: 'Hejmara pişkan' },
  capital_in_number: { ckb: 'سەرمایە (بە ژمارە)', en: 'Capital (in figures)', ar: 'رأس المال (بالأرقام)', kmr: 'Sermaye (bi hejmar)' },
  project_type: { ckb: 'جۆری پرۆژە', en: 'Project type', ar: 'نوع المشروع', kmr: 'Cureyê projeyê' },
  phone_number: { ckb: 'ژمارەی تەلەفۆن', en: 'Phone number', ar: 'رقم الهاتف', kmr: 'Hejmara telefonê' },
  lawyer_phone: { ckb: 'تەلەفۆنی پارێزەر', en: 'Lawyer’s phone', ar: 'هاتف المحامي', kmr: 'Telefona parêzer' },
  lawyer_email: { ckb: 'ئیمەیڵی پارێزەر', en: 'Lawyer’s e-mail', ar: 'البريد الإلكتروني للمحامي', kmr: 'E-nameya parêzer' },
  lawyer_name: { ckb: 'ناوی پارێزەر', en: 'Lawyer’s name', ar: 'اسم المحامي', kmr: 'Navê parêzer' },
  passport_number: { ckb: 'ژمارەی پاسپۆرت', en: 'Passport number', ar: 'رقم جواز السفر', kmr: 'Hejmara pasaportê' },
  birth_date: { ckb: 'بەرواری لەدایکبوون', en: 'Birth date', ar: 'تاريخ الميلاد', kmr: 'Dîroka jidayikbûnê' },
  nationality: { ckb: 'ڕەگەزنامە', en: 'Nationality', ar: 'الجنسية', kmr: 'Hemwelatî' },
  document_expiry: {
    ckb: 'بەرواری بەسەرچوونی بەڵگەنامە',
    en: 'Document expiry',
    ar: 'تاريخ انتهاء الوثيقة',
    kmr: 'Dîroka qedandina belgeyê',
  },
  documentIssueDate: {
    ckb: 'بەرواری دەرچوونی بەڵگەنامە',
    en: 'Document issue date',
    ar: 'تاريخ إصدار الوثيقة',
    kmr: 'Dîroka derxistina belgeyê',
  },
  residency_card_expiry: {
    ckb: 'بەرواری بەسەرچوونی کارتی نیشتەجێبوون',
    en: 'Residency card expiry',
    ar: 'تاريخ انتهاء بطاقة السكن',
    kmr: 'Dîroka qedandina karta niştecihbûnê',
  },
  bank_date: { ckb: 'بەرواری بانک', en: 'Bank date', ar: 'تاريخ الإيداع المصرفي', kmr: 'Dîroka bankê' },
  bank_number: { ckb: 'ژمارەی بانک', en: 'Bank number', ar: 'رقم الإيداع المصرفي', kmr: 'Hejmara bankê' },
  bank_name: { ckb: 'ناوی بانک', en: 'Bank name', ar: 'اسم المصرف', kmr: 'Navê bankê' },
  activity_ids: { ckb: 'چالاکییەکان', en: 'Activities', ar: 'الأنشطة', kmr: 'Çalakî' },
  district_id: { ckb: 'قەزا', en: 'District', ar: 'القضاء', kmr: 'Navçe' },
  province_id: { ckb: 'پارێزگا', en: 'Province', ar: 'المحافظة', kmr: 'Parêzgeh' },
  location: { ckb: 'شوێن لەسەر نەخشە', en: 'Location on the map', ar: 'الموقع على الخريطة', kmr: 'Cih li ser nexşeyê' },
  company_name: { ckb: 'ناوی کۆمپانیا', en: 'Company name', ar: 'اسم الشركة', kmr: 'Navê şirketê' },
  entity_name: { ckb: 'ناوی دامەزراوە', en: 'Entity name', ar: 'اسم الجهة', kmr: 'Navê saziyê' },
  country: { ckb: 'وڵات', en: 'Country', ar: 'الدولة', kmr: 'Welat' },
  country_of_registration: { ckb: 'وڵاتی تۆمارکردن', en: 'Country of registration', ar: 'بلد التسجيل', kmr: 'Welatê tomarkirinê' },
  union_card_number: { ckb: 'ژمارەی ناسنامەی سەندیکا', en: 'Union card number', ar: 'رقم هوية النقابة', kmr: 'Hejmara karta sendîkayê' },
  union_card: {
    ckb: 'ناسنامەی سەندیکای پارێزەران',
    en: 'Lawyers’ union card',
    ar: 'هوية نقابة المحامين',
    kmr: 'Karta sendîkaya parêzeran',
  },
  power_of_attorney: { ckb: 'وەکالەتنامە', en: 'Power of attorney', ar: 'الوكالة', kmr: 'Wekaletname' },
  identity_documents: { ckb: 'بەڵگەنامەکانی ناسنامە', en: 'Identity documents', ar: 'وثائق الهوية', kmr: 'Belgeyên nasnameyê' },
  primary_certificate: { ckb: 'بەڵێننامەی کردنەوەی لق', en: 'Branch opening pledge', ar: 'تعهد فتح الفرع', kmr: 'Soznameya vekirina şaxê' },
  parent_company_documents: {
    ckb: 'بەڵگەنامەکانی کۆمپانیای دایک',
    en: 'Parent company documents',
    ar: 'وثائق الشركة الأم',
    kmr: 'Belgeyên şirketa dayik',
  },
  legacyReference: { ckb: 'ژمارەی تۆماری کۆن', en: 'Legacy register number', ar: 'رقم السجل القديم', kmr: 'Hejmara tomara kevn' },
  wordMark: { ckb: 'نیشانەی وشەیی', en: 'Word mark', ar: 'العلامة اللفظية', kmr: 'Nîşana peyvî' },
  classes: {
    ckb: 'پۆلەکانی کاڵا و خزمەتگوزاری',
    en: 'Classes of goods and services',
    ar: 'فئات السلع والخدمات',
    kmr: 'Polên kelûpel û xizmetan',
  },
  classNumber: { ckb: 'ژمارەی پۆل', en: 'Class number', ar: 'رقم الفئة', kmr: 'Hejmara polê' },
  terms: { ckb: 'کاڵا و خزمەتگوزارییەکان', en: 'Goods and services', ar: 'السلع والخدمات', kmr: 'Kelûpel û xizmet' },
  new_email: { ckb: 'ئیمەیڵی نوێ', en: 'New e-mail', ar: 'البريد الإلكتروني الجديد', kmr: 'E-nameya nû' },
});
