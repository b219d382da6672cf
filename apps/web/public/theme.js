// The visitor's colour theme, on <html data-theme> before the first paint of every page, drawn by
// the server or by the app (decision 0017). index.html starts at 'system', which the CSS turns
// light or dark as the device asks; a stored 'light' or 'dark' (the app's browserThemeStore, key
// 'theme') is put here. A classic script in <head>: it blocks the first paint for this one small
// file, as it must; the CSP allows it as a file of our own ('self'), never inline.
try {
  var theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
} catch (error) {
  // Storage refused (private modes): the device's choice it is.
}
