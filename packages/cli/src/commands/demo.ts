import { writeFileSync } from 'node:fs';
import { autoplay, createGame, eventLine, nameLine, problemLine, randomBot, resultLine, saveGame } from '@diadochi/kernel';
import type { Lang } from '@diadochi/kernel';
import type { ToolCommand } from '@diadochi/kernel';
import { games, findGame } from '@diadochi/catalog';

export const demo: ToolCommand = {
  name: 'demo',
  summary: 'play a whole game with bots in every seat and print its record',
  usage: 'demo [RULESET] [--seed S] [--lang en|fr] [--save FILE]',
  async run(argv) {
    const ruleset = argv[0] && !argv[0].startsWith('--') ? argv[0] : games[0]?.id;
    const seed = argv.includes('--seed') ? argv[argv.indexOf('--seed') + 1]! : `demo-${Date.now()}`;
    const lang: Lang = argv.includes('--lang') && argv[argv.indexOf('--lang') + 1] === 'fr' ? 'fr' : 'en';
    const game = ruleset ? findGame(ruleset) : undefined;
    if (!game) {
      console.error(`No such game "${ruleset ?? ''}". Games: ${games.map((g) => g.id).join(', ') || '(none yet)'}`);
      return 2;
    }
    const created = createGame(game, { seed });
    if (!created.ok) {
      console.error(created.error.map((p) => problemLine(game, p, lang)).join('\n'));
      return 2;
    }
    const end = autoplay(game, created.value, { bots: randomBot(seed), maxSteps: 5000 });
    for (const entry of end.record) {
      for (const e of entry.events) console.log(`[${entry.step} ${entry.phase}] ${eventLine(game, e, lang)}${e.rule ? `  (${e.rule})` : ''}`);
    }
    const result = game.result(end.state);
    console.log(result ? `Result: ${result.winners.map((id) => nameLine(game, `seat.${id}`, lang, id)).join(', ') || 'nobody'} — ${resultLine(game, result, lang)}` : `Stopped after ${end.record.length - 1} steps without a result.`);
    if (argv.includes('--save')) {
      const file = argv[argv.indexOf('--save') + 1]!;
      writeFileSync(file, saveGame(end));
      console.log(`Saved to ${file} (check it with: npx diadochi verify ${file})`);
    }
    return 0;
  },
};
