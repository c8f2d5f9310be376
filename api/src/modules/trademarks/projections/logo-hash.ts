import { logoHashFromBits } from '@registry/domain/trademarks/examination/index';
import type { FileStore } from '#src/modules/files/file-store';

/** sharp and sharp-phash at the first logo: a process may hash none for a long time, and loading them is not free. */
const imageLibraries = async () => {
  const [{ default: sharp }, { default: sharpPhash }] = await Promise.all([import('sharp'), import('sharp-phash')]);
  // sharp-phash is CommonJS whose types declare an ES default: Node hands the function itself to a default import.
  const phash = (typeof sharpPhash === 'function' ? sharpPhash : sharpPhash.default) as typeof sharpPhash.default;
  return { sharp, phash };
};

/** The stored hash of a logo upload, or null when there is none to make (no file, not an image sharp decodes). */
export type LogoHasher = (uploadId: string) => Promise<string | null>;

/** A logo larger than this is not hashed: the upload limit bounds the bytes, not the pixels a PNG unpacks to. */
const MAX_PIXELS = 40_000_000;

/**
 * A logo's perceptual hash (sharp-phash: 64 bits from the DCT of a 32×32 grey image), as the
 * domain stores it (16 hex digits). Transparency is laid on white first: sharp-phash reads one
 * grey channel, and a logo drawn on a transparent ground is the same logo on a white page.
 */
export async function logoPhash(image: Buffer): Promise<string> {
  const { sharp, phash } = await imageLibraries();
  const flat = await sharp(image, { limitInputPixels: MAX_PIXELS }).rotate().flatten({ background: '#ffffff' }).png().toBuffer();
  return logoHashFromBits(await phash(flat));
}

/**
 * Hashes an upload from the file store. A file missing or not decodable gives null rather than an
 * error: the projection that calls this must not stall on one bad image, and the mark is then
 * simply not compared by its image (the upload itself was checked as PNG or JPEG by its first bytes only).
 */
export function fileLogoHasher(store: FileStore): LogoHasher {
  return async (uploadId) => {
    try {
      const stream = await store.open(uploadId);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return await logoPhash(Buffer.concat(chunks));
    } catch {
      return null;
    }
  };
}
