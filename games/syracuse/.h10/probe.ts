import { askBot, createGame, submit, botInput } from '@diadochi/kernel';
import { heuristicBot, syracuse } from '../src/index.ts';
const created = createGame(syracuse, { seed: 'probe' });
if (!created.ok) throw new Error();
let session = created.value;
const bot = heuristicBot('t');
const kinds: Record<string, number> = {}; let multi = 0; let n = 0; let maxLegal = 0;
const t0 = performance.now();
for (;;) {
  const p = syracuse.pending(session.state); if (!p) break;
  const inp = botInput(syracuse, session, p.players[0]!);
  n++; if ((inp.legal?.length ?? 0) > 1) { multi++; kinds[p.phase!] = (kinds[p.phase!] ?? 0) + 1; maxLegal = Math.max(maxLegal, inp.legal!.length); }
  const d = askBot(syracuse, session, p.players[0]!, bot);
  const r = submit(syracuse, session, p.players[0]!, d); if (!r.ok) throw new Error('x');
  session = r.value.session;
}
console.log(n, multi, maxLegal, kinds, syracuse.result(session.state), (performance.now()-t0).toFixed(0), 'ms');
