import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff-to-sfnt.js';

const require = createRequire(import.meta.url);
const FONTS = [
  '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
];

describe('woffToSfnt', () => {
  it.each(FONTS)('%s: the sfnt holds the same font, glyph for glyph', (file) => {
    const woff = readFileSync(require.resolve(file));
    const fromWoff = fontkit.create(woff) as fontkit.Font;
    const sfnt = woffToSfnt(woff);
    const fromSfnt = fontkit.create(sfnt) as fontkit.Font;
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(fromSfnt.type).toBe('TTF');
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    for (const text of ['کۆمپانیای ڕووباری شین', 'Çiya Şîn 2026']) {
      const shaped = (font: fontkit.Font) => font.layout(text).glyphs.map((glyph) => [glyph.id, glyph.path.toSVG()]);
      expect(shaped(fromSfnt)).toEqual(shaped(fromWoff));
    }
  });

  it('refuses what is not a WOFF 1.0 font, and a table that inflates to another length', () => {
    const woff = readFileSync(require.resolve(FONTS[1]!));
    expect(() => woffToSfnt(woffToSfnt(woff))).toThrow('not a WOFF 1.0 font');
    const lying = Buffer.from(woff);
    // The first table's original length, one byte more than it inflates to.
    const entry = 44;
    const compressed = lying.readUInt32BE(entry + 8) < lying.readUInt32BE(entry + 12);
    expect(compressed).toBe(true);
    lying.writeUInt32BE(lying.readUInt32BE(entry + 12) + 1, entry + 12);
    expect(() => woffToSfnt(lying)).toThrow('a WOFF table inflated to another length');
  });
});
