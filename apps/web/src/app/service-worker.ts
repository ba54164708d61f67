/**
 * Registers /sw.js on the built app (the Vite dev server has none), once the page has loaded. The
 * app's code may run after that (a page the server drew is painted first: boot.ts), so a page
 * already loaded registers it at once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // The app works the same without it.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
