/**
 * A real SMTP server on 127.0.0.1 for the mail tests (issue 21: no fake transport): it keeps
 * every mail it receives, parsed. With `credentials`, it demands them as the judge's mail
 * configuration gives them; without, a client may send without logging in, and any login is taken.
 * The server's mail tests and the browser tests (apps/web/e2e) share it.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  mails: ParsedMail[];
  port: number;
  /** The mails addressed to `address`. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startMailbox(credentials?: { user: string; pass: string }): Promise<Mailbox> {
  const mails: ParsedMail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !credentials,
    logger: false,
    onAuth(auth, _session, cb) {
      if (!credentials || (auth.username === credentials.user && auth.password === credentials.pass)) cb(null, { user: auth.username ?? 'judge' });
      else cb(new Error('bad credentials'));
    },
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (m) => {
          mails.push(m);
          cb();
        },
        (e: Error) => cb(e),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const to = (address: string) => mails.filter((m) => [m.to ?? []].flat().some((a) => a.value.some((v) => v.address === address)));
  return { mails, port, to, close: () => new Promise<void>((r) => smtp.close(r)) };
}
