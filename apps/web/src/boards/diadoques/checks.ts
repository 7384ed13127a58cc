/**
 * The order text read by the engine's own readers, as the judge reads it: the refusals shown
 * on their lines while the player types, and the orders drawn as arrows on the map. Pure
 * functions of the board's state and the text; an unreadable text gives nothing, never throws.
 */
import type { Problem } from '@diadochi/kernel';
import { orderTextProblems, parseOrders, parsePurchases, startProblems, voidOrderProblems } from '@diadochi/diadoques';
import { problemsByLine } from '../../ui/order-editor.ts';
import type { LineProblem } from '../../ui/order-editor.ts';
import type { ArrowSpec } from './map-draw.ts';
import { asState } from './model.ts';
import { draftArrows, orderArrows } from './sheet.ts';
import { stepOf } from './state.ts';
import type { BoardState } from './state.ts';

/** The text's problems, line by line, in the reader's language (`say`). */
export function checkText(s: BoardState, text: string, say: (p: Problem) => string): LineProblem[] {
  try {
    const now = stepOf(s);
    const view = s.view;
    // Start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`): `A MAC`, or a winter build line, each
    // checked as the judge checks it (type, place, fleets, money); the count is the form's to say.
    if (now === 'start') {
      const parsed = parsePurchases(s.ruleset, text).problems;
      if (!view || !s.me || parsed.length > 0) return problemsByLine(parsed, text, say);
      return problemsByLine(startProblems(asState(view), s.me, text).filter((p) => p.code !== 'purchase-incomplete'), text, say);
    }
    if (now === 'retreats') return problemsByLine(parseOrders(text, { map: s.map, phase: 'retreats' }).problems, text, say);
    // The engine's own reading of a season or a winter, as the judge reads it: military,
    // secondary, bribe, bid and gift lines; winter lines, conditions allowed (`diadokhoi §7.11.1`);
    // in a merged autumn the winter lines after `winter:` (`diadokhoi §7.11.2`).
    if (!view) return [];
    const read = orderTextProblems(view, text);
    // Military orders the season would ignore whatever the others write (a move to a space not next to the unit…): refused at once, as the judge refuses them (issue 17).
    const void_ = now === 'orders' && s.me ? voidOrderProblems(asState(view), s.me, text) : [];
    return problemsByLine([...read, ...void_], text, say);
  } catch {
    return [];
  }
}

/** The orders in the text, as arrows: read by the engine's reader, or remembered from the clicks. */
export function textArrows(s: BoardState, text: string): ArrowSpec[] {
  const now = stepOf(s);
  const arrows: ArrowSpec[] = [];
  if (now === 'orders' || now === 'retreats') {
    try {
      // An order the season would ignore is drawn as ignored, never as an order about to be carried out (issue 17).
      const view = now === 'orders' && s.me ? s.view : null;
      const refused = new Set(view && s.me ? voidOrderProblems(asState(view), s.me, text).map((p) => Number(p.path?.[1])) : []);
      for (const o of parseOrders(text, { map: s.map }).orders) arrows.push(...orderArrows(o.order, refused.has(o.line) ? 'ignored' : 'pending'));
    } catch {
      // unreadable: nothing drawn
    }
  } else {
    for (const line of text.split('\n')) {
      const d = s.drafts.get(line.trim());
      if (d) arrows.push(...draftArrows(d));
    }
  }
  return arrows;
}
