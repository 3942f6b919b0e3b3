/**
 * The sign-in forms' zod schemas (spec §5), Thai messages from authTexts.ts. The same output types
 * are the request bodies the API calls send.
 */
import { z } from 'zod';
import { PASSWORD_MIN } from '../../../../../events/constants.ts';
import { authValidation as m } from '../authTexts.ts';

export const USER_TYPES = ['buyer', 'seller', 'both'] as const;
export type RegisterUserType = (typeof USER_TYPES)[number];

const email = z.string().trim().min(1, m.emailRequired).pipe(z.email(m.emailInvalid));

/** +66 and nine digits; a leading 0 is the same number written the Thai way (spec §5). */
export function normalisePhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  return compact.startsWith('0') ? `+66${compact.slice(1)}` : compact;
}

const phone = z
  .string()
  .transform(normalisePhone)
  .refine((value) => value === '' || /^\+66\d{9}$/.test(value), m.phoneInvalid);

export const emailSchema = z.object({ email });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, m.passwordRequired),
  rememberMe: z.boolean(),
});
export type LoginValues = z.output<typeof loginSchema>;

const newPassword = z.string().min(1, m.passwordRequired).min(PASSWORD_MIN, m.passwordTooShort);

export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, m.firstNameRequired),
    lastName: z.string().trim().min(1, m.lastNameRequired),
    email,
    password: newPassword,
    confirmPassword: z.string(),
    phone,
    userType: z.enum(USER_TYPES, m.userTypeRequired),
    acceptTerms: z.boolean().refine((accepted) => accepted, m.termsRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: m.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: m.passwordsDiffer,
    path: ['confirmPassword'],
  });
