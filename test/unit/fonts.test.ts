import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FACES,
  FONT_DIR,
  FONTS_CSS,
  fontFile,
  fontsCss,
  SUBSETS,
  unicodeRange,
} from '../../scripts/subset-fonts.mjs';
import { PROJECT_ROOT as root } from '../../src/server/lib/project-root';

/** Tailwind's weight utilities and the weight each sets. */
const WEIGHT_UTILITIES: Record<string, number> = {
  'font-thin': 100,
  'font-extralight': 200,
  'font-light': 300,
  'font-normal': 400,
  'font-medium': 500,
  'font-semibold': 600,
  'font-bold': 700,
  'font-extrabold': 800,
  'font-black': 900,
};

const WEIGHT_UTILITY = new RegExp(`\\b(?:${Object.keys(WEIGHT_UTILITIES).join('|')})\\b`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx|ts|css)$/.test(entry.name) ? [full] : [];
  });
}

describe('subset fonts', () => {
  it('fonts.css is what the script writes, and every file it names is there', () => {
    expect(readFileSync(path.join(root, FONTS_CSS), 'utf8')).toBe(fontsCss());
    for (const face of FACES) {
      for (const subset of SUBSETS) {
        expect(existsSync(path.join(root, FONT_DIR, fontFile(face, subset))), fontFile(face, subset)).toBe(
          true,
        );
      }
    }
  });

  it('the two subsets split Fontsource Latin without losing or doubling a character', () => {
    const [basic, rest] = SUBSETS.map((subset) => new Set(subset.codePoints));
    if (!basic || !rest) throw new Error('expected two subsets');
    for (const c of basic) expect(rest.has(c), `U+${c.toString(16)} in both`).toBe(false);
    // Every character Fontsource's Latin file covered is in one of the two.
    for (const c of [0x41, 0xa3, 0xe9, 0xeb, 0xed, 0x131, 0x153, 0x2014, 0x2122, 0x20ac, 0xfffd]) {
      expect(basic.has(c) || rest.has(c), `U+${c.toString(16)}`).toBe(true);
    }
    // What the product writes itself is in the file every page loads.
    for (const c of '£·×–—‘’“”…←→©°é') expect(basic.has(c.codePointAt(0) ?? 0), c).toBe(true);
  });

  it('writes unicode ranges as runs', () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0x45, 0x2013, 0x2014])).toBe('U+0041-0043, U+0045, U+2013-2014');
  });

  it('the client only sets weights the cut fonts carry', () => {
    // The weight utilities apply to headings (Fraunces) and text (Inter) alike: a weight must be in
    // both upright faces. (The italic is one heading weight, for a word of emphasis.)
    const upright = FACES.filter((face) => face.style === 'normal');
    const min = Math.max(...upright.map((face) => face.weights[0]));
    const max = Math.min(...upright.map((face) => face.weights[1]));
    const used = new Map<string, string>();
    for (const file of sourceFiles(path.join(root, 'src/client'))) {
      for (const [utility] of readFileSync(file, 'utf8').matchAll(WEIGHT_UTILITY)) {
        used.set(utility, path.relative(root, file));
      }
    }
    for (const [utility, file] of used) {
      const weight = WEIGHT_UTILITIES[utility] ?? 0;
      expect(weight >= min && weight <= max, `${utility} in ${file}`).toBe(true);
    }
  });
});
