/** PhalanXX's bots of a game on this device, in a worker (`bot-worker.ts`, `bot-thinker.ts`). */
import { serveBotSteps } from './bot-worker.ts';
import { botStep } from './phalanxx-local.ts';

serveBotSteps(botStep);
