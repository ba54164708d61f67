import type { CurrentUser } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../../../test/kit.ts';
import { countryOptions } from './country-names.ts';
import { currentAlias, profileFormValues } from './profile-form-values.ts';

const member = (overrides: Partial<CurrentUser>) => makeCurrentUser({ lastName: '', defaultLanguage: 'en', systemAlias: 'ana-7f3a', ...overrides });

describe('the profile form values', () => {
  it('come from the member state, empty where nothing is stored, the country FR by default and the alias empty', () => {
    expect(profileFormValues(member({}))).toEqual({
      firstName: 'Ana', lastName: '', organization: '', language: 'en', address: '', postalCode: '', country: 'FR', city: '', job: '', biography: '', isPublic: true, alias: '',
    });
  });

  it('read the address, the job and the biography when stored; never the phone number (the phone dialog changes it)', () => {
    const values = profileFormValues(
      member({ alias: 'ana-trader', phoneNumber: '+447911123456', job: 'Analyst', description: 'Bio', isPublic: false, address: { line1: '10 Downing St', postale_code: 'SW1A 2AA', city: 'London', country: 'GB', company: 'ARYA' } }),
    );
    expect(values).not.toHaveProperty('phone');
    expect(values).toMatchObject({ organization: 'ARYA', address: '10 Downing St', postalCode: 'SW1A 2AA', city: 'London', country: 'GB', job: 'Analyst', biography: 'Bio', isPublic: false, alias: '' });
  });

  it('give the address of today: the chosen alias, else the system one', () => {
    expect(currentAlias(member({}))).toBe('ana-7f3a');
    expect(currentAlias(member({ alias: 'ana-trader' }))).toBe('ana-trader');
  });
});

describe('the countries of the address', () => {
  it('are named in the UI language, in its alphabetical order', () => {
    const fr = countryOptions('fr');
    expect(fr.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
    expect(countryOptions('en').find((country) => country.code === 'DE')?.name).toBe('Germany');
    const names = fr.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
  });

  it('keep a stored code the list does not know', () => {
    expect(countryOptions('fr', 'QZ')[0]).toEqual({ code: 'QZ', name: 'QZ' });
    expect(countryOptions('fr', 'FR').filter((country) => country.code === 'FR')).toHaveLength(1);
  });
});
