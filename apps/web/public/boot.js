// Starts the app on a page the server has drawn (the home page). The page already shows and its
// links work, so the app's scripts, which only make it interactive, wait until the page has
// loaded (its stylesheet and first banner first), or until the visitor reaches for it.
// A member with a stored session gets the app as soon as the page is parsed (their navbar is
// theirs, not a visitor's): <html data-session> and their first name in --pinjam-session-name
// make the navbar greet them instead of offering Login and Signup until the app has restored the
// session (the Navbar's SessionPending). The server writes, in <head>,
// <script type="module" src="/boot.js" data-entry="/assets/index-….js" async blocking="render">:
// the first paint waits for this file, so a member never sees Login and Signup.

const entry = document.querySelector('script[data-entry]')?.dataset.entry;
let started = false;
const intents = ['pointerdown', 'keydown', 'touchstart'];
function start() {
  if (started || !entry) return;
  started = true;
  for (const type of intents) removeEventListener(type, start, true);
  // The app hydrates #root: never before the page is parsed (this file may run in <head>).
  if (document.readyState === 'loading')
    addEventListener('DOMContentLoaded', () => import(entry), { once: true });
  else import(entry);
}

/** The stored member (the seed's 'user' key), or null. */
function storedUser() {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null');
    return typeof user?.token === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** A CSS string holding `text` (quotes and backslashes escaped, line breaks dropped). */
const cssString = (text) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;

const member = storedUser();
if (member) {
  const root = document.documentElement;
  root.dataset.session = '';
  const first =
    String(member.name ?? '')
      .trim()
      .split(/\s+/)[0] ?? '';
  root.style.setProperty('--pinjam-session-name', cssString(first));
  // Fetch the app now, while the page is still arriving.
  if (entry) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = entry;
    document.head.append(preload);
  }
  start();
} else {
  for (const type of intents) addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

// A button pressed before the app has started (the menu on a phone, the banner's arrows) would do
// nothing: it is pressed again once the app has hydrated it (<html data-hydrated>), if it is
// still there. From <html data-hydrating> on, React takes the presses itself (it hydrates the
// part pressed and hands it the event). Links and the search forms work without the app.
let pressed = null;
function remember(event) {
  if (document.documentElement.hasAttribute('data-hydrating')) return;
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (button) pressed = button;
}
addEventListener('click', remember, { capture: true });
new MutationObserver((_, observer) => {
  if (!document.documentElement.hasAttribute('data-hydrated')) return;
  observer.disconnect();
  removeEventListener('click', remember, { capture: true });
  if (pressed?.isConnected) pressed.click();
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
