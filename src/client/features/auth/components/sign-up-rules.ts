import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, SIGN_UP_USER_TYPES } from '../../../../common/constants';
import { usernameSchema } from '../../../../common/schemas/auth';
import { emailSchema } from '../../../../common/schemas/fields';

/**
 * The sign-up form's own checks, shown under the fields. The two password rules are not
 * here: the spec gives them as toasts ('Password Mismatch', 'Weak Password'), see passwordProblem.
 */
export const signUpFormSchema = z.object({
  firstName: z.string().trim(),
  lastName: z.string().trim(),
  email: emailSchema,
  username: usernameSchema,
  password: z.string().min(1, 'Password is required'),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
  userType: z.enum(SIGN_UP_USER_TYPES),
});
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

export const EMPTY_SIGN_UP: SignUpFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  userType: 'user',
};

interface Problem {
  title: string;
  description: string;
}

/** The passwords must match, then be long enough (8 characters: ASVS level 2 raises the product's 6). */
export function passwordProblem(password: string, confirmPassword: string): Problem | null {
  if (password !== confirmPassword) {
    return { title: 'Password Mismatch', description: 'Passwords do not match' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: 'Weak Password',
      description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    };
  }
  return null;
}
