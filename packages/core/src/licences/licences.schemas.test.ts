import { describe, expect, it } from 'vitest';
import { BROKERS } from './licences.constants.ts';
import { licenceAccountInputSchema, licenceUpdateInputSchema, softwareParamsSchema } from './licences.schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the licence update', () => {
  const valid = { wp_id: '100042', account_id: '51234567', broker: 'XTB' };

  it('accepts each of the 13 brokers with an MT4 number of 4 to 12 digits, trimmed', () => {
    expect(BROKERS).toHaveLength(13);
    for (const { id } of BROKERS) expect(licenceUpdateInputSchema.safeParse({ ...valid, broker: id }).success).toBe(true);
    expect(licenceUpdateInputSchema.parse({ ...valid, account_id: ' 1234 ' }).account_id).toBe('1234');
    expect(licenceUpdateInputSchema.safeParse({ ...valid, account_id: '123456789012' }).success).toBe(true);
  });

  it.each([
    ['three digits', '123'],
    ['thirteen digits', '1234567890123'],
    ['letters', '5123a567'],
    ['a sign', '-5123456'],
    ['nothing', ''],
  ])('refuses an MT4 number of %s with the MT4 message', (_, account_id) => {
    expect(messages(licenceUpdateInputSchema.safeParse({ ...valid, account_id }))).toEqual({ account_id: 'licence_account_id_invalid' });
  });

  it('refuses an unknown broker, a differently spelled one and none with the broker message', () => {
    for (const broker of ['Binance', 'xtb', '']) expect(messages(licenceUpdateInputSchema.safeParse({ ...valid, broker }))).toEqual({ broker: 'licence_broker_required' });
  });

  it('refuses a shop id that is not a number, and text with a NUL', () => {
    expect(licenceUpdateInputSchema.safeParse({ ...valid, wp_id: 'abc' }).success).toBe(false);
    expect(licenceUpdateInputSchema.safeParse({ ...valid, wp_id: '' }).success).toBe(false);
    expect(messages(licenceUpdateInputSchema.safeParse({ ...valid, account_id: '1234\u0000' }))).toEqual({ account_id: 'INVALID_TEXT' });
  });

  it('the form part checks the same broker and number', () => {
    expect(licenceAccountInputSchema.safeParse({ broker: 'ig', account_id: '9876' }).success).toBe(true);
    expect(messages(licenceAccountInputSchema.safeParse({ broker: '', account_id: '98' }))).toEqual({ broker: 'licence_broker_required', account_id: 'licence_account_id_invalid' });
  });
});

describe('the download path', () => {
  it('names an edition of the catalogue', () => {
    expect(softwareParamsSchema.safeParse({ software: 'pro-plus' }).success).toBe(true);
    expect(softwareParamsSchema.safeParse({ software: 'tradeManager' }).success).toBe(false);
    expect(softwareParamsSchema.safeParse({ software: '../etc' }).success).toBe(false);
  });
});
