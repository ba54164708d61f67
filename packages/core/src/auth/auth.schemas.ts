import { z } from 'zod';

/** Password bounds shared by the sign-up form and the server's auth configuration. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;

// Messages are i18n keys of the `errors` namespace; the form shows t(key).
export const emailSchema = z.string().trim().min(1, 'required').email('AUTH_INVALID_EMAIL');
const passwordSchema = z
  .string()
  .min(1, 'required')
  .min(PASSWORD_MIN_LENGTH, 'AUTH_WEAK_PASSWORD')
  .max(PASSWORD_MAX_LENGTH, 'AUTH_PASSWORD_TOO_LONG');

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(NAME_MAX_LENGTH, 'tooLong'),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'required'),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'required') })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
