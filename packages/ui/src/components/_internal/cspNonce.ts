/**
 * The Content-Security-Policy nonce of this page, which the server writes into index.html as
 * `<meta property="csp-nonce" nonce="…">` (Vite's convention). A <style> element a component
 * renders itself (Radix Select's viewport) must carry it, or the CSP refuses it. Read when the
 * element is drawn: the browser hides the attribute's value, but keeps it in the `nonce` property.
 * Undefined where there is no such meta (dev, Storybook, the server): no CSP to satisfy.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
