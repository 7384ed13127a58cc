import { autoplay, createGame, randomBot } from '@diadochi/kernel';
import { syracuse } from './src/index.ts';
import { invariantViolations } from './src/invariants.ts';
const n = Number(process.argv[2] ?? 30); let bad = 0; let unfinished = 0;
for (let i = 0; i < n; i++) {
  const c = createGame(syracuse, { seed: `fz-${i}`, options: { scenario: (['historical', 'variant', 'alcibiades'] as const)[i % 3] } }); if (!c.ok) throw 0;
  let first = '';
  const end = autoplay(syracuse, c.value, { bots: randomBot(`r${i}`) as never, maxSteps: 20000, onStep: (s) => { const v = invariantViolations(s.state); if (v.length && !first) { const r = s.record[s.record.length - 1]!; first = `${v} ${r.phase} ${JSON.stringify(r.decisions)} ${JSON.stringify(r.events.map((e) => [e.type, e.rule]))}`; } } });
  if (first) { bad++; console.log(i, first); }
  if (!syracuse.result(end.state)) unfinished++;
}
console.log('games', n, 'with violations', bad, 'unfinished', unfinished);
