import type { NavigateFunction } from 'react-router-dom';

/**
 * Follows a URL a payment provider or the server gave (PayPal's page, the checkout's return URL):
 * one of ours by the router, keeping the tab's state; another site's by the browser.
 */
export function goTo(url: string, navigate: NavigateFunction) {
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin)
    void navigate(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.href);
}
