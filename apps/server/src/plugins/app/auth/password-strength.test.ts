import { PASSWORD_SUGGESTIONS, PASSWORD_WARNINGS } from '@arya/core';
import { describe, expect, it } from 'vitest';
import { passwordWeaknessFor } from './password-strength.ts';

const member = { email: 'jeanne.martin@example.com', name: 'Jeanne Martin' };

describe('passwordWeaknessFor (zxcvbn-ts with the common, French and English dictionaries)', () => {
  it.each(['Passw0rd!', 'soleil123', 'Motdepasse1', 'abcdefgh', 'arya2026!', 'P@ssw0rd', 'azertyuiop', 'Bonjour2024'])(
    'refuses %j with a reason zxcvbn gives and at least one suggestion, as keys',
    async (password) => {
      const weakness = await passwordWeaknessFor(password, member);
      expect(weakness).not.toBeNull();
      expect(weakness?.suggestions.length).toBeGreaterThan(0);
      for (const suggestion of weakness?.suggestions ?? []) expect(PASSWORD_SUGGESTIONS).toContain(suggestion);
      if (weakness?.warning) expect(PASSWORD_WARNINGS).toContain(weakness.warning);
    },
  );

  it('names the reason when there is one: a common password, a sequence', async () => {
    expect((await passwordWeaknessFor('Passw0rd!', member))?.suggestions).toContain('capitalization');
    expect(await passwordWeaknessFor('abcdefgh', member)).toMatchObject({ warning: 'sequences', suggestions: expect.arrayContaining(['sequences']) });
  });

  it.each(['a-strong-password', 'Coach-demo-2026', 'Lundi-soir-au-marché-42', 'correct horse battery staple', 'tP9#vX2!qL7@'])('accepts %j', async (password) => {
    expect(await passwordWeaknessFor(password, member)).toBeNull();
  });

  it("refuses a password made of the member's own name, which is fine for someone else", async () => {
    expect(await passwordWeaknessFor('jeannemartin75', member)).not.toBeNull();
    expect(await passwordWeaknessFor('jeannemartin75', { email: 'paul@example.com', name: 'Paul Durand' })).toBeNull();
  });

  it('reads only the first 64 characters of a long password, so a huge one costs no more than a long one', async () => {
    const guessable = 'a'.repeat(64);
    const random = Array.from({ length: 64 }, (_, index) => '4@8(3&6|!1i7+0$5%2z9aB'[(index * 7) % 22]).join('');
    expect(await passwordWeaknessFor(random, member)).toBeNull();
    // Scored whole, the random half would make it strong; read up to 64 characters, it is the guessable half.
    expect(await passwordWeaknessFor(guessable + random, member)).not.toBeNull();
    expect(await passwordWeaknessFor(random + guessable, member)).toBeNull();
  });

  it('scores passwords in parallel, each getting its own answer', async () => {
    const answers = await Promise.all(['soleil123', 'a-strong-password', 'abcdefgh', 'Coach-demo-2026'].map((password) => passwordWeaknessFor(password, member)));
    expect(answers.map((answer) => answer === null)).toEqual([false, true, false, true]);
  });
});
