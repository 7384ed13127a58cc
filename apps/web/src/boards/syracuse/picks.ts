/**
 * What the Syracuse board lights for a choice of the view (`view.choices`, the engine's listed
 * choices): the zones a choice goes to, and the counters it picks — the unit a loss falls on
 * (`syracuse 4.2.1.3`, `6.4.3`, `S5`, `S23`), the reduced enemy unit Cavalry eliminates (`S9`), the
 * unit a recovery turns back (`S15`, `S16`, `S25`, `8.5`). A click on a lit zone or counter sends
 * exactly that choice. Pure: no DOM, tested in apps/web/test/syracuse-picks.test.ts.
 */
import type { Choice } from '@diadochi/kernel';
import type { SyracuseView } from '@diadochi/syracuse';

export interface Sel {
  verb: string;
  subject?: string;
}

const ZONE_RE = /^(T\d+|M\d+|Catane)$/;
export const isZone = (x: string): boolean => ZONE_RE.test(x);

/** Whether `id` is a unit or a leader of the view. */
export function isPiece(v: Pick<SyracuseView, 'units' | 'leaders'>, id: string): boolean {
  return v.units.some((u) => u.id === id) || v.leaders.some((l) => l.id === id);
}

/**
 * The choice lit as soon as the step opens: the first one whose targets are zones and that needs no
 * subject (a placement, a retreat, the zone cleared for reinforcements); else, when it is the only
 * choice without a subject that picks counters, that one (a loss, a recovery to pick).
 */
export function defaultSel(cs: readonly Choice[], v: Pick<SyracuseView, 'units' | 'leaders'>): Sel | null {
  const zone = cs.find((x) => !x.subject && x.targets?.some(isZone));
  if (zone) return { verb: zone.verb };
  const pieces = cs.filter((x) => !x.subject && x.targets?.length && x.targets.every((t) => isPiece(v, t)));
  return pieces.length === 1 ? { verb: pieces[0]!.verb } : null;
}

/** What the selected choice lights: its zone targets, and its targets that are counters on the board. */
export function litOf(c: Choice | undefined, v: Pick<SyracuseView, 'units' | 'leaders'>): { zones: Set<string>; pieces: Set<string> } {
  const ts = c?.targets ?? [];
  return { zones: new Set(ts.filter(isZone)), pieces: new Set(ts.filter((t) => isPiece(v, t))) };
}
