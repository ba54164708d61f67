import { describe, expect, it } from 'vitest';
import { signUpSchema } from './auth.schemas.ts';
import { passwordProblem } from './password-rules.ts';

describe('passwordProblem', () => {
  const email = 'Jean.Dupont@Example.com';

  it.each(['jean.dupont@example.com', 'JEAN.DUPONT@EXAMPLE.COM', ' jean.dupont@example.com ', 'jean.dupont', 'Jean.Dupont'])(
    'refuses the e-mail address or its local part: %j',
    (password) => {
      expect(passwordProblem(password, email)).toBe('AUTH_PASSWORD_IS_EMAIL');
    },
  );

  it.each(['        ', 'aaaaaaaa', '11111111'])('refuses one character repeated: %j', (password) => {
    expect(passwordProblem(password, email)).toBe('AUTH_PASSWORD_TOO_COMMON');
  });

  it.each(['correct horse battery', 'jean.dupont@example.com!', 'Tr4ding-du-lundi'])('accepts %j', (password) => {
    expect(passwordProblem(password, email)).toBeNull();
  });
});

describe('signUpSchema password rules', () => {
  it('shows the problem on the password field', () => {
    const result = signUpSchema.safeParse({ name: 'Jean', email: 'jean@example.com', password: 'jean@example.com', confirmPassword: 'jean@example.com', acceptTerms: true });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['password: AUTH_PASSWORD_IS_EMAIL']);
  });
});
