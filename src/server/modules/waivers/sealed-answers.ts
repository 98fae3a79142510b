import type { HealthCipher } from '../../lib/health-cipher';
import type { Answers } from './answers';

// The only place answers are turned into ciphertext and back. A row that will not open (a changed
// key, a damaged value) reads as "no answers" rather than failing the roster or the export; what
// failed is logged by the caller without the text, which never goes to a log.

export function sealAnswers(cipher: HealthCipher, answers: Answers, signatureId: string): string {
  return cipher.seal(JSON.stringify(answers), signatureId);
}

export function openAnswers(
  cipher: HealthCipher,
  sealed: string | null,
  signatureId: string,
): Answers | undefined {
  if (sealed === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(cipher.open(sealed, signatureId));
    return parsed && typeof parsed === 'object' ? (parsed as Answers) : undefined;
  } catch {
    return undefined;
  }
}
