import { EventEmitter } from 'node:events';
import pg from 'pg';
import { Redis } from 'ioredis';

/** A decision sent, changed, retracted or readied: the `submitted` event's facts. */
export interface Notice {
  step: number;
  power: string;
  ready: boolean;
  userId: string;
}

/**
 * What instances tell each other. Only ids and public facts travel here; each instance
 * renders what every one of its sockets may see from the database.
 */
export type BusEvent =
  /**
   * `inResults`: the decision resolved the step, and the `resolved` event right after this one
   * carries it (`Notice`), so that each socket has the notice, the result sheets and the new
   * phase in one write (issue 22): instances ignore it then (those older than that send it alone).
   */
  | ({ kind: 'submitted'; gameId: string; inResults?: true } & Notice)
  /**
   * `over`: the steps ended the game (absent from instances older than issue 22: then it may have).
   * `submitted`: the decision whose write made every pending seat ready, announced with the results.
   */
  | { kind: 'resolved'; gameId: string; fromStep: number; toStep: number; over?: boolean; submitted?: Notice }
  | { kind: 'message'; gameId: string; messageId: string }
  | { kind: 'reminder'; gameId: string; step: number; deadlineAt: number; missing: string[] }
  | { kind: 'game'; gameId: string; change: string };

/** A login session ended (`session`: its token hash), or every session of the user (no `session`): its sockets close. */
export interface SessionEnded {
  kind: 'session-ended';
  userId: string;
  session?: string;
}

/** Everything that travels on the bus: game events, and the end of login sessions. */
export type BusMessage = BusEvent | SessionEnded;

/** Publish–subscribe between server instances: in memory (one instance), PostgreSQL LISTEN/NOTIFY or Redis. */
export interface Bus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  publish(event: BusMessage): Promise<void>;
  subscribe(handler: (event: BusMessage) => void): void;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(e) {
      emitter.emit('event', e);
    },
    subscribe(h) {
      emitter.on('event', h);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const channelName = (namespace: string) => `diadochi_${namespace.replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63).toLowerCase();

/** LISTEN on a dedicated connection, reconnecting if it drops; NOTIFY through a pooled one. */
export async function postgresBus(connectionString: string, namespace: string): Promise<Bus> {
  const channel = channelName(namespace);
  const handlers: ((e: BusMessage) => void)[] = [];
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', () => {});
  let listener: pg.Client | null = null;
  let closed = false;
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      const event = JSON.parse(msg.payload) as BusMessage;
      for (const h of handlers) h(event);
    });
    client.on('error', () => {
      if (closed) return;
      listener = null;
      setTimeout(() => void listen().catch(() => {}), 500);
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    listener = client;
  };
  await listen();
  return {
    kind: 'postgres',
    async publish(e) {
      await publisher.query('select pg_notify($1, $2)', [channel, JSON.stringify(e)]);
    },
    subscribe(h) {
      handlers.push(h);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}

export async function redisBus(url: string, namespace: string): Promise<Bus> {
  const channel = `diadochi:${namespace}`;
  const handlers: ((e: BusMessage) => void)[] = [];
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await Promise.all([pub.connect(), sub.connect()]);
  sub.on('message', (ch: string, payload: string) => {
    if (ch !== channel) return;
    const event = JSON.parse(payload) as BusMessage;
    for (const h of handlers) h(event);
  });
  await sub.subscribe(channel);
  return {
    kind: 'redis',
    async publish(e) {
      await pub.publish(channel, JSON.stringify(e));
    },
    subscribe(h) {
      handlers.push(h);
    },
    async close() {
      sub.disconnect();
      pub.disconnect();
    },
  };
}
