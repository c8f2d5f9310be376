import { defineFieldLabels, defineMessages, type Translations } from '#src/shared/i18n/messages';

/**
 * Four-eyes (issue 22 §4): whoever recommended an application may not approve it. Exported so
 * that the back office shows the same words beside the approve button it disables.
 */
export const FOUR_EYES_TEXTS: Translations = {
  ckb: 'ناتوانیت داواکارییەک پەسەند بکەیت کە خۆت پێشنیاری پەسەندکردنیت کردووە؛ بەڕێوەبەرێکی تر دەبێت پەسەندی بکات',
  en: 'You recommended this application, so you cannot approve it: another director must approve it',
  ar: 'لا يمكنك الموافقة على طلب أوصيتَ أنت بالموافقة عليه؛ يجب أن يوافق عليه مدير آخر',
  kmr: 'Te ev serlêdan pêşniyar kir, ji ber vê yekê tu nikarî wê bipejirînî: divê rêveberekî din wê bipejirîne',
};

/**
 * Refusals of the application workflow (trade names, businesses, trademark reservations). Field
 * messages start with `{{field}}`, filled by the error filter with the field's label.
 */
export const WorkflowMessages = defineMessages({
  // Success messages of spec §8, shown as toasts by the portals (`meta.message`).
  'trade-name.submitted': {
    ckb: 'ناوی بازرگانی بۆ بەڕێوەبەرایەتی تۆمارکردنی کۆمپانیاکان نێردرا',
    en: 'Trade name submitted to the company registration department',
    ar: 'تم تقديم الاسم التجاري إلى دائرة تسجيل الشركات',
    kmr: 'Navê bazirganiyê ji beşa tomarkirina şirketan re hate şandin',
  },
  'application.registered': {
    ckb: 'داواکارییەکە بە سەرکەوتوویی تۆمارکرا',
    en: 'Request registered successfully',
    ar: 'تم تسجيل الطلب بنجاح',
    kmr: 'Daxwaz bi serkeftî hate tomarkirin',
  },
  'application.updated': {
    ckb: 'داواکارییەکە نوێکرایەوە',
    en: 'The application was updated',
    ar: 'تم تحديث الطلب',
    kmr: 'Serlêdan hate nûkirin',
  },
  'transfer.requested': {
    ckb: 'داوای گواستنەوەی خاوەندارێتی لە {{from}} بۆ {{to}} کرا',
    en: 'Ownership transfer requested from {{from}} to {{to}}',
    ar: 'تم طلب نقل الملكية من {{from}} إلى {{to}}',
    kmr: 'Veguhastina xwedîtiyê ji {{from}} bo {{to}} hate xwestin',
  },
  'transfer.confirmed': {
    ckb: 'خاوەندارێتی گوازرایەوە بۆ {{to}}',
    en: 'Ownership transferred to {{to}}',
    ar: 'تم نقل الملكية إلى {{to}}',
    kmr: 'Xwedîtî bo {{to}} hate veguhastin',
  },
  'validation.field-comments': {
    ckb: '{{field}}: تێبینییەکان دەبێت بۆ هەر خانەیەک دەقێک بن (زۆرترین ٢٠٠ تێبینی، هەریەکە ٢٠٠٠ پیت)',
    en: '{{field}}: comments must be a text per field (at most 200 comments of 2,000 characters each)',
    ar: '{{field}}: يجب أن تكون الملاحظات نصاً لكل حقل (200 ملاحظة على الأكثر، كل منها 2000 حرف)',
    kmr: '{{field}}: şîrove divê ji bo her qadê nivîsek bin (herî zêde 200 şîrove, her yek 2.000 tîp)',
  },
  'workflow.step-has-own-call': {
    ckb: 'هەنگاوی «{{event}}» بە داواکاریی تایبەتی خۆی دەنێردرێت، نەک وەک گواستنەوە',
    en: 'The step "{{event}}" is taken through its own call, not as a transit',
    ar: 'تُتخذ الخطوة «{{event}}» عبر طلبها الخاص، لا كانتقال',
    kmr: 'Gava "{{event}}" bi banga xwe ya taybet tê avêtin, ne wekî derbasbûn',
  },
  'workflow.unknown-event': {
    ckb: 'هەنگاوی «{{event}}» لەم ڕێڕەوەی کاردا نییە',
    en: 'The step "{{event}}" does not exist in this workflow',
    ar: 'الخطوة «{{event}}» غير موجودة في سير العمل هذا',
    kmr: 'Gava "{{event}}" di vê rêya kar de tune ye',
  },
  'workflow.not-permitted': {
    ckb: 'تۆ ڕێگەت پێنەدراوە ئەم هەنگاوە لەسەر داواکارییەکە ئەنجام بدەیت',
    en: 'You are not permitted to take this step on the application',
    ar: 'لا يُسمح لك باتخاذ هذه الخطوة على الطلب',
    kmr: 'Destûra te tune ku vê gavê li ser serlêdanê bavêjî',
  },
  'workflow.not-allowed-in-state': {
    ckb: 'هەنگاوی «{{event}}» لە دۆخی «{{state}}»دا ڕێگەپێدراو نییە',
    en: 'The step "{{event}}" is not allowed while the application is "{{state}}"',
    ar: 'الخطوة «{{event}}» غير مسموح بها والطلب في حالة «{{state}}»',
    kmr: 'Gava "{{event}}" dema ku serlêdan "{{state}}" e nayê destûrdan',
  },
  'workflow.reason-required': {
    ckb: '{{field}}: بۆ ئەم هەنگاوە هۆکار پێویستە',
    en: '{{field}}: this step needs a reason',
    ar: '{{field}}: هذه الخطوة تتطلب ذكر السبب',
    kmr: '{{field}}: ji bo vê gavê sedem pêwîst e',
  },
  'workflow.field-comments-not-allowed': {
    ckb: '{{field}}: ئەم هەنگاوە تێبینی لەسەر خانەکان وەرناگرێت',
    en: '{{field}}: this step takes no comments on fields',
    ar: '{{field}}: هذه الخطوة لا تقبل ملاحظات على الحقول',
    kmr: '{{field}}: ev gav şîroveyên li ser qadan qebûl nake',
  },
  'workflow.target-required': {
    ckb: '{{field}}: دیاری بکە بۆ کوێ دەنێردرێت: {{allowed}}',
    en: '{{field}}: choose where it goes: {{allowed}}',
    ar: '{{field}}: اختر وجهة الإرسال: {{allowed}}',
    kmr: '{{field}}: hilbijêre ku biçe kû: {{allowed}}',
  },
  'workflow.assignee-not-reviewer': {
    ckb: '{{field}}: دەبێت کارمەندێکی چالاک بێت کە مافی پێداچوونەوەی داواکارییەکانی هەبێت',
    en: '{{field}}: must be an active member of staff who may review applications',
    ar: '{{field}}: يجب أن يكون موظفاً نشطاً مخوّلاً بمراجعة الطلبات',
    kmr: '{{field}}: divê karmendekî çalak be ku destûra wî ya nirxandina serlêdanan hebe',
  },
  'workflow.four-eyes': FOUR_EYES_TEXTS,
  'payment.receipt-number': {
    ckb: '{{field}}: ژمارەی پسوولە دەبێت ١ تا ٤٠ پیت بێت: پیتی لاتینی، ژمارە، «-» یان «/»',
    en: '{{field}}: a receipt number is 1 to 40 characters: Latin letters, digits, "-" or "/"',
    ar: '{{field}}: رقم الإيصال من 1 إلى 40 حرفاً: حروف لاتينية أو أرقام أو «-» أو «/»',
    kmr: '{{field}}: hejmara meqbûzê ji 1 heta 40 tîpan e: tîpên latînî, hejmar, "-" an "/"',
  },
  'application.not-owner': {
    ckb: 'ئەم داواکارییە هی ئیمەیڵە پشتڕاستکراوەکەی تۆ نییە',
    en: 'This application does not belong to your verified e-mail',
    ar: 'هذا الطلب لا يخص بريدك الإلكتروني الموثّق',
    kmr: 'Ev serlêdan ne ya e-nameya te ya piştrastkirî ye',
  },
  'application.transferred': {
    ckb: 'ئەم داواکارییە گوازرایەوە بۆ خاوەنێکی نوێ، بۆیە چیتر لێرە نایبینیت. خاوەنە نوێیەکە بەدوایدا دەچێت؛ ئەگەر تۆ داوای ئەم گواستنەوەیەت نەکردووە، پەیوەندی بە تۆمارگەوە بکە.',
    en: 'This application was transferred to a new owner, so you no longer see it here. The new owner follows it now; if you did not ask for this transfer, contact the registry.',
    ar: 'نُقل هذا الطلب إلى مالك جديد، لذلك لم يعد بإمكانك رؤيته هنا. يتابعه المالك الجديد الآن؛ إذا لم تطلب هذا النقل فاتصل بالسجل.',
    kmr: 'Ev serlêdan bo xwediyekî nû hate veguhastin, loma tu êdî li vir nabînî. Niha xwediyê nû wê dişopîne; heke te ev veguhastin nexwestibe, bi qeydê re têkilî daynin.',
  },
  'correction.section-not-open': {
    ckb: '{{field}}: بەشی «{{section}}» بۆ ڕاستکردنەوە نەگەڕێنراوەتەوە',
    en: '{{field}}: the section "{{section}}" was not returned for correction',
    ar: '{{field}}: القسم «{{section}}» لم يُعَد للتصحيح',
    kmr: '{{field}}: beşa "{{section}}" ji bo rastkirinê nehatiye vegerandin',
  },
  'correction.no-changes': {
    ckb: '{{field}}: هیچ گۆڕانکارییەک نییە',
    en: '{{field}}: nothing was changed',
    ar: '{{field}}: لا يوجد أي تغيير',
    kmr: '{{field}}: tiştek nehat guhertin',
  },
  'transfer.not-pending': {
    ckb: 'هیچ گواستنەوەیەکی خاوەندارێتی لە چاوەڕوانیدا نییە',
    en: 'No ownership transfer is in progress',
    ar: 'لا يوجد نقل ملكية قيد التنفيذ',
    kmr: 'Tu veguhastina xwedîtiyê di pêvajoyê de nîne',
  },
  // Rectification of the register (record-rectification.ts).
  'rectification.not-rectifiable': {
    ckb: '{{field}}: ئەم زانیارییە بە ڕاستکردنەوەی تۆمار ناگۆڕدرێت',
    en: '{{field}}: a rectification of the record cannot change this',
    ar: '{{field}}: لا يجوز تغيير هذه المعلومة بتصحيح السجل',
    kmr: '{{field}}: rastkirina tomarê nikare vê biguherîne',
  },
  'rectification.no-changes': {
    ckb: '{{field}}: ڕاستکردنەوەکە هیچ شتێک لە تۆمارەکە ناگۆڕێت',
    en: '{{field}}: the rectification changes nothing in the record',
    ar: '{{field}}: لا يغيّر التصحيح شيئاً في السجل',
    kmr: '{{field}}: rastkirin tiştekî di tomarê de naguherîne',
  },
  'rectification.classes-fixed': {
    ckb: '{{field}}: پۆلەکان وەک خۆیان دەمێننەوە؛ تەنها کاڵا و خزمەتگوزارییەکانیان ڕاست دەکرێنەوە',
    en: '{{field}}: the classes stay as reserved; only their goods and services can be rectified',
    ar: '{{field}}: تبقى الفئات كما حُجزت؛ ولا تُصحَّح إلا سلعها وخدماتها',
    kmr: '{{field}}: pol wekî hatine veqetandin dimînin; tenê kelûpel û xizmetên wan tên rastkirin',
  },
});

// `reason` (identity), `new_email` and `uen` (application rules) have their labels already; the
// same-email and section-locked messages are the application rules' too (../rules/messages.ts).
defineFieldLabels({
  owner_email: { ckb: 'ئیمەیڵی خاوەن', en: 'Owner e-mail', ar: 'بريد المالك', kmr: 'E-nameya xwedî' },
  field_comments: { ckb: 'تێبینی خانەکان', en: 'Field comments', ar: 'ملاحظات الحقول', kmr: 'Şîroveyên qadan' },
  target: { ckb: 'بەشی ڕاستکردنەوە', en: 'Section to correct', ar: 'القسم المطلوب تصحيحه', kmr: 'Beşa ji bo rastkirinê' },
  section: { ckb: 'بەش', en: 'Section', ar: 'القسم', kmr: 'Beş' },
  changes: { ckb: 'گۆڕانکارییەکان', en: 'Changes', ar: 'التغييرات', kmr: 'Guhertin' },
  assignee_id: { ckb: 'کارمەندی بەرپرسیار', en: 'Assignee', ar: 'الموظف المكلّف', kmr: 'Karmendê berpirsiyar' },
  details: { ckb: 'زانیارییەکانی داواکاری', en: 'Application details', ar: 'بيانات الطلب', kmr: 'Agahiyên serlêdanê' },
  at: { ckb: 'کات', en: 'Time', ar: 'الوقت', kmr: 'Dem' },
  receiptNumber: { ckb: 'ژمارەی پسوولە', en: 'Receipt number', ar: 'رقم الإيصال', kmr: 'Hejmara meqbûzê' },
  receiptDate: { ckb: 'بەرواری پسوولە', en: 'Receipt date', ar: 'تاريخ الإيصال', kmr: 'Dîroka meqbûzê' },
  patch: { ckb: 'زانیارییە ڕاستکراوەکان', en: 'Rectified facts', ar: 'المعلومات المصحَّحة', kmr: 'Agahiyên rastkirî' },
});
