/** Successors' bots of a game on this device, in a worker (`local/bot-worker.ts`). */
import { serveBotSteps } from '../../local/bot-worker.ts';
import { botStep } from './local.ts';

serveBotSteps(botStep);
