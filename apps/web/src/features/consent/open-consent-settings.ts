export function openConsentSettings() { window.dispatchEvent(new CustomEvent('arya:consent-settings')) }
