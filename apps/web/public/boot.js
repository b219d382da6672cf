// Starts the app on a page the server has drawn (the home page). The page already shows and its
// links work, so the app's scripts, which only make it interactive, wait until the page has
// loaded (its stylesheet and first banner first), or until the visitor reaches for it.
// A member with a stored session gets the app at once (their navbar is theirs, not a visitor's),
// and their Login and Signup links stay hidden until the app has restored the session.
// The server writes <script type="module" src="/boot.js" data-entry="/assets/index-….js">.
const entry = document.querySelector('script[data-entry]')?.dataset.entry;
let started = false;
const intents = ['pointerdown', 'keydown', 'touchstart'];
function start() {
  if (started || !entry) return;
  started = true;
  for (const type of intents) removeEventListener(type, start, true);
  import(entry);
}

function hasSession() {
  try {
    return typeof JSON.parse(localStorage.getItem('user') ?? 'null')?.token === 'string';
  } catch {
    return false;
  }
}

if (hasSession()) {
  document.documentElement.dataset.session = '';
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
