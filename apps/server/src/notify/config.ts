/**
 * How notifications leave the server, from the environment (`run.ts`) or the caller
 * (`createServer({ notify })`). Without SMTP settings mail is off, and the settings view says so.
 */
export interface MailConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  /** The sender, e.g. `Diadochi <judge@example.org>`. */
  from: string;
  /** Tests: a local server without TLS. */
  ignoreTLS?: boolean;
}

/** The judge's inbound SMTP listener for playing by e-mail (`inbound.ts`). */
export interface InboundOptions {
  port: number;
  /** Interface to listen on; default 127.0.0.1 (the host's mail server forwards to it). */
  host?: string;
  /** The only recipient accepted (the address players write to). */
  address: string;
}

export interface NotifyOptions {
  /** null or absent: no mail. */
  mail?: MailConfig | null;
  /** The server's public address, for links in notifications (`https://diadochi.example.org`). */
  publicUrl?: string | null;
  /** Milliseconds a webhook call may take before it counts as failed; default 5000. */
  webhookTimeoutMs?: number;
  /**
   * Webhooks to loopback and private addresses (tests, a bridge on the same host). Off by
   * default: a user could otherwise make the server call its own internal services.
   */
  allowPrivateWebhooks?: boolean;
  /** Milliseconds between the notifier's passes (retries, digests); default 5000. */
  intervalMs?: number;
  /** Playing by e-mail (issue 21 item 2): where the judge receives mail. Needs `mail` too (for the answers). */
  inbound?: InboundOptions | null;
}

/** The variables `run.ts` reads (docs/API.md, "Running it"). */
export interface NotifyEnv {
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  /** `1`: TLS from the first byte (port 465). */
  SMTP_SECURE?: string;
  SMTP_USER?: string;
  SMTP_PASS?: string;
  SMTP_FROM?: string;
  PUBLIC_URL?: string;
  /** `1`: webhooks may point at loopback and private addresses. */
  WEBHOOKS_ALLOW_PRIVATE?: string;
  /** Playing by e-mail: the address players write to, and the port (and interface) its mail is forwarded to. */
  MAIL_PLAY_ADDRESS?: string;
  INBOUND_SMTP_PORT?: string;
  INBOUND_SMTP_HOST?: string;
}

export function notifyFromEnv(env: NotifyEnv): NotifyOptions {
  const host = env.SMTP_HOST?.trim();
  const secure = env.SMTP_SECURE === '1';
  const mail: MailConfig | null = host
    ? {
        host,
        port: Number(env.SMTP_PORT ?? (secure ? 465 : 587)),
        secure,
        ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
        ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
        from: env.SMTP_FROM?.trim() || `Diadochi <diadochi@${host}>`,
      }
    : null;
  const address = env.MAIL_PLAY_ADDRESS?.trim();
  const inbound = address && env.INBOUND_SMTP_PORT ? { address, port: Number(env.INBOUND_SMTP_PORT), ...(env.INBOUND_SMTP_HOST ? { host: env.INBOUND_SMTP_HOST } : {}) } : null;
  return { mail, publicUrl: env.PUBLIC_URL?.trim() || null, allowPrivateWebhooks: env.WEBHOOKS_ALLOW_PRIVATE === '1', inbound };
}
