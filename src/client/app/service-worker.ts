/** Spec §9: a service worker is registered (public/sw.js), in the built app only, so the dev server never serves stale files. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  // After the page's load event, so it never competes with the page; a server-rendered page starts the app after it.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
