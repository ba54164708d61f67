import maxMetadata from 'libphonenumber-js/max/metadata';
import mobileMetadata from 'libphonenumber-js/mobile/metadata';
import { describe, expect, it } from 'vitest';
import { isMobilePhone, phoneLineType } from './phone-line.rules.ts';

const MOBILES = [
  '+33612345678', // France, 06
  '+33756123456', // France, 07
  '+447400123456', // United Kingdom
  '+32470123456', // Belgium
  '+41781234567', // Switzerland
  '+4915112345678', // Germany
  '+34612345678', // Spain
  '+31612345678', // Netherlands
  '+12015550123', // United States: mobiles and landlines share their ranges
  '+16135550123', // Canada, the same
];

const NOT_MOBILES: [string, string | undefined][] = [
  ['+33899123456', 'PREMIUM_RATE'], // France, 0899
  ['+33812345678', 'PREMIUM_RATE'], // France, 081: shared cost, classed premium by the plan
  ['+33800123456', 'TOLL_FREE'], // France, 0800
  ['+33123456789', 'FIXED_LINE'], // Paris landline
  ['+33912345678', 'VOIP'], // France, 09
  ['+448001234567', 'TOLL_FREE'],
  ['+449012345678', 'PREMIUM_RATE'],
  ['+33712345678', undefined], // 071 is not given to anyone
  ['+33639123456', undefined], // 0639 neither
];

describe('the mobile rule', () => {
  it('knows the kind of line with the complete plan', () => {
    expect(phoneLineType('+33612345678', maxMetadata)).toBe('MOBILE');
    expect(phoneLineType('+12015550123', maxMetadata)).toBe('FIXED_LINE_OR_MOBILE');
    for (const [phone, type] of NOT_MOBILES) expect(phoneLineType(phone, maxMetadata), phone).toBe(type);
    expect(phoneLineType('not a number', maxMetadata)).toBeUndefined();
  });

  it('sends codes to mobiles only: never to premium-rate, toll-free, landline, VoIP or unallocated numbers', () => {
    for (const phone of MOBILES) expect(isMobilePhone(phone, maxMetadata), phone).toBe(true);
    for (const [phone] of NOT_MOBILES) expect(isMobilePhone(phone, maxMetadata), phone).toBe(false);
    expect(isMobilePhone('+336', maxMetadata)).toBe(false);
  });

  it("gives the web's answer (mobile-only plan) and the server's (complete plan) alike", () => {
    for (const phone of [...MOBILES, ...NOT_MOBILES.map(([number]) => number)]) {
      expect(isMobilePhone(phone, mobileMetadata), phone).toBe(isMobilePhone(phone, maxMetadata));
    }
  });
});
