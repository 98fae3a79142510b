// `npm run bench`: API load on PostgreSQL and PGlite at scale 1 and 100, against a `select 1`
// baseline measured in the same run; cold start; Lighthouse and JavaScript sizes of the pages.
// Writes bench/results/latest.json and bench/results/latest.md and prints the table.
//
// Knobs (environment): BENCH_DURATION (s per scenario, 10), BENCH_WARMUP (s, 2), BENCH_CONNECTIONS (50),
// BENCH_DATABASES (postgres,pglite), BENCH_SCALES (1,100), BENCH_PAGES (1), BENCH_COLD_START (1),
// BENCH_CACHED (databases whose public answers are measured again with the in-process read cache on:
// postgres), BENCH_REVALIDATED (databases whose public answers are measured again as a cache in front
// asks for them, with If-None-Match: postgres), BENCH_ONLY (scenario ids to run, e.g. `book,class`; all by default), BENCH_LIGHTHOUSE_RUNS (5, at least 1),
// DATABASE_URL (a PostgreSQL server where the bench may create and drop `attune_bench_*` databases;
// default postgres://postgres@127.0.0.1:5432/test).
//
// Issue 64's production mix (`BENCH_ONLY=production-mix,availability`): measured as production runs,
// default settings, the read cache on. For the figure before a change, point the same bench at another
// checkout of the app: BENCH_APP_DIR (its root, with node_modules; built there if stale; its own
// bench/lib/fixtures.ts seeds its own schema), BENCH_RESULTS_NAME (the results' file name instead of
// `latest`, so the "after" report is not overwritten), BENCH_APP_LABEL (how the report names that app when
// its checkout is no git checkout). Then BENCH_BEFORE (the "before" run's JSON) puts
// its mix beside this run's in the report. The exact commands are in the README's Benchmarks section.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { measureColdStart } from './lib/cold-start.mjs';
import { cpuMeter } from './lib/cpu.mjs';
import { createPgliteDirectory, createPostgresDatabase, postgresAvailable } from './lib/databases.mjs';
import { responseBytes, runLoad } from './lib/load.mjs';
import { measurePages } from './lib/pages.mjs';
import { APP_ROOT, databaseEnv, ROOT, startServer, stopAll, stopServer } from './lib/processes.mjs';
import { renderMarkdown } from './lib/report.mjs';

register();
/** A module of the measured app's checkout (this one unless BENCH_APP_DIR names another). */
const appModule = (file) => import(pathToFileURL(path.join(APP_ROOT, file)).href);
// The fixtures seed with the measured app's own migrations and seed, so they come from its checkout.
const fixtures = await appModule('bench/lib/fixtures.ts');
const { buildClientIfStale } = await appModule('scripts/build-if-stale.mjs');
const { buildServer, serverBundleIsStale } = await appModule('scripts/build-server.mjs');
const { precompressClient } = await appModule('scripts/precompress-client.mjs');

const env = process.env;
const list = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const settings = {
  durationSeconds: Number(env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP ?? 2),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  databases: list(env.BENCH_DATABASES, 'postgres,pglite').filter((d) => ['postgres', 'pglite'].includes(d)),
  scales: list(env.BENCH_SCALES, '1,100').map(Number),
  pages: env.BENCH_PAGES !== '0',
  /**
   * Lighthouse runs per page and form factor; the median (by performance score) is reported. Five,
   * as Lighthouse's variability guide advises: total blocking time alone moved 110-430 ms between
   * three back-to-back runs of one page on this kind of machine. At least one: a page without a run
   * has no figures to report (BENCH_PAGES=0 leaves the pages out instead).
   */
  lighthouseRuns: Math.max(1, Number(env.BENCH_LIGHTHOUSE_RUNS ?? 5)),
  coldStart: env.BENCH_COLD_START !== '0',
  postgresUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  /** Only these scenario ids (e.g. `book,class`), for quick runs while working on one of them. */
  only: env.BENCH_ONLY ? list(env.BENCH_ONLY, '') : undefined,
  /** The results' file name in bench/results (`latest`): a "before" run keeps its own. */
  resultsName: env.BENCH_RESULTS_NAME || 'latest',
  /** A "before" run's results JSON, whose production mix the report shows beside this run's. */
  before: env.BENCH_BEFORE || undefined,
  /**
   * Databases on which the public answers at a fixed URL run a second time as a shared cache in front
   * revalidates them (If-None-Match, answered 304), with the in-process cache off: what a 304 costs.
   */
  revalidated: list(env.BENCH_REVALIDATED, 'postgres'),
  /**
   * Databases on which the public answers run again with the in-process read cache on
   * (CATALOGUE_CACHE_SECONDS, its default): the "cache on" side of issue 15's budgets (docs/decisions/0044).
   * The first side runs with it off, so every request is computed.
   */
  cached: list(env.BENCH_CACHED, 'postgres'),
  /** Free places (and members) prepared for the booking scenario: more than it can book in time. */
  bookingPlaces: env.BENCH_BOOKING_PLACES
    ? { postgres: Number(env.BENCH_BOOKING_PLACES), pglite: Number(env.BENCH_BOOKING_PLACES) }
    : { postgres: 40_000, pglite: 10_000 },
};

const APP = ['scripts/start.mjs'];
const BASELINE = ['--import', 'tsx', 'bench/baseline-server.ts'];

/**
 * Reads ask for a compressed answer, as every browser (and so the Attune client) does; this is
 * Chromium's header. Uncompressed, the 17 MB list at scale 100 measured the load generator: parsing
 * the bytes kept autocannon at a whole core at both scales (ADR 12).
 */
const BROWSER_ACCEPT = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One of `values` for the i-th request, spread evenly so that every record is asked for. */
const nth = (values, i) => values[i % values.length];

/**
 * The price bands: as GET /api/classes takes them, and as /browse writes them in its URL
 * (src/client/features/classes/components/browse-state.ts).
 */
const PRICE_BANDS = [
  { api: '', browse: '' },
  { api: 'priceMax=20', browse: 'price=0-20' },
  { api: 'priceMin=20&priceMax=50', browse: 'price=20-50' },
  { api: 'priceMin=50', browse: 'price=50+' },
];

/**
 * Filter combinations for the varied list (issue 15: "different filter combinations per request"):
 * service type × format × price band × time of day × sort, 1,200 in all, in a fixed shuffled order.
 * `api` is the list's URL; `browse` the same filters and sort as the /browse page's URL, as its
 * filters write it (the default sort left out).
 */
function filterCombinations() {
  const combos = [];
  for (const serviceType of ['', 'yoga', 'mental-health', 'reiki', 'sound-bath']) {
    for (const deliveryMethod of ['', 'online', 'in-person']) {
      for (const price of PRICE_BANDS) {
        for (const timeOfDay of ['', 'morning', 'afternoon', 'evening']) {
          for (const sort of ['recommended', 'price-asc', 'price-desc', 'rating', 'soonest']) {
            const filters = [
              serviceType && `serviceType=${serviceType}`,
              deliveryMethod && `deliveryMethod=${deliveryMethod}`,
            ];
            const q = [...filters, price.api, timeOfDay && `timeOfDay=${timeOfDay}`, `sort=${sort}`];
            const b = [
              ...filters,
              price.browse,
              timeOfDay && `timeOfDay=${timeOfDay}`,
              sort !== 'recommended' && `sort=${encodeURIComponent(sort)}`,
            ].filter(Boolean);
            combos.push({
              api: `/api/classes?${q.filter(Boolean).join('&')}`,
              browse: b.length > 0 ? `/browse?${b.join('&')}` : '/browse',
            });
          }
        }
      }
    }
  }
  shuffle(combos, 15);
  return combos;
}

/**
 * Issue 64's mix of anonymous traffic, as production is asked: shares of 100 requests, and what each
 * share asks for. Every request is a different URL of its share's list, in turn.
 */
const MIX = [
  { share: 40, what: 'class list pages' },
  { share: 25, what: 'class answers' },
  { share: 10, what: 'studio answers' },
  { share: 15, what: '/browse pages' },
  { share: 10, what: 'class pages' },
];
/** How many different classes the mix's class answers and class pages ask for (issue 64). */
const MIX_CLASSES = 2_000;
/** Session ids per GET /api/availability (issue 64): a class page's or a screen of cards' sessions. */
const AVAILABILITY_IDS = 24;

/**
 * Issue 64's production mix: `lists` holds one list of URLs per share of MIX. The i-th request is a
 * pure function of i (the same order every run, whichever code asks for it): 100 slots hold each
 * share's count in a fixed shuffled order, and the k-th request of a share asks for its k-th URL.
 */
function mixedPaths(lists) {
  const slots = MIX.flatMap(({ share }, kind) => Array.from({ length: share }, () => kind));
  shuffle(slots, 64);
  const seen = MIX.map(() => 0);
  const rank = slots.map((kind) => seen[kind]++);
  return (i) => {
    const slot = i % slots.length;
    const kind = slots[slot];
    const k = Math.floor(i / slots.length) * MIX[kind].share + rank[slot];
    return nth(lists[kind], k);
  };
}

/**
 * Issue 64's scenarios, measured as production runs: default settings (the read cache on, as
 * shipped), anonymous. The mix's first request after start is `/browse` (issue 64: ≤ 250 ms).
 */
function productionScenarios(fx) {
  const combos = filterCombinations();
  const classes = [...fx.classIds];
  shuffle(classes, 2_000);
  const someClasses = classes.slice(0, MIX_CLASSES);
  const pathOf = mixedPaths([
    combos.map((c) => c.api),
    someClasses.map((id) => `/api/classes/${id}`),
    fx.studioIds.map((id) => `/api/studios/${id}`),
    combos.map((c) => c.browse),
    someClasses.map((id) => `/classes/${id}`),
  ]);
  const n = (x) => x.toLocaleString('en-GB');
  const scenarios = [
    {
      id: 'production-mix',
      label:
        `Production mix: 40% class lists (${n(combos.length)} filters and sorts), 25% class answers ` +
        `(${n(someClasses.length)} classes), 10% studio answers (${n(fx.studioIds.length)} studios), ` +
        `15% /browse (the same filters), 10% class pages (${n(someClasses.length)} classes)`,
      path: pathOf(0),
      firstPath: '/browse',
      kind: 'mix',
      varied: true,
      setup: (i) => ({ path: pathOf(i) }),
    },
  ];
  // A checkout older than GET /api/availability seeds no list of sessions for it (its fixtures).
  const sessions = [...(fx.sessionIds ?? [])];
  if (sessions.length >= AVAILABILITY_IDS) {
    shuffle(sessions, 24);
    const idsFor = (i) =>
      Array.from({ length: AVAILABILITY_IDS }, (_, j) => nth(sessions, i * AVAILABILITY_IDS + j)).join(',');
    scenarios.push({
      id: 'availability',
      label: `GET /api/availability, ${AVAILABILITY_IDS} sessions each request (of ${n(sessions.length)})`,
      path: `/api/availability?sessions=${idsFor(0)}`,
      kind: 'detail',
      varied: true,
      needs: 'availability',
      setup: (i) => ({ path: `/api/availability?sessions=${idsFor(i)}` }),
    });
  }
  return scenarios.map((scenario) => ({ ...scenario, headers: BROWSER_ACCEPT }));
}

/** The path of page `n` of a list (`limit` default), found by following its Link headers. */
async function pathOfPage(baseUrl, path, n) {
  let next = path;
  for (let page = 1; page < n; page++) {
    const res = await fetch(`${baseUrl}${next}`);
    await res.arrayBuffer();
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    if (!next) return undefined;
  }
  return next;
}

/**
 * The read scenarios: issue 15's table (the lists, the pages that embed them, the detail routes over
 * every record) and issue 6's signed-in read. `kind` decides the budgets: a list must stay within
 * 64 KB and p99 50 ms, a page's HTML within 256 KB, a detail route flat from scale to scale.
 * `revalidate`: a public answer at a fixed URL, also measured as a cache in front revalidates it.
 * `cache`: a public answer or a drawn page, also measured with the in-process read cache on.
 */
function readScenarios(fx) {
  const auth = (i) => ({
    headers: { authorization: `Bearer ${nth(fx.readerTokens, i)}` },
  });
  const combos = filterCombinations();
  return [
    {
      // The app's own floor: the baseline's `select 1`, answered through every plugin of the real
      // server (security headers, rate limits, the sign-in check, validation, caching headers). No
      // route of the app can do better than this ratio to the bare baseline.
      id: 'app-health',
      label: 'GET /api/health (`select 1` through the whole app)',
      path: '/api/health',
      kind: 'detail',
    },
    {
      id: 'classes',
      label: 'GET /api/classes',
      path: '/api/classes',
      kind: 'list',
      revalidate: true,
      cache: true,
    },
    {
      id: 'classes-yoga',
      label: 'GET /api/classes?serviceType=yoga',
      path: '/api/classes?serviceType=yoga',
      kind: 'list',
      revalidate: true,
      cache: true,
    },
    {
      id: 'classes-varied',
      label: 'GET /api/classes, a different filter combination and sort each request',
      path: combos[0].api,
      kind: 'list',
      varied: true,
      cache: true,
      setup: (i) => ({ path: nth(combos, i).api }),
    },
    {
      id: 'classes-deep',
      label: 'GET /api/classes, page 50',
      path: '/api/classes',
      kind: 'list',
      revalidate: true,
      cache: true,
      /** Page 50 exists only in a catalogue of more than 49 pages: at scale 1 it is not measured. */
      resolvePath: (baseUrl) => pathOfPage(baseUrl, '/api/classes', 50),
    },
    {
      id: 'studios',
      label: 'GET /api/studios',
      path: '/api/studios',
      kind: 'list',
      revalidate: true,
      cache: true,
    },
    {
      id: 'class',
      label: `GET /api/classes/:id, ${fx.classIds.length.toLocaleString('en-GB')} different classes`,
      path: `/api/classes/${fx.classIds[0]}`,
      kind: 'detail',
      varied: true,
      cache: true,
      setup: (i) => ({ path: `/api/classes/${nth(fx.classIds, i)}` }),
    },
    {
      id: 'studio',
      label: `GET /api/studios/:id, ${fx.studioIds.length.toLocaleString('en-GB')} different studios`,
      path: `/api/studios/${fx.studioIds[0]}`,
      kind: 'detail',
      varied: true,
      cache: true,
      setup: (i) => ({ path: `/api/studios/${nth(fx.studioIds, i)}` }),
    },
    { id: 'browse-html', label: '/browse (HTML)', path: '/browse', kind: 'page', cache: true },
    { id: 'studios-html', label: '/studios (HTML)', path: '/studios', kind: 'page', cache: true },
    {
      id: 'user-bookings',
      label: 'GET /api/user/bookings (signed in)',
      path: '/api/user/bookings',
      kind: 'detail',
      setup: auth,
      needs: 'auth',
    },
  ].map((scenario) => ({ ...scenario, headers: BROWSER_ACCEPT }));
}

function bookingScenario(fx, runId) {
  // Every request is a different member. One in twenty races for the last places of a nearly full
  // session; the others book seats dealt from sessions with room, so they should all succeed.
  const seats = fx.targets.flatMap((t) => Array.from({ length: t.room }, () => t));
  shuffle(seats, 20_261_121);
  let seat = 0;
  return {
    id: 'book',
    label: 'POST /api/bookings',
    path: '/api/bookings',
    method: 'POST',
    kind: 'write',
    headers: { 'content-type': 'application/json' },
    setup(i) {
      const racing = i % 20 === 19 && fx.hot.length > 0;
      const target = racing ? fx.hot[Math.floor(i / 20) % fx.hot.length] : seats[seat++ % seats.length];
      return {
        headers: {
          authorization: `Bearer ${fx.tokens[i % fx.tokens.length]}`,
          'idempotency-key': `bench-${runId}-${i}`,
        },
        body: JSON.stringify({ sessionId: target.sessionId, amountPaid: target.amountPaid }),
      };
    },
  };
}

function shuffle(array, seed) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = array.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [array[i], array[j]] = [array[j], array[i]];
  }
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function printLine(database, scale, label, r, baselineRps) {
  const ratio = baselineRps ? ` ${fmt(r.requestsPerSecond / baselineRps, 2)}× baseline` : '';
  console.log(
    `  ${database} ×${scale}  ${label.padEnd(48)} ${fmt(r.requestsPerSecond).padStart(6)} req/s` +
      `  p50 ${fmt(r.latencyMs.p50, 1)} ms  p99 ${fmt(r.latencyMs.p99, 1)} ms` +
      `  non-2xx ${r.non2xx}  5xx ${r.serverErrors}  errors ${r.errors}` +
      `${r.cpuMsPerRequest ? `  cpu ${fmt(r.cpuMsPerRequest.total, 3)} ms/req (db ${fmt(r.cpuMsPerRequest.db, 3)})` : ''}${ratio}`,
  );
}

/**
 * How long the server takes to answer one request, compressed as a browser accepts it: the
 * scenario's `firstPath`, or its first request.
 */
async function firstAnswerMs(baseUrl, scenario) {
  const first = scenario.setup?.(0);
  const started = performance.now();
  const res = await fetch(`${baseUrl}${scenario.firstPath ?? first?.path ?? scenario.path}`, {
    headers: { 'accept-encoding': 'gzip, br', ...scenario.headers, ...first?.headers },
  });
  await res.arrayBuffer();
  return performance.now() - started;
}

/** Which optional routes (from the auth and booking work, and issue 64's live places) this build has. */
async function probeFeatures(baseUrl) {
  const res = await fetch(`${baseUrl}/api/user/bookings`);
  await res.arrayBuffer();
  const places = await fetch(`${baseUrl}/api/availability?sessions=`);
  await places.arrayBuffer();
  return { auth: res.status !== 404, availability: places.status !== 404 };
}

async function measureBaseline(run, connection) {
  const server = await startServer('baseline', BASELINE, databaseEnv(connection));
  try {
    const scenario = { id: 'baseline', label: 'baseline: Fastify + select 1', path: '/api/health' };
    const result = await runLoad(server.baseUrl, scenario, settings, cpuMeter(server, connection));
    printLine(run.database, run.scale, scenario.label, result);
    return result;
  } finally {
    await stopServer(server);
  }
}

/** The strong ETag of the answer at `path`, as a cache in front would have stored it. */
async function etagOf(baseUrl, scenario) {
  const res = await fetch(`${baseUrl}${scenario.path}`, { headers: scenario.headers });
  await res.arrayBuffer();
  return res.headers.get('etag') ?? undefined;
}

/** How each variant of a read scenario is served, and the suffix of its label. */
const VARIANTS = {
  /** Every request computed: the in-process read cache off. */
  measured: { env: { CATALOGUE_CACHE_SECONDS: '0' }, suffix: '' },
  /** The in-process read cache on, as the server starts by default (docs/decisions/0044). */
  cached: { env: {}, suffix: ' (read cache on)' },
  /** Every request a revalidation answered 304, the read cache off: what a cache in front costs. */
  revalidated: { env: { CATALOGUE_CACHE_SECONDS: '0' }, suffix: ' (revalidated: 304)' },
  /** Issue 64: as production runs, every setting at its default (the read cache on). */
  production: { env: {}, suffix: '' },
};

/**
 * One read scenario against a fresh app server, so a slow scenario's backlog never weighs on the next.
 * `variant` (see VARIANTS): computed, read cache on, or every request carrying the answer's ETag in
 * If-None-Match and getting a 304, as from a CDN or reverse proxy whose copy went stale.
 */
async function measureRead(run, scenario, connection, features, { variant: name = 'measured' } = {}) {
  const revalidated = name === 'revalidated';
  const variant = VARIANTS[name].suffix;
  const server = await startServer('app', APP, { ...databaseEnv(connection), ...VARIANTS[name].env });
  try {
    Object.assign(features, await probeFeatures(server.baseUrl));
    if (scenario.needs && !features[scenario.needs]) {
      if (!variant) run.notes.push(`${scenario.label}: not measured, the build has no such route yet.`);
      if (name === 'production')
        console.log(`  ${scenario.label}: not measured, the build has no such route`);
      return undefined;
    }
    let measured = scenario;
    if (scenario.resolvePath) {
      const resolved = await scenario.resolvePath(server.baseUrl);
      if (!resolved) return undefined;
      measured = { ...scenario, path: resolved };
    }
    // The first answer after start, as a browser asks for it (issue 35: the first /browse ≤ 250 ms).
    const firstMs = await firstAnswerMs(server.baseUrl, measured);
    const size = await responseBytes(server.baseUrl, measured);
    if (size.status !== 200) throw new Error(`${scenario.label} answered ${size.status}`);
    if (revalidated) {
      const etag = await etagOf(server.baseUrl, measured);
      if (!etag) throw new Error(`${scenario.label} carries no ETag`);
      measured = { ...measured, headers: { ...measured.headers, 'if-none-match': etag }, okStatus: 304 };
    }
    const result = await runLoad(server.baseUrl, measured, settings, cpuMeter(server, connection));
    printLine(run.database, run.scale, `${scenario.label}${variant}`, result);
    return {
      scenario: measured,
      result: { ...result, responseBytes: size.bytes, wireBytes: size.wireBytes, firstMs },
    };
  } finally {
    await stopServer(server);
  }
}

/**
 * POST /api/bookings with fresh members and extra capacity (prepared while no server holds the
 * database), then the overbooking check on the database the server wrote to.
 */
async function measureBooking(run, db) {
  const booking = await fixtures.prepareBookings(db.connection, settings.bookingPlaces[run.database]);
  const before = await fixtures.checkIntegrity(db.connection);
  const server = await startServer('app', APP, databaseEnv(db.connection));
  let result;
  const scenario = bookingScenario(booking, Date.now().toString(36));
  try {
    if (!(await probeFeatures(server.baseUrl)).auth) {
      run.notes.push('POST /api/bookings: not measured, the build has no booking route yet.');
      return undefined;
    }
    result = await runLoad(server.baseUrl, scenario, settings, cpuMeter(server, db.connection));
  } finally {
    await stopServer(server);
  }
  const after = await fixtures.checkIntegrity(db.connection);
  const created = [result.statuses, result.warmup?.statuses ?? {}]
    .flatMap((s) => Object.entries(s))
    .filter(([code]) => code.startsWith('2'))
    .reduce((n, [, count]) => n + count, 0);
  const integrity = {
    ...after,
    bookingsCreated: after.confirmedBookings - before.confirmedBookings,
    successfulResponses: created,
    freePlacesBefore: booking.freePlaces,
  };
  // Rows without an answer can only be requests still in flight when a phase (warm-up, run) ended.
  const unanswered = integrity.bookingsCreated - created;
  integrity.consistent = unanswered >= 0 && unanswered <= 2 * settings.connections;
  printLine(run.database, run.scale, scenario.label, result);
  console.log(
    `  ${run.database} ×${run.scale}  bookings: ${integrity.overbooked} sessions overbooked, ` +
      `${integrity.mismatched} with participants ≠ bookings; ${integrity.bookingsCreated} rows for ${created} 2xx answers`,
  );
  return { scenario, result, integrity };
}

/**
 * Every scenario on one kind of database. Each read scenario runs on every scale back to back, so
 * the comparison between scales is not skewed by whatever else the machine was doing minutes apart;
 * the baseline runs before and after all of them, on the scale-1 database (`select 1` reads no table).
 */
async function benchDatabase(kind) {
  const scales = [...settings.scales].sort((a, b) => a - b);
  const dbs = [];
  try {
    const sets = [];
    for (const scale of scales) {
      const db =
        kind === 'postgres'
          ? await createPostgresDatabase(settings.postgresUrl, scale)
          : createPgliteDirectory(scale);
      dbs.push(db);
      const started = Date.now();
      const fx = await fixtures.prepareDatabase(db.connection, scale);
      const run = {
        database: kind,
        scale,
        scenarios: [],
        notes: [],
        seedSeconds: (Date.now() - started) / 1000,
      };
      console.log(`\n${kind} at scale ${scale}: seeded in ${fmt(run.seedSeconds, 1)} s`);
      sets.push({
        scale,
        db,
        fx,
        run,
        measured: [],
        cached: [],
        revalidated: [],
        production: [],
        features: {},
      });
    }
    const first = sets[0];
    const baselines = [await measureBaseline(first.run, first.db.connection)];

    const variants = [
      'measured',
      ...(settings.cached.includes(kind) ? ['cached'] : []),
      ...(settings.revalidated.includes(kind) ? ['revalidated'] : []),
    ];
    for (const variant of variants) {
      for (const { id, revalidate, cache } of readScenarios(first.fx)) {
        if (settings.only && !settings.only.includes(id)) continue;
        if ((variant === 'revalidated' && !revalidate) || (variant === 'cached' && !cache)) continue;
        for (const set of sets) {
          const scenario = readScenarios(set.fx).find((x) => x.id === id);
          const measured = await measureRead(set.run, scenario, set.db.connection, set.features, { variant });
          if (measured) set[variant].push(measured);
        }
      }
    }

    // Issue 64: the production mix and live places, default settings (the read cache on).
    for (const { id } of productionScenarios(first.fx)) {
      if (settings.only && !settings.only.includes(id)) continue;
      for (const set of sets) {
        const scenario = productionScenarios(set.fx).find((x) => x.id === id);
        if (!scenario) continue;
        const measured = await measureRead(set.run, scenario, set.db.connection, set.features, {
          variant: 'production',
        });
        if (measured) set.production.push(measured);
      }
    }

    const booking =
      first.scale === 1 && (!settings.only || settings.only.includes('book'))
        ? await measureBooking(first.run, first.db)
        : undefined;

    baselines.push(await measureBaseline(first.run, first.db.connection));
    const baselineRps = (baselines[0].requestsPerSecond + baselines[1].requestsPerSecond) / 2;
    const baselineCpu = (baselines[0].cpuMsPerRequest?.total + baselines[1].cpuMsPerRequest?.total) / 2;
    const withRatio = ({ scenario, result }) => ({
      ...pick(scenario),
      ...result,
      ratio: result.requestsPerSecond / baselineRps,
      cpuRatio: result.cpuMsPerRequest ? baselineCpu / result.cpuMsPerRequest.total : undefined,
    });
    for (const set of sets) {
      const { run } = set;
      run.features = set.features;
      run.baseline = {
        ...baselines[0],
        requestsPerSecond: baselineRps,
        cpuMsPerRequest: baselineCpu,
        runs: baselines,
        measuredOnScale: first.scale,
      };
      run.scenarios = set.measured.map(withRatio);
      if (set.cached.length > 0) run.cached = set.cached.map(withRatio);
      if (set.revalidated.length > 0) run.revalidated = set.revalidated.map(withRatio);
      if (set.production.length > 0) {
        run.production = set.production.map((x) => ({ ...withRatio(x), firstMs: x.result.firstMs }));
      }
      if (booking && set === first) {
        run.scenarios.push({ ...withRatio(booking), integrity: booking.integrity });
      }
      const ratios = [
        ...run.scenarios,
        ...(run.cached ?? []).map((x) => ({ ...x, id: `${x.id} (cached)` })),
        ...(run.revalidated ?? []).map((x) => ({ ...x, id: `${x.id} (304)` })),
        ...(run.production ?? []),
      ]
        .map((x) => `${x.id} ${fmt(x.ratio, 2)}× (CPU ${fmt(x.cpuRatio, 2)}×)`)
        .join(', ');
      console.log(`  ${kind} ×${set.scale}  baseline ${fmt(baselineRps)} req/s (mean); ratios: ${ratios}`);
    }
    return sets.map((set) => set.run);
  } finally {
    for (const db of dbs) await db.drop();
  }
}

const pick = ({ id, label, path: p, kind, varied, firstPath }) => ({
  id,
  label,
  path: p,
  kind,
  varied,
  firstPath,
});

/** The measured checkout's commit, when it is a git checkout (BENCH_APP_DIR may be an export). */
function appCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: APP_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** The "before" run (BENCH_BEFORE): its results, or a note saying why it is not shown. */
function readBefore(results) {
  if (!settings.before) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.resolve(settings.before), 'utf8'));
  } catch (err) {
    results.notes.push(`The "before" run (BENCH_BEFORE) could not be read: ${err.message}`);
    return undefined;
  }
}

async function main() {
  const started = Date.now();
  const results = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    settings: { ...settings, postgresUrl: undefined },
    /** Which app was measured: this checkout, or another (BENCH_APP_DIR), by its commit. */
    app: { commit: appCommit(), otherCheckout: APP_ROOT !== ROOT, label: env.BENCH_APP_LABEL || undefined },
    runs: [],
    notes: [],
  };
  console.log(
    `Attune benchmark: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ` +
      `${settings.durationSeconds} s per scenario, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  buildClientIfStale();
  precompressClient(path.join(APP_ROOT, 'dist/client'));
  if (serverBundleIsStale()) await buildServer();

  const databases = [];
  for (const kind of settings.databases) {
    if (kind === 'postgres' && !(await postgresAvailable(settings.postgresUrl))) {
      results.notes.push(
        `PostgreSQL at ${redact(settings.postgresUrl)} is not reachable: its runs were skipped.`,
      );
      console.log(results.notes.at(-1));
      continue;
    }
    databases.push(kind);
  }

  const hasClient = fs.existsSync(path.join(APP_ROOT, 'src/client/index.html'));
  if (settings.pages && !hasClient) {
    results.notes.push('Pages: not measured, there is no client (src/client) in this build yet.');
  }
  for (const kind of databases) results.runs.push(...(await benchDatabase(kind)));

  if (settings.coldStart) {
    console.log(
      '\nCold start: npm start on an existing build and PGlite folder, to the first 200 from /api/health',
    );
    results.coldStart = await measureColdStart();
    const c = results.coldStart;
    console.log(
      `  ${c.runsMs.map((ms) => `${ms} ms`).join(', ')} (median ${c.medianMs} ms, fastest ${c.minMs} ms; ` +
        `CPU ${c.medianCpuMs} ms median)`,
    );
  }

  if (settings.pages && hasClient) {
    // A fresh demo database: the API runs leave thousands of bench bookings and sessions behind.
    console.log('\nPages: Lighthouse 12 (mobile and desktop) and the JavaScript each route loads');
    const db = databases.includes('postgres')
      ? await createPostgresDatabase(settings.postgresUrl, 1)
      : createPgliteDirectory(1);
    try {
      const fx = await fixtures.prepareDatabase(db.connection, 1);
      const server = await startServer('app', APP, databaseEnv(db.connection));
      try {
        results.pages = await measurePages(server.baseUrl, fx, { lighthouseRuns: settings.lighthouseRuns });
      } finally {
        await stopServer(server);
      }
    } finally {
      await db.drop();
    }
  }

  results.finishedAt = new Date().toISOString();
  results.totalSeconds = Math.round((Date.now() - started) / 1000);
  const outDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const name = settings.resultsName;
  fs.writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  const markdown = renderMarkdown(results, readBefore(results));
  fs.writeFileSync(path.join(outDir, `${name}.md`), markdown);
  console.log(`\n${markdown}`);
  console.log(`Wrote bench/results/${name}.json and bench/results/${name}.md in ${results.totalSeconds} s.`);
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

// Stop what we started however the run ends (an error, Ctrl-C, a hung scenario).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}
const watchdogMinutes = Number(env.BENCH_TIMEOUT_MINUTES ?? 60);
setTimeout(async () => {
  console.error(`The benchmark is still running after ${watchdogMinutes} minutes: stopping it.`);
  await stopAll();
  process.exit(124);
}, watchdogMinutes * 60_000).unref();
try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await stopAll();
}
