/**
 * The words of anonymous games and no-press games (issue 21 item 5): the creation option, the
 * seats and members shown by power only until the end. Spread into `en.ts` and `fr.ts`; the
 * French has the English one's keys (its type says so). French typography is added by `i18n.ts`.
 */
export const anonymityEn = {
  'new.anonymous': 'Anonymous game',
  'new.anonymousHint': 'Players are shown by their power only; their names are revealed when the game ends. If you only referee, you still see who plays what.',
  'game.anonymous': 'Anonymous game: players are shown by their power; names are revealed at the end.',
  'game.anonymousBadge': 'anonymous',
  'game.seat.anonymous': 'anonymous player',
  'game.member.anonymous': 'a player',
};

export const anonymityFr: Record<keyof typeof anonymityEn, string> = {
  'new.anonymous': 'Partie anonyme',
  'new.anonymousHint': 'Les joueurs ne sont montrés que par leur puissance ; leurs noms sont révélés à la fin de la partie. Si vous êtes seulement l’arbitre, vous voyez toujours qui joue quoi.',
  'game.anonymous': 'Partie anonyme : les joueurs sont montrés par leur puissance ; les noms sont révélés à la fin.',
  'game.anonymousBadge': 'anonyme',
  'game.seat.anonymous': 'joueur anonyme',
  'game.member.anonymous': 'un joueur',
};
