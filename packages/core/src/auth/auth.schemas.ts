import { z } from 'zod';
import { text } from '../common/text.ts';
import { isRepetitive, passwordProblem } from './password-rules.ts';

/** Password bounds shared by the sign-up form and the server's auth configuration. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;

// Messages are i18n keys of the `errors` namespace; the form shows t(key).
export const emailSchema = text({ trim: true, min: 1, max: EMAIL_MAX_LENGTH, tooShort: 'required', tooLong: 'AUTH_INVALID_EMAIL' }).email('AUTH_INVALID_EMAIL');
const passwordSchema = text({ max: PASSWORD_MAX_LENGTH, tooLong: 'AUTH_PASSWORD_TOO_LONG' })
  .min(1, 'required')
  .min(PASSWORD_MIN_LENGTH, 'AUTH_WEAK_PASSWORD');

export const signInSchema = z.object({
  email: emailSchema,
  password: text({ max: PASSWORD_MAX_LENGTH, tooLong: 'AUTH_PASSWORD_TOO_LONG' }).min(1, 'required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: text({ trim: true, min: 1, max: NAME_MAX_LENGTH, tooShort: 'required', tooLong: 'tooLong' }),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: text({ max: 1024 }).min(1, 'required'),
    // Issue 25: the terms of use and the privacy policy are accepted with a box ticked by the member.
    acceptTerms: z.literal(true, { error: 'AUTH_TERMS_NOT_ACCEPTED' }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  })
  .superRefine((input, context) => {
    const problem = passwordProblem(input.password, input.email);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({ password: passwordSchema, confirmPassword: text({ max: 1024 }).min(1, 'required') })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  })
  .superRefine((input, context) => {
    // The e-mail is not known on the reset page; the server checks it.
    if (isRepetitive(input.password)) context.addIssue({ code: 'custom', message: 'AUTH_PASSWORD_TOO_COMMON', path: ['password'] });
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** The security page's password change form; the server's endpoint takes `passwordChangeSchema`. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: text({ max: PASSWORD_MAX_LENGTH, tooLong: 'AUTH_PASSWORD_TOO_LONG' }).min(1, 'required'),
    password: passwordSchema,
    confirmPassword: text({ max: 1024 }).min(1, 'required'),
    keepOtherSessions: z.boolean(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  })
  .superRefine((input, context) => {
    if (isRepetitive(input.password)) context.addIssue({ code: 'custom', message: 'AUTH_PASSWORD_TOO_COMMON', path: ['password'] });
  });
export type PasswordChangeFormInput = z.infer<typeof passwordChangeFormSchema>;
