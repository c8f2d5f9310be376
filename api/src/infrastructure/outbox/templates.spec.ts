import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { defineMailTemplates, MailTemplateError, renderMail } from './templates.js';

const same = (text: string) => ({ ckb: text, en: text, ar: text, kmr: text });

defineMailTemplates({
  'test.templates.greeting': {
    subject: { ckb: 'سڵاو {{name}}', en: 'Hello {{name}}\nBcc: x@example.org', ar: 'مرحباً {{name}}', kmr: 'Silav {{name}}' },
    text: same('Dear {{name}},\n\nyour number is {{n}}.\nThanks.'),
  },
  'test.templates.linked': {
    subject: same('Open {{name}}'),
    text: same('Open {{name}}: {{link}}\n\nOr {{homeLink}}; see {{note}}'),
  },
});

describe('mail templates', () => {
  it('fill parameters and escape them in the HTML body only', () => {
    const mail = renderMail('test.templates.greeting', 'en', { name: '<b>Rê & Co</b>', n: 7 });
    expect(mail.text).toBe('Dear <b>Rê & Co</b>,\n\nyour number is 7.\nThanks.');
    expect(mail.html).toContain('<p>Dear &lt;b&gt;Rê &amp; Co&lt;/b&gt;,</p>');
    expect(mail.html).toContain('<p>your number is 7.<br>Thanks.</p>');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('make a link parameter an anchor in the HTML, the same absolute URL in the text, and nothing else a link', () => {
    const link = 'https://registry.example/my-applications/trade-names/1?a=1&b=2';
    const mail = renderMail('test.templates.linked', 'ckb', {
      name: '<x>',
      link,
      homeLink: 'https://registry.example/',
      note: 'https://elsewhere.example/',
    });
    expect(mail.text).toBe(`Open <x>: ${link}\n\nOr https://registry.example/; see https://elsewhere.example/`);
    const escaped = 'https://registry.example/my-applications/trade-names/1?a=1&amp;b=2';
    expect(mail.html).toContain(`<p>Open &lt;x&gt;: <a href="${escaped}" dir="ltr">${escaped}</a></p>`);
    expect(mail.html).toContain('<a href="https://registry.example/" dir="ltr">');
    // A URL in another parameter (a reviewer's reason) is text, and so is a link that is not absolute.
    expect(mail.html).not.toContain('href="https://elsewhere.example/"');
    expect(
      renderMail('test.templates.linked', 'en', { name: 'A', link: '/relative', homeLink: 'javascript:alert(1)', note: '' }).html,
    ).not.toContain('<a ');
  });

  it('keep the subject on one line (no header injection)', () => {
    expect(renderMail('test.templates.greeting', 'en', { name: 'A', n: 1 }).subject).toBe('Hello A Bcc: x@example.org');
  });

  it('write Central Kurdish and Arabic right to left, Kurmanji and English left to right', () => {
    for (const locale of LOCALES) {
      const { html } = renderMail('test.templates.greeting', locale, { name: 'A', n: 1 });
      const dir = locale === 'ckb' || locale === 'ar' ? 'rtl' : 'ltr';
      expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(html).toContain(`direction:${dir}`);
    }
  });

  it('refuse an unknown template, a missing parameter and a second definition of a name', () => {
    expect(() => renderMail('test.templates.none', 'en', {})).toThrow(MailTemplateError);
    expect(() => renderMail('test.templates.greeting', 'en', { name: 'A' })).toThrow(/parameter "n" is missing/);
    expect(() => defineMailTemplates({ 'test.templates.greeting': { subject: same('x'), text: same('y') } })).toThrow(/defined twice/);
  });
});
