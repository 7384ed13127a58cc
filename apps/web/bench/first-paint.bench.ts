/**
 * Time to the first map paint of a game page (issue 17, "Done when"): cold (a fresh browser
 * profile, nothing cached) and warm (the same profile again: hashed assets come from the cache,
 * `immutable`). The page sets the performance mark `diadochi:game-interactive` once the map is
 * painted and clickable (apps/web/src/pages/game.ts); this reads its start time, navigation start
 * to map painted. Medians of N loads of each ruleset's practice game, served by the real judge on
 * a temporary SQLite database, in Debian's Chromium.
 *
 *   node --import tsx apps/web/bench/first-paint.bench.ts [--loads N] [--rulesets a,b]
 *
 * Beside the time, the CPU a cold load cost: Chromium's processes (every process descending from
 * this one, read from /proc before the navigation and once the bench has read the mark, so a
 * renderer closed later still counts; the page's work between its mark and that read counts too)
 * and this process (the judge, and the bench's own driver). On two shared cores the wall time of
 * a load moves with the neighbours' work; its CPU much less (issue 22, stop 31).
 *
 * A benchmark, not a test: it prints, it never judges (the machines are shared and noisy).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ensureBuilt, launch, register, startServer } from '../e2e/harness.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const LOADS = Math.max(1, Number(arg('loads', '7')));
const RULESETS = arg('rulesets', 'diadoques,classic,phalanxx,syracuse').split(',');
/** `--waterfall`: also prints, for one cold load of each ruleset, every request the page made (start, end, bytes sent over the wire). */
const WATERFALL = process.argv.includes('--waterfall');

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Linux's clock ticks a second (`getconf CLK_TCK`, 100 on every Linux this runs on). */
const TICK_MS = 10;

/** CPU ms used so far by every live process descending from this one (Chromium's, through its launcher): /proc's utime + stime. */
function descendantsCpuMs(): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, … utime (12th), stime (13th).
      const f = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parent.set(Number(d), Number(f[1]));
      cpu.set(Number(d), (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      // The process ended while listed.
    }
  }
  let total = 0;
  for (const [pid, ms] of cpu) {
    let p = parent.get(pid);
    while (p !== undefined && p > 1 && p !== process.pid) p = parent.get(p);
    if (p === process.pid) total += ms;
  }
  return total;
}
const ownCpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The page's requests by start time: where a cold load spends its time before the mark. */
async function waterfall(p: Page): Promise<void> {
  const rows = await p.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const mark = performance.getEntriesByName('diadochi:game-interactive')[0]?.startTime ?? Number.NaN;
    const marks = performance.getEntriesByType('mark').map((m) => `${m.name} ${m.startTime.toFixed(0)}`);
    const all = [...(nav ? [nav] : []), ...res].map((e) => ({ name: e.name.replace(location.origin, ''), start: e.startTime, end: e.responseEnd, bytes: e.transferSize, body: e.decodedBodySize }));
    return { mark, marks, all };
  });
  console.log(`    marks: ${rows.marks.join(', ')}`);
  for (const r of rows.all.sort((a, b) => a.start - b.start)) {
    console.log(`    ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} ms ${String(r.bytes).padStart(8)} B (${String(r.body).padStart(8)})  ${r.name}`);
  }
}

async function main(): Promise<void> {
  await ensureBuilt();
  const server = await startServer();
  const browser = await launch();
  try {
    // One account makes the practice games; every measured load reuses its cookie.
    const setup = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await setup.newPage();
    await register(page, server.url, 'bench-paint');
    const ids: Record<string, string> = {};
    for (const ruleset of RULESETS) {
      const r = await page.evaluate(async (rs) => {
        const me = (await (await fetch('/api/auth/me')).json()) as { csrfToken?: string };
        const headers = { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken ?? '' };
        const res = await fetch('/api/practice', { method: 'POST', headers, body: JSON.stringify({ ruleset: rs }) });
        return { status: res.status, body: (await res.json()) as { id?: string } };
      }, ruleset);
      if (r.status >= 300 || !r.body.id) throw new Error(`no practice game for ${ruleset}: HTTP ${r.status}`);
      ids[ruleset] = r.body.id;
    }
    const state = await setup.storageState();
    await setup.close();

    const measure = async (p: Page, url: string): Promise<number> => {
      await p.goto(url);
      await p.waitForSelector('body[data-game-ready]', { timeout: 60_000 });
      return p.evaluate(() => performance.getEntriesByName('diadochi:game-interactive')[0]?.startTime ?? Number.NaN);
    };
    console.log(`first map paint of a game page, navigation start to the mark diadochi:game-interactive, median of ${LOADS} loads, 1400×900`);
    for (const ruleset of RULESETS) {
      const url = `${server.url}/games/${ids[ruleset]}`;
      const cold: number[] = [];
      const warm: number[] = [];
      const coldBrowserCpu: number[] = [];
      const coldOwnCpu: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        // Cold: a new context has an empty HTTP cache; warm: the same context loads the page again.
        const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: state });
        const p = await ctx.newPage();
        const b0 = descendantsCpuMs();
        const o0 = ownCpuMs();
        cold.push(await measure(p, url));
        coldBrowserCpu.push(descendantsCpuMs() - b0);
        coldOwnCpu.push(ownCpuMs() - o0);
        if (WATERFALL && i === 0) await waterfall(p);
        warm.push(await measure(p, url));
        await ctx.close();
      }
      const bad = [...cold, ...warm].filter((t) => !(t > 0)).length;
      if (bad) throw new Error(`${ruleset}: ${bad} loads without the mark diadochi:game-interactive`);
      console.log(
        `  ${ruleset.padEnd(10)} cold ${median(cold).toFixed(0).padStart(5)} ms   warm ${median(warm).toFixed(0).padStart(5)} ms   warm/cold ${(median(warm) / median(cold)).toFixed(2)}   cold CPU: Chromium ${median(coldBrowserCpu).toFixed(0)} ms, judge and bench ${median(coldOwnCpu).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
