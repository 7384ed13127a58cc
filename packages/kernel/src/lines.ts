/**
 * Lines a player reads, written from typed values through a game's catalogs: event lines of
 * the record, problems, prompts, result reasons and names. Every user interface (web, terminal,
 * result sheets) goes through these, so a game's words are in one place per language.
 *
 * Old records keep working: an event saved before the typed vocabulary carries its English
 * `text`, which is shown as it was (it has no typed data a catalog could read).
 */
import type { GameEvent, GameResult, Pending, Sayings } from './game.ts';
import type { Problem } from './result.ts';
import { fmtFor, frenchTypography } from './vocabulary.ts';
import type { AnyWords, Catalog, GameCatalog, Lang, Line } from './vocabulary.ts';

/** What the helpers need of a game: its catalogs, when it has them. */
export interface Speaker {
  catalogs?: Partial<Record<Lang, GameCatalog>>;
  say?: Sayings;
}

/** The problems the kernel itself reports (sessions, saves), in every language. */
export interface KernelProblems {
  'game-over': Record<string, never>;
  'not-your-decision': { player?: string; phase?: string };
  'internal-error': { error?: string };
  'not-data': { error?: string };
  'bad-json': { error?: string };
  'bad-format': Record<string, never>;
  'bad-version': { version?: string };
  'bad-save': { key?: string };
  'replay-past-end': { step?: number };
  'replay-diverged': { step?: number };
}

export const KERNEL_PROBLEMS: Record<Lang, Catalog<KernelProblems>> = {
  en: {
    'game-over': () => 'The game is over: no decision is expected.',
    'not-your-decision': (d) => `No decision is expected from ${d.player ?? 'you'} now.`,
    'internal-error': () => 'The rules engine failed on this decision; it was kept out of the game.',
    'not-data': () => 'This decision is not plain data (text, numbers, lists and fields): it was refused.',
    'bad-json': () => 'This file is not JSON.',
    'bad-format': () => 'This is not a Diadochi game file.',
    'bad-version': (d) => `Save version ${d.version ?? '?'} is not supported by this build.`,
    'bad-save': (d) => `The save has no "${d.key ?? '?'}".`,
    'replay-past-end': (d) => `Step ${d.step ?? '?'}: the game was already over.`,
    'replay-diverged': (d) => `Step ${d.step ?? '?'}: the record does not match the game.`,
  },
  fr: {
    'game-over': () => 'La partie est terminée : aucune décision n’est attendue.',
    'not-your-decision': (d) => `Aucune décision n’est attendue de ${d.player ?? 'vous'} maintenant.`,
    'internal-error': () => 'Le moteur de règles a échoué sur cette décision ; elle est restée hors de la partie.',
    'not-data': () => 'Cette décision n’est pas faite de simples données (textes, nombres, listes et champs) : elle est refusée.',
    'bad-json': () => 'Ce fichier n’est pas du JSON.',
    'bad-format': () => 'Ce n’est pas un fichier de partie Diadochi.',
    'bad-version': (d) => `La version de sauvegarde ${d.version ?? '?'} n’est pas prise en charge.`,
    'bad-save': (d) => `Il manque « ${d.key ?? '?'} » à la sauvegarde.`,
    'replay-past-end': (d) => `Étape ${d.step ?? '?'} : la partie était déjà finie.`,
    'replay-diverged': (d) => `Étape ${d.step ?? '?'} : l’enregistrement ne correspond pas à la partie.`,
  },
};

function write(line: Line<unknown>, data: unknown, lang: Lang): string {
  const text = line(data ?? {}, fmtFor(lang));
  return lang === 'fr' ? frenchTypography(text) : text;
}

function lineOf(catalog: Catalog<AnyWords> | undefined, code: string): Line<unknown> | undefined {
  if (!catalog || !Object.prototype.hasOwnProperty.call(catalog, code)) return undefined;
  return catalog[code] as Line<unknown>;
}

/**
 * The line of a recorded event in `lang`: the game's own saying when it has one, else the legacy
 * `text` of an old save, else the game's catalog line for its type and data, else the bare type.
 */
export function eventLine(game: Speaker, event: GameEvent, lang: Lang): string {
  const own = game.say?.event?.(event, lang);
  if (own !== undefined) return own;
  if (typeof event.text === 'string') return event.text;
  const line = lineOf(game.catalogs?.[lang]?.events, event.type);
  return line ? write(line, event.data, lang) : event.type;
}

/** A problem in `lang`: the game's catalog line for its code, else the kernel's, else its message. */
export function problemLine(game: Speaker, p: Problem, lang: Lang): string {
  const own = game.say?.problem?.(p, lang);
  if (own !== undefined) return own;
  const line = lineOf(game.catalogs?.[lang]?.problems, p.code) ?? lineOf(KERNEL_PROBLEMS[lang] as Catalog<AnyWords>, p.code);
  return line ? write(line, p.data, lang) : p.message;
}

/** What is being asked at a decision point, in `lang`; the legacy prompt or the phase when the game has no line. */
export function promptLine(game: Speaker, pending: Pending, lang: Lang): string {
  const own = game.say?.prompt?.(pending, lang);
  if (own !== undefined) return own;
  const line = lineOf(game.catalogs?.[lang]?.prompts, pending.phase);
  return line ? write(line, pending.promptData, lang) : (pending.prompt ?? pending.phase);
}

/** Why the game ended as it did, in `lang`; the legacy `reason` when there is no line. */
export function resultLine(game: Speaker, result: GameResult, lang: Lang): string {
  const line = result.why ? lineOf(game.catalogs?.[lang]?.results, result.why.code) : undefined;
  return line && result.why ? write(line, result.why.data, lang) : result.reason;
}

/** A name by its key (`card.X12`, `region.babylonia`, `phase.buy`), or `fallback` (default: the key's last part). */
export function nameLine(game: Speaker, key: string, lang: Lang, fallback?: string): string {
  const names = game.catalogs?.[lang]?.names;
  if (names && Object.prototype.hasOwnProperty.call(names, key)) return names[key]!;
  return fallback ?? key.slice(key.indexOf('.') + 1);
}

/** What a game's catalogs lack for these codes, per language (`fr events.buy`): empty when complete. */
export function missingLines(game: Speaker, codes: { events?: Iterable<string>; problems?: Iterable<string>; prompts?: Iterable<string> }, langs: readonly Lang[]): string[] {
  const out: string[] = [];
  for (const lang of langs) {
    const c = game.catalogs?.[lang];
    for (const part of ['events', 'problems', 'prompts'] as const) {
      for (const code of codes[part] ?? []) {
        const own = lineOf(c?.[part], code);
        const kernel = part === 'problems' ? lineOf(KERNEL_PROBLEMS[lang] as Catalog<AnyWords>, code) : undefined;
        if (!own && !kernel) out.push(`${lang} ${part}.${code}`);
      }
    }
  }
  return out;
}
