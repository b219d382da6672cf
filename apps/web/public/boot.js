// Starts the app on a page the server has drawn (the home page). The page already shows and its
// links work, so the app's scripts, which only make it interactive, wait until the page has
// loaded (its stylesheet and first banner first), or until the visitor reaches for it.
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
for (const type of intents) addEventListener(type, start, { capture: true, passive: true });
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
