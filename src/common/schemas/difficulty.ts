import { z } from 'zod';
import { DEFAULT_DIFFICULTY, DIFFICULTY_LEVELS, type DifficultyLevel } from '../constants';

// A class's level, as the owner's form sends it and the student's filter asks for it: one of the
// fixed set, in any letter case ("beginner" is Beginner, so old links keep working). Anything else is
// a 400 that names the field.

const MESSAGE = `difficulty must be one of: ${DIFFICULTY_LEVELS.join(', ')}`;

/** The level named by `text`, whatever its case and surrounding spaces, or undefined. */
export function difficultyLevelOf(text: string): DifficultyLevel | undefined {
  const wanted = text.trim().toLowerCase();
  return DIFFICULTY_LEVELS.find((level) => level.toLowerCase() === wanted);
}

/** One level, required. */
export const difficultySchema = z.string({ error: MESSAGE }).transform((text, ctx) => {
  const level = difficultyLevelOf(text);
  if (level) return level;
  ctx.issues.push({ code: 'custom', message: MESSAGE, input: text });
  return z.NEVER;
});

/** The owner's field: missing, null or "" (no level chosen) is All levels. */
export const classDifficultySchema = z
  .union([z.literal(''), z.null(), difficultySchema], { error: MESSAGE })
  .transform((level) => level || DEFAULT_DIFFICULTY);
