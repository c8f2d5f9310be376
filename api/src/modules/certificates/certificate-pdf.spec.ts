import { writeFileSync } from 'node:fs';
import '@registry/domain/certificates/messages';
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import { certificateRows, type CertificateFacts } from '@registry/domain/certificates/certificate';
import { renderCertificate, type CertificateRecord } from './certificate-pdf.js';
import { readPdf } from '#test/support/pdf-reading';

const facts: CertificateFacts = {
  kind: 'business',
  registerNumber: '1234567890',
  certificateNumber: '1234567890-C1',
  name: 'کۆمپانیای ڕووباری شین ٢',
  holders: ['ئارام کەمال', 'Shirin Ali'],
  province: 'هەولێر',
  district: 'سۆران',
  activities: ['فرۆشتنی کتێب', 'Retail sale of stationery in specialised stores and other places of sale of paper goods'],
  protectionLevel: 'kri_level',
  capital: 25_000_000,
  registeredAt: '2026-03-04T09:00:00Z',
  issuedAt: '2026-03-05T09:00:00Z',
  directorate: 'بەڕێوەبەرایەتی کۆمپانیاکانی هەولێر',
  officerRole: 'registrar',
};
const business: CertificateRecord = { facts, publicUrl: 'https://registry.example/certificates/7f0c2a51-1111-4222-8333-944445555666' };

describe('certificate (PDF)', () => {
  it.each(LOCALES)('in %s: every fact and its label read back from the PDF, the verification page as QR code and link', async (locale) => {
    const pdf = await renderCertificate(business, locale);
    const read = readPdf(pdf);
    if (process.env.CERTIFICATE_OUT) writeFileSync(`${process.env.CERTIFICATE_OUT}/certificate-${locale}.png`, read.png);
    for (const row of certificateRows(facts, locale)) {
      expect(read.lines).toContain(row.label);
      for (const value of row.values) expect(read.lines).toContain(value);
    }
    expect(read.title).toContain('1234567890-C1');
    expect(read.links).toContain(business.publicUrl);
    expect(read.qr).toBe(business.publicUrl);
  });

  it('in ckb: the title and what it certifies; the numbers stay readable in a plain extraction', async () => {
    const read = readPdf(await renderCertificate(business, 'ckb'));
    expect(read.lines).toEqual(
      expect.arrayContaining(['بڕوانامەی تۆمارکردنی کۆمپانیا', 'ئەم کۆمپانیایە لە تۆماری بازرگانیدا تۆمارکراوە.']),
    );
    // Glyphs of Latin digits map back one to one: a plain text extraction finds the number (a
    // grouped amount in a right-to-left line comes out in visual order there; its ActualText is whole).
    expect(read.text).toContain('1234567890');
    expect(read.lines).toContain('25,000,000 دیناری عێراقی');
  });

  it('a trademark reservation in Kurmanji: its title, the mark, its classes and the date in the language', async () => {
    const mark: CertificateFacts = {
      ...facts,
      kind: 'trademark',
      registerNumber: 'TM-2026-000007',
      certificateNumber: 'TM-2026-000007-C1',
      name: 'Çiya Şîn',
      holders: ['Çiya Ltd'],
      activities: ['Pola 25: cil, pêlav'],
      protectionLevel: null,
      capital: null,
      province: null,
      district: null,
    };
    const read = readPdf(await renderCertificate({ ...business, facts: mark }, 'kmr'));
    // Latin script needs no shaping: the extracted glyphs are the text.
    expect(read.text).toContain('Belgeya veqetandina nîşana bazirganiyê');
    expect(read.text).toContain('Çiya Şîn');
    expect(read.text).toContain('TM-2026-000007');
    expect(read.lines).toContain('Pola 25: cil, pêlav');
    expect(read.lines.some((l) => l.includes('2026'))).toBe(true);
  });

  it('is the same bytes for the same facts and language, and other bytes for another language', async () => {
    const first = await renderCertificate(business, 'ckb');
    expect((await renderCertificate(business, 'ckb')).equals(first)).toBe(true);
    expect((await renderCertificate(business, 'ar')).equals(first)).toBe(false);
  });
});
