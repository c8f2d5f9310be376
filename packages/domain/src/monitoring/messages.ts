import { defineMessages } from '../shared/i18n/messages.js';

export const MonitoringMessages = defineMessages({
  'monitoring.not-an-envelope': {
    ckb: 'ئەمە ڕاپۆرتێکی هەڵە نییە',
    en: 'This is not an error report',
    ar: 'هذا ليس تقرير خطأ',
    kmr: 'Ev ne raporeke çewtiyê ye',
  },
  'monitoring.unknown-dsn': {
    ckb: 'ئەم ڕاپۆرتە بۆ ئەم تۆمارە نییە',
    en: 'This error report is not for this registry',
    ar: 'تقرير الخطأ هذا ليس لهذا السجل',
    kmr: 'Ev rapora çewtiyê ne ji bo vê tomarê ye',
  },
});
