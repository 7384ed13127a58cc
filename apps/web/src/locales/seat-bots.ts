/**
 * The words of bot levels per seat (issue 20 item 5) and of missed phases: the bot standing in
 * for an absent player, "I'm back", reliability (issue 21 item 4). Spread into `en.ts` and
 * `fr.ts`; the French has the English one's keys (its type says so). French typography is added
 * by `i18n.ts`.
 */
export const seatBotsEn = {
  'new.botLevels': 'Bot of each seat nobody takes',
  'new.botLevelsHint': 'If no player takes a seat, a bot of this level plays it.',
  'bots.level.random': 'random',
  'bots.level.l1': 'level 1',
  'bots.level.l2': 'level 2',
  'bots.level.baseline': 'baseline',
  'bots.level.greedy': 'greedy',
  'bots.level.strong': 'strong',
  'bots.level.legal': 'simple',
  'bots.level.best': '{level} (recommended)',
  'new.minReliability': 'Reliability needed to join (percent of phases played on time)',
  'new.minReliabilityHint': 'Empty: anyone may join. A player with no phase played yet may always join.',
  'game.seat.botLevel': 'bot, {level}',
  'game.seat.standIn': 'played by a bot since {date}',
  'game.standInYou': 'You missed two phases in a row: a bot plays for you since {date}. Send orders or say you are back to take your seat again.',
  'game.back': 'I’m back',
  'profile.reliability': 'Reliability: {percent} % of {due} phases played on time ({missed} missed, running games included, anonymous ones once over)',
  'profile.reliabilityNone': 'Reliability: no phase played yet',
};

export const seatBotsFr: Record<keyof typeof seatBotsEn, string> = {
  'new.botLevels': 'Bot de chaque place que personne ne prend',
  'new.botLevelsHint': 'Si aucun joueur ne prend une place, un bot de ce niveau la joue.',
  'bots.level.random': 'au hasard',
  'bots.level.l1': 'niveau 1',
  'bots.level.l2': 'niveau 2',
  'bots.level.baseline': 'de base',
  'bots.level.greedy': 'glouton',
  'bots.level.strong': 'fort',
  'bots.level.legal': 'simple',
  'bots.level.best': '{level} (recommandé)',
  'new.minReliability': 'Fiabilité demandée pour rejoindre (pourcentage de phases jouées à temps)',
  'new.minReliabilityHint': 'Vide : tout le monde peut rejoindre. Un joueur qui n’a encore joué aucune phase peut toujours rejoindre.',
  'game.seat.botLevel': 'bot, {level}',
  'game.seat.standIn': 'joué par un bot depuis le {date}',
  'game.standInYou': 'Vous avez manqué deux phases de suite : un bot joue pour vous depuis le {date}. Envoyez des ordres ou dites que vous êtes de retour pour reprendre votre place.',
  'game.back': 'Je suis de retour',
  'profile.reliability': 'Fiabilité : {percent} % de {due} phases jouées à temps ({missed} manquées, parties en cours comprises, les anonymes une fois finies)',
  'profile.reliabilityNone': 'Fiabilité : aucune phase jouée pour l’instant',
};
