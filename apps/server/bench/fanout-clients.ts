/**
 * The WebSocket clients of the fan-out benchmark (`fanout.ts`), so that they can run in a worker
 * thread of their own (`--clients worker`, the default) as a real deployment's clients run on
 * other machines: then the server's event loop does the server's work only, and a frame's time
 * is the server's plus the reading of one frame, not of the thousand frames before it in the
 * same loop. `--clients inline` uses the same code on the server's thread (the mode of every
 * figure measured before issue 22's stop 30).
 *
 * Times are `process.hrtime` in milliseconds: one clock for every thread of the process.
 */
import WebSocket from 'ws';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The frame a waiter waits for, as data (it crosses threads). */
export type FrameMatch = { type: 'submitted'; step: number; power: string } | { type: 'phase'; afterStep: number };

export const now = (): number => Number(process.hrtime.bigint()) / 1e6;

function matches(m: FrameMatch, f: Json): boolean {
  if (m.type === 'submitted') return f.type === 'submitted' && f.step === m.step && f.power === m.power;
  return (f.type === 'phase' || f.type === 'over') && (f.step as number) > m.afterStep;
}

interface Waiter {
  match: FrameMatch;
  left: number;
  /** When each socket had the frame (`now()`). */
  arrivals: number[];
  done: (arrivals: number[]) => void;
}

/** A set of sockets subscribed to one game, and the frames they wait for. */
export class FanoutClients {
  private readonly sockets: WebSocket[] = [];
  private readonly waiters = new Set<Waiter>();

  get size(): number {
    return this.sockets.length;
  }

  private onFrame(f: Json, at: number): void {
    for (const w of this.waiters) {
      if (!matches(w.match, f)) continue;
      w.arrivals.push(at);
      if (--w.left === 0) {
        this.waiters.delete(w);
        w.done(w.arrivals);
      }
    }
  }

  /** Opens one socket and subscribes it to the game (a player's when `cookie` is given). */
  async open(url: string, gameId: string, cookie = ''): Promise<void> {
    const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    await new Promise((ok, ko) => {
      ws.once('open', ok);
      ws.once('error', ko);
    });
    const subscribed = new Promise<void>((ok) => {
      const first = (d: WebSocket.RawData) => {
        const f = JSON.parse(String(d)) as Json;
        if (f.type !== 'subscribed') return;
        ws.off('message', first);
        ok();
      };
      ws.on('message', first);
    });
    ws.send(JSON.stringify({ type: 'subscribe', gameId }));
    await subscribed;
    // The arrival is taken before parsing, the parse (what every client must do) counted in it.
    ws.on('message', (d) => {
      const at = now();
      this.onFrame(JSON.parse(String(d)) as Json, at);
    });
    this.sockets.push(ws);
  }

  /** Opens `count` spectators' sockets, 100 at a time. */
  async openMany(url: string, gameId: string, count: number): Promise<void> {
    for (let left = count; left > 0; left -= 100) await Promise.all(Array.from({ length: Math.min(100, left) }, () => this.open(url, gameId)));
  }

  /** Resolves with every socket's arrival time once each has a frame matching `match` (armed before the request that causes it). */
  expect(match: FrameMatch): Promise<number[]> {
    return new Promise((done) => this.waiters.add({ match, left: this.sockets.length, arrivals: [], done }));
  }

  close(): void {
    for (const s of this.sockets) s.terminate();
    this.sockets.length = 0;
  }
}
