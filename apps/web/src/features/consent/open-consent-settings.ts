/** The event the consent banner listens to, to open its settings (issue 25). */
export const CONSENT_SETTINGS_EVENT = 'arya:consent-settings';

/**
 * Opens the cookie settings from anywhere (the footer, the privacy page): an event on window, so
 * whoever shows them need not be imported here, nor loaded before someone asks.
 */
export function openConsentSettings(): void {
  window.dispatchEvent(new CustomEvent(CONSENT_SETTINGS_EVENT));
}
