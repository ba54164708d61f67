import { passwordResetSchema, signUpSchema, type PasswordResetInput, type SignUpInput } from '@arya/core/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { TRANSLATED_ERROR } from '../components/field-error.ts';
import { withPasswordStrength } from './with-password-strength.ts';

let t: TFunction;
beforeAll(async () => {
  t = (await initI18nWithEveryNamespace('fr')).t;
});

/** What react-hook-form passes a resolver, with no field of its own (the schema has them). */
const options = <T extends FieldValues>() => ({ fields: {}, shouldUseNativeValidation: false }) as ResolverOptions<T>;
const resetResolver = () => withPasswordStrength(zodResolver(passwordResetSchema), { field: 'password', t });
const checkReset = async (password: string) => resetResolver()({ password, confirmPassword: password } as PasswordResetInput, undefined, options<PasswordResetInput>());

describe('withPasswordStrength, the browser side of the strength rule', () => {
  it.each(['Passw0rd!', 'soleil123', 'Motdepasse1', 'abcdefgh', 'arya2026!'])('refuses %j before sending, with the reason and a suggestion in French', async (password) => {
    const { errors } = await checkReset(password);
    expect(errors.password?.type).toBe(TRANSLATED_ERROR);
    expect(errors.password?.message).toMatch(/^Ce mot de passe est trop facile à deviner\. .+/);
  });

  it('names zxcvbn’s reason and suggestion in words', async () => {
    const { errors } = await checkReset('abcdefgh');
    expect(errors.password?.message).toContain('Une suite de caractères comme « abc » se devine facilement.');
    expect(errors.password?.message).toContain('Évitez les suites de caractères courantes.');
  });

  it('lets a strong password through with its values', async () => {
    const result = await checkReset('Lundi-soir-au-marché-42');
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ password: 'Lundi-soir-au-marché-42' });
  });

  it('keeps the schema’s own error first (too short), without scoring', async () => {
    const { errors } = await checkReset('abc');
    expect(errors.password?.message).toBe('AUTH_WEAK_PASSWORD');
  });

  it("scores a sign-up with the member's e-mail and name", async () => {
    const resolver = withPasswordStrength(zodResolver(signUpSchema), { field: 'password', t, member: ({ email, name }) => ({ email, name }) });
    const values = (password: string): SignUpInput => ({ name: 'Inès Lefèvre', email: 'ines@example.com', password, confirmPassword: password, acceptTerms: true });
    expect((await resolver(values('ineslefevre75'), undefined, options<SignUpInput>())).errors.password?.type).toBe(TRANSLATED_ERROR);
  });
});
