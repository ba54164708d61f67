import type { Database } from '../../../db/client.ts';
import { busyLimit } from '../../../http/concurrency.ts';
import type { Fail } from '../../../http/fail.ts';
import { findMemberInvoice } from '../invoices.repository.ts';
import { INVOICE_PDF_LIMITS } from '../payments.limits.ts';
import { renderInvoicePdf, type RenderOptions } from './render-invoice-pdf.ts';

const busy = (fail: Fail<'SERVER_BUSY'>) => fail('SERVER_BUSY', 'Many invoices are being prepared: try again in a moment');

/** What a drawing that outran its time budget gives. */
const LATE = Symbol('late');

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

  async pdfOf(userId: string, invoiceId: string, fail: Fail<'INVOICE_NOT_FOUND' | 'SERVER_BUSY'>): Promise<{ filename: string; pdf: Buffer }> {
    const found = await findMemberInvoice(this.db, userId, invoiceId);
    if (!found) return fail('INVOICE_NOT_FOUND', 'No such invoice');
    const drawn = this.renderers(() => withinBudget(renderInvoicePdf(found.invoice, found.language, this.options), this.options.timeBudgetMs ?? INVOICE_PDF_LIMITS.timeBudgetMs));
    if (!drawn) return busy(fail);
    const pdf = await drawn;
    if (pdf === LATE) return busy(fail);
    return { filename: `${found.invoice.number}.pdf`, pdf };
  }
}

function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), budgetMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
