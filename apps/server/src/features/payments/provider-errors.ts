import type { Fail } from '../../http/fail.ts';
import { PaymentProviderError, PaymentsUnavailableError } from '../../providers/payments/index.ts';

/** A payment provider's failure as the member is told it, through the endpoint's fail; anything else is thrown on as it is. */
export function asPaymentFailure(error: unknown, fail: Fail<'SERVICE_UNAVAILABLE' | 'PAYMENT_PROVIDER_ERROR'>): never {
  if (error instanceof PaymentsUnavailableError) fail('SERVICE_UNAVAILABLE', 'Payments are not available right now');
  if (error instanceof PaymentProviderError) fail('PAYMENT_PROVIDER_ERROR', 'The payment provider did not answer: nothing was charged, try again');
  throw error;
}
