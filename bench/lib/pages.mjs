// Pages: Lighthouse 12 (mobile and desktop) in the system Chromium, and the gzip size of the
// JavaScript each route loads (every script response of a fresh page load, gzipped at level 9).
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { PAGE_BUDGETS } from './page-budgets.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'fcpMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'speedIndexMs',
};

export function pageRoutes(fx) {
  return [
    { id: 'landing', path: '/', label: '/' },
    { id: 'home', path: '/home', label: '/home' },
    { id: 'browse', path: '/browse', label: '/browse' },
    { id: 'class', path: `/classes/${fx.classId}`, label: '/classes/:id' },
    { id: 'studio', path: `/studios/${fx.studioId}`, label: '/studios/:id' },
  ].map((route) => ({ ...route, jsBudgetKb: PAGE_BUDGETS.jsKb, scriptBudget: PAGE_BUDGETS.scripts }));
}

async function runLighthouse(chromePath, url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, '--headless'],
    logLevel: 'silent',
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
      ]),
    );
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([audit, key]) => [key, lhr.audits[audit]?.numericValue]),
    );
    // What cost points, so a score below budget says why.
    const failing = [];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push({ category: c, id: ref.id, score: audit.score, title: audit.title });
        }
      }
    }
    // Lighthouse's own measure of how fast the machine was during the run (higher is faster): on a
    // shared machine it moves from run to run, and the simulated phone's timings move with it.
    const benchmarkIndex = lhr.environment?.benchmarkIndex;
    return { scores, metrics, failing, benchmarkIndex, runtimeError: lhr.runtimeError?.message };
  } finally {
    await chrome.kill();
  }
}

/** Every script a fresh load of `url` fetches (until the network is idle), with its gzip size. */
export async function javascriptLoaded(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type === 'script' || /javascript/.test(contentType)) scripts.push(response);
    });
    await page.goto(url);
    // The page starts its code after its first paint (public/paint-first.js): wait until it is live,
    // then until what it fetched on the way has arrived.
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const response of scripts) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({
        url: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      });
    }
    const gzipBytes = files.reduce((n, f) => n + f.gzipBytes, 0);
    return { gzipBytes, bytes: files.reduce((n, f) => n + f.bytes, 0), requests: files.length, files };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse `runs` times and the run with the median performance score, as Lighthouse's own docs
 * advise: one run on a shared machine can be off by ten points either way.
 */
async function medianLighthouse(chromePath, url, formFactor, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    let result = await runLighthouse(chromePath, url, formFactor);
    // Headless Chromium now and then loses the trace's navigation start (NO_NAVSTART): that run says
    // nothing about the page, so it is tried again (twice at most) rather than counted.
    for (let retry = 0; retry < 2 && typeof result.scores.performance !== 'number'; retry++) {
      result = await runLighthouse(chromePath, url, formFactor);
    }
    results.push(result);
  }
  const scored = results
    .filter((r) => typeof r.scores.performance === 'number')
    .sort((a, b) => a.scores.performance - b.scores.performance);
  const median = scored[Math.floor((scored.length - 1) / 2)] ?? results[0];
  return {
    ...median,
    performanceRuns: results.map((r) => r.scores.performance),
    benchmarkIndexes: results.map((r) => (r.benchmarkIndex == null ? null : Math.round(r.benchmarkIndex))),
  };
}

export async function measurePages(baseUrl, fx, { lighthouseRuns = 3 } = {}) {
  const chromePath = await findChromium();
  const routes = pageRoutes(fx);
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const pages = [];
  try {
    for (const route of routes) {
      const js = await javascriptLoaded(browser, `${baseUrl}${route.path}`);
      pages.push({ ...route, js });
    }
  } finally {
    await browser.close();
  }
  for (const page of pages) {
    page.lighthouse = {};
    for (const formFactor of ['mobile', 'desktop']) {
      const result = await medianLighthouse(chromePath, `${baseUrl}${page.path}`, formFactor, lighthouseRuns);
      page.lighthouse[formFactor] = result;
      const s = result.scores;
      console.log(
        `  ${page.label.padEnd(14)} ${formFactor.padEnd(7)} performance ${s.performance} ` +
          `(runs: ${result.performanceRuns.map((r) => r ?? 'failed').join(', ')}; machine benchmarkIndex ` +
          `${result.benchmarkIndexes.map((b) => b ?? '?').join(', ')}) accessibility ${s.accessibility} ` +
          `best practices ${s['best-practices']} SEO ${s.seo}`,
      );
    }
    console.log(`  ${bundleLine(page)}`);
  }
  return pages;
}

/** One page's script requests and JavaScript against their budgets, as one line. */
export function bundleLine(page) {
  const kb = page.js.gzipBytes / 1024;
  const verdict = (ok) => (ok ? 'pass' : 'FAIL');
  return (
    `${page.label.padEnd(14)} ${String(page.js.requests).padStart(3)} scripts ` +
    `(≤ ${page.scriptBudget}: ${verdict(page.js.requests <= page.scriptBudget)}), ` +
    `${kb.toFixed(1).padStart(6)} KB gzip (≤ ${page.jsBudgetKb}: ${verdict(kb <= page.jsBudgetKb)})`
  );
}
