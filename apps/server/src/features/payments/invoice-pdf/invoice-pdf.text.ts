import type { InvoiceStatus, Language, PremiumPlanId } from '@arya/core';

/** The words of an invoice PDF, in each language the member may read. */
export const INVOICE_PDF_TEXT: Record<
  Language,
  {
    title: string;
    number: string;
    issuedOn: (date: string) => string;
    seller: string;
    buyer: string;
    description: string;
    amountExclVat: string;
    plan: Record<PremiumPlanId, string>;
    period: (from: string, to: string) => string;
    netTotal: string;
    vat: (rate: string) => string;
    total: string;
    status: Record<InvoiceStatus, (date: string) => string>;
    vatNumber: string;
    pricesNote: string;
  }
> = {
  fr: {
    title: 'Facture',
    number: 'N°',
    issuedOn: (date) => `Date d'émission : ${date}`,
    seller: 'Vendeur',
    buyer: 'Client',
    description: 'Désignation',
    amountExclVat: 'Montant HT',
    plan: { yearly: 'ARYA Premium, abonnement annuel', monthly: 'ARYA Premium, abonnement mensuel' },
    period: (from, to) => `Période du ${from} au ${to}`,
    netTotal: 'Total HT',
    vat: (rate) => `TVA (${rate})`,
    total: 'Total TTC',
    status: {
      paid: (date) => `Payée le ${date}`,
      open: () => 'En attente de paiement',
      void: () => 'Annulée',
      refund: () => 'Remboursée',
    },
    vatNumber: 'N° de TVA',
    pricesNote: 'Prix TTC, TVA française au taux normal.',
  },
  en: {
    title: 'Invoice',
    number: 'No.',
    issuedOn: (date) => `Issue date: ${date}`,
    seller: 'Seller',
    buyer: 'Bill to',
    description: 'Description',
    amountExclVat: 'Amount excl. VAT',
    plan: { yearly: 'ARYA Premium, yearly plan', monthly: 'ARYA Premium, monthly plan' },
    period: (from, to) => `Period from ${from} to ${to}`,
    netTotal: 'Total excl. VAT',
    vat: (rate) => `VAT (${rate})`,
    total: 'Total incl. VAT',
    status: {
      paid: (date) => `Paid on ${date}`,
      open: () => 'Awaiting payment',
      void: () => 'Void',
      refund: () => 'Refunded',
    },
    vatNumber: 'VAT number',
    pricesNote: 'Prices include French VAT at the standard rate.',
  },
};
