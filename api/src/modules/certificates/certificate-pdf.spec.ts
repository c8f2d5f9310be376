import { writeFileSync } from 'node:fs';
import '@registry/domain/certificates/messages';
import { renderCertificate, type CertificateRecord } from './certificate-pdf.js';
import { readPdf } from '#test/support/pdf-reading';

const business: CertificateRecord = {
  kind: 'business',
  number: '1234567890',
  name: 'کۆمپانیای ڕووباری شین ٢',
  date: new Date('2026-03-04T09:00:00Z'),
  publicUrl: 'https://registry.example/businesses/7f0c2a51-1111-4222-8333-944445555666',
};

describe('registration certificate (PDF)', () => {
  it.each(['ckb', 'ar', 'en', 'kmr'] as const)(
    'in %s: states the number, the name, the date and links the public page by a QR code and a link',
    async (locale) => {
      const pdf = await renderCertificate(business, locale);
      const read = readPdf(pdf);
      if (process.env.CERTIFICATE_OUT) writeFileSync(`${process.env.CERTIFICATE_OUT}/certificate-${locale}.png`, read.png);
      expect(read.lines).toContain('1234567890');
      expect(read.lines).toContain('کۆمپانیای ڕووباری شین ٢');
      expect(read.title).toContain('1234567890');
      expect(read.links).toContain(business.publicUrl);
      expect(read.qr).toBe(business.publicUrl);
    },
  );

  it('in ckb: every line carries its logical text; the number and the date stay readable', async () => {
    const read = readPdf(await renderCertificate(business, 'ckb'));
    expect(read.lines).toEqual(
      expect.arrayContaining(['بڕوانامەی تۆمارکردنی کۆمپانیا', 'ئەم کۆمپانیایە لە تۆماری بازرگانیدا تۆمارکراوە.']),
    );
    // Glyphs of Latin digits map back one to one: a plain text extraction finds the number.
    expect(read.text).toContain('1234567890');
  });

  it('writes Kurmanji letters and the date in the language', async () => {
    const read = readPdf(await renderCertificate({ ...business, kind: 'trade-name', name: 'Çiya Şîn', number: 'ab-12' }, 'kmr'));
    // Latin script needs no shaping: the extracted glyphs are the text.
    expect(read.text).toContain('Belgeya dayîna navê bazirganiyê');
    expect(read.text).toContain('Çiya Şîn');
    expect(read.lines.some((l) => l.includes('2026'))).toBe(true);
  });

  it('is the same bytes for the same record and language, and other bytes for another language', async () => {
    const first = await renderCertificate(business, 'ckb');
    expect((await renderCertificate(business, 'ckb')).equals(first)).toBe(true);
    expect((await renderCertificate(business, 'ar')).equals(first)).toBe(false);
  });
});
