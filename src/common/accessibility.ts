// A studio's access information (issue 34): the features a disabled or neurodivergent student can
// count on, from one fixed set, so the owner's form, the filter and the cards agree. The database
// holds exactly these texts (a check constraint) and asks "all of these" with @> (docs/decisions/0077).
// Kept apart from zod, so the browse page reads its URL without loading it.

export const ACCESS_FEATURES = [
  'step-free-entrance',
  'lift',
  'accessible-toilet',
  'hearing-loop',
  'quiet-space',
  'adaptive-props',
  'sensory-friendly-sessions',
  'gender-neutral-changing',
] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

/** What each feature is called on screen: the owner's checkbox, the filter and the icons' names. */
export const ACCESS_FEATURE_LABELS: Record<AccessFeature, string> = {
  'step-free-entrance': 'Step-free entrance',
  lift: 'Lift',
  'accessible-toilet': 'Accessible toilet',
  'hearing-loop': 'Hearing loop',
  'quiet-space': 'Quiet space',
  'adaptive-props': 'Adaptive props',
  'sensory-friendly-sessions': 'Sensory-friendly sessions',
  'gender-neutral-changing': 'Gender-neutral changing',
};

/** The longest note an owner can add about access. */
export const MAX_ACCESSIBILITY_NOTES = 1000;

export const isAccessFeature = (value: string): value is AccessFeature =>
  (ACCESS_FEATURES as readonly string[]).includes(value);

/** The comma-separated words of an `accessibility` parameter, empty ones dropped. */
export const accessWords = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * The features a URL asks for, known ones only, each once, in the set's order: "lift,step-free-entrance"
 * and "step-free-entrance,lift" are one filter (and one read-cache key).
 */
export function accessFeaturesOf(text: string | null | undefined): AccessFeature[] {
  const words = new Set(accessWords(text));
  return ACCESS_FEATURES.filter((feature) => words.has(feature));
}
