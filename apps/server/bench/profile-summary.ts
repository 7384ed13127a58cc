/**
 * A CPU profile (`server.ts --profile out.cpuprofile`, or `node --cpu-prof`) summed up in text
 * (issue 22): self time by function, by file, and by owner — each sample charged to the
 * innermost frame of ours (a file of apps/server/src, the kernel or a game, the bench's client),
 * else to the first package seen walking up its stack. Wall-clock samples: on a busy machine a
 * blocking call (a socket's writev, an fsync) also counts the time the thread waited.
 *
 *   npx tsx apps/server/bench/profile-summary.ts out.cpuprofile [--top 40]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({ options: { top: { type: 'string', default: '40' } }, allowPositionals: true });
const TOP = Number(args.top);

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: Frame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const profile = JSON.parse(readFileSync(positionals[0] ?? '', 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<number, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  self.set(id, (self.get(id) ?? 0) + dt);
});

const short = (url: string) => url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm:').replace(/^.*?\/(apps|packages|games)\//, '$1/');
const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
const SPECIAL = new Set(['(idle)', '(garbage collector)', '(program)']);

/** Whose work a sample is: the innermost frame of ours, else the first package above the leaf. */
function owner(id: number): string {
  let firstPackage: string | null = null;
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const url = byId.get(cur)!.callFrame.url;
    if (url.includes('/bench/')) return 'bench client';
    if (url.includes('apps/server/src/')) return 'apps/server/src';
    if (/\/(packages\/kernel|games)\//.test(url)) return 'kernel and games';
    firstPackage ??= /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? null;
  }
  return firstPackage ?? (byId.get(id)!.callFrame.url.startsWith('node:') ? 'node' : 'native');
}

const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
const byOwner = new Map<string, number>();
for (const [id, t] of self) {
  const f = byId.get(id)!.callFrame;
  add(byFunction, `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber + 1}`, t);
  add(byFile, f.url ? short(f.url) : f.functionName, t);
  add(byOwner, SPECIAL.has(f.functionName) ? f.functionName : owner(id), t);
}

function show(title: string, m: Map<string, number>): void {
  console.log(`\n${title} (of ${(total / 1e3).toFixed(0)} ms sampled)`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${((100 * t) / total).toFixed(1).padStart(5)} %  ${(t / 1e3).toFixed(0).padStart(6)} ms  ${k}`);
}
show('self time by owner', byOwner);
show('self time by function', byFunction);
show('self time by file', byFile);
