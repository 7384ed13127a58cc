import type { Language, Notification, NotificationKind, NotificationParams } from './types.ts';
import { inZone } from './zone.ts';

/**
 * The sentences of notifications, one catalog per language. `Catalog` is the English one's type:
 * a kind or a mail missing from the French catalog does not compile. Each entry turns a typed
 * value into a subject and a text; nothing else reaches the recipient.
 */
interface Lines<P> {
  subject(p: P, c: Said): string;
  text(p: P, c: Said): string;
}

/** What a line may add besides its params: the server's public address, for links. */
export interface Context {
  publicUrl: string | null;
  /** A power's or phase's name in the game's own catalog (in the recipient's language); default: the id. */
  name?: (ruleset: string, kind: 'power' | 'phase', id: string, lang: Language) => string;
}

/** A line's context: names already in the recipient's language. */
interface Said {
  publicUrl: string | null;
  power(p: { ruleset: string }, id: string): string;
  phase(p: { ruleset: string }, id: string): string;
  /** A date in the recipient's time zone, with the zone's name (issue 21 item 3; UTC without one). */
  at(ms: number): string;
}

export type Catalog = { [K in NotificationKind]: Lines<NotificationParams[K]> } & {
  verify: Lines<{ code: string; address: string }>;
  test: Lines<{ user: string }>;
  digest: { subject(p: { count: number }): string; intro(p: { count: number; date: string }): string };
  footer: (c: Said) => string;
};

/** `2025-01-01 12:00 UTC`: one unambiguous form for both languages. */
export function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const link = (c: Said, gameId: string) => (c.publicUrl ? `\n${c.publicUrl.replace(/\/+$/, '')}/games/${encodeURIComponent(gameId)}` : '');

const en: Catalog = {
  started: {
    subject: (p) => `${p.title}: the game has started`,
    text: (p, c) =>
      `The game "${p.title}" (${p.ruleset}) has started. You play ${c.power(p, p.power)}.` +
      (p.phase ? ` First phase: ${c.phase(p, p.phase)}${p.deadlineAt !== null ? `, deadline ${c.at(p.deadlineAt)}` : ''}.` : '') +
      link(c, p.gameId),
  },
  'your-turn': {
    subject: (p, c) => `${p.title}: your move (${c.power(p, p.power)})`,
    text: (p, c) =>
      `A decision is expected from ${c.power(p, p.power)} in "${p.title}": phase ${c.phase(p, p.phase)}` +
      (p.deadlineAt !== null ? `, deadline ${c.at(p.deadlineAt)}.` : '.') +
      link(c, p.gameId),
  },
  deadline: {
    subject: (p, c) => `${p.title}: deadline ${c.at(p.deadlineAt)}`,
    text: (p, c) => `${c.power(p, p.power)} has sent nothing yet in "${p.title}"${p.phase ? ` (phase ${c.phase(p, p.phase)})` : ''}. The deadline is ${c.at(p.deadlineAt)}.` + link(c, p.gameId),
  },
  results: {
    subject: (p) => (p.over ? `${p.title}: the game is over` : `${p.title}: results are in`),
    text: (p, c) =>
      (p.over
        ? `The last results of "${p.title}" are in: the game is over.`
        : `Results are in for "${p.title}". Now: phase ${p.phase ? c.phase(p, p.phase) : '?'}${p.deadlineAt !== null ? `, deadline ${c.at(p.deadlineAt)}` : ''}.`) + link(c, p.gameId),
  },
  press: {
    subject: (p, c) => `${p.title}: ${p.from === null ? 'an unsigned message' : p.from === 'referee' ? 'a message from the referee' : `a message from ${c.power(p, p.from)}`}`,
    text: (p, c) =>
      `${p.from === null ? 'Unsigned' : p.from === 'referee' ? 'From the referee' : `From ${c.power(p, p.from)}`}, ${p.toAll ? 'to everyone' : 'to you'}, in "${p.title}":\n\n` +
      `${p.excerpt}${p.truncated ? ' […]' : ''}` +
      link(c, p.gameId),
  },
  eliminated: {
    subject: (p, c) => `${p.title}: ${c.power(p, p.power)} is out of the game`,
    text: (p, c) => `${c.power(p, p.power)} is out of the game "${p.title}".` + link(c, p.gameId),
  },
  verify: {
    subject: () => 'Diadochi: confirm your e-mail address',
    text: (p) =>
      `Someone (we hope you) asked Diadochi to send notifications to ${p.address}.\n\n` +
      `To confirm, enter this code in your notification settings:\n\n${p.code}\n\n` +
      'The code is valid for 24 hours. If you did not ask for this, ignore this mail: nothing will be sent to you.',
  },
  test: {
    subject: () => 'Diadochi: test notification',
    text: (p) => `This is a test notification for ${p.user}. Your webhook works.`,
  },
  digest: {
    subject: (p) => `Diadochi: ${p.count} notification${p.count === 1 ? '' : 's'} of the day`,
    intro: (p) => `Your notifications up to ${p.date}:`,
  },
  footer: () => 'You receive this because you asked for it in your Diadochi notification settings; change them there.',
};

const fr: Catalog = {
  started: {
    subject: (p) => `${p.title} : la partie a commencé`,
    text: (p, c) =>
      `La partie « ${p.title} » (${p.ruleset}) a commencé. Vous jouez ${c.power(p, p.power)}.` +
      (p.phase ? ` Première phase : ${c.phase(p, p.phase)}${p.deadlineAt !== null ? `, échéance ${c.at(p.deadlineAt)}` : ''}.` : '') +
      link(c, p.gameId),
  },
  'your-turn': {
    subject: (p, c) => `${p.title} : à vous de jouer (${c.power(p, p.power)})`,
    text: (p, c) =>
      `Une décision de ${c.power(p, p.power)} est attendue dans « ${p.title} » : phase ${c.phase(p, p.phase)}` +
      (p.deadlineAt !== null ? `, échéance ${c.at(p.deadlineAt)}.` : '.') +
      link(c, p.gameId),
  },
  deadline: {
    subject: (p, c) => `${p.title} : échéance ${c.at(p.deadlineAt)}`,
    text: (p, c) => `${c.power(p, p.power)} n’a encore rien envoyé dans « ${p.title} »${p.phase ? ` (phase ${c.phase(p, p.phase)})` : ''}. L’échéance est ${c.at(p.deadlineAt)}.` + link(c, p.gameId),
  },
  results: {
    subject: (p) => (p.over ? `${p.title} : la partie est finie` : `${p.title} : les résultats sont arrivés`),
    text: (p, c) =>
      (p.over
        ? `Les derniers résultats de « ${p.title} » sont arrivés : la partie est finie.`
        : `Les résultats de « ${p.title} » sont arrivés. Maintenant : phase ${p.phase ? c.phase(p, p.phase) : '?'}${p.deadlineAt !== null ? `, échéance ${c.at(p.deadlineAt)}` : ''}.`) +
      link(c, p.gameId),
  },
  press: {
    subject: (p, c) => `${p.title} : ${p.from === null ? 'un message non signé' : p.from === 'referee' ? 'un message de l’arbitre' : `un message de ${c.power(p, p.from)}`}`,
    text: (p, c) =>
      `${p.from === null ? 'Non signé' : p.from === 'referee' ? 'De l’arbitre' : `De ${c.power(p, p.from)}`}, ${p.toAll ? 'à tous' : 'à vous'}, dans « ${p.title} » :\n\n` +
      `${p.excerpt}${p.truncated ? ' […]' : ''}` +
      link(c, p.gameId),
  },
  eliminated: {
    subject: (p, c) => `${p.title} : ${c.power(p, p.power)} est hors jeu`,
    text: (p, c) => `${c.power(p, p.power)} est hors jeu dans la partie « ${p.title} ».` + link(c, p.gameId),
  },
  verify: {
    subject: () => 'Diadochi : confirmez votre adresse électronique',
    text: (p) =>
      `Quelqu’un (vous, espérons-le) a demandé à Diadochi d’envoyer des notifications à ${p.address}.\n\n` +
      `Pour confirmer, saisissez ce code dans vos réglages de notification :\n\n${p.code}\n\n` +
      'Le code est valable 24 heures. Si vous n’avez rien demandé, ignorez ce message : rien ne vous sera envoyé.',
  },
  test: {
    subject: () => 'Diadochi : notification d’essai',
    text: (p) => `Ceci est une notification d’essai pour ${p.user}. Votre webhook fonctionne.`,
  },
  digest: {
    subject: (p) => `Diadochi : ${p.count} notification${p.count > 1 ? 's' : ''} du jour`,
    intro: (p) => `Vos notifications jusqu’au ${p.date} :`,
  },
  footer: () => 'Vous recevez ceci parce que vous l’avez demandé dans vos réglages de notification Diadochi ; modifiez-les là.',
};

export const catalogs: Record<Language, Catalog> = { en, fr };

/** The context of lines in `lang`. */
export function said(c: Context, lang: Language, zone: string | null = null): Said {
  return {
    publicUrl: c.publicUrl,
    at: (ms) => inZone(ms, zone),
    power: (p, id) => c.name?.(p.ruleset, 'power', id, lang) ?? id,
    phase: (p, id) => c.name?.(p.ruleset, 'phase', id, lang) ?? id,
  };
}

/** A notification's subject and text in `lang`. */
export function render(n: Notification, lang: Language, c: Context, zone: string | null = null): { subject: string; text: string } {
  // The union is checked entry by entry by `Catalog`; here one kind's lines take that kind's params.
  const lines = catalogs[lang][n.kind] as Lines<Notification['params']>;
  const s = said(c, lang, zone);
  return { subject: lines.subject(n.params, s), text: lines.text(n.params, s) };
}
