import { type WaiverFlag, type WaiverQuestion, YES_NO_ANSWERS } from '../../../common/schemas/waiver';
import { badRequest } from '../../lib/http-errors';

// The answers of one signature: checked against the version's questions when signed, and shown as
// lines (label and answer) or, for the teacher, only those the owner asked to be flagged.

export type Answers = Record<string, string>;

/**
 * The answers as kept: one per question answered, none for a question left empty. 400 naming the
 * question for a required one left empty, an answer a question cannot take, or a key that is no
 * question of this version.
 */
export function checkedAnswers(questions: readonly WaiverQuestion[], given: Answers): Answers {
  const keys = new Set(questions.map((q) => q.key));
  const unknown = Object.keys(given).find((key) => !keys.has(key));
  if (unknown !== undefined) {
    throw badRequest(`answers.${unknown} is not a question of this waiver`);
  }
  const kept: Answers = {};
  for (const q of questions) {
    const answer = (given[q.key] ?? '').trim();
    if (answer === '') {
      if (q.required) throw badRequest(`answers.${q.key}: "${q.label}" needs an answer`);
      continue;
    }
    if (q.kind === 'yes-no' && !(YES_NO_ANSWERS as readonly string[]).includes(answer)) {
      throw badRequest(`answers.${q.key}: "${q.label}" takes yes or no`);
    }
    if (q.kind === 'choice' && !q.options?.includes(answer)) {
      throw badRequest(`answers.${q.key}: "${q.label}" takes one of: ${q.options?.join(', ')}`);
    }
    kept[q.key] = answer;
  }
  return kept;
}

/** Each question answered, in the document's order, with its label. */
export function answerLines(questions: readonly WaiverQuestion[], answers: Answers) {
  return questions
    .filter((q) => answers[q.key] !== undefined)
    .map((q) => ({ key: q.key, label: q.label, answer: answers[q.key] as string, flag: q.flag }));
}

/**
 * What the roster warns of: a flagged question answered "yes" (yes-no) or with anything (text,
 * choice). A "no" is no warning.
 */
export function flagsOf(questions: readonly WaiverQuestion[], answers: Answers): WaiverFlag[] {
  return answerLines(questions, answers)
    .filter((line) => line.flag)
    .filter((line) => {
      const kind = questions.find((q) => q.key === line.key)?.kind;
      return kind === 'yes-no' ? line.answer === 'yes' : line.answer !== '';
    })
    .map(({ key, label, answer }) => ({ key, label, answer }));
}
