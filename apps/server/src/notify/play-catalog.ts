import type { Language } from './types.ts';

/**
 * The judge's replies to orders and press sent by e-mail (issue 21 item 2), per language; the
 * French catalog has the English one's type, so a missing line does not compile. Orders,
 * problems and result lines come from the game's own catalogs (`@diadochi/kernel` lines).
 */
export interface PlayCatalog {
  replySubject(p: { subject: string }): string;
  accepted(p: { power: string; step: number; adjudicated: boolean }): string;
  refused(p: { power: string; count: number }): string;
  problemAt(p: { line: number; text: string; problem: string }): string;
  problem(p: { problem: string }): string;
  notNow(p: { why: string }): string;
  noOrders: string;
  textOrdersOnly: string;
  pressSent(p: { to: string }): string;
  pressRefused(p: { to: string; why: string }): string;
  /** Why press to a no-press (gunboat) game is refused (issue 21 item 5). */
  noPressGame: string;
  everyone: string;
  badTag: string;
  notSeated: string;
  nothing: string;
  sheetSubject(p: { title: string; step: number }): string;
  sheetIntro(p: { title: string; power: string }): string;
  stepHeader(p: { step: number; phase: string }): string;
  defaulted(p: { powers: string }): string;
  nextPhase(p: { prompt: string; deadline: string | null }): string;
  over(p: { result: string }): string;
  howToReply(p: { address: string; tag: string }): string;
}

const en: PlayCatalog = {
  replySubject: (p) => (/^re:/i.test(p.subject) ? p.subject : `Re: ${p.subject}`),
  accepted: (p) => `Orders of ${p.power} for step ${p.step}: accepted${p.adjudicated ? ', and the step was adjudicated' : ''}.`,
  refused: (p) => `Orders of ${p.power}: refused, nothing was stored (${p.count} problem${p.count === 1 ? '' : 's'}):`,
  problemAt: (p) => `  line ${p.line} "${p.text}": ${p.problem}`,
  problem: (p) => `  ${p.problem}`,
  notNow: (p) => `Orders not taken: ${p.why}`,
  noOrders: 'No orders in this mail.',
  textOrdersOnly: 'Orders of this game are not written as text: send them from the web page, or as a JSON decision.',
  pressSent: (p) => `Message to ${p.to}: sent.`,
  pressRefused: (p) => `Message to ${p.to}: refused (${p.why}).`,
  noPressGame: 'this is a no-press (gunboat) game: players send no messages, only orders',
  everyone: 'everyone',
  badTag: 'This mail does not carry the subject tag of one of your games by e-mail (ask for it on the game’s page); nothing was done.',
  notSeated: 'You have no seat in this game; nothing was done.',
  nothing: 'Nothing to do: no orders and no message were found.',
  sheetSubject: (p) => `${p.title}: results of step ${p.step}`,
  sheetIntro: (p) => `Results of "${p.title}", as ${p.power} sees them:`,
  stepHeader: (p) => `Step ${p.step} — ${p.phase}`,
  defaulted: (p) => `  No orders received (default): ${p.powers}`,
  nextPhase: (p) => `Now: ${p.prompt}${p.deadline ? `\nDeadline: ${p.deadline}.` : ''}`,
  over: (p) => `The game is over: ${p.result}`,
  howToReply: (p) => `To send orders or press, write to ${p.address} with ${p.tag} in the subject.`,
};

const fr: PlayCatalog = {
  replySubject: (p) => (/^re ?:/i.test(p.subject) ? p.subject : `Re: ${p.subject}`),
  accepted: (p) => `Ordres de ${p.power} pour l’étape ${p.step} : acceptés${p.adjudicated ? ', et l’étape a été résolue' : ''}.`,
  refused: (p) => `Ordres de ${p.power} : refusés, rien n’a été enregistré (${p.count} problème${p.count > 1 ? 's' : ''}) :`,
  problemAt: (p) => `  ligne ${p.line} « ${p.text} » : ${p.problem}`,
  problem: (p) => `  ${p.problem}`,
  notNow: (p) => `Ordres non pris : ${p.why}`,
  noOrders: 'Pas d’ordres dans ce message.',
  textOrdersOnly: 'Les ordres de ce jeu ne s’écrivent pas en texte : envoyez-les depuis la page de la partie, ou en décision JSON.',
  pressSent: (p) => `Message à ${p.to} : envoyé.`,
  pressRefused: (p) => `Message à ${p.to} : refusé (${p.why}).`,
  noPressGame: 'cette partie est sans presse (gunboat) : les joueurs n’envoient pas de messages, seulement des ordres',
  everyone: 'tous',
  badTag: 'Ce message ne porte pas l’étiquette d’objet d’une de vos parties par courriel (demandez-la sur la page de la partie) ; rien n’a été fait.',
  notSeated: 'Vous n’avez pas de place dans cette partie ; rien n’a été fait.',
  nothing: 'Rien à faire : ni ordres ni message trouvés.',
  sheetSubject: (p) => `${p.title} : résultats de l’étape ${p.step}`,
  sheetIntro: (p) => `Résultats de « ${p.title} », tels que ${p.power} les voit :`,
  stepHeader: (p) => `Étape ${p.step} — ${p.phase}`,
  defaulted: (p) => `  Aucun ordre reçu (ordres par défaut) : ${p.powers}`,
  nextPhase: (p) => `Maintenant : ${p.prompt}${p.deadline ? `\nÉchéance : ${p.deadline}.` : ''}`,
  over: (p) => `La partie est finie : ${p.result}`,
  howToReply: (p) => `Pour envoyer ordres ou messages, écrivez à ${p.address} avec ${p.tag} dans l’objet.`,
};

export const playCatalogs: Record<Language, PlayCatalog> = { en, fr };
