/** Spec §9: a service worker is registered (public/sw.js), in the built app only, so the dev server never serves stale files. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
