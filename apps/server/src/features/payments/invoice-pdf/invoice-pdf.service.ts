import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { busyLimit } from '../../../http/concurrency.ts';
import { findMemberInvoice } from '../invoices.repository.ts';
import { INVOICE_PDF_LIMITS } from '../payments.limits.ts';
import { renderInvoicePdf, type RenderOptions } from './render-invoice-pdf.ts';

const busy = () => new AppError('SERVER_BUSY', 'Many invoices are being prepared: try again in a moment');

/**
 * The member's invoices as PDFs, drawn on demand and bounded: a few at once in the process (more
 * wait, up to a limit), each within a time budget (how many a member may ask: the endpoint's limits).
 */
export class InvoicePdfs {
  private readonly renderers = busyLimit(INVOICE_PDF_LIMITS.concurrency, INVOICE_PDF_LIMITS.maxWaiting);

  constructor(
    private readonly db: Database,
    private readonly options: RenderOptions & { timeBudgetMs?: number } = {},
  ) {}

  async pdfOf(userId: string, invoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
    const found = await findMemberInvoice(this.db, userId, invoiceId);
    if (!found) throw new AppError('INVOICE_NOT_FOUND', 'No such invoice');
    const drawn = this.renderers(() => withinBudget(renderInvoicePdf(found.invoice, found.language, this.options), this.options.timeBudgetMs ?? INVOICE_PDF_LIMITS.timeBudgetMs));
    if (!drawn) throw busy();
    const pdf = await drawn;
    return { filename: `${found.invoice.number}.pdf`, pdf };
  }
}

function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(busy()), budgetMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
