import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/**
 * Characters of the scripts a shaper lays out right to left (Hebrew, Arabic and its supplements
 * and presentation forms): including the Arabic-Indic digits, which the bidi algorithm sets left
 * to right but fontkit, deciding by script, would reverse.
 */
const RTL_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

export interface VisualRun {
  /** The run's characters as a shaping engine wants them: logical order for right-to-left text. */
  text: string;
  /** Whether the shaper must lay the run out right to left (it reverses it itself). */
  rtl: boolean;
  font: string;
}

/**
 * A line of mixed text as runs in visual order, left to right (Unicode bidi algorithm through
 * bidi-js), each in one font. PDF writers draw glyphs left to right and shape a run as given;
 * fontkit reverses a run of Arabic-script text itself, so a right-to-left run is handed over in
 * logical order; a run whose direction differs from the one the shaper infers from its script
 * (neutrals alone in right-to-left text, Arabic-Indic digits in a number) holds no joining letter
 * and is handed over reversed, so that the shaper's order is the visual one.
 */
export function visualRuns(
  text: string,
  direction: 'ltr' | 'rtl',
  fontOf: (char: string, previous: string | undefined) => string,
): VisualRun[] {
  const levels = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const chars = [...text].length === text.length ? text.split('') : null;
  if (!chars) throw new Error('certificate text outside the Basic Multilingual Plane');
  chars.forEach((_, i) => {
    const m = mirrored.get(i);
    if (m) chars[i] = m;
  });
  const fonts: string[] = [];
  chars.forEach((c, i) => fonts.push(fontOf(c, fonts[i - 1])));
  const order = chars.map((_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const runs: { indices: number[]; level: number; font: string }[] = [];
  for (const i of order) {
    const level = levels.levels[i];
    const last = runs.at(-1);
    if (last && last.level === level && last.font === fonts[i]) last.indices.push(i);
    else runs.push({ indices: [i], level, font: fonts[i] });
  }
  return runs.map(({ indices, level, font }) => {
    const rtl = level % 2 === 1;
    const logical = rtl ? [...indices].reverse() : indices;
    const run = logical.map((i) => chars[i]).join('');
    const shaperReverses = RTL_SCRIPT.test(run);
    return { text: shaperReverses === rtl ? run : [...run].reverse().join(''), rtl, font };
  });
}
