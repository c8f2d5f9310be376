import { describe, expect, it } from 'vitest';
import { LOCALES } from '#src/shared/i18n/locale';
import { type CertificateFacts, certificateFileName, certificateRows, certificateTitle } from './certificate.js';

const company: CertificateFacts = {
  kind: 'business',
  registerNumber: '1234567890',
  certificateNumber: '1234567890-C1',
  name: 'کۆمپانیای ڕووباری شین',
  holders: ['Aram Kamal', 'Shirin Ali'],
  province: 'Erbil',
  district: 'Soran',
  activities: ['Retail sale of books'],
  protectionLevel: 'kri_level',
  capital: 25_000_000,
  // 22:30 in UTC is already the next day in Erbil.
  registeredAt: '2026-03-03T22:30:00.000Z',
  issuedAt: '2026-03-05T09:00:00.000Z',
  directorate: 'Erbil Directorate of Companies',
  officerRole: 'registrar',
};

describe('a certificate in words', () => {
  it('in English: every fact in order, dates as Erbil calendar days, capital in dinars, the officer by role', () => {
    expect(certificateRows(company, 'en')).toEqual([
      { label: 'Name', values: ['کۆمپانیای ڕووباری شین'] },
      { label: 'Unique entity number', values: ['1234567890'] },
      { label: 'Certificate number', values: ['1234567890-C1'] },
      { label: 'Holders', values: ['Aram Kamal', 'Shirin Ali'] },
      { label: 'Province', values: ['Erbil'] },
      { label: 'District', values: ['Soran'] },
      { label: 'Activities', values: ['Retail sale of books'] },
      { label: 'Protection level', values: ['The whole Kurdistan Region'] },
      { label: 'Capital', values: ['25,000,000 Iraqi dinars'] },
      { label: 'Date of registration', values: ['4 March 2026'] },
      { label: 'Date of issue', values: ['5 March 2026'] },
      { label: 'Issued by', values: ['Erbil Directorate of Companies'] },
      { label: 'Issuing officer', values: ['Registrar'] },
    ]);
  });

  it("in Central Kurdish: the dates as the portals write them (the CLDR month names, Kurdish digits), not as the runtime's ICU spells them", () => {
    const rows = certificateRows(company, 'ckb');
    expect(rows.find((row) => row.label === 'ڕێکەوتی تۆمارکردن')?.values).toEqual(['٤ ئازار ٢٠٢٦']);
    // 21:30 UTC on 31 December is 00:30 on 1 January in Erbil: the Erbil day is printed.
    const newYear = certificateRows({ ...company, issuedAt: '2026-12-31T21:30:00.000Z' }, 'ckb');
    expect(newYear.find((row) => row.label === 'ڕێکەوتی دەرچوون')?.values).toEqual(['١ کانوونی دووەم ٢٠٢٧']);
  });

  it.each(LOCALES)('in %s: every label is translated (none is left as its code)', (locale) => {
    const rows = certificateRows({ ...company, kind: 'trademark', capital: null, protectionLevel: null }, locale);
    for (const row of rows) expect(row.label).not.toMatch(/^certificate\./);
    expect(certificateTitle('trademark', locale)).not.toMatch(/^certificate\./);
  });

  it('leaves out what does not apply: no capital for a trade name, one holder, the ministry when no directorate is known', () => {
    const rows = certificateRows(
      { ...company, kind: 'trade-name', registerNumber: 'TN-2026-000123', capital: null, holders: ['Aram Kamal'], directorate: null },
      'en',
    );
    expect(rows.map((r) => r.label)).not.toContain('Capital');
    expect(rows).toContainEqual({ label: 'Trade name number', values: ['TN-2026-000123'] });
    expect(rows).toContainEqual({ label: 'Holder', values: ['Aram Kamal'] });
    expect(rows).toContainEqual({ label: 'Issued by', values: ['Ministry of Trade and Industry, Kurdistan Regional Government'] });
  });

  it('names the file by the register number and the language', () => {
    expect(certificateFileName('TN-2026-000123', 'ckb')).toBe('TN-2026-000123-certificate-ckb.pdf');
    expect(certificateFileName('TM/2026 7"', 'en')).toBe('TM20267-certificate-en.pdf');
  });
});
