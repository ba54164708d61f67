/** Loads an address afresh: a full page load replacing this entry of the history (after a sign-out that must not race the router). */
export function loadPage(url: string): void {
  window.location.replace(url);
}
