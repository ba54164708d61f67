import pLimit, { type LimitFunction } from 'p-limit';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import type { MemberThrottle } from '../../../http/member-throttle.ts';
import { findMemberInvoice } from '../invoices.repository.ts';
import { INVOICE_PDF_LIMITS } from '../payments.limits.ts';
import { renderInvoicePdf, type RenderOptions } from './render-invoice-pdf.ts';

const busy = () => new AppError('SERVER_BUSY', 'Many invoices are being prepared: try again in a moment');

/**
 * The member's invoices as PDFs, drawn on demand and bounded: so many per member and minute, a few
 * at once in the process (more wait, up to a limit), each within a time budget.
 */
export class InvoicePdfs {
  private readonly renderers: LimitFunction = pLimit(INVOICE_PDF_LIMITS.concurrency);

  constructor(
    private readonly db: Database,
    /** So many per member and window (INVOICE_PDF_LIMITS). */
    private readonly throttle: MemberThrottle,
    private readonly options: RenderOptions & { timeBudgetMs?: number } = {},
  ) {}

  async pdfOf(userId: string, invoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
    if (!this.throttle.allow(userId)) throw new AppError('RATE_LIMITED', 'Too many invoices downloaded: wait a moment');
    const found = await findMemberInvoice(this.db, userId, invoiceId);
    if (!found) throw new AppError('INVOICE_NOT_FOUND', 'No such invoice');
    if (this.renderers.pendingCount >= INVOICE_PDF_LIMITS.maxWaiting) throw busy();
    const pdf = await this.renderers(() => withinBudget(renderInvoicePdf(found.invoice, found.language, this.options), this.options.timeBudgetMs ?? INVOICE_PDF_LIMITS.timeBudgetMs));
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
