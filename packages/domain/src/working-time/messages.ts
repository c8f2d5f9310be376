import { defineFieldLabels, defineMessages } from '../shared/i18n/messages.js';

export const WorkingCalendarMessages = defineMessages({
  'working-calendar.week-length': {
    ckb: '{{field}}: دەبێت هەر حەوت ڕۆژەکە، لە یەکشەممەوە تا شەممە، تێدا بێت',
    en: '{{field}}: must list the seven days, Sunday to Saturday',
    ar: '{{field}}: يجب أن يتضمن الأيام السبعة، من الأحد إلى السبت',
    kmr: '{{field}}: divê her heft roj, ji Yekşemê heta Şemiyê, tê de hebin',
  },
  'working-calendar.week-without-working-day': {
    ckb: '{{field}}: لانیکەم یەک ڕۆژ دەبێت ڕۆژی کار بێت',
    en: '{{field}}: at least one day must be a working day',
    ar: '{{field}}: يجب أن يكون يوم واحد على الأقل يوم عمل',
    kmr: '{{field}}: divê herî kêm rojek roja kar be',
  },
  'working-calendar.time-of-day': {
    ckb: '{{field}}: دەبێت کاتێکی ڕۆژ بێت (کاتژمێر:خولەک، لە 00:00 تا 23:59)',
    en: '{{field}}: must be a time of day, HH:MM (00:00 to 23:59)',
    ar: '{{field}}: يجب أن يكون وقتاً من اليوم (ساعة:دقيقة، من 00:00 إلى 23:59)',
    kmr: '{{field}}: divê demeke rojê be, SS:DD (ji 00:00 heta 23:59)',
  },
  'working-calendar.closes-after-opens': {
    ckb: '{{field}}: دەبێت دوای کاتی کردنەوە بێت',
    en: '{{field}}: must be later than the opening time',
    ar: '{{field}}: يجب أن يكون بعد وقت الافتتاح',
    kmr: '{{field}}: divê piştî dema vekirinê be',
  },
});

defineFieldLabels({
  week: { ckb: 'هەفتەی کار', en: 'Working week', ar: 'أسبوع العمل', kmr: 'Hefteya kar' },
  opens: { ckb: 'کاتی کردنەوە', en: 'Opening time', ar: 'وقت الافتتاح', kmr: 'Dema vekirinê' },
  closes: { ckb: 'کاتی داخستن', en: 'Closing time', ar: 'وقت الإغلاق', kmr: 'Dema girtinê' },
  workingTime: { ckb: 'کاتی کار', en: 'Working time', ar: 'وقت العمل', kmr: 'Dema kar' },
  date: { ckb: 'بەروار', en: 'Date', ar: 'التاريخ', kmr: 'Dîrok' },
  from: { ckb: 'لە بەرواری', en: 'From', ar: 'من تاريخ', kmr: 'Ji dîroka' },
  name: { ckb: 'ناو', en: 'Name', ar: 'الاسم', kmr: 'Nav' },
  'name.ckb': { ckb: 'ناو (کوردیی ناوەندی)', en: 'Name (Central Kurdish)', ar: 'الاسم (الكردية الوسطى)', kmr: 'Nav (Kurdiya navendî)' },
  'name.en': { ckb: 'ناو (ئینگلیزی)', en: 'Name (English)', ar: 'الاسم (الإنجليزية)', kmr: 'Nav (Îngilîzî)' },
  'name.ar': { ckb: 'ناو (عەرەبی)', en: 'Name (Arabic)', ar: 'الاسم (العربية)', kmr: 'Nav (Erebî)' },
  'name.kmr': { ckb: 'ناو (کورمانجی)', en: 'Name (Kurmanji)', ar: 'الاسم (الكرمانجية)', kmr: 'Nav (Kurmancî)' },
});
