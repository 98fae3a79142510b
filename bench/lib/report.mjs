// The readable report: one table per database and scale, issue 15's table at the largest scale, the
// growth from scale 1 to the largest scale, bookings integrity, pages, cold start, and every budget of
// issues 6, 15 and 35 with its verdict.

import { PAGE_BUDGETS } from './page-budgets.mjs';

const num = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const kb = (bytes) =>
  bytes >= 1024 * 1024 ? `${num(bytes / 1024 / 1024, 1)} MB` : `${num(bytes / 1024, 1)} KB`;
const mark = (ok) => (ok === undefined ? '–' : ok ? '✅' : '❌');
const DB_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' };
/** Lighthouse's SLOW_CPU_BENCHMARK_INDEX_THRESHOLD (core/gather/driver/environment.js). */
const LIGHTHOUSE_SLOW_CPU_INDEX = 1000;

function table(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const find = (results, database, scale) =>
  results.runs.find((r) => r.database === database && r.scale === scale);
const scenario = (run, id, field = 'scenarios') => run?.[field]?.find((s) => s.id === id);

/** The API budgets of issue 6 (PostgreSQL, scale 1) and the growth from scale 1 to the largest. */
function apiBudgets(results, field) {
  const out = [];
  const pg1 = find(results, 'postgres', 1);
  for (const id of ['class', 'studio']) {
    const s = scenario(pg1, id, field);
    if (!s) continue;
    out.push({
      key: `${id}`,
      budget: `${s.label}: ≥ 0.5× baseline req/s, p99 ≤ 15 ms (PostgreSQL, scale 1)`,
      measured: `${num(s.ratio, 2)}× (CPU ${num(s.cpuRatio, 2)}×), p99 ${num(s.latencyMs.p99)} ms`,
      ok: s.ratio >= 0.5 && s.latencyMs.p99 <= 15,
    });
  }
  const list = scenario(pg1, 'classes', field);
  if (list) {
    out.push({
      key: 'classes',
      budget: 'GET /api/classes: ≥ 0.25× baseline req/s (PostgreSQL, scale 1)',
      measured: `${num(list.ratio, 2)}× (CPU ${num(list.cpuRatio, 2)}×)`,
      ok: list.ratio >= 0.25,
    });
  }
  const book = field === 'scenarios' ? scenario(pg1, 'book') : undefined;
  if (book) {
    const i = book.integrity;
    out.push({
      key: 'book',
      budget: 'POST /api/bookings: ≥ 0.15× baseline req/s, zero overbooking, zero 5xx (PostgreSQL, scale 1)',
      measured: `${num(book.ratio, 2)}× (CPU ${num(book.cpuRatio, 2)}×), ${i.overbooked} overbooked, ${book.serverErrors} 5xx`,
      ok:
        book.ratio >= 0.15 &&
        i.overbooked === 0 &&
        i.mismatched === 0 &&
        i.consistent &&
        book.serverErrors === 0,
    });
  }
  for (const g of growth(results, field)) {
    out.push({
      key: `growth-${g.database}-${g.id}`,
      budget:
        g.kind !== 'detail'
          ? `${g.label} on ${DB_NAMES[g.database]}, scale 1 → ${g.scale}: latency grows no faster than the response`
          : `${g.label} on ${DB_NAMES[g.database]}, scale 1 → ${g.scale}: flat (mean latency within 1.5×)`,
      measured:
        g.kind !== 'detail'
          ? `latency ×${num(g.latencyGrowth, 1)}, response ×${num(g.bytesGrowth, 1)} (CPU ×${num(g.cpuGrowth, 1)})`
          : `latency ×${num(g.latencyGrowth, 2)} (CPU ×${num(g.cpuGrowth, 2)})`,
      ok: g.ok,
    });
  }
  return out;
}

const LIST_BYTES = 64 * 1024;
const LIST_P99_MS = 50;
const PAGE_BYTES = 256 * 1024;

/** PostgreSQL at the largest scale measured: where issue 15's budgets are judged. */
function largestPostgres(results) {
  return results.runs
    .filter((r) => r.database === 'postgres')
    .sort((a, b) => b.scale - a.scale)
    .find((r) => r.scale > 1);
}

/**
 * Issue 15's budgets at scale 100 on PostgreSQL, each judged on the server as it computes every
 * request (`field` 'scenarios'), with its in-process read cache on (`field` 'cached') and, where a
 * cache in front applies, as it answers that cache's revalidations (`field` 'revalidated', 304s).
 */
function catalogueBudgets(results, field) {
  const run = largestPostgres(results);
  if (!run) return [];
  const out = [];
  const where = `(PostgreSQL, scale ${run.scale})`;
  for (const s of run[field] ?? []) {
    if (s.kind === 'list') {
      out.push({
        key: `size-${s.id}`,
        budget: `${s.label}: ≤ 64 KB uncompressed${s.varied ? ' (the first combination)' : ''} ${where}`,
        measured: kb(s.responseBytes),
        ok: s.responseBytes <= LIST_BYTES,
      });
      out.push({
        key: `p99-${s.id}`,
        budget: `${s.label}: p99 ≤ ${LIST_P99_MS} ms ${where}`,
        measured: `p99 ${num(s.latencyMs.p99)} ms (mean ${num(s.latencyMs.mean, 1)} ms, ${num(s.requestsPerSecond)} req/s)`,
        ok: s.latencyMs.p99 <= LIST_P99_MS && s.requests > 0,
      });
    } else if (s.kind === 'page') {
      out.push({
        key: `size-${s.id}`,
        budget: `${s.label}: ≤ 256 KB ${where}`,
        measured: `${kb(s.responseBytes)} (${kb(s.wireBytes)} on the wire)`,
        ok: s.responseBytes <= PAGE_BYTES,
      });
    }
  }
  if (field !== 'scenarios') return out;
  for (const id of ['class', 'studio']) {
    const s = scenario(run, id);
    if (!s) continue;
    out.push({
      key: `ratio-${id}`,
      budget: `${s.label}: ≥ 0.5× baseline req/s ${where}`,
      measured: `${num(s.ratio, 2)}× (CPU ${num(s.cpuRatio, 2)}×), ${num(s.requestsPerSecond)} req/s, p99 ${num(s.latencyMs.p99)} ms`,
      ok: s.ratio >= 0.5,
    });
  }
  const varied = scenario(run, 'classes-varied');
  if (varied) {
    out.push({
      key: 'ratio-varied',
      budget: `A filtered, sorted list, a different combination each request: ≥ 0.25× baseline ${where}`,
      measured: `${num(varied.ratio, 2)}× (CPU ${num(varied.cpuRatio, 2)}×), ${num(varied.requestsPerSecond)} req/s`,
      ok: varied.ratio >= 0.25,
    });
  }
  const [first, deep] = [scenario(run, 'classes'), scenario(run, 'classes-deep')];
  if (first && deep) {
    const factor = deep.latencyMs.mean / first.latencyMs.mean;
    out.push({
      key: 'deep',
      budget: `Page 50 of GET /api/classes vs the first page: mean latency within 1.5× ${where}`,
      measured: `×${num(factor, 2)} (${num(deep.latencyMs.mean, 1)} ms vs ${num(first.latencyMs.mean, 1)} ms; CPU ${num(deep.cpuMsPerRequest?.total, 3)} vs ${num(first.cpuMsPerRequest?.total, 3)} ms/req)`,
      ok: factor <= 1.5,
    });
  }
  return out;
}

/** CPU per request of a measured answer, in ms (the server and its database backends). */
const cpuOf = (s) => s?.cpuMsPerRequest?.total;

/**
 * Issue 35's budgets for answers computed on every request (read cache off) at the largest scale on
 * PostgreSQL, each against the `select 1` floor of the same run; bookings where the bench measures
 * them (scale 1); and the growth of CPU per request from scale 1 to the largest.
 */
function computedBudgets(results) {
  const run = largestPostgres(results);
  if (!run) return [];
  const where = `(computed, PostgreSQL, scale ${run.scale})`;
  const out = [];
  const check = (id, label, limits) => {
    const s = scenario(run, id);
    if (!s) return;
    const cpu = cpuOf(s);
    if (limits.cpuMs !== undefined) {
      out.push({
        budget: `${label}: ≤ ${limits.cpuMs} ms of CPU per request ${where}`,
        measured: `${num(cpu, 2)} ms`,
        ok: cpu !== undefined && cpu <= limits.cpuMs,
      });
    }
    if (limits.ratio !== undefined) {
      out.push({
        budget: `${label}: ≥ ${limits.ratio}× the floor in req/s ${where}`,
        measured: `${num(s.ratio, 3)}× (${num(s.requestsPerSecond)} req/s)`,
        ok: s.ratio >= limits.ratio,
      });
    }
    if (limits.p99Ms !== undefined) {
      out.push({
        budget: `${label}: p99 ≤ ${limits.p99Ms} ms at ${results.settings?.connections ?? 50} connections ${where}`,
        measured: `${num(s.latencyMs.p99)} ms`,
        ok: s.latencyMs.p99 <= limits.p99Ms,
      });
    }
    if (limits.firstMs !== undefined) {
      out.push({
        budget: `${label}: the first after start ≤ ${limits.firstMs} ms ${where}`,
        measured: s.firstMs === undefined ? 'not measured' : `${num(s.firstMs)} ms`,
        ok: s.firstMs !== undefined && s.firstMs <= limits.firstMs,
      });
    }
  };
  check('classes', 'A list page (GET /api/classes)', { cpuMs: 1.5, ratio: 0.05, p99Ms: 100 });
  check('classes-varied', 'Varied filters (GET /api/classes)', { cpuMs: 2, ratio: 0.04 });
  check('class', 'The class page over all ids (GET /api/classes/:id)', { ratio: 0.35 });
  check('browse-html', '/browse drawn by the server', { cpuMs: 3, ratio: 0.025, firstMs: 250 });
  const pg1 = find(results, 'postgres', 1);
  const book = scenario(pg1, 'book');
  if (book) {
    out.push({
      budget: 'POST /api/bookings: ≤ 1.0 ms of CPU each (PostgreSQL, scale 1, where the bench books)',
      measured: `${num(cpuOf(book), 2)} ms`,
      ok: cpuOf(book) !== undefined && cpuOf(book) <= 1.0,
    });
  }
  for (const g of growth(results).filter((x) => x.database === 'postgres')) {
    out.push({
      budget: `${g.label}: CPU per request grows ≤ 1.25× from scale 1 to ${g.scale} (computed, PostgreSQL)`,
      measured:
        g.cpuGrowth === undefined
          ? 'not measured'
          : `×${num(g.cpuGrowth, 2)} (${num(g.cpu[0], 2)} → ${num(g.cpu[1], 2)} ms)${answerGrowth(g)}`,
      ok: g.cpuGrowth !== undefined && g.cpuGrowth <= 1.25,
    });
  }
  return out;
}

/**
 * When the answer itself is larger at the larger scale (a filtered list that fills a page only
 * there, a list of studios with more to show), how much larger: the CPU is judged as measured, and
 * this says how much of its growth is the answer's rather than the catalogue's.
 */
function answerGrowth(g) {
  if (!(g.jsonGrowth >= 1.05)) return '';
  const kb = (bytes) => num(bytes / 1024, 1);
  return `; the answer ×${num(g.jsonGrowth, 2)} (${kb(g.bytes[0])} → ${kb(g.bytes[1])} KB)`;
}

/** Every budget of issues 6, 15 and 35 that this run measured, with its figure and verdict. */
function budgets(results) {
  // Issue 6's budgets, judged on every request computed and with the read cache on (the server as
  // it starts by default).
  const apiCached = new Map(apiBudgets(results, 'cached').map((b) => [b.key, b]));
  const out = apiBudgets(results, 'scenarios').map((b) => ({ ...b, cached: apiCached.get(b.key) }));
  const byKey = (field) => new Map(catalogueBudgets(results, field).map((b) => [b.key, b]));
  const [cached, revalidated] = [byKey('cached'), byKey('revalidated')];
  out.push(
    ...catalogueBudgets(results, 'scenarios').map((b) => ({
      ...b,
      cached: cached.get(b.key),
      revalidated: revalidated.get(b.key),
    })),
  );
  out.push(...computedBudgets(results));
  for (const page of results.pages ?? []) {
    const s = page.lighthouse.mobile.scores;
    const tbt = page.lighthouse.mobile.metrics?.tbtMs;
    out.push({
      budget: `Lighthouse mobile ${page.label}: performance ≥ ${PAGE_BUDGETS.performance}, accessibility, best practices, SEO 100`,
      measured: `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
      ok:
        s.performance >= PAGE_BUDGETS.performance &&
        s.accessibility === 100 &&
        s['best-practices'] === 100 &&
        s.seo === 100,
    });
    out.push({
      budget: `Lighthouse mobile ${page.label}: total blocking time ≤ ${PAGE_BUDGETS.tbtMs} ms`,
      measured: tbt == null ? 'not measured' : `${Math.round(tbt)} ms`,
      ok: tbt != null && tbt <= PAGE_BUDGETS.tbtMs,
    });
    out.push({
      budget: `JavaScript loaded by ${page.label}: ≤ ${page.jsBudgetKb ?? PAGE_BUDGETS.jsKb} KB gzip`,
      measured: `${num(page.js.gzipBytes / 1024, 1)} KB`,
      ok: page.js.gzipBytes <= (page.jsBudgetKb ?? PAGE_BUDGETS.jsKb) * 1024,
    });
    const requests = page.js.requests ?? page.js.files?.length;
    out.push({
      budget: `Script requests of ${page.label}: ≤ ${page.scriptBudget ?? PAGE_BUDGETS.scripts}`,
      measured: String(requests),
      ok: requests <= (page.scriptBudget ?? PAGE_BUDGETS.scripts),
    });
  }
  if (results.coldStart) {
    out.push({
      budget: 'Cold start of npm start to the first 200 from /api/health: ≤ 3 s (PGlite)',
      measured:
        `${num(results.coldStart.medianMs / 1000, 2)} s (median of ${results.coldStart.runsMs.length}; ` +
        `fastest ${num(results.coldStart.minMs / 1000, 2)} s, CPU ${num(results.coldStart.medianCpuMs / 1000, 2)} s)`,
      ok: results.coldStart.medianMs <= 3000,
    });
  }
  return out;
}

/** Issue 15's table: each answer at the largest scale on PostgreSQL, computed, cached and revalidated. */
function catalogueTable(results) {
  const run = largestPostgres(results);
  // A run of issue 64's scenarios alone (BENCH_ONLY) measures none of issue 15's.
  if (!run?.scenarios.some((s) => s.kind !== 'write')) return undefined;
  const revalidated = (id) => scenario(run, id, 'revalidated');
  const cached = (id) => scenario(run, id, 'cached');
  return table(
    [
      'Answer',
      'Size',
      'on the wire',
      'req/s',
      '× baseline',
      'mean ms',
      'p99 ms',
      'read cache on: req/s, × baseline, p99 ms',
      'revalidated by a cache in front (304): req/s, p99 ms',
    ],
    run.scenarios
      .filter((s) => s.kind !== 'write')
      .map((s) => {
        const r = revalidated(s.id);
        const c = cached(s.id);
        return [
          s.label,
          kb(s.responseBytes),
          kb(s.wireBytes),
          num(s.requestsPerSecond),
          num(s.ratio, 2),
          num(s.latencyMs.mean, 1),
          num(s.latencyMs.p99),
          c ? `${num(c.requestsPerSecond)}, ${num(c.ratio, 2)}, ${num(c.latencyMs.p99)}` : '',
          r ? `${num(r.requestsPerSecond)}, ${num(r.latencyMs.p99)}` : '',
        ];
      }),
  );
}

/** Each read scenario at the largest scale against scale 1, per database. */
function growth(results, field = 'scenarios') {
  const out = [];
  for (const small of results.runs.filter((r) => r.scale === 1)) {
    const large = results.runs
      .filter((r) => r.database === small.database && r.scale > 1)
      .sort((a, b) => b.scale - a.scale)[0];
    if (!large) continue;
    for (const s of (small[field] ?? []).filter((x) => x.kind !== 'write')) {
      const l = scenario(large, s.id, field);
      if (!l) continue;
      // The exact mean (bench/lib/load.mjs), not p50: autocannon's percentiles are whole milliseconds.
      // No answer at all within the run counts as unbounded growth.
      const latencyGrowth = l.requests > 0 ? l.latencyMs.mean / s.latencyMs.mean : Number.POSITIVE_INFINITY;
      const cpuGrowth =
        l.cpuMsPerRequest && s.cpuMsPerRequest && l.requests > 0
          ? l.cpuMsPerRequest.total / s.cpuMsPerRequest.total
          : undefined;
      // A list must grow no faster than its answer, by whichever measure grows less: the JSON, or
      // the compressed bytes the requests actually receive.
      const jsonGrowth = l.responseBytes / s.responseBytes;
      const wireGrowth = l.wireBytes && s.wireBytes ? l.wireBytes / s.wireBytes : jsonGrowth;
      const bytesGrowth = Math.min(jsonGrowth, wireGrowth);
      out.push({
        database: small.database,
        scale: large.scale,
        id: s.id,
        label: s.label,
        kind: s.kind,
        mean: [s.latencyMs.mean, l.requests > 0 ? l.latencyMs.mean : Number.NaN],
        p99: [s.latencyMs.p99, l.latencyMs.p99],
        rps: [s.requestsPerSecond, l.requestsPerSecond],
        cpu: [s.cpuMsPerRequest?.total, l.cpuMsPerRequest?.total],
        bytes: [s.responseBytes, l.responseBytes],
        wireBytes: [s.wireBytes, l.wireBytes],
        jsonGrowth,
        wireGrowth,
        latencyGrowth,
        cpuGrowth,
        bytesGrowth,
        ok: s.kind === 'detail' ? latencyGrowth <= 1.5 : latencyGrowth <= bytesGrowth,
      });
    }
  }
  return out;
}

function runTable(run, list = run.scenarios) {
  const rows = [
    [
      'baseline: Fastify + `select 1`',
      num(run.baseline.requestsPerSecond),
      '1.00',
      num(run.baseline.cpuMsPerRequest, 3),
      '1.00',
      num(run.baseline.latencyMs.p50, 1),
      num(run.baseline.latencyMs.p99, 1),
      String(run.baseline.non2xx),
      String(run.baseline.errors),
      '',
      '',
      (run.baseline.runs ?? [run.baseline]).map((b) => num(b.clientCpuPercent)).join(', '),
      (run.baseline.runs ?? [run.baseline]).map((b) => num(b.loadAverage, 1)).join(', '),
    ],
    ...list.map((s) => [
      s.label,
      num(s.requestsPerSecond),
      num(s.ratio, 2),
      num(s.cpuMsPerRequest?.total, 3),
      num(s.cpuRatio, 2),
      num(s.latencyMs.p50, 1),
      num(s.latencyMs.p99, 1),
      s.kind === 'write'
        ? `${s.non2xx} (${Object.entries(s.statuses)
            .filter(([c]) => !c.startsWith('2'))
            .map(([c, n]) => `${n}× ${c}`)
            .join(', ')})`
        : String(s.non2xx),
      String(s.errors),
      s.responseBytes ? kb(s.responseBytes) : '',
      s.wireBytes ? kb(s.wireBytes) : '',
      num(s.clientCpuPercent),
      num(s.loadAverage, 1),
    ]),
  ];
  return table(
    [
      'Scenario',
      'req/s',
      '× baseline',
      'CPU ms/req',
      'CPU × baseline',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'response',
      'on the wire',
      'client CPU %',
      'load',
    ],
    rows,
  );
}

/** The PostgreSQL run at the largest scale measured (scale 1 too, unlike issue 15's tables). */
function largestPostgresRun(results) {
  return results.runs.filter((r) => r.database === 'postgres').sort((a, b) => b.scale - a.scale)[0];
}

/** How a run names the app it measured: its commit, or the label given for it. */
function appName(results) {
  const app = results?.app;
  if (!app) return 'this code';
  return app.label ?? (app.commit ? `\`${app.commit}\`` : 'another checkout');
}

/**
 * Issue 64's budgets, measured as production runs (default settings, the read cache on) on
 * PostgreSQL at the largest scale: the mix, live places, and the first /browse after a start.
 * `before` is the same run of the code before the change, whose mix must not be faster.
 */
function productionBudgets(run, before, connections) {
  const out = [];
  const where = `(PostgreSQL, scale ${run.scale}, default settings)`;
  const mix = scenario(run, 'production-mix', 'production');
  const beforeMix = scenario(before, 'production-mix', 'production');
  const row = (budget, measure, test) => {
    const s = measure(mix);
    const b = beforeMix ? measure(beforeMix) : undefined;
    return {
      budget,
      measured: s.text,
      ok: test(s),
      before: b?.text,
      beforeOk: b ? test(b) : undefined,
    };
  };
  if (mix) {
    out.push(
      row(
        `The production mix: ≥ 0.25× the floor in req/s ${where}`,
        (s) => ({ ratio: s.ratio, text: `${num(s.ratio, 3)}× (${num(s.requestsPerSecond)} req/s)` }),
        (x) => x.ratio >= 0.25,
      ),
      row(
        `The production mix: p99 ≤ 100 ms at ${connections} connections ${where}`,
        (s) => ({
          requests: s.requests,
          p99: s.latencyMs.p99,
          text: `${num(s.latencyMs.p99)} ms (p50 ${num(s.latencyMs.p50)} ms)`,
        }),
        (x) => x.requests > 0 && x.p99 <= 100,
      ),
      row(
        `The production mix: no errors, every answer a 2xx ${where}`,
        (s) => ({
          requests: s.requests,
          bad: s.non2xx + s.errors + (s.timeouts ?? 0),
          text: `${s.non2xx} non-2xx, ${s.errors} errors, ${s.timeouts ?? 0} timeouts of ${s.requests}`,
        }),
        (x) => x.requests > 0 && x.bad === 0,
      ),
      row(
        `The first /browse after a start ≤ 250 ms ${where}`,
        (s) => ({ ms: s.firstMs, text: s.firstMs === undefined ? 'not measured' : `${num(s.firstMs)} ms` }),
        (x) => x.ms !== undefined && x.ms <= 250,
      ),
    );
    if (beforeMix) {
      out.push({
        budget: `The production mix is not slower than before (${appName(before.results)}): × the floor, each against its own run's floor`,
        measured:
          `${num(mix.ratio, 3)}× vs ${num(beforeMix.ratio, 3)}× (CPU ${num(cpuOf(mix), 2)} vs ` +
          `${num(cpuOf(beforeMix), 2)} ms a request)`,
        ok: mix.ratio >= beforeMix.ratio,
      });
    }
  }
  const places = scenario(run, 'availability', 'production');
  if (places) {
    out.push({
      budget: `${places.label}: ≥ 0.5× the floor in req/s ${where}`,
      measured: `${num(places.ratio, 3)}× (${num(places.requestsPerSecond)} req/s, p99 ${num(places.latencyMs.p99)} ms)`,
      ok: places.ratio >= 0.5,
    });
    out.push({
      budget: `${places.label}: ≤ 0.5 ms of CPU per request ${where}`,
      measured: `${num(cpuOf(places), 3)} ms`,
      ok: cpuOf(places) !== undefined && cpuOf(places) <= 0.5,
    });
  }
  return out;
}

/** Issue 64's section: the production mix and live places, beside the run before the change. */
function productionSection(results, before) {
  const run = largestPostgresRun(results);
  if (!run?.production) return undefined;
  const beforeRun = before ? largestPostgresRun(before) : undefined;
  const rows = [
    ...run.production.map((s) => ({ s, floor: run.baseline, app: appName(results) })),
    ...(beforeRun?.production ?? []).map((s) => ({ s, floor: beforeRun.baseline, app: appName(before) })),
  ];
  const measuredTable = table(
    [
      'Scenario',
      'App',
      'req/s',
      '× the floor',
      'floor req/s',
      'CPU ms/req',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
      'first /browse ms',
      'load',
    ],
    rows.map(({ s, floor, app }) => [
      s.label,
      app,
      num(s.requestsPerSecond),
      num(s.ratio, 3),
      num(floor?.requestsPerSecond),
      num(s.cpuMsPerRequest?.total, 3),
      num(s.latencyMs.p50, 1),
      num(s.latencyMs.p99, 1),
      String(s.non2xx),
      String(s.errors),
      s.id === 'production-mix' ? num(s.firstMs) : '',
      num(s.loadAverage, 1),
    ]),
  );
  const b = productionBudgets(
    run,
    beforeRun && { ...beforeRun, results: before },
    results.settings?.connections ?? 50,
  );
  const budgetTable = table(
    ['Budget', appName(results), 'Holds', ...(beforeRun ? [`before: ${appName(before)}`, 'Holds'] : [])],
    b.map((x) => [
      x.budget,
      x.measured,
      mark(x.ok),
      ...(beforeRun ? [x.before ?? '', mark(x.beforeOk)] : []),
    ]),
  );
  const beforeNote = before
    ? beforeRun?.production
      ? ` The "before" rows are the same bench run against ${appName(before)} (${before.startedAt.slice(0, 16).replace('T', ' ')} UTC), each against the floor of its own run.`
      : ' The "before" run (BENCH_BEFORE) has no production mix on PostgreSQL.'
    : '';
  return (
    `### Production as it runs (issue 64, PostgreSQL, scale ${run.scale})\n\n` +
    'Anonymous traffic with every setting at its default, the read cache on as shipped ' +
    '(CATALOGUE_CACHE_SECONDS, 30): of each 100 requests, 40 class list pages (`GET /api/classes`, 1,200 ' +
    'filter and sort combinations), 25 class answers (`GET /api/classes/:id`, 2,000 classes), 10 studio ' +
    'answers (`GET /api/studios/:id`, every studio), 15 `/browse` pages (the same filters) and 10 class ' +
    'pages (`/classes/:id`, the same 2,000 classes), in a fixed shuffled order; the first request after ' +
    "the server's start is `/browse`. Live places: `GET /api/availability` with 24 session ids a request. " +
    `"× the floor" is against the \`select 1\` baseline of the same run.${beforeNote}\n\n${measuredTable}\n\n${budgetTable}`
  );
}

export function renderMarkdown(results, before) {
  const parts = [];
  const m = results.machine;
  const s = results.settings;
  parts.push(
    `Measured ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} CPUs (${m.cpuModel}), ` +
      `Node ${m.node}; autocannon, ${s.connections} connections, ${s.warmupSeconds} s warm-up + ` +
      `${s.durationSeconds} s per scenario, each against a fresh server process in production mode, logs off. ` +
      'The baseline is the mean of a bare Fastify `select 1` route (same database, same driver) measured before ' +
      'and after all the scenarios of a database; each read scenario runs at every scale back to back. ' +
      '"CPU ms/req" is the CPU the server process and its PostgreSQL backends spent per request (from /proc); ' +
      '"CPU × baseline" is the baseline\'s CPU per request divided by the scenario\'s, the efficiency ratio ' +
      'that other work on this shared machine distorts less than req/s. "client CPU %" is what autocannon ' +
      'itself used (100 is a whole core: there the load generator, not the server, would be the limit). "load" is the 1-minute load average ' +
      "right after each run (2 CPUs: above 2, other people's work was competing with the benchmark).",
  );
  const production = productionSection(results, before);
  if (production) parts.push(production);
  const catalogue = catalogueTable(results);
  if (catalogue) {
    parts.push(
      `### The catalogue at scale ${largestPostgres(results).scale} (issue 15, PostgreSQL)\n\n` +
        'The first columns are the server computing every request (CATALOGUE_CACHE_SECONDS=0). "Read cache on" ' +
        'is the server as it starts by default: anonymous public answers are reused from memory for ' +
        'CATALOGUE_CACHE_SECONDS, 30 (docs/decisions/0044, 0123). The last column is what a CDN or reverse proxy in front costs the ' +
        'server (read cache off): once its copy is stale it revalidates with If-None-Match, answered with ' +
        `a 304 and no body.\n\n${catalogue}`,
    );
  }
  for (const run of results.runs) {
    parts.push(`### API on ${DB_NAMES[run.database]}, scale ${run.scale}\n\n${runTable(run)}`);
    if (run.cached) {
      parts.push(
        'The public answers again with the in-process read cache on (docs/decisions/0044): an answer is ' +
          `computed once a second per distinct query and sent again from memory.\n\n${runTable(run, run.cached)}`,
      );
    }
    if (run.revalidated) {
      parts.push(
        'The public answers at a fixed URL again, as a cache in front revalidates them (If-None-Match; ' +
          `every answer a 304): the query and the ETag's digest are still paid, the body is not sent.\n\n${runTable(run, run.revalidated)}`,
      );
    }
    const book = scenario(run, 'book');
    if (book) {
      const i = book.integrity;
      parts.push(
        `Bookings: ${i.overbooked} of ${i.sessions} sessions overbooked; ${i.mismatched} with participants ≠ ` +
          `confirmed bookings; ${i.bookingsCreated} booking rows created for ${i.successfulResponses} 2xx answers ` +
          '(autocannon drops the answers still in flight when a phase ends, at most one per connection per phase). ' +
          'Every request is a different member; one in twenty races for the last places of five nearly full ' +
          'sessions, so those 409s are the capacity check at work.',
      );
    }
    for (const note of run.notes) parts.push(`- ${note}`);
  }
  const g = growth(results);
  if (g.length > 0) {
    parts.push(
      `### From scale 1 to scale ${g[0].scale}\n\n${table(
        [
          'Database',
          'Scenario',
          'mean ms',
          'p99 ms',
          'req/s',
          'CPU ms/req',
          'response',
          'on the wire',
          'latency growth',
          'CPU growth',
          'response growth (JSON / wire)',
          'ok',
        ],
        g.map((x) => [
          DB_NAMES[x.database],
          x.label,
          `${num(x.mean[0], 1)} → ${num(x.mean[1], 1)}`,
          `${num(x.p99[0], 1)} → ${num(x.p99[1], 1)}`,
          `${num(x.rps[0])} → ${num(x.rps[1])}`,
          `${num(x.cpu[0], 3)} → ${num(x.cpu[1], 3)}`,
          `${kb(x.bytes[0])} → ${kb(x.bytes[1])}`,
          x.wireBytes[0] ? `${kb(x.wireBytes[0])} → ${kb(x.wireBytes[1])}` : '',
          Number.isFinite(x.latencyGrowth) ? `×${num(x.latencyGrowth, 2)}` : 'no answer in the run',
          `×${num(x.cpuGrowth, 2)}`,
          `×${num(x.jsonGrowth, 2)} / ×${num(x.wireGrowth, 2)}`,
          mark(x.ok),
        ]),
      )}`,
    );
  }
  if (results.pages) {
    parts.push(
      `### Pages\n\n${table(
        [
          'Page',
          'Mobile (perf / a11y / best / SEO)',
          'Mobile perf, each run',
          'Lighthouse benchmarkIndex, each run',
          'Desktop (perf / a11y / best / SEO)',
          'Mobile FCP / LCP / TBT',
          'JS gzip',
          'Scripts',
        ],
        results.pages.map((p) => {
          const sc = (f) => {
            const x = p.lighthouse[f].scores;
            return `${x.performance} / ${x.accessibility} / ${x['best-practices']} / ${x.seo}`;
          };
          const m = p.lighthouse.mobile.metrics;
          return [
            `\`${p.label}\``,
            sc('mobile'),
            (p.lighthouse.mobile.performanceRuns ?? []).map((r) => r ?? 'failed').join(', '),
            (p.lighthouse.mobile.benchmarkIndexes ?? []).map((b) => b ?? '?').join(', '),
            sc('desktop'),
            `${num(m.fcpMs / 1000, 1)} s / ${num(m.lcpMs / 1000, 1)} s / ${num(m.tbtMs)} ms`,
            `${num(p.js.gzipBytes / 1024, 1)} KB`,
            String(p.js.requests ?? p.js.files?.length ?? '–'),
          ];
        }),
      )}`,
    );
  }
  if (results.pages) {
    const indexes = results.pages
      .flatMap((p) => p.lighthouse.mobile.benchmarkIndexes ?? [])
      .filter((b) => b != null);
    const slow = indexes.filter((b) => b < LIGHTHOUSE_SLOW_CPU_INDEX).length;
    if (indexes.length > 0) {
      parts.push(
        `Lighthouse's benchmarkIndex measures the machine's speed at the start of each run (higher is faster). ` +
          `Below ${LIGHTHOUSE_SLOW_CPU_INDEX}, Lighthouse itself warns that the CPU is slower than it expects ` +
          `and that this lowers the performance score: ${slow} of the ${indexes.length} mobile runs here ` +
          `(range ${Math.min(...indexes)}–${Math.max(...indexes)}).`,
      );
    }
  }
  if (results.coldStart) {
    const c = results.coldStart;
    parts.push(
      `### Cold start\n\n\`npm start\` on an existing build and PGlite folder to the first 200 from /api/health: ` +
        `${c.runsMs.map((ms) => `${num(ms / 1000, 2)} s`).join(', ')} (median ${num(c.medianMs / 1000, 2)} s, ` +
        `fastest ${num(c.minMs / 1000, 2)} s). CPU time of npm and the server until then: median ` +
        `${num(c.medianCpuMs / 1000, 2)} s (it does not grow when other work shares the machine; wall time ` +
        `on an idle machine is close to it). The first start, which migrates and seeds, took ${num(c.firstStartMs / 1000, 2)} s.`,
    );
  }
  const b = budgets(results);
  if (b.length > 0) {
    parts.push(
      `### Budgets (issues 6 and 15)\n\n${table(
        [
          'Budget',
          'Every request computed',
          'Holds',
          'Read cache on',
          'Holds',
          'Revalidated by a cache in front (304)',
          'Holds',
        ],
        b.map((x) => [
          x.budget,
          x.measured,
          mark(x.ok),
          x.cached?.measured ?? '',
          mark(x.cached?.ok),
          x.revalidated?.measured ?? '',
          mark(x.revalidated?.ok),
        ]),
      )}`,
    );
  }
  for (const note of results.notes) parts.push(`- ${note}`);
  return `${parts.join('\n\n')}\n`;
}
