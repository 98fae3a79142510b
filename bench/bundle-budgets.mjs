// `node bench/bundle-budgets.mjs`: the script requests and gzip KB of JavaScript each public page
// loads, against issue 35's budgets (15 scripts, 100 KB), in a minute instead of the whole bench.
// Starts the production server (npm start: builds what is stale) on an in-memory demo database, or
// measures BASE_URL when given. Exits 1 when a page is over budget. BUNDLE_FILES=1 lists each file.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';
import { bundleLine, javascriptLoaded, pageRoutes } from './lib/pages.mjs';
import { startServer, stopAll } from './lib/processes.mjs';

async function firstId(baseUrl, path) {
  const res = await fetch(`${baseUrl}${path}`);
  const body = await res.json();
  const items = Array.isArray(body) ? body : (body.items ?? body.data ?? []);
  if (!items[0]?.id) throw new Error(`no id in ${path}`);
  return items[0].id;
}

let failed = false;
try {
  const server = process.env.BASE_URL
    ? { baseUrl: process.env.BASE_URL }
    : await startServer('app', ['scripts/start.mjs'], { PGLITE_DIR: 'memory://', SEED_DEMO_DATA: 'true' });
  const fx = {
    classId: await firstId(server.baseUrl, '/api/classes?limit=1'),
    studioId: await firstId(server.baseUrl, '/api/studios?limit=1'),
  };
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const route of pageRoutes(fx)) {
      const page = { ...route, js: await javascriptLoaded(browser, `${server.baseUrl}${route.path}`) };
      console.log(bundleLine(page));
      if (process.env.BUNDLE_FILES) {
        for (const f of page.js.files)
          console.log(`    ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB ${f.url}`);
      }
      if (page.js.requests > page.scriptBudget || page.js.gzipBytes > page.jsBudgetKb * 1024) failed = true;
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopAll();
}
process.exitCode = failed ? 1 : 0;
