/**
 * The words of a newcomer's first game (issue 17 items 2 and 5): the practice game, drafts,
 * the warnings before a known fatal outcome, the elimination and game-over screens, and the
 * question asked when every human is out. Spread into `en.ts` and `fr.ts`; the French has the
 * English one's keys (its type says so).
 */
import { frenchTypography } from '@diadochi/kernel';

export const firstGameEn = {
  'practice.title': 'Practice game (bots in the other seats)',
  'practice.offer': 'Practise against bots',
  'practice.hint': 'Your own Les Diadoques game against the platform’s bots, at your pace. Always available; one per player.',
  'practice.signIn': 'Sign in or register to get your own practice game.',
  'practice.making': 'Setting up your practice game…',
  'drafts.saved': 'Draft saved (not sent): every line is kept as typed.',
  'drafts.restored': 'Your draft is back as you left it; lines marked ✗ still need fixing.',
  'warnings.title': 'Before you send',
  'warnings.revolt': '{unit} will end the year out of supply (no arsenal or supply line) and revolt in winter.',
  'warnings.leader': '{leader} would stand alone at {place}, where {threat} can reach him: he may be captured or killed.',
  'warnings.upkeep': 'Winter upkeep: your units cost {upkeep} talents; you hold {treasury} and expect {income}. You will have to disband.',
  'over.title': 'Game over',
  'over.winners': 'Won by {names}.',
  'over.noWinner': 'Nobody won.',
  'over.ranking': 'Final ranking',
  'over.place': '{place}.',
  'over.replay': 'Replay the game, step by step',
  'over.you': 'you',
  'out.title': 'You are out of the game',
  'out.why': 'Your power was eliminated: {why}',
  'out.whyUnknown': 'see the results of the last season for what happened.',
  'out.whyLines': 'Your power was eliminated. What happened:',
  'out.ask': 'Every human player is out. The game is stopped: shall the bots play the remaining seasons?',
  'out.playOn': 'Let the bots play on',
  'out.leave': 'Leave it stopped',
  'out.playingOn': 'The bots play on without you; the result will show here.',
  'why.victory-total': '{names} holds more than half of the victory points: total victory.',
  'why.victory-clear': '{names} holds more than half of the victory points: clear victory.',
  'why.victory-measured': '{names} holds more than half of the prestige in play: measured victory.',
  'why.victory-marginal': '{names} holds more than a third of the prestige and every other player conceded: marginal victory.',
  'why.victory-shared': 'A victory shared by the survivors: {names}.',
  'why.victory-short-game': 'The years of the short game are over; the players are ranked by victory points.',
  'why.victory-last-survivor': '{names} is the only player left.',
  'why.year-limit': 'The last year of the game ({year}) is over; the players are ranked by victory points, then prestige.',
  'year.bc': '{year} BC',
} as const;

function typographed<T extends Record<string, string>>(lines: T): T {
  return Object.fromEntries(Object.entries(lines).map(([k, v]) => [k, frenchTypography(v)])) as T;
}

/** French, with the kernel's typography (no-break spaces before `:` `;` `?` `!`). */
export const firstGameFr: Record<keyof typeof firstGameEn, string> = typographed({
  'practice.title': 'Partie d’entraînement (des robots aux autres places)',
  'practice.offer': 'S’entraîner contre des robots',
  'practice.hint': 'Votre propre partie des Diadoques contre les robots de la plateforme, à votre rythme. Toujours disponible ; une par joueur.',
  'practice.signIn': 'Connectez-vous ou inscrivez-vous pour avoir votre partie d’entraînement.',
  'practice.making': 'Préparation de votre partie d’entraînement…',
  'drafts.saved': 'Brouillon enregistré (non envoyé) : chaque ligne est gardée telle que tapée.',
  'drafts.restored': 'Votre brouillon est revenu tel que vous l’aviez laissé ; les lignes marquées ✗ restent à corriger.',
  'warnings.title': 'Avant d’envoyer',
  'warnings.revolt': '{unit} finira l’année sans ravitaillement (ni arsenal ni ligne de ravitaillement) et se révoltera en hiver.',
  'warnings.leader': '{leader} resterait seul en {place}, à portée de {threat} : il peut être capturé ou tué.',
  'warnings.upkeep': 'Entretien d’hiver : vos unités coûtent {upkeep} talents ; vous avez {treasury} et attendez {income}. Vous devrez licencier.',
  'over.title': 'Partie terminée',
  'over.winners': 'Gagnée par {names}.',
  'over.noWinner': 'Personne n’a gagné.',
  'over.ranking': 'Classement final',
  'over.place': '{place}.',
  'over.replay': 'Revoir la partie, étape par étape',
  'over.you': 'vous',
  'out.title': 'Vous êtes éliminé',
  'out.why': 'Votre puissance a été éliminée : {why}',
  'out.whyUnknown': 'voyez les résultats de la dernière saison pour savoir ce qui s’est passé.',
  'out.whyLines': 'Votre puissance a été éliminée. Ce qui s’est passé :',
  'out.ask': 'Tous les joueurs humains sont éliminés. La partie est arrêtée : les robots doivent-ils jouer les saisons restantes ?',
  'out.playOn': 'Laisser les robots continuer',
  'out.leave': 'La laisser arrêtée',
  'out.playingOn': 'Les robots continuent sans vous ; le résultat s’affichera ici.',
  'why.victory-total': '{names} détient plus de la moitié des points de victoire : victoire totale.',
  'why.victory-clear': '{names} détient plus de la moitié des points de victoire : victoire nette.',
  'why.victory-measured': '{names} détient plus de la moitié du prestige en jeu : victoire mesurée.',
  'why.victory-marginal': '{names} détient plus du tiers du prestige et tous les autres joueurs ont concédé : victoire marginale.',
  'why.victory-shared': 'Victoire partagée entre les survivants : {names}.',
  'why.victory-short-game': 'Les années de la partie courte sont écoulées ; les joueurs sont classés par points de victoire.',
  'why.victory-last-survivor': '{names} est le seul joueur restant.',
  'why.year-limit': 'La dernière année de la partie ({year}) est écoulée ; les joueurs sont classés par points de victoire, puis par prestige.',
  'year.bc': '{year} av. J.-C.',
});
