import { describe, expect, it } from 'vitest';
import { EMPTY_SIGN_UP, passwordProblem, signUpFormSchema } from './sign-up-rules';

describe('passwordProblem', () => {
  it("says 'Password Mismatch' when the two differ", () => {
    expect(passwordProblem('calm-river', 'calm-rivers')).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match',
    });
  });

  it("says 'Weak Password' below 8 characters", () => {
    expect(passwordProblem('abc1234', 'abc1234')).toEqual({
      title: 'Weak Password',
      description: 'Password must be at least 8 characters long',
    });
  });

  it('checks the match first, as a typo is the likelier mistake', () => {
    expect(passwordProblem('abc', 'abd')?.title).toBe('Password Mismatch');
  });

  it('accepts matching passwords of 8 characters or more', () => {
    expect(passwordProblem('abcdefgh', 'abcdefgh')).toBeNull();
  });
});

describe('signUpFormSchema', () => {
  it('requires email, username, password and its confirmation; names are optional', () => {
    const result = signUpFormSchema.safeParse(EMPTY_SIGN_UP);
    expect(result.success).toBe(false);
    const fields = [...new Set(result.error?.issues.map((i) => i.path[0]))].sort();
    expect(fields).toEqual(['confirmPassword', 'email', 'password', 'username']);
  });

  it('leaves the password length to the Weak Password toast', () => {
    const result = signUpFormSchema.safeParse({
      ...EMPTY_SIGN_UP,
      email: 'new@example.com',
      username: 'new.person',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(result.success).toBe(true);
  });

  it('defaults the account type to student (user)', () => {
    expect(EMPTY_SIGN_UP.userType).toBe('user');
  });
});
