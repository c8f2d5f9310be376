import { defineMessages } from '../shared/i18n/messages.js';

/** Refusals of the audit calls. */
export const AuditMessages = defineMessages({
  'audit.version-or-time': {
    ckb: '{{field}}: یان وەشان یان کات دیاری بکە، نەک هەردووکیان',
    en: '{{field}}: give either a version or a time, not both',
    ar: '{{field}}: حدد إما الإصدار أو الوقت، وليس كليهما',
    kmr: '{{field}}: an guhertoyek an demek bide, ne herdu jî',
  },
  'audit.from-after-to': {
    ckb: '{{field}}: وەشانی سەرەتا دەبێت پێش وەشانی کۆتایی بێت',
    en: '{{field}}: the first version must not come after the last',
    ar: '{{field}}: يجب ألا يأتي الإصدار الأول بعد الأخير',
    kmr: '{{field}}: guhertoya yekem divê ne piştî ya dawî be',
  },
});
