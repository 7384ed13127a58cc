/**
 * A worker thread holding some of the fan-out benchmark's sockets (`fanout.ts --clients worker`).
 * Requests from the parent, each answered with the same `id`:
 *   { op: 'open', url, gameId, cookies, spectators }  → { id }
 *   { op: 'expect', match }  → { id, armed: true } at once, then { id, arrivals } when every socket has it
 *   { op: 'close' }  → { id }
 */
import { parentPort } from 'node:worker_threads';
import { FanoutClients } from './fanout-clients.ts';
import type { FrameMatch } from './fanout-clients.ts';

type Request =
  | { id: number; op: 'open'; url: string; gameId: string; cookies: string[]; spectators: number }
  | { id: number; op: 'expect'; match: FrameMatch }
  | { id: number; op: 'close' };

const port = parentPort!;
const clients = new FanoutClients();

port.on('message', (r: Request) => {
  switch (r.op) {
    case 'open':
      void (async () => {
        for (const c of r.cookies) await clients.open(r.url, r.gameId, c);
        await clients.openMany(r.url, r.gameId, r.spectators);
        port.postMessage({ id: r.id });
      })();
      return;
    case 'expect': {
      const heard = clients.expect(r.match);
      port.postMessage({ id: r.id, armed: true });
      void heard.then((arrivals) => port.postMessage({ id: r.id, arrivals }));
      return;
    }
    case 'close':
      clients.close();
      port.postMessage({ id: r.id });
      return;
  }
});
