import { updateMyLanguageRoute, type Invoice } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancel, checkout, invoicePdf, invoicesOf, newMember, putBilling, subscriptionsOf } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADDRESS = { line1: '12 rue de la Paix', postale_code: '75002', city: 'Paris', country: 'FR', company: 'Société Générale des Tests' };

/** A member who bought the yearly plan with these billing details, and their invoice. */
async function buyer(language: 'fr' | 'en' = 'fr', name = 'Élodie Marchand') {
  const member = await newMember(t, language, name);
  expect((await putBilling(t, member.cookie, { ...ADDRESS, locale: language })).statusCode).toBe(200);
  expect((await checkout(t, member.cookie, 'yearly')).statusCode).toBe(200);
  const [invoice] = (await invoicesOf(t, member.cookie)).items as [Invoice];
  return { ...member, invoice };
}

describe('an invoice PDF', () => {
  it('downloads as an attachment named by its number, never cached, in French with the seller, the buyer and the VAT', async () => {
    const { cookie, email, invoice } = await buyer();
    const response = await invoicePdf(t, cookie, invoice.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Facture',
      `N° ${invoice.number}`,
      'VENDEUR',
      'ARYA Community SAS',
      '10 rue de la Bourse',
      '75002 Paris',
      'N° de TVA FR00123456789',
      'CLIENT',
      'Élodie Marchand',
      'Société Générale des Tests',
      '12 rue de la Paix',
      'France',
      email,
      'ARYA Premium, abonnement annuel',
      'Total HT',
      '99,67 €',
      'TVA (20 %)',
      '19,93 €',
      'Total TTC',
      '119,60 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Date d'émission : \d{1,2} \S+ 20\d\d/);
    expect(text).toMatch(/Période du \d{1,2} \S+ 20\d\d au \d{1,2} \S+ 20\d\d/);
    expect(text).toMatch(/Payée le \d{1,2} \S+ 20\d\d/);
  });

  it('is in the language the member reads in now, and keeps the parties as they were when it was issued', async () => {
    const { cookie, invoice } = await buyer('fr', 'Owen Carter');
    expect((await putBilling(t, cookie, { ...ADDRESS, line1: '1 Baker Street', city: 'London', postale_code: 'NW1 6XE', country: 'GB' })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: updateMyLanguageRoute.path, cookie, body: { language: 'en' } })).statusCode).toBe(200);
    const response = await invoicePdf(t, cookie, invoice.id);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const expected of ['Invoice', `No. ${invoice.number}`, 'SELLER', 'BILL TO', 'Owen Carter', '12 rue de la Paix', 'France', 'ARYA Premium, yearly plan', '€99.67', 'VAT (20%)', '€19.93', 'Total incl. VAT', '€119.60']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Paid on \d{1,2} \w+ 20\d\d/);
    expect(text).not.toContain('Baker Street');
  });

  it("is refused to a visitor, and another member's or an unknown invoice is not found", async () => {
    const { invoice } = await buyer();
    expectError(await invoicePdf(t, undefined, invoice.id), 401, 'UNAUTHENTICATED');
    const other = await newMember(t);
    expectError(await invoicePdf(t, other.cookie, invoice.id), 404, 'INVOICE_NOT_FOUND');
    expectError(await invoicePdf(t, other.cookie, 'no-such-invoice'), 404, 'INVOICE_NOT_FOUND');
    expectError(await invoicePdf(t, other.cookie, 'x'.repeat(101)), 400, 'VALIDATION_ERROR');
  });

  it('is drawn at most 20 times a minute per member', async () => {
    const { cookie, invoice } = await buyer();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await invoicePdf(t, cookie, invoice.id)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});

describe('the invoices list', () => {
  it('comes newest first a keyset page at a time, and holds only the member\'s own', async () => {
    const { cookie, invoice } = await buyer();
    // Cancelled, the member subscribes again: a second invoice.
    const { items: [subscription] } = await subscriptionsOf(t, cookie);
    expect((await cancel(t, cookie, subscription!.id)).statusCode).toBe(200);
    expect((await checkout(t, cookie, 'monthly')).statusCode).toBe(200);
    const first = await invoicesOf(t, cookie, '?limit=1');
    expect(first.items.map((item) => item.plan)).toEqual(['monthly']);
    expect(first.nextCursor).not.toBeNull();
    const second = await invoicesOf(t, cookie, `?limit=1&cursor=${encodeURIComponent(first.nextCursor as string)}`);
    expect(second.items.map((item) => item.id)).toEqual([invoice.id]);
    expect(second.nextCursor).toBeNull();
    expect(Number(first.items[0]!.number.slice(-6))).toBeGreaterThan(Number(invoice.number.slice(-6)));

    const stranger = await newMember(t);
    expect((await invoicesOf(t, stranger.cookie)).items).toEqual([]);
  });
});
