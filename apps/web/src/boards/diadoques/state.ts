/**
 * The board's state in one object (issue 18 item 4): what the judge last sent, the position
 * as the engine's view, the order being built by clicks, the orders written by clicks, the
 * place a form waits for, the past step shown. Event handlers change it and call `redraw()`;
 * `view.ts` draws the page from it. Here also what is derived from it, as pure functions, and
 * the one transition a new position makes (`receive`), so that both are tested without a page.
 *
 * Not in it: the order text, which the shared order editor keeps (`ui/order-editor.ts`, one
 * widget for every game) and the view reads through `editor.text()`.
 */
import type { Choice } from '@diadochi/kernel';
import { orderChoices } from '@diadochi/diadoques';
import type { GameMap } from '@diadochi/diadoques/map';
import type { GameView } from '../../api.ts';
import type { PastStep } from '../board.ts';
import { IDLE } from './builder.ts';
import type { BuilderContext, BuilderState } from './builder.ts';
import { asState, readView, seasonEvent } from './model.ts';
import type { BoardView, Ruleset, ShownEvent } from './model.ts';
import type { Draft } from './notation.ts';

export type { Ruleset } from './model.ts';

/**
 * What the pending phase asks: military orders (with the political lines), the diadokhoi
 * retreat step, winter orders, or the start purchases (build lines).
 */
export type Step = 'orders' | 'retreats' | 'winter' | 'start' | 'none';

/** A place being picked on the map for a form (a build, a bribe's target). */
export interface Picking {
  spaces: string[];
  done(space: string, unit?: string): void;
}

export interface BoardState {
  readonly ruleset: Ruleset;
  readonly map: GameMap;
  /** What the judge sent last; null before the first position. */
  gv: GameView | null;
  /** The player's power; null: a spectator. */
  me: string | null;
  /** The present position (null: none yet, or not a Diadoques state). */
  view: BoardView | null;
  /** The season's event shown in the info line (`model.ts` `seasonEvent`). */
  event: ShownEvent | null;
  /** The judge's step shown: a new one clears the selection, the drafts and a pick. */
  step: number;
  /** The order being built by clicks or keys (unit → action → target, `builder.ts`). */
  selection: BuilderState;
  /** Orders written by clicks this step, by their line (drawn as arrows in a step the engine's reader does not read). */
  drafts: Map<string, Draft>;
  /** A form waits for a place clicked on the map. */
  picking: Picking | null;
  /** The step shown by the history slider; null: the present. */
  past: PastStep | null;
  /** The engine's list of what my units may do, computed once per step when first asked (`engineChoices`). */
  choices: { step: number; list: Choice[] | null } | null;
}

export function initialState(ruleset: Ruleset, map: GameMap): BoardState {
  return { ruleset, map, gv: null, me: null, view: null, event: null, step: -1, selection: IDLE, drafts: new Map(), picking: null, past: null, choices: null };
}

/** Whether the judge waits on this player's orders now. */
export const expected = (s: BoardState): boolean => !!(s.me && s.gv?.view.pending?.players.includes(s.me));

/** The kind of step pending (or, with none pending, the position's own phase). */
export function stepOf(s: BoardState): Step {
  const pending = s.gv?.view.pending?.phase;
  const phase = s.view?.phase ?? 'orders';
  if (pending === 'start' || pending === 'winter' || pending === 'retreats') return pending;
  if (pending) return 'orders';
  return phase === 'winter' || phase === 'retreats' ? phase : 'none';
}

/** Does this step take the winter orders with the autumn's (`diadokhoi §7.11.2`)? As the engine's `mergesWinter`. */
export const mergesWinter = (v: BoardView | null): boolean => !!v && v.options.mergedWinter === true && v.season === 'autumn' && v.phase === 'orders';

/** The engine's list of what my units may do now (issue 17): in an orders step I am asked for, else none. */
export function engineChoices(s: BoardState): Choice[] | null {
  if (!s.me || !s.view || !expected(s) || stepOf(s) !== 'orders') return null;
  if (s.choices?.step !== s.step) {
    let list: Choice[] | null = null;
    try {
      list = orderChoices(asState(s.view), s.me);
    } catch {
      list = null;
    }
    s.choices = { step: s.step, list };
  }
  return s.choices.list;
}

/** What the click builder works on; null without a position. */
export function builderContext(s: BoardState): BuilderContext | null {
  return s.view ? { map: s.map, view: s.view, me: expected(s) ? s.me : null, choices: engineChoices(s) } : null;
}

/**
 * A new position from the judge. At a new step the selection, the drafts and a pick are
 * dropped; returns whether the step is new (the order text is then replaced: `textOf`).
 */
export function receive(s: BoardState, gv: GameView): boolean {
  s.gv = gv;
  s.me = gv.game.you.power;
  s.view = readView(gv.view.view);
  s.event = seasonEvent(gv.view.view);
  const fresh = gv.view.step !== s.step;
  s.step = gv.view.step;
  if (fresh) {
    s.selection = IDLE;
    s.drafts.clear();
    s.picking = null;
  }
  return fresh;
}

/**
 * The order text a new step starts with: the draft as typed comes back first, valid or not
 * (issue 17 item 5), else the orders sent; `problems`: the judge's, of that draft.
 */
export function textOf(gv: GameView): { text: string; problems: NonNullable<GameView['draft']>['problems'] | undefined } {
  const draft = gv.draft?.step === gv.view.step ? gv.draft : null;
  const mine = draft ? draft.decision : gv.view.mySubmission;
  const orders = (mine as { orders?: unknown } | null | undefined)?.orders;
  const text = typeof mine === 'string' ? mine : Array.isArray(orders) ? orders.join('\n') : typeof orders === 'string' ? orders : '';
  return { text, problems: draft?.problems };
}
