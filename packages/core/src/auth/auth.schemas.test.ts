import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
} from './auth.schemas.ts';

/** The issues of a failed parse as `path: message` strings; fails the test when the parse succeeds. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** A password of the given length that is not one character repeated. */
const passwordOf = (length: number) => Array.from({ length }, (_, index) => 'abcdefghijklmnopqrstuvwxyz'[index % 26]).join('');

const validSignUp = { name: 'Jean Dupont', email: 'jean@example.com', password: 'correct-horse', confirmPassword: 'correct-horse', acceptTerms: true };

describe('signUpSchema', () => {
  it('accepts a valid sign-up and trims the name and e-mail', () => {
    const parsed = signUpSchema.parse({ ...validSignUp, name: '  Jean  ', email: '  jean@example.com ' });
    expect(parsed).toEqual({ ...validSignUp, name: 'Jean', email: 'jean@example.com' });
  });

  it('reports a password mismatch on confirmPassword', () => {
    expect(issues(signUpSchema, { ...validSignUp, confirmPassword: 'correct-horsE' })).toEqual(['confirmPassword: passwordsDoNotMatch']);
  });

  it('reports a short password as a weak password', () => {
    const short = passwordOf(PASSWORD_MIN_LENGTH - 1);
    expect(issues(signUpSchema, { ...validSignUp, password: short, confirmPassword: short })).toEqual(['password: AUTH_WEAK_PASSWORD']);
  });

  it('accepts a password of exactly the minimum and maximum length', () => {
    for (const length of [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]) {
      const password = passwordOf(length);
      expect(signUpSchema.safeParse({ ...validSignUp, password, confirmPassword: password }).success).toBe(true);
    }
  });

  it('reports a password over the maximum as too long', () => {
    const long = passwordOf(PASSWORD_MAX_LENGTH + 1);
    expect(issues(signUpSchema, { ...validSignUp, password: long, confirmPassword: long })).toEqual(['password: AUTH_PASSWORD_TOO_LONG']);
  });

  it.each(['not-an-email', 'jean@', '@example.com', 'jean@example', 'jean dupont@example.com'])('reports %j as an invalid e-mail', (email) => {
    expect(issues(signUpSchema, { ...validSignUp, email })).toEqual(['email: AUTH_INVALID_EMAIL']);
  });

  it('reports empty fields as required', () => {
    const found = issues(signUpSchema, { name: ' ', email: '', password: '', confirmPassword: '' });
    expect(found).toContain('acceptTerms: AUTH_TERMS_NOT_ACCEPTED');
    expect(found).toContain('name: required');
    expect(found).toContain('email: required');
    expect(found).toContain('password: required');
    expect(found).toContain('confirmPassword: required');
  });

  it('refuses a sign-up whose terms box is not ticked (issue 25)', () => {
    expect(issues(signUpSchema, { ...validSignUp, acceptTerms: false })).toEqual(['acceptTerms: AUTH_TERMS_NOT_ACCEPTED']);
  });

  it('reports a name over 60 characters as too long', () => {
    expect(issues(signUpSchema, { ...validSignUp, name: 'n'.repeat(61) })).toEqual(['name: tooLong']);
    expect(signUpSchema.safeParse({ ...validSignUp, name: 'n'.repeat(60) }).success).toBe(true);
  });
});

describe('signInSchema', () => {
  it('accepts any non-empty password, even a short one', () => {
    expect(signInSchema.parse({ email: ' jean@example.com', password: 'x' })).toEqual({ email: 'jean@example.com', password: 'x' });
  });

  it('requires the password and a valid e-mail', () => {
    expect(issues(signInSchema, { email: 'jean@example.com', password: '' })).toEqual(['password: required']);
    expect(issues(signInSchema, { email: 'jean', password: 'x' })).toEqual(['email: AUTH_INVALID_EMAIL']);
  });
});

describe('emailSchema and passwordResetRequestSchema', () => {
  it('trims the e-mail', () => {
    expect(emailSchema.parse('  jean@example.com  ')).toBe('jean@example.com');
    expect(passwordResetRequestSchema.parse({ email: 'jean@example.com ' })).toEqual({ email: 'jean@example.com' });
  });

  it('rejects an invalid e-mail with AUTH_INVALID_EMAIL', () => {
    expect(issues(passwordResetRequestSchema, { email: 'jean.example.com' })).toEqual(['email: AUTH_INVALID_EMAIL']);
  });
});

describe('passwordResetSchema', () => {
  it('accepts matching passwords', () => {
    expect(passwordResetSchema.safeParse({ password: 'new-password', confirmPassword: 'new-password' }).success).toBe(true);
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(issues(passwordResetSchema, { password: 'new-password', confirmPassword: 'new-passw0rd' })).toEqual([
      'confirmPassword: passwordsDoNotMatch',
    ]);
  });

  it('reports a short password as a weak password', () => {
    expect(issues(passwordResetSchema, { password: 'short', confirmPassword: 'short' })).toEqual(['password: AUTH_WEAK_PASSWORD']);
  });
});
