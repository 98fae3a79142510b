// Server-rendered pages load their code through this file (see src/server/plugins/server-render.ts):
// the page the server drew is painted first, and only then are the whole stylesheet (the page carries
// only the styles it draws) and the application fetched and hydrated, so nothing competes with that
// first paint. data-entry names the built entry module, data-stylesheet the built stylesheet.
const { entry, stylesheet } = document.getElementById('attune-entry')?.dataset ?? {};
let started = false;
function start() {
  if (started) return;
  started = true;
  if (stylesheet) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    document.head.append(link);
  }
  if (entry) import(entry);
}
// After the first paint has reached the screen, not merely after its frame was prepared: started from
// a frame callback, the fetches sometimes still began before the paint was shown, and counted in it.
try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} catch {
  // No paint timing in this browser: the fallback below starts the page.
}
// Without paint timing, or with nothing contentful to paint, the page starts a moment after its first frame.
requestAnimationFrame(() => setTimeout(start, 500));
