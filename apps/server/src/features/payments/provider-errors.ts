import { AppError } from '../../errors.ts';
import { PaymentProviderError, PaymentsUnavailableError } from '../../providers/payments/index.ts';

/** A payment provider's failure as the member is told it; anything else goes on as it is. */
export function asPaymentFailure(error: unknown): unknown {
  if (error instanceof PaymentsUnavailableError) return new AppError('SERVICE_UNAVAILABLE', 'Payments are not available right now');
  if (error instanceof PaymentProviderError) return new AppError('PAYMENT_PROVIDER_ERROR', 'The payment provider did not answer: nothing was charged, try again');
  return error;
}
