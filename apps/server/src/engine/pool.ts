import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PlayerId, Result } from '@diadochi/kernel';
import { EngineFailure, EngineTimeout } from './engine.ts';
import type { Engine } from './engine.ts';
import type { SettleInput, SettleOutput } from './jobs.ts';
import { HeldStates, STATES_PER_WORKER } from './protocol.ts';
import type { JobMessage, ReplyMessage, StatusMessage } from './protocol.ts';

export interface WorkerEngineOptions {
  /** URL (or absolute file path) of the engine module: it exports `games` and optionally `bots`. */
  module: string | URL;
  /** Milliseconds one job may run in its worker before the worker is terminated; default 10 000. */
  budgetMs?: number;
  /** Worker threads; default 2 (or 1 on a single core). */
  threads?: number;
  /** Jobs allowed to wait for a worker; beyond, a job is refused at once (`EngineBusy`). Default 500. */
  maxQueue?: number;
  /** Game states each worker keeps so that they are not copied to it again (`STATES_PER_WORKER`). */
  statesPerWorker?: number;
  log?: (msg: string) => void;
}

/** More jobs wait than the engine accepts: the caller should try again later. */
export class EngineBusy extends Error {
  override name = 'EngineBusy';
}

type JobBody = { kind: 'validate'; ruleset: string; state: unknown; power: PlayerId; decision: unknown } | { kind: 'settle'; ruleset: string; input: SettleInput };

interface Job {
  body: JobBody;
  /** The id of the state the job reads (the same object, the same id), if it is an object. */
  stateId?: number;
  ok(v: unknown): void;
  ko(e: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
  /** The ids of the states this worker holds, as it holds them (`HeldStates`). */
  states: HeldStates<true>;
}

/**
 * TypeScript in worker threads: the thread registers tsx's loader before importing its body. In the
 * compiled judge (scripts/build.mjs) this URL names the compiled worker, which needs no loader.
 */
const TSX_API = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
const WORKER_BODY = new URL('./worker.ts', import.meta.url).href;
const BOOT = WORKER_BODY.endsWith('.js')
  ? `import(${JSON.stringify(WORKER_BODY)})`
  : `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_BODY)}); })`;

/**
 * The rules engine in worker threads, so that no validation, adjudication or bot holds the
 * judge's event loop. Each job has a time budget counted from the moment a worker takes it
 * (not while it waits): over it, the worker is terminated (`worker.terminate()` stops even
 * an endless loop), the job fails with `EngineTimeout`, and a fresh worker takes its place.
 * A hand-written pool rather than a library's: the budget must count running time only, and
 * the pool is small (a queue, a timer per job, a respawn).
 */
export class WorkerEngine implements Engine {
  readonly budgetMs: number;
  private readonly module: string;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly maxQueue: number;
  private nextId = 1;
  private closed = false;
  /** Set when the engine module does not load: no worker is started again, every job fails. */
  private broken: EngineFailure | null = null;
  readonly stats = { jobs: 0, timeouts: 0, failures: 0, respawns: 0, statesSent: 0, statesReused: 0 };
  private readonly statesPerWorker: number;
  /**
   * Ids of the game states jobs read, by object (issue 22): the judge hands the engine the same
   * parsed state for every request of a step (`StepCache`), and a state is never changed once
   * parsed, so a worker that holds it is sent its id instead of a copy of it.
   */
  private readonly stateIds = new WeakMap<object, number>();
  private nextStateId = 1;

  constructor(private readonly o: WorkerEngineOptions) {
    this.budgetMs = o.budgetMs ?? 10_000;
    this.maxQueue = o.maxQueue ?? 500;
    this.statesPerWorker = o.statesPerWorker ?? STATES_PER_WORKER;
    this.module = o.module instanceof URL ? o.module.href : o.module.startsWith('file:') ? o.module : pathToFileURL(o.module).href;
    const threads = o.threads ?? Math.max(1, Math.min(2, availableParallelism()));
    for (let i = 0; i < threads; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, { eval: true, workerData: { module: this.module, states: this.statesPerWorker } });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, states: new HeldStates(this.statesPerWorker) };
    worker.on('message', (m: ReplyMessage | StatusMessage) => this.onMessage(slot, m));
    worker.on('error', (e) => this.lost(slot, e.name));
    worker.on('exit', () => this.lost(slot, 'exit'));
    return slot;
  }

  private onMessage(slot: Slot, m: ReplyMessage | StatusMessage): void {
    if ('ready' in m) {
      slot.ready = true;
      this.pump();
      return;
    }
    if ('fatal' in m) {
      // The engine module does not load: every job would fail the same way; say so once per worker.
      this.o.log?.(`engine worker could not load its module: ${m.kind} at ${m.at}`);
      this.stats.failures++;
      this.broken = new EngineFailure(m.kind, m.at);
      slot.ready = false;
      for (const j of this.queue.splice(0)) j.ko(this.broken);
      return void slot.worker.terminate();
    }
    const job = slot.job;
    if (!job || job.id !== m.id) return;
    clearTimeout(job.timer);
    slot.job = null;
    if (m.ok) job.ok(m.value);
    else {
      this.stats.failures++;
      job.ko(new EngineFailure(m.kind, m.at));
    }
    this.pump();
  }

  /** A worker died (terminated for its budget, crashed, out of memory): fail its job, start another. */
  private lost(slot: Slot, why: string): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    if (slot.job) {
      clearTimeout(slot.job.timer);
      slot.job.ko(new EngineFailure('worker-lost', why));
      slot.job = null;
    }
    if (this.closed || this.broken) return void this.slots.splice(i, 1);
    this.stats.respawns++;
    this.slots[i] = this.spawn();
  }

  private pump(): void {
    for (;;) {
      const free = this.slots.filter((s) => s.ready && !s.job);
      if (this.queue.length === 0 || free.length === 0) return;
      const next = this.queue.shift()!;
      // A worker that holds the job's state takes it, if one is free.
      const slot = (next.stateId !== undefined && free.find((s) => s.states.has(next.stateId!))) || free[0]!;
      const id = this.nextId++;
      const timer = setTimeout(() => this.timeout(slot, id), this.budgetMs);
      slot.job = { ...next, id, timer };
      this.stats.jobs++;
      slot.worker.postMessage(this.message(slot, id, next));
    }
  }

  /** The job as posted to this worker: without its state when the worker holds it already. */
  private message(slot: Slot, id: number, job: Job): JobMessage {
    const stateId = job.stateId;
    if (stateId === undefined) return { id, ...job.body } as JobMessage;
    const sent = !slot.states.has(stateId);
    if (sent) {
      slot.states.keep(stateId, true);
      this.stats.statesSent++;
    } else {
      slot.states.use(stateId);
      this.stats.statesReused++;
    }
    if (sent) return { id, stateId, sent, ...job.body } as JobMessage;
    const body = job.body;
    if (body.kind === 'validate') return { id, stateId, sent, ...body, state: undefined };
    return { id, stateId, sent, ...body, input: { ...body.input, session: { ...body.input.session, state: undefined } } };
  }

  /** The id of a state object (the same object, the same id); none for a state that is not an object. */
  private stateId(state: unknown): number | undefined {
    if (state === null || typeof state !== 'object') return undefined;
    let id = this.stateIds.get(state);
    if (id === undefined) this.stateIds.set(state, (id = this.nextStateId++));
    return id;
  }

  private timeout(slot: Slot, id: number): void {
    const job = slot.job;
    if (!job || job.id !== id) return;
    this.stats.timeouts++;
    slot.job = null;
    slot.ready = false; // dying: `pump` must not hand it the next job before its exit
    job.ko(new EngineTimeout(this.budgetMs));
    // `lost` (on exit) starts the replacement; the slot has no job any more, so nothing else fails.
    void slot.worker.terminate();
  }

  private run<T>(body: JobBody): Promise<T> {
    if (this.closed) return Promise.reject(new EngineFailure('closed', 'engine'));
    if (this.broken) return Promise.reject(this.broken);
    if (this.queue.length >= this.maxQueue) return Promise.reject(new EngineBusy('Too many rules-engine jobs are waiting.'));
    const stateId = this.stateId(body.kind === 'validate' ? body.state : body.input.session.state);
    return new Promise<T>((ok, ko) => {
      this.queue.push({ body, ok: ok as (v: unknown) => void, ko, ...(stateId !== undefined ? { stateId } : {}) });
      this.pump();
    });
  }

  validate(ruleset: string, state: unknown, power: PlayerId, decision: unknown): Promise<Result<unknown>> {
    return this.run({ kind: 'validate', ruleset, state, power, decision });
  }

  settle(input: SettleInput): Promise<SettleOutput> {
    return this.run({ kind: 'settle', ruleset: input.ruleset, input });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const j of this.queue.splice(0)) j.ko(new EngineFailure('closed', 'engine'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
