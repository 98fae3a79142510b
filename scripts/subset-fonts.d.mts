export interface Typeface {
  family: string;
  style: 'normal' | 'italic';
  slug: string;
  source: string;
  /** The weight range kept, [lightest, boldest]. */
  weights: [number, number];
}
export interface FontSubset {
  name: string;
  codePoints: number[];
}
export const FONT_DIR: string;
export const FONTS_CSS: string;
export const FACES: Typeface[];
export const SUBSETS: FontSubset[];
export function unicodeRange(codePoints: number[]): string;
export function fontFile(face: Typeface, subset: FontSubset): string;
export function fontsCss(): string;
