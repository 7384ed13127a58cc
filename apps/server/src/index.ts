export { createServer } from './server.ts';
export type { DiadochiServer, ServerOptions } from './server.ts';
export { openStorage, dropSchema } from './db/open.ts';
export type { Storage, StorageConfig } from './db/open.ts';
export { memoryBus, postgresBus, redisBus } from './bus.ts';
export type { Bus, BusEvent } from './bus.ts';
export type { BotFactory, JudgeHooks } from './games/judge.ts';
export { ensureDemo, DEMO_RULESETS } from './demo.ts';
export { run } from './run.ts';
