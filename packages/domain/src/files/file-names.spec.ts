import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sanitizeFileName } from './file-names.js';

describe('sanitizeFileName', () => {
  it('keeps an ordinary name, in any script', () => {
    expect(sanitizeFileName('passport scan.pdf', '.pdf')).toBe('passport scan.pdf');
    expect(sanitizeFileName('پاسپۆرتی ئازاد.pdf', '.pdf')).toBe('پاسپۆرتی ئازاد.pdf');
    expect(sanitizeFileName('هوية\u200Cأحمد.png', '.png')).toBe('هوية\u200Cأحمد.png'); // the zero-width non-joiner is spelling
  });

  it('drops folders, controls, direction overrides and characters no file system takes', () => {
    expect(sanitizeFileName('C:\\Users\\me\\scan.pdf', '.pdf')).toBe('scan.pdf');
    expect(sanitizeFileName('../../etc/passwd.pdf', '.pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('a\u0000b\r\nc.pdf', '.pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('photo\u202Egnp.exe', '.png')).toBe('photognp.exe');
    expect(sanitizeFileName('what?<now>|"x".pdf', '.pdf')).toBe('what__now___x_.pdf');
    expect(sanitizeFileName('  many   spaces .pdf ', '.pdf')).toBe('many spaces .pdf');
    expect(sanitizeFileName('...hidden.pdf', '.pdf')).toBe('hidden.pdf');
  });

  it('shortens a long name and keeps its extension', () => {
    const name = sanitizeFileName(`${'ب'.repeat(400)}.jpeg`, '.jpeg');
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith('.jpeg')).toBe(true);
  });

  it('never gives an empty name', () => {
    expect(sanitizeFileName('\u202E\u0000', '.pdf')).toBe('document.pdf');
    expect(sanitizeFileName('', '.png')).toBe('document.png');
  });
});

describe('attachmentDisposition', () => {
  it('quotes an ASCII name as it is', () => {
    expect(attachmentDisposition('scan 1.pdf')).toBe('attachment; filename="scan 1.pdf"');
  });

  it('adds the RFC 5987 form for a name outside ASCII, with an ASCII stand-in', () => {
    const header = attachmentDisposition('پاسپۆرت (1).pdf');
    expect(header).toBe(
      `attachment; filename="_______ (1).pdf"; filename*=UTF-8''${encodeURIComponent('پاسپۆرت').replace(/'/g, '%27')}%20%281%29.pdf`,
    );
    const encoded = /filename\*=UTF-8''(.*)$/.exec(header)![1]!;
    expect(decodeURIComponent(encoded)).toBe('پاسپۆرت (1).pdf');
    expect(encoded).toMatch(/^[A-Za-z0-9%!#$&+.^_`|~-]+$/); // attr-char and pct-encoded only
  });

  it('never lets a quote, a backslash or a percent sign into the quoted name', () => {
    expect(attachmentDisposition('50%.pdf')).toBe(`attachment; filename="50_.pdf"; filename*=UTF-8''50%25.pdf`);
  });
});
