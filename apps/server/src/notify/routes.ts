import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { limited, requireUser } from '../http/context.ts';
import type { Ctx } from '../http/context.ts';
import { HttpError, parse } from '../http/errors.ts';
import type { Notifier } from './notifier.ts';
import { loadSettings, saveSettings, setAddress, settingsView, verifyCode } from './store.ts';
import { LANGUAGES, NOTIFICATION_KINDS } from './types.ts';
import { badWebhookUrl, MAX_WEBHOOK_URL } from './webhook.ts';
import { isTimeZone } from './zone.ts';

const kindChoice = z.strictObject({ email: z.enum(['off', 'now', 'digest']).optional(), webhook: z.boolean().optional() });
const settingsPatch = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  kinds: z.strictObject(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, kindChoice.optional()])) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodOptional<typeof kindChoice>>).optional(),
  digestHour: z.number().int().min(0).max(23).optional(),
  /** An IANA zone the runtime knows (`Intl.supportedValuesOf('timeZone')`), or null for UTC. */
  timeZone: z.string().min(1).max(64).refine(isTimeZone, { message: 'Not a time zone this server knows (an IANA name such as Asia/Kolkata).' }).nullable().optional(),
  webhook: z.strictObject({ url: z.string().min(1).max(MAX_WEBHOOK_URL).nullable(), rotateSecret: z.boolean().optional() }).optional(),
});
const emailBody = z.strictObject({ address: z.email('Not an e-mail address.').max(254).nullable() });
const verifyBody = z.strictObject({ code: z.string().min(16).max(100) });
const gameParams = z.object({ id: z.string().min(1).max(100) });

/** Verification mails a user may have sent per hour (each costs a mail to an address he chose). */
const VERIFY_MAILS = { max: 5, windowMs: 3600_000 };

/** Notification settings (docs/API.md, "Notification settings"). */
export function notifyRoutes(app: FastifyInstance, ctx: Ctx, notifier: Notifier): void {
  const db = ctx.judge.db;
  const now = () => ctx.judge.now();
  const view = async (userId: string) => settingsView(await loadSettings(db, userId, now()), notifier.mailAvailable);

  app.get('/notify/settings', async (req) => {
    const user = requireUser(req);
    return { settings: await view(user.id) };
  });

  app.put('/notify/settings', limited(ctx.limits.writes, 'user'), async (req) => {
    const user = requireUser(req);
    const body = parse(settingsPatch, req.body);
    const url = body.webhook?.url;
    if (url) {
      const bad = badWebhookUrl(url, false);
      // Private addresses only where the operator allows them (WEBHOOKS_ALLOW_PRIVATE).
      if (bad && (bad !== 'private-address' || !notifier.allowsPrivateWebhooks)) {
        throw new HttpError(400, 'bad-webhook-url', `The webhook URL is refused (${bad}): an http(s) address of a public host, without credentials.`);
      }
    }
    await saveSettings(db, user.id, body, now());
    return { settings: await view(user.id) };
  });

  app.post('/notify/email', limited(ctx.limits.writes ? VERIFY_MAILS : false, 'user'), async (req, reply) => {
    const user = requireUser(req);
    const { address } = parse(emailBody, req.body);
    if (address !== null && !notifier.mailAvailable) throw new HttpError(409, 'mail-off', 'This server sends no mail (no SMTP server is configured).');
    const code = await setAddress(db, user.id, address, now());
    if (address !== null && code !== null) {
      const s = await loadSettings(db, user.id, now());
      try {
        await notifier.sendVerification(address, code, s.language);
      } catch {
        throw new HttpError(502, 'mail-failed', 'The verification mail could not be sent; try again later.');
      }
      return reply.status(202).send({ settings: await view(user.id) });
    }
    return { settings: await view(user.id) };
  });

  app.post('/notify/verify', limited(ctx.limits.login, 'address'), async (req) => {
    const { code } = parse(verifyBody, req.body);
    const userId = await verifyCode(db, code, now());
    if (!userId) throw new HttpError(400, 'bad-code', 'That code is unknown or expired; ask for a new one.');
    // The code alone proves the mailbox; the settings go back only to their owner's session.
    return { verified: true, ...(req.auth?.user.id === userId ? { settings: await view(userId) } : {}) };
  });

  // Issue 21 item 2: the caller's subject tag for playing a game by e-mail; asking for it also
  // asks for the result sheets by mail. DELETE stops both (the tag no longer works).
  app.get('/notify/mail-play/:id', async (req) => {
    const user = requireUser(req);
    const { id } = parse(gameParams, req.params, 'params');
    return notifier.play.tagOf(user, id);
  });

  app.delete('/notify/mail-play/:id', limited(ctx.limits.writes, 'user'), async (req, reply) => {
    const user = requireUser(req);
    const { id } = parse(gameParams, req.params, 'params');
    await notifier.play.forget(user, id);
    return reply.status(204).send();
  });

  app.post('/notify/webhook/test', limited(ctx.limits.writes, 'user'), async (req) => {
    const user = requireUser(req);
    const outcome = await notifier.testWebhook(user);
    if (!outcome) throw new HttpError(409, 'no-webhook', 'Set a webhook URL first.');
    return outcome.ok ? { delivered: true, status: outcome.status } : { delivered: false, error: outcome.error, ...(outcome.status ? { status: outcome.status } : {}) };
  });
}
