/**
 * Frames built once for every socket (issue 22, apps/server/src/ws-frames.ts): the bytes are
 * the frames ws itself reads, whatever the length (the 7-, 16- and 64-bit forms of RFC 6455
 * §5.2) and the characters; a socket's messages arrive in order, between ws's own sends; with
 * permessage-deflate negotiated, the sink goes through ws (which compresses) instead.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Duplex, Writable } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { FrameSink, Outgoing, textFrame } from '../src/ws-frames.ts';

/** ws's frame reader (its types do not declare it). */
const { Receiver } = createRequire(import.meta.url)('ws') as { Receiver: new (options: { isServer: boolean }) => Writable };

/** The messages ws reads from these bytes, as a client reads a server's frames. */
function read(bytes: Buffer): string[] {
  const got: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on('message', (data: Buffer, isBinary: boolean) => {
    expect(isBinary).toBe(false);
    got.push(data.toString('utf8'));
  });
  receiver.on('error', (e: Error) => {
    throw e;
  });
  receiver.write(bytes);
  return got;
}

describe('textFrame', () => {
  it('frames texts of every length form, multi-byte characters included, as ws reads them', () => {
    for (const n of [0, 1, 125, 126, 127, 65535, 65536, 70000]) {
      const text = 'x'.repeat(n);
      expect(read(textFrame(text))).toEqual([text]);
    }
    // 125 characters but more bytes: the length is counted in bytes.
    const greek = 'Πτολεμαῖος '.repeat(12);
    expect(read(textFrame(greek))).toEqual([greek]);
    expect(read(textFrame(JSON.stringify({ type: 'submitted', power: 'Λυσίμαχος' })))).toEqual([JSON.stringify({ type: 'submitted', power: 'Λυσίμαχος' })]);
  });

  it('several messages framed one after the other are read as several messages', () => {
    const out = new Outgoing(['{"type":"results"}', 'y'.repeat(300), '{"type":"phase"}']);
    expect(read(out.frames)).toEqual(['{"type":"results"}', 'y'.repeat(300), '{"type":"phase"}']);
  });
});

describe('FrameSink on real sockets', () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const c of closers.splice(0)) c();
  });

  async function pair(perMessageDeflate: boolean): Promise<{ sink: FrameSink; server: WebSocket; client: WebSocket; got: string[] }> {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
    const accepted = new Promise<{ ws: WebSocket; raw: Duplex }>((ok) => wss.on('connection', (ws, req) => ok({ ws, raw: req.socket })));
    await new Promise((ok) => wss.on('listening', ok));
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, { perMessageDeflate });
    const got: string[] = [];
    client.on('message', (d) => got.push(String(d)));
    await new Promise((ok) => client.on('open', ok));
    const { ws, raw } = await accepted;
    closers.push(() => {
      client.terminate();
      wss.close();
    });
    return { sink: new FrameSink(ws, raw), server: ws, client, got };
  }

  const until = async (pred: () => boolean) => {
    for (let i = 0; i < 200 && !pred(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  for (const deflate of [false, true]) {
    it(`delivers a socket's messages in order between ws's own sends (permessage-deflate ${deflate ? 'negotiated: through ws' : 'off: straight to the connection'})`, async () => {
      const { sink, server, client, got } = await pair(deflate);
      expect(client.extensions).toBe(deflate ? 'permessage-deflate' : '');
      const big = 'z'.repeat(2000);
      server.send('first');
      expect(sink.send(new Outgoing(['second', big]))).toBe(2);
      server.send('fourth');
      expect(sink.send(new Outgoing(['fifth']))).toBe(1);
      await until(() => got.length === 5);
      expect(got).toEqual(['first', 'second', big, 'fourth', 'fifth']);
    });
  }

  it('writes nothing to a socket that is closing', async () => {
    const { sink, server } = await pair(false);
    server.close();
    expect(sink.open).toBe(false);
    expect(sink.send(new Outgoing(['late']))).toBe(0);
  });
});
