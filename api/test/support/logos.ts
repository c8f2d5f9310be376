import sharp from 'sharp';

/**
 * Logos drawn for the figurative-mark tests (issue 33 §1): a few real images made with sharp from
 * SVG, and the ways a copy of one is disguised (re-encoded, resized, recoloured, bordered).
 */
const svg = (body: string, background = '#ffffff') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${background}"/>${body}</svg>`,
  );

export const DRAWINGS = {
  /** A blue sun over a red mountain, with letters: the "registered" logo. */
  falcon:
    '<circle cx="128" cy="110" r="70" fill="#1a5fb4"/><polygon points="40,230 128,140 216,230" fill="#e01b24"/>' +
    '<text x="128" y="125" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">ZT</text>',
  /** A green five-pointed star. */
  star: '<polygon points="128,20 155,100 240,100 170,150 195,235 128,185 60,235 85,150 15,100 100,100" fill="#26a269"/>',
  /** A word set in a serif type. */
  word: '<text x="128" y="150" font-size="64" text-anchor="middle" fill="#000" font-family="serif">Hawler</text>',
  /** Three black bars. */
  bars: '<rect x="20" y="20" width="60" height="216"/><rect x="100" y="20" width="60" height="216"/><rect x="180" y="20" width="60" height="216"/>',
  /** A red ring. */
  ring: '<circle cx="128" cy="128" r="100" fill="none" stroke="#c01c28" stroke-width="30"/>',
  /** An orange leaf with a vein, off centre. */
  leaf: '<ellipse cx="150" cy="120" rx="90" ry="45" transform="rotate(-35 150 120)" fill="#e66100"/><line x1="70" y1="190" x2="220" y2="60" stroke="#63452c" stroke-width="8"/>',
} as const;
export type Drawing = keyof typeof DRAWINGS;

/** A drawing as a PNG (on white, or on a transparent ground). */
export const logoPng = (drawing: Drawing, background = '#ffffff') => sharp(svg(DRAWINGS[drawing], background)).png().toBuffer();

/** The ways a copy is disguised, each from the PNG. */
export const DISGUISES = {
  'as a JPEG of quality 60': (png: Buffer) => sharp(png).jpeg({ quality: 60 }).toBuffer(),
  'resized to 97 px': (png: Buffer) => sharp(png).resize(97, 97).png().toBuffer(),
  'recoloured (hue turned 20°, less saturated)': (png: Buffer) => sharp(png).modulate({ hue: 20, saturation: 0.8 }).png().toBuffer(),
  'with a 16 px white border': (png: Buffer) =>
    sharp(png).extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' }).png().toBuffer(),
  'enlarged to 600 px and saved as a JPEG': (png: Buffer) => sharp(png).resize(600, 600).jpeg({ quality: 80 }).toBuffer(),
  'darkened a little and re-encoded': (png: Buffer) => sharp(png).modulate({ brightness: 0.9 }).jpeg({ quality: 85 }).toBuffer(),
} as const;
export type Disguise = keyof typeof DISGUISES;
