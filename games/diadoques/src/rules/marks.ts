/**
 * The marks that tell stacked units apart (`diadoques §9a.3`: "A* est une armée de mercenaires
 * commandée par le diadoque"; `#` the epigone, others by the character's name). On the first
 * turn, and in Diadokhoi after a winter's stacked builds (`diadokhoi §6.3.52`), several units
 * of a power share a space: an order names its unit by type AND mark (issue 18 ruling). The
 * reader of orders (`./interpret.ts`), the bots and the web's order builder use these, so
 * what a click writes is what the season reads.
 */

/** What the marks need of a position (the state, or a player's view of it). */
export interface MarkView {
  units: readonly { id: string; power: string; type: string; space: string; commander?: string; transit?: unknown }[];
  characters: readonly { id: string; kind: string; of?: string; with?: string; dead?: boolean }[];
}

type MarkUnit = MarkView['units'][number];

/** The characters a unit carries, by id, its commander first. */
function carried(view: MarkView, u: MarkUnit): string[] {
  const ids = view.characters.filter((c) => c.with === u.id && !c.dead).map((c) => c.id);
  return u.commander ? [u.commander, ...ids.filter((id) => id !== u.commander)] : ids;
}

/** Every mark that names this unit: `*` (its power's diadochus), `#` (its epigone), the ids of the characters it carries. */
export function marksOf(view: MarkView, u: MarkUnit): Set<string> {
  const ids = carried(view, u);
  const marks = new Set(ids);
  for (const id of ids) {
    const c = view.characters.find((x) => x.id === id);
    if (c?.of === u.power && c.kind === 'diadochus') marks.add('*');
    if (c?.of === u.power && c.kind === 'epigone') marks.add('#');
  }
  return marks;
}

/**
 * The mark an order writes for this unit: none when no other unit of its power and type shares
 * its space (the space names it); else `*`, `#`, or the id of the character it carries
 * (its commander first); none for an unmarked unit of a stack.
 */
export function orderMark(view: MarkView, u: MarkUnit): string | undefined {
  const stacked = view.units.some((x) => x.id !== u.id && x.space === u.space && x.power === u.power && !x.transit);
  if (!stacked) return undefined;
  const marks = marksOf(view, u);
  if (marks.has('*')) return '*';
  if (marks.has('#')) return '#';
  return carried(view, u)[0];
}
