import WebSocket from 'ws';
import type { Client, Json } from './helpers.ts';

/** A test WebSocket client that keeps every frame it receives. */
export interface Socket {
  frames: Json[];
  ws: WebSocket;
  /** Waits for a frame matching `pred` (seen before or after the call). */
  next(pred: (f: Json) => boolean, ms?: number): Promise<Json>;
  close(): void;
}

export async function connect(url: string, c: Client | null, headers: Record<string, string> = {}): Promise<Socket> {
  const cookie = c
    ? Object.entries(c.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ')
    : '';
  const ws = new WebSocket(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const frames: Json[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d))));
  await new Promise((ok, ko) => {
    ws.once('open', ok);
    ws.once('error', ko);
    ws.once('unexpected-response', (_req, res) => ko(new Error(`refused: ${res.statusCode}`)));
  });
  const next = async (pred: (f: Json) => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    for (;;) {
      const f = frames.find(pred);
      if (f) return f;
      if (Date.now() > end) throw new Error(`no such frame; got ${JSON.stringify(frames).slice(0, 2000)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await next((f) => f.type === 'hello');
  return { frames, ws, next, close: () => ws.close() };
}
