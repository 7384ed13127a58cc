/**
 * The form of the pending step, built on the player's view: the winter form, the start
 * purchases, the politics panel of a season — in a merged autumn (`diadokhoi §7.11.2`) the
 * politics then the winter form, which reads and writes only the lines after `winter:`. Also the
 * lines above the builder: the engine's prompt, the help, the first turn's warning.
 */
import { promptText } from '@diadochi/diadoques';
import { h } from '../../dom.ts';
import { t, typeset } from '../../i18n.ts';
import { startChoices, startExamples } from './choices.ts';
import type { Form, FormsContext } from './form-kit.ts';
import { startLine } from './lines.ts';
import { winterMarker, winterPart } from './merged.ts';
import type { Part } from './merged.ts';
import { politicsPanel } from './politics-form.ts';
import { startForm } from './start-form.ts';
import { expected, mergesWinter, stepOf } from './state.ts';
import type { BoardState } from './state.ts';
import { winterForm } from './winter-form.ts';

/** What the forms need of the board besides its state. */
export interface FormsHost extends Omit<FormsContext, 'map' | 'ruleset' | 'state' | 'me' | 'write'> {
  /** Writes a line into one part of the text (the season's, or a merged autumn's winter lines). */
  writeLine(part: Part, line: string, same: (existing: string) => boolean): void;
}

/** The form the step asks for; null when it has none (a retreat step, a spectator, a player not asked). */
export function formFor(s: BoardState, host: FormsHost): Form | null {
  const view = s.view;
  const now = stepOf(s);
  if (!expected(s) || !view || !s.me) return null;
  const fc: FormsContext = { ...host, map: s.map, ruleset: s.ruleset, state: view, me: s.me, write: (line, same) => host.writeLine('season', line, same ?? ((l) => l.trim() === line)) };
  if (now === 'winter') return winterForm(fc);
  if (now === 'start') return startForm(fc);
  if (now !== 'orders') return null;
  if (!mergesWinter(view)) return politicsPanel(fc);
  const season = politicsPanel(fc);
  const winter = winterForm({ ...fc, text: () => winterPart(host.text()), write: (line, same) => host.writeLine('winter', line, same ?? ((l) => l.trim() === line)) });
  const el = h('div', { class: 'merged-forms' }, season.el, h('p', { class: 'form-hint muted', 'data-testid': 'merged-hint' }, t('forms.merged.hint', { marker: winterMarker(s.ruleset) })), winter.el);
  return {
    el,
    refresh: () => {
      season.refresh();
      winter.refresh();
    },
  };
}

export interface StepLines {
  /** The engine's prompt for this player, typeset for the reader; empty when nothing is asked of him. */
  prompt: string;
  /** Clicking and keys help a season or a retreat step; the forms say their own. */
  help: boolean;
  /** First turn (`diadoques §12.6`): units bought in one space must spread out by the end of it. */
  firstTurn: boolean;
  /** What the order list says while empty. */
  empty: string;
}

/** Do two of these units share a space? */
const hasStack = (units: { space: string }[]): boolean => new Set(units.map((u) => u.space)).size < units.length;

export function stepLines(s: BoardState, lang: 'fr' | 'en'): StepLines {
  const view = s.view;
  const me = s.me;
  const now = stepOf(s);
  const pending = s.gv?.view.pending;
  // The start's examples are this player's own purchases, as the engine lists them (issue 17 item 6).
  const examples = now === 'start' && view && me ? startExamples(startChoices(view, me)).map((x) => startLine(s.map, x.type, x.place)) : undefined;
  // The engine's French prompt has ordinary spaces before its colons: typeset for the reader.
  const prompt =
    pending && expected(s) ? typeset(promptText(pending.phase, { year: view?.year ?? null, season: view?.season ?? null, mergedWinter: view?.options.mergedWinter === true, ...(examples ? { examples } : {}) }, { ruleset: s.ruleset, lang })) : '';
  const stacked = !!(view && me && view.firstTurn && now === 'orders' && hasStack(view.units.filter((u) => u.power === me)));
  return {
    prompt,
    help: now === 'orders' || now === 'retreats',
    firstTurn: stacked && expected(s),
    empty: now === 'start' ? t('orders.none.start') : now === 'winter' ? t('orders.none.winter') : t('orders.none'),
  };
}
