/** Spec 1 §9: the verification code has six digits, one per box. */
export const PHONE_CODE_LENGTH = 6;
/** A code is valid ten minutes and may be tried three times; it works once. */
export const PHONE_CODE_VALIDITY_SECONDS = 10 * 60;
export const PHONE_CODE_MAX_ATTEMPTS = 3;
/** Spec 1 §9: the resend spinner and the closing of the edit mode each last 2 seconds. */
export const PHONE_RESEND_SPINNER_MS = 2000;
export const PHONE_EDIT_CLOSE_MS = 2000;

/**
 * Against SMS pumping (texts sent to premium numbers at our cost): sends are limited per number,
 * per member, per network address and in all, and only go to the countries we serve.
 */
export const SMS_THROTTLE = {
  /** The shortest wait between two codes sent to one number. */
  perNumberIntervalSeconds: 30,
  perNumberPerHour: 5,
  perMemberPerHour: 8,
  perIpPerHour: 20,
  globalPerHour: 1000,
} as const;

/** Where codes are sent unless the SMS_ALLOWED_COUNTRIES setting says otherwise (ISO 3166 codes). */
export const SMS_DEFAULT_ALLOWED_COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'MC', 'GB', 'IE', 'DE', 'ES', 'IT', 'PT', 'NL', 'US', 'CA'] as const;
