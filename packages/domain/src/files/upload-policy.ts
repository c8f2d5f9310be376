/**
 * Which files the registry accepts (DESIGN.md Security, uploads): PDF, JPEG and PNG, recognised
 * by their first bytes AND by the extension of their name, the two agreeing; images only where
 * the document is a picture (a photo, a signature, a logo); never empty, never over the limit.
 * The client's declared MIME type is ignored: it is whatever the client says.
 */
import { DomainError } from '../shared/domain-error.js';
import { FileCodes } from './codes.js';
import { sanitizeFileName } from './file-names.js';

/** Kinds of document an applicant or a member of staff uploads (spec §3). */
export const UPLOAD_KINDS = [
  'identity_document',
  'capital_document',
  'ceo_image',
  'ceo_signature',
  'shareholder_image',
  'shareholder_signature',
  'certificate',
  'parent_company_document',
  'approval_document',
  'power_of_attorney',
  'union_card',
  'logo',
  'other',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const DEFAULT_UPLOAD_KIND: UploadKind = 'other';

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

export const FILE_TYPES = ['pdf', 'jpeg', 'png'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const CONTENT_TYPE: Readonly<Record<FileType, string>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const EXTENSIONS: Readonly<Record<FileType, readonly string[]>> = {
  pdf: ['.pdf'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
};

/** Signatures at offset 0: `%PDF-`; JPEG SOI plus the first marker's FF; the PNG signature. */
const MAGIC: ReadonlyArray<{ type: FileType; bytes: readonly number[] }> = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** Pictures are shown in a certificate or beside a name, so a PDF makes no sense for them. */
const IMAGE_KINDS: ReadonlySet<UploadKind> = new Set(['ceo_image', 'ceo_signature', 'shareholder_image', 'shareholder_signature', 'logo']);

export function allowedTypesFor(kind: UploadKind): readonly FileType[] {
  return IMAGE_KINDS.has(kind) ? ['jpeg', 'png'] : FILE_TYPES;
}

/** The extensions a client may send for these types, for the refusal message. */
export function extensionsOf(types: readonly FileType[]): string[] {
  return types.flatMap((t) => EXTENSIONS[t]);
}

/** The type the content is, by its first bytes; undefined when it is none of ours. */
export function typeByContent(content: Uint8Array): FileType | undefined {
  return MAGIC.find(({ bytes }) => content.length >= bytes.length && bytes.every((b, i) => content[i] === b))?.type;
}

/** The type the name claims, by its last extension (case-insensitive); undefined for any other. */
export function typeByName(name: string): FileType | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = name.slice(dot).toLowerCase();
  return FILE_TYPES.find((t) => EXTENSIONS[t].includes(extension));
}

export interface IncomingFile {
  /** The name the client gave. */
  name: string;
  content: Uint8Array;
  kind: UploadKind;
}

export interface AcceptedFile {
  type: FileType;
  contentType: string;
  /** The client's name, cleaned (see sanitizeFileName); the extension checked is this one's. */
  name: string;
}

/** Field the refusals name: the form field the file came in. */
export const FILE_FIELD = 'file';

export function tooLarge(maxMegabytes: number): DomainError {
  return new DomainError('too-large', { code: FileCodes.tooLarge, field: FILE_FIELD, params: { size: maxMegabytes } });
}

/**
 * Accepts the file or throws: 422 when empty, 413 over the limit, 415 when the content is not a
 * PDF, JPEG or PNG, when the extension says otherwise (a PNG named .pdf, a program renamed
 * .pdf), or when the kind of document does not take this type.
 */
export function acceptUpload(file: IncomingFile, limit: { maxBytes: number; maxMegabytes: number }): AcceptedFile {
  if (file.content.length === 0) throw new DomainError('invalid', { code: FileCodes.empty, field: FILE_FIELD });
  if (file.content.length > limit.maxBytes) throw tooLarge(limit.maxMegabytes);
  const allowed = allowedTypesFor(file.kind);
  const byContent = typeByContent(file.content);
  const name = sanitizeFileName(file.name, byContent ? EXTENSIONS[byContent][0]! : '');
  if (!byContent || byContent !== typeByName(name) || !allowed.includes(byContent)) {
    throw new DomainError('unsupported', { code: FileCodes.invalidType, field: FILE_FIELD, params: { allowed: extensionsOf(allowed) } });
  }
  return { type: byContent, contentType: CONTENT_TYPE[byContent], name };
}
