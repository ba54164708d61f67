import { describe, expect, it } from 'vitest';
import { REFERRAL_COINS_MAX, REFERRAL_COINS_PER_MEMBER } from './referral.constants.ts';
import { parseReferralCode, referralCredit, referralLink, referralProgressPercent } from './referral.rules.ts';

describe('referralCredit', () => {
  it('credits the coins of a referral until the cap, then part of them, then nothing', () => {
    expect(referralCredit(0)).toBe(REFERRAL_COINS_PER_MEMBER);
    expect(referralCredit(REFERRAL_COINS_MAX - REFERRAL_COINS_PER_MEMBER)).toBe(REFERRAL_COINS_PER_MEMBER);
    expect(referralCredit(REFERRAL_COINS_MAX - 100)).toBe(100);
    expect(referralCredit(REFERRAL_COINS_MAX)).toBe(0);
    expect(referralCredit(REFERRAL_COINS_MAX + 10)).toBe(0);
  });

  it('credits nothing for a phone number that already earned referral coins', () => {
    expect(referralCredit(0, true)).toBe(0);
    expect(referralCredit(0, false)).toBe(REFERRAL_COINS_PER_MEMBER);
  });

  it('never lets the referrals of one member add up past the cap', () => {
    let earned = 0;
    for (let referral = 0; referral < 150; referral += 1) earned += referralCredit(earned);
    expect(earned).toBe(REFERRAL_COINS_MAX);
  });
});

describe('parseReferralCode', () => {
  it('takes a system alias, trimmed and lower-cased', () => {
    expect(parseReferralCode('julie-1a2b3c4d')).toBe('julie-1a2b3c4d');
    expect(parseReferralCode('  Julie-1A2B3C4D ')).toBe('julie-1a2b3c4d');
    expect(parseReferralCode('a')).toBe('a');
  });

  it('refuses what cannot be a code', () => {
    for (const value of [null, undefined, '', '   ', '-julie', 'julie-', 'ju lie', 'julie/../x', 'julie%00', 'jülie', 'a'.repeat(101), 'x\u0000y']) {
      expect(parseReferralCode(value)).toBeNull();
    }
    expect(parseReferralCode('a'.repeat(100))).toBe('a'.repeat(100));
  });
});

describe('referralLink', () => {
  it('leads to the sign-up page of the language with the code', () => {
    expect(referralLink('https://arya.example', 'fr', 'julie-1a2b')).toBe('https://arya.example/register?ref=julie-1a2b');
    expect(referralLink('https://arya.example/', 'en', 'julie-1a2b')).toBe('https://arya.example/en/register?ref=julie-1a2b');
  });

  it('gives a code the parser reads back', () => {
    const link = new URL(referralLink('http://localhost:3000', 'en', 'sam-00ff'));
    expect(parseReferralCode(link.searchParams.get('ref'))).toBe('sam-00ff');
  });
});

describe('referralProgressPercent', () => {
  it('is the share of the cap earned, within 0 and 100', () => {
    expect(referralProgressPercent(0)).toBe(0);
    expect(referralProgressPercent(500)).toBe(1);
    expect(referralProgressPercent(25_000)).toBe(50);
    expect(referralProgressPercent(REFERRAL_COINS_MAX)).toBe(100);
    expect(referralProgressPercent(REFERRAL_COINS_MAX * 2)).toBe(100);
  });
});
