import { heuristicBot, randomSyracuseBot } from './src/index.ts';
import { match } from './src/match.ts';
const t = Date.now();
console.log(match(heuristicBot, randomSyracuseBot, Number(process.argv[2] ?? 5), 'm'), (Date.now() - t) / 1000);
