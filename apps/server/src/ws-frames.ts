import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * WebSocket frames built once for every socket that gets them (issue 22: fan-out to 1,000
 * sockets). A server's frames are never masked (RFC 6455 §5.1), so one message is the same bytes
 * on every socket: it is converted and framed once, not once a socket, and a socket's several
 * messages (a result sheet, then the new phase) leave in one write — one system call instead of
 * one per message. Measured on 1,000 loopback sockets (issue 22, stop 30): ws.send of a text per
 * socket ~12 µs of CPU a socket, the framed bytes written ~10 µs; two messages 20 µs → 10 µs.
 */

/** One text message as a final, unmasked text frame (RFC 6455 §5.2: FIN + opcode 1, then the 7-, 16- or 64-bit length). */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const head = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81;
  if (head === 2) frame[1] = length;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, head, 'utf8');
  return frame;
}

/** Messages for the sockets of one seat (or every socket): their texts, and their frames once one socket asks. */
export class Outgoing {
  private bytes: Buffer | null = null;
  constructor(readonly texts: readonly string[]) {}

  /** Every message's frame, one after the other. */
  get frames(): Buffer {
    return (this.bytes ??= this.texts.length === 1 ? textFrame(this.texts[0]!) : Buffer.concat(this.texts.map(textFrame)));
  }
}

/**
 * Where a socket's messages are written. Its TCP connection itself, while ws frames nothing
 * differently: no extension negotiated (permessage-deflate is off: ws's default, and the
 * judge's), so ws's own writes (pongs, the closing frame) also go straight to the connection,
 * synchronously, and cannot be reordered with ours. Otherwise, and when no connection is known
 * (`raw` null), through `ws.send`, message by message.
 */
export class FrameSink {
  private readonly raw: Duplex | null;

  constructor(
    private readonly ws: WebSocket,
    raw: Duplex | null,
  ) {
    this.raw = raw && ws.extensions === '' ? raw : null;
  }

  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN;
  }

  /** Writes the messages if the socket is open; the number of messages written. */
  send(out: Outgoing): number {
    if (!this.open) return 0;
    if (this.raw) {
      if (!this.raw.writable) return 0;
      this.raw.write(out.frames);
    } else for (const text of out.texts) this.ws.send(text);
    return out.texts.length;
  }
}
