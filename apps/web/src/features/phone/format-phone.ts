import { formatPhoneNumberIntl } from 'react-phone-number-input';

/** "+33 6 12 34 56 78": a number as it is read aloud and written abroad; left as it is when unknown. */
export function formatInternational(phone: string): string {
  return formatPhoneNumberIntl(phone) || phone;
}
