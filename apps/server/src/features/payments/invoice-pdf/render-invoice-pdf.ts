import type { Language } from '@arya/core';
import PDFDocument from 'pdfkit';
import type { InvoiceParty } from '../../../db/schema/index.ts';
import type { InvoiceRow } from '../invoices.repository.ts';
import { countryName, formatInvoiceDay, formatMoney, formatRate } from './invoice-pdf.format.ts';
import { INVOICE_PDF_TEXT } from './invoice-pdf.text.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLUMN_WIDTH = (CONTENT_WIDTH - 30) / 2;
const AMOUNT_WIDTH = 130;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

export interface RenderOptions {
  /** Streams deflated (the default); tests read the text of an uncompressed document. */
  compress?: boolean;
}

/** An invoice as a one-page A4 PDF in the member's language: parties, the plan and its period, net, VAT and total. */
export function renderInvoicePdf(invoice: InvoiceRow, language: Language, { compress = true }: RenderOptions = {}): Promise<Buffer> {
  const text = INVOICE_PDF_TEXT[language];
  const day = (date: Date) => formatInvoiceDay(date, language);
  const money = (cents: number) => formatMoney(cents, invoice.currency, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    lang: language,
    info: { Title: `${text.title} ${invoice.number}`, Author: invoice.seller.name, Creator: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(text.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED);
  doc.text(`${text.number} ${invoice.number}`);
  doc.text(text.issuedOn(day(invoice.issuedAt)));

  const partiesTop = doc.y + 24;
  const sellerBottom = party(doc, text.seller, invoice.seller, language, MARGIN, partiesTop, text.vatNumber);
  const buyerBottom = party(doc, text.buyer, invoice.buyer, language, MARGIN + COLUMN_WIDTH + 30, partiesTop, text.vatNumber);

  let y = Math.max(sellerBottom, buyerBottom) + 30;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
  doc.text(text.description, MARGIN, y, { width: CONTENT_WIDTH - AMOUNT_WIDTH });
  doc.text(text.amountExclVat, MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  y = doc.y + 6;
  rule(doc, y);
  y += 10;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text.plan[invoice.plan], MARGIN, y, { width: CONTENT_WIDTH - AMOUNT_WIDTH });
  doc.font('Helvetica').text(money(invoice.netCents), MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(text.period(day(invoice.periodStart), day(invoice.periodEnd)), MARGIN, doc.y + 2, { width: CONTENT_WIDTH - AMOUNT_WIDTH });
  y = doc.y + 12;
  rule(doc, y);
  y += 12;

  const totals: [string, string, boolean][] = [
    [text.netTotal, money(invoice.netCents), false],
    [text.vat(formatRate(invoice.vatRateBasisPoints, language)), money(invoice.vatCents), false],
    [text.total, money(invoice.amountCents), true],
  ];
  const labelX = MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH - 170;
  for (const [label, amount, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 11).fillColor(INK);
    doc.text(label, labelX, y, { width: 170 });
    doc.text(amount, MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    y = doc.y + 6;
  }
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#15803d').text(text.status[invoice.status](day(invoice.issuedAt)), labelX, y + 6, { width: 170 + AMOUNT_WIDTH });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text.pricesNote, MARGIN, doc.y + 30, { width: CONTENT_WIDTH });

  const footer = [invoice.seller.name, invoice.seller.registration, invoice.seller.vatNumber ? `${text.vatNumber} ${invoice.seller.vatNumber}` : null].filter(Boolean).join(' · ');
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(footer, MARGIN, 780, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });

  doc.end();
  return finished;
}

/** One party's block (its heading, name, company, address, e-mail or VAT number); answers where it ends. */
function party(doc: PDFKit.PDFDocument, heading: string, who: InvoiceParty, language: Language, x: number, y: number, vatLabel: string): number {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width: COLUMN_WIDTH, characterSpacing: 0.5 });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(who.name, x, doc.y + 4, { width: COLUMN_WIDTH });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  const lines = [
    who.company,
    who.line1,
    [who.postaleCode, who.city].filter(Boolean).join(' '),
    who.country ? countryName(who.country, language) : undefined,
    who.email,
    who.vatNumber ? `${vatLabel} ${who.vatNumber}` : undefined,
  ].filter((line): line is string => Boolean(line));
  for (const line of lines) doc.text(line, x, doc.y + 1, { width: COLUMN_WIDTH });
  return doc.y;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(0.7).strokeColor(RULE).stroke();
}
