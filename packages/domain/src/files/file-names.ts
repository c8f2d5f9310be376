/**
 * The client's file name is kept only to be shown and offered back on download; files are stored
 * under their generated id. Still, it is untrusted text that ends up in headers and in the back
 * office, so it is cleaned first.
 */

const MAX_NAME_LENGTH = 150;
/** C0/C1 controls and the byte-order mark. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\ufeff]/g;
/**
 * Bidirectional embeddings, overrides and isolates, and the directional marks: a right-to-left
 * override turns `photo\u202Efdp.exe` into what reads as `photoexe.pdf`. The zero-width
 * (non-)joiners stay: Kurdish and Arabic spelling uses them.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Characters no common file system takes in a name, and path separators. */
const RESERVED = /[<>:"/\\|?*]/g;

/** The name without path, controls, direction tricks or reserved characters; never empty. */
export function sanitizeFileName(raw: string, fallbackExtension: string): string {
  const leaf = raw.split(/[\\/]/).pop() ?? '';
  let name = leaf
    .normalize('NFC')
    .replace(CONTROLS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, ''); // no hidden files when saved
  const characters = Array.from(name);
  if (characters.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? Array.from(name.slice(dot)).slice(0, 10).join('') : '';
    name =
      characters
        .slice(0, MAX_NAME_LENGTH - Array.from(extension).length)
        .join('')
        .trimEnd() + extension;
  }
  return name === '' ? `document${fallbackExtension}` : name;
}

/** RFC 5987 `ext-value` encoding: UTF-8 percent-encoded, with the characters it does not allow escaped too. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition: attachment` (RFC 6266): an ASCII `filename` every client reads, and for
 * a name outside ASCII also `filename*` (RFC 5987) with the real name, which modern clients prefer.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  if (ascii === name) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
