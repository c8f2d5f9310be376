import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.js';
import { acceptUpload, allowedTypesFor, typeByContent, typeByName, UPLOAD_KINDS, type UploadKind } from './upload-policy.js';

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]);
const TEXT = Buffer.from('just some text, not a PDF at all');
const LIMIT = { maxBytes: 1024, maxMegabytes: 0.001 };

function refusal(fn: () => unknown): { kind: string; code: string; field?: string; params?: unknown } {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const [problem] = error.problems;
    return { kind: error.kind, code: problem!.code, field: problem!.field, params: problem!.params };
  }
  throw new Error('accepted, expected a refusal');
}

describe('file type by magic bytes', () => {
  it('recognises PDF, JPEG and PNG by their first bytes and nothing else', () => {
    expect(typeByContent(PDF)).toBe('pdf');
    expect(typeByContent(JPEG)).toBe('jpeg');
    expect(typeByContent(PNG)).toBe('png');
    expect(typeByContent(EXE)).toBeUndefined();
    expect(typeByContent(TEXT)).toBeUndefined();
    expect(typeByContent(Buffer.alloc(0))).toBeUndefined();
  });

  it('wants the whole signature at offset 0', () => {
    expect(typeByContent(PNG.subarray(0, 7))).toBeUndefined();
    expect(typeByContent(Buffer.from('%PDF'))).toBeUndefined();
    expect(typeByContent(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(typeByContent(Buffer.concat([Buffer.from(' '), PDF]))).toBeUndefined();
    expect(typeByContent(Buffer.from('%pdf-1.4'))).toBeUndefined();
  });
});

describe('file type by extension', () => {
  it.each([
    ['scan.pdf', 'pdf'],
    ['SCAN.PDF', 'pdf'],
    ['photo.jpg', 'jpeg'],
    ['photo.JPEG', 'jpeg'],
    ['sign.png', 'png'],
    ['archive.tar.pdf', 'pdf'],
  ])('%s is %s', (name, type) => expect(typeByName(name)).toBe(type));

  it.each(['setup.exe', 'scan.pdf.exe', 'noextension', 'pdf', 'photo.gif', 'photo.svg', 'photo.jpg ', 'page.html'])('%s is none', (name) =>
    expect(typeByName(name)).toBeUndefined(),
  );
});

describe('what each kind of document takes', () => {
  it('takes only images for photos, signatures and the logo', () => {
    for (const kind of ['ceo_image', 'ceo_signature', 'shareholder_image', 'shareholder_signature', 'logo'] as UploadKind[]) {
      expect(allowedTypesFor(kind)).toEqual(['jpeg', 'png']);
    }
  });

  it('takes PDF, JPEG and PNG for every other kind', () => {
    const documents = UPLOAD_KINDS.filter((k) => !/image|signature|logo/.test(k));
    expect(documents).toContain('identity_document');
    for (const kind of documents) expect(allowedTypesFor(kind)).toEqual(['pdf', 'jpeg', 'png']);
  });
});

describe('acceptUpload', () => {
  it('accepts a PDF, a JPEG and a PNG named as what they are, with the content type of the content', () => {
    expect(acceptUpload({ name: 'passport.pdf', content: PDF, kind: 'identity_document' }, LIMIT)).toEqual({
      type: 'pdf',
      contentType: 'application/pdf',
      name: 'passport.pdf',
    });
    expect(acceptUpload({ name: 'face.JPG', content: JPEG, kind: 'ceo_image' }, LIMIT)).toMatchObject({
      type: 'jpeg',
      contentType: 'image/jpeg',
    });
    expect(acceptUpload({ name: 'logo.png', content: PNG, kind: 'logo' }, LIMIT)).toMatchObject({ type: 'png', contentType: 'image/png' });
  });

  it('refuses, with 415 file.invalid-type, content and extension that disagree or are not ours', () => {
    const cases: Array<[string, Buffer]> = [
      ['really-a-png.pdf', PNG],
      ['text.pdf', TEXT],
      ['program.pdf', EXE],
      ['program.exe', EXE],
      ['a-pdf.png', PDF],
      ['a-jpeg.png', JPEG],
      ['no-extension', PDF],
      ['scan.pdf.exe', PDF],
    ];
    for (const [name, content] of cases) {
      expect({ name, ...refusal(() => acceptUpload({ name, content, kind: 'other' }, LIMIT)) }).toEqual({
        name,
        kind: 'unsupported',
        code: 'file.invalid-type',
        field: 'file',
        params: { allowed: ['.pdf', '.jpg', '.jpeg', '.png'] },
      });
    }
  });

  it('refuses a PDF for a signature, naming the image types it takes', () => {
    expect(refusal(() => acceptUpload({ name: 'signature.pdf', content: PDF, kind: 'ceo_signature' }, LIMIT))).toEqual({
      kind: 'unsupported',
      code: 'file.invalid-type',
      field: 'file',
      params: { allowed: ['.jpg', '.jpeg', '.png'] },
    });
  });

  it('refuses an empty file (422) and one over the limit (413, with the limit in MB)', () => {
    expect(refusal(() => acceptUpload({ name: 'empty.pdf', content: Buffer.alloc(0), kind: 'other' }, LIMIT))).toMatchObject({
      kind: 'invalid',
      code: 'file.empty',
    });
    const big = Buffer.concat([PDF, Buffer.alloc(LIMIT.maxBytes)]);
    expect(refusal(() => acceptUpload({ name: 'big.pdf', content: big, kind: 'other' }, LIMIT))).toEqual({
      kind: 'too-large',
      code: 'file.too-large',
      field: 'file',
      params: { size: 0.001 },
    });
    const exactly = Buffer.concat([PDF, Buffer.alloc(LIMIT.maxBytes - PDF.length)]);
    expect(acceptUpload({ name: 'exact.pdf', content: exactly, kind: 'other' }, LIMIT).type).toBe('pdf');
  });

  it('checks the extension of the cleaned name, the one that is shown and offered back', () => {
    // A right-to-left override would display "scanexe.pdf" while the name ends in ".exe".
    expect(refusal(() => acceptUpload({ name: 'scan\u202Efdp.exe', content: PDF, kind: 'other' }, LIMIT)).code).toBe('file.invalid-type');
    expect(acceptUpload({ name: '../../etc/passwd.pdf', content: PDF, kind: 'other' }, LIMIT).name).toBe('passwd.pdf');
  });
});
