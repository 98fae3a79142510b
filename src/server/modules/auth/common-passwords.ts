import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of the zxcvbn-ts project's list (breach corpora, most used
 * first), checked on the server only so the sign-up page does not download them. Built at the first
 * check; compared case-insensitively, as "Password1" is as weak as "password1".
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common and easily guessed. Please choose another.';
