/**
 * The engine workers' copy of the game state (issue 22): validations of one step's decisions
 * through the production engine (`engine/catalog.ts`, the catalog's games in worker threads),
 * the state sent with every job (`--states 0`, as before issue 22) or kept by the workers and
 * named by its id (default). Each ruleset's first step of a new game, every seat's first legal
 * decision, validated --rounds times over.
 *
 *   npx tsx apps/server/bench/engine-states.ts [--rulesets diadoques,successors] [--rounds 50] [--states 64] [--json]
 *
 * Reports per ruleset the state's size as JSON and the wall time per validation (jobs one after
 * another, so wall is the job's latency: posting, copying, validating, replying).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { games } from '@diadochi/catalog';
import { createGame } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { CATALOG_ENGINE } from '../src/engine/catalog.ts';
import { WorkerEngine } from '../src/engine/pool.ts';

const { values: args } = parseArgs({
  options: {
    rulesets: { type: 'string', default: 'diadoques,successors,syracuse' },
    rounds: { type: 'string', default: '50' },
    states: { type: 'string', default: '64' },
    json: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const defs = new Map((games as GameDefinition[]).map((g) => [g.id, g]));
const engine = new WorkerEngine({ module: CATALOG_ENGINE, threads: 1, budgetMs: 60_000, statesPerWorker: Number(args.states) });
const rows = [];
try {
  for (const id of args.rulesets!.split(',')) {
    const def = defs.get(id);
    if (!def) throw new Error(`no ruleset ${id}`);
    const created = createGame(def, { seed: 'engine-states', options: {} });
    if (!created.ok) throw new Error(`${id} does not start`);
    const s = created.value as GameSession;
    const pending = def.pending(s.state);
    const jobs = (pending?.players ?? []).flatMap((p) => {
      const legal = def.legalDecisions?.(s.state, p);
      return legal && legal.length > 0 ? [{ p, d: legal[0] }] : [];
    });
    if (jobs.length === 0) throw new Error(`${id}: no legal decision listed at the first step`);
    // Warm-up: the worker's first job loads the rules.
    await engine.validate(id, s.state, jobs[0]!.p, jobs[0]!.d);
    const sent0 = engine.stats.statesSent;
    const t0 = performance.now();
    for (let r = 0; r < ROUNDS; r++) for (const j of jobs) await engine.validate(id, s.state, j.p, j.d);
    const n = ROUNDS * jobs.length;
    rows.push({
      ruleset: id,
      stateKB: +(JSON.stringify(s.state).length / 1024).toFixed(1),
      validations: n,
      statesSent: engine.stats.statesSent - sent0,
      usPerValidation: Math.round((1000 * (performance.now() - t0)) / n),
    });
  }
} finally {
  await engine.close();
}
if (args.json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(`engine workers, states kept per worker: ${args.states} (0: every job copies its state)`);
  console.table(rows);
  console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs`);
}
