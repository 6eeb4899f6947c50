/*
 * Theme before first paint. A classic script in <head>, run before any
 * stylesheet or app code, so a stored Dark never flashes light. The shell's build
 * inlines it, minified, into index.html (rsbuild.config.ts): the first paint waits for
 * no request; the strict Content-Security-Policy allows it by its hash, computed from
 * the page as served (scripts/lib/security-headers.mjs inlineHashes).
 * Keep in step with packages/ui/src/theme.ts (the app's side of the same rule).
 */
(function () {
  var root = document.documentElement;
  var query = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  var choice = 'system';
  try {
    // STORAGE_KEYS.profile; saved as { version, state } (persisted store), or bare before that
    var stored = JSON.parse(localStorage.getItem('naturverse.profile.v1') || 'null');
    var profile = stored && typeof stored.version === 'number' && stored.state ? stored.state : stored;
    if (profile && (profile.theme === 'light' || profile.theme === 'dark')) choice = profile.theme;
  } catch {
    /* unreadable storage: follow the device */
  }
  function apply() {
    var c = root.getAttribute('data-theme-choice') || 'system';
    var dark = c === 'dark' || (c === 'system' && !!query && query.matches);
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
  }
  root.setAttribute('data-theme-choice', choice);
  apply();
  // System follows the device live; the app changes data-theme-choice when the family saves a new choice.
  if (query && query.addEventListener) query.addEventListener('change', apply);
})();
