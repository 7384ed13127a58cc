import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { GameDefinition } from '@diadochi/kernel';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { Accounts } from './accounts.ts';
import { compressJson } from './compress.ts';
import type { PasswordHashing } from './accounts.ts';
import { memoryBus, postgresBus, redisBus } from './bus.ts';
import type { Bus } from './bus.ts';
import type { Storage } from './db/open.ts';
import type { Engine } from './engine/engine.ts';
import { WorkerEngine } from './engine/pool.ts';
import type { WorkerEngineOptions } from './engine/pool.ts';
import { Judge } from './games/judge.ts';
import type { BotFactory, BotLevels, JudgeHooks, JudgeLimits } from './games/judge.ts';
import { jsonBodies } from './http/bodies.ts';
import { Press } from './games/press.ts';
import { archiveRoutes } from './http/archive-routes.ts';
import { authRoutes } from './http/auth-routes.ts';
import { authHook } from './http/context.ts';
import type { Ctx, RateLimits } from './http/context.ts';
import { forbidden, HttpError } from './http/errors.ts';
import { DEFAULT_ACCOUNT_THROTTLE } from './login-throttle.ts';
import { gameRoutes } from './http/game-routes.ts';
import { vacationRoutes } from './http/vacation-routes.ts';
import { voteRoutes } from './http/vote-routes.ts';
import { pictureRoutes } from './http/picture-routes.ts';
import { helmetOptions, securityHeadersHook } from './http/security-headers.ts';
import { gamePageBody, gamePageHtml, gamePageId, loadPagePreloads, pageLang } from './http/page-preloads.ts';
import { Hub } from './hub.ts';
import type { NotifyOptions } from './notify/config.ts';
import { createNotifier } from './notify/notifier.ts';
import type { Notifier } from './notify/notifier.ts';
import { notifyRoutes } from './notify/routes.ts';
import { Scheduler } from './scheduler.ts';
import { SessionCache } from './session-cache.ts';
import type { SessionCacheOptions } from './session-cache.ts';

export interface ServerOptions {
  /** The games this server hosts: the catalog in production, the kernel's test game in tests. */
  games: GameDefinition[];
  /** An open database (`openStorage`). The caller closes it after the server. */
  db: Storage;
  /** Better bots than `randomBot`, by ruleset. */
  bots?: Record<string, BotFactory>;
  /** The bots a seat may choose by level (issue 20 item 5; `platformRoster`); none: `random` and `bots` only. */
  botLevels?: BotLevels;
  /** By ruleset, the level a bot seat gets when its creator chose none. */
  bestBotLevels?: Record<string, string>;
  /** Milliseconds since the epoch; tests move time by hand. */
  clock?: () => number;
  logger?: FastifyServerOptions['logger'];
  /**
   * Names of admins (ADMIN_USERS). Accounts of these names that exist at start become admins;
   * for the others a one-time token is logged at start (and kept in `adminTokens`): the owner of
   * the name, once registered, claims the role with it (POST /api/auth/admin-claim).
   */
  admins?: string[];
  passwordHashing?: PasswordHashing;
  rateLimits?: Partial<RateLimits>;
  /** Deadline polling; `enabled: false` leaves it to calls of `scheduler.tick()`. */
  scheduler?: { intervalMs?: number; enabled?: boolean };
  /** Fan-out between instances. Default: PostgreSQL LISTEN/NOTIFY on PostgreSQL, Redis when `redisUrl` is set, else in memory. */
  bus?: Bus;
  redisUrl?: string;
  /** Static files of the web client; default apps/web/dist when it exists. `null`: none. */
  webRoot?: string | null;
  secureCookies?: boolean;
  /** Origins (besides the server's own) allowed to open WebSockets. */
  allowedOrigins?: string[];
  hooks?: JudgeHooks;
  /**
   * Where the rules engine runs: worker threads loading an engine module (what `run.ts` uses),
   * an `Engine` of the caller's, or (absent) the judge's own thread without a time budget.
   */
  engine?: WorkerEngineOptions | Engine;
  /** Bounds on work per request and per game (docs/API.md, "Limits"). */
  limits?: Partial<JudgeLimits>;
  trustProxy?: boolean;
  /** Where new games' secret seeds come from; default 32 random bytes. Tests fix it to replay a game exactly. */
  seeds?: () => string;
  /** Notifications by e-mail and webhook (issue 21): SMTP, public URL, webhook limits. Absent: no mail. */
  notify?: NotifyOptions;
  /**
   * Login sessions kept in memory after their first read (issue 22; `session-cache.ts`): one
   * statement less a request. Default: on with SQLite, which serves one instance, so every logout,
   * password change and role change goes through this instance and drops what it changes. Off by
   * default on PostgreSQL: with several instances, a session ended on another one would still be
   * served here until the bus's notice arrives, or up to `ttlMs` if the notice is lost.
   */
  sessionCache?: boolean | SessionCacheOptions;
}

export interface DiadochiServer {
  app: FastifyInstance;
  judge: Judge;
  accounts: Accounts;
  hub: Hub;
  scheduler: Scheduler;
  notifier: Notifier;
  bus: Bus;
  /** Every route: method and URL (the secrets test walks them all). */
  routes: { method: string; url: string }[];
  /** One-time admin tokens of configured admin names that had no account at start. */
  adminTokens: ReadonlyMap<string, string>;
  close(): Promise<void>;
}

/** Bytes of any request body (a decision has its own, smaller limit: `DECISION_BODY_LIMIT`). */
const BODY_LIMIT = 64 * 1024;

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function makeBus(o: ServerOptions): Promise<{ bus: Bus; owned: boolean }> {
  if (o.bus) return { bus: o.bus, owned: false };
  if (o.redisUrl) return { bus: await redisBus(o.redisUrl, o.db.namespace), owned: true };
  if (o.db.dialect === 'postgres' && o.db.pg) return { bus: await postgresBus(o.db.pg.connectionString, o.db.namespace), owned: true };
  return { bus: memoryBus(), owned: true };
}

export async function createServer(o: ServerOptions): Promise<DiadochiServer> {
  const app = Fastify({
    logger: o.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: o.trustProxy ?? false,
    // The router refuses a path parameter over 100 characters or a malformed URL before any
    // route: the refusal is typed like the others and never quotes the path back.
    frameworkErrors: (error, _req, reply) => {
      const long = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // The generic reply type of this hook admits no status; it is the plain reply.
      void (reply as FastifyReply).status(long ? 414 : 400).send(long ? { error: 'too-long', message: 'A part of this address is too long.' } : { error: 'bad-url', message: 'This address cannot be read.' });
    },
  });
  jsonBodies(app);
  // The API's JSON answers (a game's view) compressed for browsers (issue 22; compress.ts).
  await compressJson(app);
  const log = (msg: string) => app.log.warn(msg);
  const clock = o.clock ?? Date.now;
  const { bus, owned } = await makeBus(o);
  const engine = o.engine === undefined ? undefined : 'module' in o.engine ? new WorkerEngine({ log, ...o.engine }) : o.engine;
  const judge = new Judge({
    storage: o.db,
    games: o.games,
    bots: o.bots,
    ...(o.botLevels ? { botLevels: o.botLevels } : {}),
    ...(o.bestBotLevels ? { bestBotLevels: o.bestBotLevels } : {}),
    clock,
    bus,
    hooks: o.hooks,
    log,
    ...(engine ? { engine } : {}),
    ...(o.limits ? { limits: o.limits } : {}),
    ...(o.seeds ? { seeds: o.seeds } : {}),
  });
  // `login: false` (tests, the e2e harness) also turns off the limits that derive from it, unless set.
  const loginOff = o.rateLimits?.login === false;
  const limits: RateLimits = {
    login: { max: 10, windowMs: 60_000 },
    register: loginOff ? false : { max: 5, windowMs: 3600_000 },
    account: loginOff ? false : DEFAULT_ACCOUNT_THROTTLE,
    writes: { max: 300, windowMs: 60_000 },
    ...o.rateLimits,
  };
  const cacheSessions = o.sessionCache ?? o.db.dialect === 'sqlite';
  const sessionCache = cacheSessions ? new SessionCache(clock, cacheSessions === true ? {} : cacheSessions) : null;
  const accounts = new Accounts(o.db, { hashing: o.passwordHashing ?? {}, admins: o.admins ?? [], clock, accountThrottle: limits.account, sessionCache });
  if (sessionCache) bus.subscribe((e) => e.kind === 'session-ended' && accounts.sessionsEnded(e.userId, e.session));
  const adminTokens = await accounts.bindAdmins();
  for (const [name, token] of adminTokens) {
    app.log.warn(`admin "${name}" has no account yet: once registered, it claims the admin role with POST /api/auth/admin-claim {"token":"${token}"}`);
  }
  const hub = new Hub(judge, bus, log);
  const notifier = await createNotifier(judge, bus, o.notify, log);
  const ctx: Ctx = {
    judge,
    accounts,
    press: new Press(judge, bus),
    hub,
    bus,
    limits,
    secureCookies: o.secureCookies ?? false,
    allowedOrigins: o.allowedOrigins ?? [],
  };
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') routes.push({ method: m, url: r.url });
  });

  app.setErrorHandler((error, req, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.body());
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: 'rate-limited', message: 'Too many requests; wait a little.' });
    if (status < 500) {
      const code = status === 415 ? 'unsupported-media-type' : status === 413 ? 'too-large' : status === 404 ? 'not-found' : 'bad-request';
      return reply.status(status).send({ error: code, message: (error as Error).message });
    }
    // Only the kind and place of the failure: messages may quote data that is not the caller's.
    req.log.error({ kind: (error as Error).name, at: (error as Error).stack?.split('\n')[1]?.trim() }, 'internal error');
    return reply.status(500).send({ error: 'internal', message: 'Internal error.' });
  });

  // helmet's headers, computed once (issue 22; security-headers.ts).
  securityHeadersHook(app, helmetOptions(o.secureCookies ?? false));
  await app.register(fastifyCookie);
  // permessage-deflate stays off (ws's default, said here so it is a decision): compressing each
  // frame once a socket cost ~9× the CPU and ~3.5× the memory of a 1,000-socket fan-out of a 2 KB
  // view (issue 22, stop 30), and the hub writes frames built once for every socket (ws-frames.ts).
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: () => ({ statusCode: 429, error: 'rate-limited', message: 'Too many requests; wait a little.' }),
  });

  await app.register(
    async (api) => {
      api.decorateRequest('auth', null);
      api.addHook('onRequest', authHook(accounts));
      authRoutes(api, ctx);
      gameRoutes(api, ctx);
      archiveRoutes(api, ctx);
      pictureRoutes(api, ctx);
      voteRoutes(api, ctx);
      vacationRoutes(api, ctx);
      notifyRoutes(api, ctx, notifier);
      api.get('/ws', { websocket: true, preValidation: async (req) => checkOrigin(req, ctx.allowedOrigins) }, (socket, req) => {
        void hub.connect(socket, req.auth?.user ?? null, req.auth?.tokenHash ?? null, req.raw.socket).catch(() => socket.close(1011, 'internal error'));
      });
    },
    { prefix: '/api' },
  );

  const webRoot = o.webRoot === undefined ? DEFAULT_WEB_ROOT : o.webRoot;
  const serveWeb = webRoot !== null && existsSync(webRoot);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // The build writes x.br and x.gz beside each text file (apps/web/vite.config.ts): sent to
      // browsers that accept them, with `Vary: Accept-Encoding`.
      preCompressed: true,
      cacheControl: false,
      // @fastify/static 9 (the last line that runs on Node 20 without engine warnings) does not
      // add the Vary header itself: caches must key the compressed variants by Accept-Encoding.
      setHeaders: (res, path) => {
        res.setHeader('cache-control', cacheControlFor(path));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  // A public game's page names what it loads first (http/page-preloads.ts; issue 22: first paint).
  const pages = serveWeb && webRoot !== null ? loadPagePreloads(webRoot) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const gameId = pages && req.method === 'GET' ? gamePageId(req.url) : null;
    if (pages && gameId) {
      const row = await judge.findGame(gameId).catch(() => undefined);
      if (row && row.invite === null) {
        const page = gamePageBody(gamePageHtml(pages, gameId, pages.boards[row.ruleset], pageLang(req.headers['accept-language'])), req.headers['accept-encoding']);
        if (page.encoding) reply.header('content-encoding', page.encoding);
        return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Accept-Encoding').type('text/html; charset=utf-8').send(page.body);
      }
    }
    // The web client routes in the browser: unknown pages get its index.
    if (serveWeb && req.method === 'GET' && !req.url.startsWith('/api/') && existsSync(`${webRoot}/index.html`)) return reply.sendFile('index.html');
    return reply.status(404).send({ error: 'not-found', message: 'No such endpoint.' });
  });

  const scheduler = new Scheduler(judge, o.scheduler?.intervalMs ?? 1000, log);
  await app.ready();
  if (o.scheduler?.enabled !== false) scheduler.start();
  if (o.scheduler?.enabled !== false) notifier.start(o.notify?.intervalMs ?? 5000);

  return {
    app,
    judge,
    accounts,
    hub,
    scheduler,
    notifier,
    bus,
    routes,
    adminTokens,
    async close() {
      await scheduler.stop();
      await notifier.stop();
      hub.close();
      await app.close();
      if (judge.engine !== o.engine) await judge.engine.close(); // the caller closes an engine it made
      if (owned) await bus.close();
    },
  };
}

/** Refuses WebSockets opened by pages of other sites (they would read the victim's secrets with its cookie). */
async function checkOrigin(req: FastifyRequest, allowed: string[]): Promise<void> {
  const origin = req.headers.origin;
  if (!origin) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host === req.headers.host || allowed.includes(origin)) return;
  throw forbidden('WebSockets from other sites are refused.');
}

/**
 * Vite's hashed assets (`/assets/name-HASH.js`) never change under their name: cached for a
 * year without revalidation. Everything else (index.html, which names the current hashes) is
 * revalidated on every load, so a deploy is seen at once.
 */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(?:\.(?:br|gz))?$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
