// Server-rendered pages load their code through this file (see src/server/plugins/server-render.ts):
// the page the server drew is painted first, and only then is the application fetched and hydrated,
// so nothing competes with that first paint. data-entry names the built entry module.
const script = document.getElementById('attune-entry');
const entry = script?.dataset.entry;
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry), 0));
