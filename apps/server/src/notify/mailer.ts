import nodemailer from 'nodemailer';
import type { MailConfig } from './config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it: the map picture of a result sheet (issue 21 item 2). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends mail through SMTP; resolves once the server has accepted it. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** A pooled SMTP client (nodemailer) with short timeouts: a slow mail server delays only the notifier. */
export function smtpMailer(config: MailConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.ignoreTLS ? { ignoreTLS: true } : {}),
    ...(config.user ? { auth: { user: config.user, pass: config.pass ?? '' } } : {}),
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.attachments ? { attachments: mail.attachments } : {}) });
    },
    close() {
      transport.close();
    },
  };
}
