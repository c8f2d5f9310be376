import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { formatMailNumber, hasMailTemplate, renderMail } from '#src/infrastructure/outbox/templates';
import './mail-templates.js';

describe('applicant access mail templates', () => {
  it('the applicant code e-mails exist in four languages and carry the code and its lifetime', () => {
    for (const name of ['applicant-access.sign-in-code', 'applicant-access.transfer-code']) {
      expect(hasMailTemplate(name)).toBe(true);
      const subjects = new Set<string>();
      for (const locale of LOCALES) {
        const mail = renderMail(name, locale, {
          code: '048213',
          minutes: 10,
          kind: 'K',
          name: 'N',
          reference: 'TN-2026-000001',
          from: 'owner@example.org',
          link: 'https://registry.example/my-applications/trade-names/1/transfer',
        });
        expect(mail.text).toContain('048213');
        // The lifetime in the language's own digits (Kurdish digits in ckb: "١٠ خولەک", never "10 خولەک"); the code stays as typed.
        expect(mail.text).toContain(formatMailNumber(10, locale));
        if (locale === 'ckb') expect(mail.text).toContain('١٠ خولەک');
        expect(mail.subject).not.toContain('048213');
        subjects.add(mail.subject);
      }
      expect(subjects.size).toBe(4);
    }
  });
});
