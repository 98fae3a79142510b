// Server-rendered pages load their code through this file (see src/server/plugins/server-render.ts):
// the page the server drew is painted first, and only then are the whole stylesheet (the page carries
// only the styles it draws) and the application fetched and hydrated, so nothing competes with that
// first paint. data-entry names the built entry module, data-stylesheet the built stylesheet.
const { entry, stylesheet } = document.getElementById('attune-entry')?.dataset ?? {};
requestAnimationFrame(() =>
  setTimeout(() => {
    if (stylesheet) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheet;
      document.head.append(link);
    }
    if (entry) import(entry);
  }, 0),
);
