import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the TrueType/OpenType (sfnt) file it wraps: each table inflated once.
 *
 * Why: fontkit reads a WOFF table by inflating it on every access, in pure JavaScript
 * (tiny-inflate), and it reaches the `glyf` table once per glyph it draws or subsets: three
 * quarters of a certificate's rendering time went there. The portal bundles the fonts as WOFF
 * only (@fontsource), and no kept package does just this conversion, which the WOFF 1.0
 * specification (W3C, 2012) fixes to a few lines. The tables' bytes are unchanged, so the fonts
 * pdfkit embeds, and the PDFs, are byte for byte the same.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table inflated to another length');
    return { tag: input.readUInt32BE(entry), checksum: input.readUInt32BE(entry + 16), data };
  });

  const powerOfTwo = 2 ** Math.floor(Math.log2(numTables));
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(powerOfTwo * 16, 6);
  sfnt.writeUInt16BE(Math.log2(powerOfTwo), 8);
  sfnt.writeUInt16BE(numTables * 16 - powerOfTwo * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
