/**
 * Preparing the game (successors 22, 24): generals dealt and placed with their troops and
 * control markers, independent markers and armies, the royal family, the Tyche deck.
 */
import type { ResolveContext } from '@diadochi/kernel';
import type { CardNumber, SetupVariant } from '../data/types.ts';
import { minorId, MINORS_PER_FACTION } from './board.ts';
import type { Rules } from './board.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { Faction, SuccessorsOptions, SuccessorsState } from './state.ts';
import { holding } from './query.ts';
import { ev } from '../vocabulary.ts';

export const FACTIONS = ['blue', 'red', 'yellow', 'black'] as const;

export function setupVariant(r: Rules, o: SuccessorsOptions): SetupVariant | undefined {
  const all = r.data.setups.filter((v) => v.players === o.players);
  return all.find((v) => v.id.includes(o.variant)) ?? all[0];
}

/** An empty state, before set-up: every table empty. Scenario files start from it too. */
export function emptyState(r: Rules, o: SuccessorsOptions): SuccessorsState {
  const factions = FACTIONS.slice(0, o.players) as Faction[];
  const byF = <T>(v: () => T) => Object.fromEntries(factions.map((f) => [f, v()])) as Record<Faction, T>;
  const s: SuccessorsState = {
    options: o, factions, turn: 1, round: 1, order: [...factions], usurper: null, step: { k: 'over' }, active: 0,
    hands: byF(() => []), deck: [], discard: [], removed: [], front: byF(() => []),
    holdings: {}, generals: {}, control: {}, siege: {}, royals: {}, independents: {}, fleets: {},
    dispersed: byF(noCus), champion: byF(() => true), condemned: byF(() => 0), pella: null,
    recruit: byF(() => null), offers: {}, moving: null, resume: null, navalUsed: [], pile: [], reveal: [], moved: [], tired: {}, roll: null, played: false, result: null,
    boosts: byF(() => ({ battle: 0, siege: 0, roll: 0, naval: 0, noForage: false })), helepolis: null, gift: null, lastVp: byF(() => 0), commandPref: [], losses: [],
  };
  for (const f of factions) for (let i = 1; i <= MINORS_PER_FACTION; i++) s.generals[minorId(f, i)] = { owner: f, where: 'off' };
  for (const g of r.data.generals) if (g.kind === 'major') s.generals[g.id] ??= { owner: null, where: 'aside' };
  for (const a of r.data.independentArmies) s.independents[a.id] = { where: 'box' };
  for (const fl of r.data.fleets) s.fleets[fl.id] = { strong: false, dispersed: false, owner: null };
  for (const m of r.data.royals) s.royals[m.id] = { space: null, active: m.startsActive, ...(m.start.kind === 'box' ? { box: m.start.box } : {}) };
  return s;
}

/** The full set-up of chapter 22 (and 24 for two or three players). */
export function setupGame(r: Rules, o: SuccessorsOptions, ctx: ResolveContext): SuccessorsState {
  const s = emptyState(r, o);
  const v = setupVariant(r, o);
  // Independent markers (22.1.4, 2.3.3) and armies (22.1.5).
  for (const sp of r.data.map.spaces) if (sp.independent) s.control[sp.id] = { by: 'independent', value: sp.independent };
  for (const a of r.data.independentArmies) s.independents[a.id] = a.start ? { where: 'map', space: a.start } : { where: 'box' };
  // Royal family (22.1.3).
  for (const m of r.data.royals) s.royals[m.id] = m.start.kind === 'space' ? { space: m.start.space, active: m.startsActive } : { space: null, box: m.start.box, active: m.startsActive };
  // Generals (22.2): the base generals dealt, the others on the track, in the deck or aside.
  const deckGenerals = new Set(v?.deckGenerals ?? r.data.generals.filter((g) => g.entry.kind === 'deck').map((g) => g.id));
  const aside = new Set(v?.setAside ?? []);
  if (o.optional.seleucusEumenesAside) for (const g of r.data.generals) if (g.entry.kind === 'deck') { aside.add(g.id); deckGenerals.delete(g.id); }
  const dealt = r.data.generals.filter((g) => g.kind === 'major').filter((g) => (g.entry.kind === 'start' && !deckGenerals.has(g.id) && !aside.has(g.id)) || (v?.extraDealt ?? []).includes(g.id)).map((g) => g.id);
  const shuffled = ctx.dice.shuffle(dealt, 'base generals', 'successors 22.2.1');
  const per = v ? Math.floor(shuffled.length / s.factions.length) : 2;
  s.factions.forEach((f, i) => {
    for (const g of shuffled.slice(i * per, (i + 1) * per)) placeStartingGeneral(r, s, ctx, f, g);
  });
  for (const g of r.data.generals) {
    if (g.kind !== 'major') continue;
    const st = s.generals[g.id]!;
    if (st.owner) continue;
    if (g.entry.kind === 'turn-track') st.where = 'track';
    else if (deckGenerals.has(g.id)) st.where = 'deck';
    else st.where = 'aside';
  }
  // The Tyche deck (22.1.1, 8.5): every card but the general cards of generals not in the deck.
  const cards: CardNumber[] = r.data.cards.filter((c) => c.kind !== 'general' || (c.general !== undefined && deckGenerals.has(c.general))).map((c) => c.number);
  s.deck = ctx.dice.shuffle(cards, 'Tyche deck', 'successors 22.1.1');
  return s;
}

export function placeStartingGeneral(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, g: string): void {
  const def = r.general.get(g)!;
  const space = def.start ?? def.optionalStart?.[0];
  if (!space) return;
  s.generals[g] = { owner: f, where: 'map', space };
  const h = holding(s, space, f);
  for (const t of CU_TYPES) h.out[t] += def.army[t] ?? 0;
  for (const c of def.control) s.control[c] = { by: f };
  ctx.emit(ev('general-arrives', { faction: f, general: g, space }, { rule: 'successors 22.2.2' }));
}
