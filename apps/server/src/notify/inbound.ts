import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { InboundOptions } from './config.ts';
import type { InboundMail } from './mail-play.ts';

/** Bytes of one inbound mail; more is refused (552) before it is parsed. */
export const MAX_INBOUND_BYTES = 256 * 1024;


/**
 * The judge's inbound mail: a small SMTP server (smtp-server) the host's mail server forwards
 * the judge's address to. No login and no TLS of its own: it is meant for a local or private
 * hop. Each mail is kept up to `MAX_INBOUND_BYTES` (beyond, it is read, dropped and refused
 * with 552), parsed (mailparser) and handed over before the SMTP answer, so the sender's
 * server knows it was taken.
 */
export async function startInbound(o: InboundOptions, onMail: (m: InboundMail) => Promise<unknown>, log: (msg: string) => void): Promise<{ port: number; close(): Promise<void> }> {
  const address = o.address.toLowerCase();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_INBOUND_BYTES,
    logger: false,
    banner: 'Diadochi judge',
    socketTimeout: 30_000,
    onRcptTo(rcpt, _session, cb) {
      if (rcpt.address.toLowerCase() !== address) return cb(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      cb();
    },
    onData(stream, _session, cb) {
      // Kept up to the limit only; the rest is read and thrown away, so memory stays bounded whatever is sent.
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (c: Buffer) => {
        bytes += c.length;
        if (bytes <= MAX_INBOUND_BYTES) chunks.push(c);
      });
      stream.on('end', () => {
        if (bytes > MAX_INBOUND_BYTES) return cb(Object.assign(new Error('Mail too large'), { responseCode: 552 }));
        void parsed(Buffer.concat(chunks), cb);
      });
    },
  });
  const parsed = (raw: Buffer, cb: (e?: Error | null) => void) =>
    simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true, skipTextLinks: true })
      .then(async (m) => {
        const from = m.from?.value[0]?.address ?? null;
        try {
          await onMail({ from, subject: m.subject ?? '', text: m.text ?? '' });
        } catch (e) {
          log(`inbound mail failed: ${(e as Error).name} ${(e as Error).message}`);
        }
        cb();
      })
      .catch((e: Error) => {
        log(`inbound mail unreadable: ${e.name}`);
        cb(Object.assign(new Error('Unreadable mail'), { responseCode: 554 }));
      });
  server.on('error', (e: Error) => log(`inbound SMTP: ${e.name} ${e.message}`));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(o.port, o.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}
