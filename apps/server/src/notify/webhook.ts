import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The header that carries the signature: `sha256=` and the hex HMAC-SHA256 of the body's bytes, keyed by the user's secret. */
export const SIGNATURE_HEADER = 'x-diadochi-signature';
export const EVENT_HEADER = 'x-diadochi-event';
export const DELIVERY_HEADER = 'x-diadochi-delivery';

export const MAX_WEBHOOK_URL = 500;

export function sign(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Loopback, private, link-local, unique-local and unspecified addresses (IPv4 and IPv6). */
export function privateAddress(ip: string): boolean {
  const v = isIP(ip);
  if (v === 4) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (v === 6) {
    const x = ip.toLowerCase();
    if (x === '::' || x === '::1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(x);
    if (mapped) return privateAddress(mapped[1]!);
    return x.startsWith('fc') || x.startsWith('fd') || x.startsWith('fe8') || x.startsWith('fe9') || x.startsWith('fea') || x.startsWith('feb');
  }
  return false;
}

/** Why a webhook URL is refused, or null. Checked when it is set (no DNS) and again, with DNS, before each call. */
export function badWebhookUrl(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not-a-url';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not-http';
  if (url.username || url.password) return 'credentials-in-url';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || privateAddress(host)) return 'private-address';
  return null;
}

export type WebhookOutcome = { ok: true; status: number } | { ok: false; error: 'refused-url' | 'timeout' | 'network' | 'http-status'; status?: number };

/**
 * POSTs a signed JSON body. Never follows redirects (a redirect could lead to an internal
 * address); gives up after `timeoutMs`; reads no more of the answer than its status.
 * The host's addresses are looked up first and private ones refused (unless allowed); a DNS
 * answer that changes between that look-up and the call is not caught (docs/API.md).
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  secret: string,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<WebhookOutcome> {
  if (badWebhookUrl(url, opts.allowPrivate)) return { ok: false, error: 'refused-url' };
  if (!opts.allowPrivate) {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (!isIP(host)) {
      try {
        const addrs = await lookup(host, { all: true });
        if (addrs.some((a) => privateAddress(a.address))) return { ok: false, error: 'refused-url' };
      } catch {
        return { ok: false, error: 'network' };
      }
    }
  }
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs),
      headers: { 'content-type': 'application/json', 'user-agent': 'Diadochi-Webhook/1', [SIGNATURE_HEADER]: sign(secret, body), ...headers },
    });
    await res.body?.cancel().catch(() => {});
    return res.status >= 200 && res.status < 300 ? { ok: true, status: res.status } : { ok: false, error: 'http-status', status: res.status };
  } catch (e) {
    const name = (e as Error).name;
    return { ok: false, error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
  }
}
