/**
 * Tyche card events (successors 7; effect ids and their specs in decisions.md, "Effects"): one
 * small typed handler per effect id. A handler says whether the event may be played now and
 * which targets it offers; the player picks one target (a `target` step) and the handler applies
 * it. Surprise cards (7.3) are handled in surprises.ts.
 */
import type { ResolveContext } from '@diadochi/kernel';
import type { Card, CuType, SpaceId } from '../data/types.ts';
import { LAND_PATHS } from '../data/costs.ts';
import type { Rules } from './board.ts';
import { isMinor, spaceDef } from './board.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { Faction, SuccessorsState } from './state.ts';
import { armySpaces, cusIn, cusOut, factionsOutside, generalsAt, holding, independentsAt, legitimacy, tidy, total } from './query.ts';
import { attrition, freeMinor } from './combat.ts';
import { besieged, reinforcementSpaces } from './places.ts';
import { checkVictory } from './victory.ts';
import { ev } from '../vocabulary.ts';

export interface EventHandler {
  /** Targets the event offers now (empty: it cannot be played); `['-']` when it takes none. */
  targets(r: Rules, s: SuccessorsState, f: Faction, card: Card): string[];
  /** Applies it to the chosen target. May open another step (and return true). */
  apply(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, card: Card, target: string): boolean;
}

const NONE = ['-'];
const num = (card: Card, key: string, fallback: number): number => (typeof card.params?.[key] === 'number' ? (card.params[key] as number) : fallback);
const str = (card: Card, key: string): string | undefined => (typeof card.params?.[key] === 'string' ? (card.params[key] as string) : undefined);
const list = (card: Card, key: string): string[] | undefined => (Array.isArray(card.params?.[key]) ? (card.params[key] as string[]) : undefined);


/** Spaces within `range` MP of one of `f`'s armies, by the paths of 7.5. */
function withinRange(r: Rules, s: SuccessorsState, f: Faction, range: number): Set<SpaceId> {
  const best = new Map<SpaceId, number>();
  const queue: [SpaceId, number][] = armySpaces(r, s, f).map((x) => [x, 0]);
  for (const [x] of queue) best.set(x, 0);
  while (queue.length > 0) {
    const [at, d] = queue.shift()!;
    for (const l of r.links.get(at) ?? []) {
      if (l.kind === 'trans-mediterranean') continue;
      const nd = d + l.cost;
      if (nd > range || (best.get(l.to) ?? 99) <= nd) continue;
      best.set(l.to, nd);
      queue.push([l.to, nd]);
    }
  }
  return new Set(best.keys());
}

const royalsWith = (r: Rules, s: SuccessorsState, f: Faction): string[] =>
  Object.entries(s.royals)
    .filter(([id, st]) => {
      if (st.dead || !st.space || r.royal.get(id)?.kind === 'body') return false;
      const mine = cusAt2(s, st.space, f) || generalsAt(s, st.space, f).length > 0;
      if (!mine) return false;
      // CL.1: not inside a major city held by an enemy, nor outside a city in which you are besieged.
      const by = s.control[st.space]?.by;
      if (st.inside && by && by !== f) return false;
      if (!st.inside && besieged(r, s, st.space, f) && cusIn(s, st.space, f) > 0 && cusOut(s, st.space, f) === 0) return false;
      return true;
    })
    .map(([id]) => id)
    .sort();
const cusAt2 = (s: SuccessorsState, space: SpaceId, f: Faction) => cusOut(s, space, f) + cusIn(s, space, f) > 0;

function placeCus(s: SuccessorsState, ctx: ResolveContext, f: Faction, space: SpaceId, type: CuType, n: number, minor: boolean, rule: string): void {
  holding(s, space, f).out[type] += n;
  if (s.control[space]?.by !== f && generalsAt(s, space, f).length === 0 && minor) {
    const m = freeMinor(s, f);
    if (m) s.generals[m] = { owner: f, where: 'map', space };
  }
  ctx.emit(ev('placed', { faction: f, what: type, space }, { rule }));
}

export const EVENTS: Record<string, EventHandler> = {
  /** Drink the Hemlock (#1, 18.6.1, CL.1). */
  'remove-royal': {
    targets: (r, s, f) => royalsWith(r, s, f),
    apply(_r, s, ctx, f, _c, royal) {
      const st = s.royals[royal]!;
      st.dead = true;
      st.space = null;
      ctx.emit(ev('heir-assassinated', { faction: f, royal }, { rule: 'successors 18.6.1' }));
      return false;
    },
  },
  /** Diplomacy (#2, #3): a minor city with an independent or enemy marker and no CUs becomes yours. */
  'take-minor-city': {
    targets: (r, s, f) => Object.entries(s.control).filter(([id, m]) => m.by !== f && spaceDef(r, id).kind === 'minor-city' && !s.holdings[id] && independentsAt(s, id).length === 0).map(([id]) => id).sort(),
    apply(_r, s, ctx, f, _c, space) {
      s.control[space] = { by: f };
      ctx.emit(ev('control-placed', { faction: f, space }, { rule: 'successors 7.1.1' }));
      return false;
    },
  },
  /** Epidemic (#4, 12.8): an army rolls attrition on its CU count. */
  epidemic: {
    targets: (_r, s, f) => Object.entries(s.holdings).filter(([, at]) => Object.entries(at).some(([x, h]) => x !== f && total(h.out) > 0)).map(([id]) => id).sort(),
    apply(r, s, ctx, f, _c, space) {
      const victim = factionsOutside(s, space).find((x) => x !== f)!;
      attrition(r, holding(s, space, victim).out, ctx, victim, 'successors 12.8.1', undefined, { s, place: { space, part: 'out' } });
      tidy(s, space);
      return false;
    },
  },
  /** Mercenaries, veterans, levies (#5–#8, #46, #52, #59, #60, #64): CUs in a space you control. */
  'raise-troops': {
    targets(r, s, f, card) {
      const provinces = list(card, 'provinces');
      const major = str(card, 'where') === 'controlled-major-city';
      const ok = new Set(reinforcementSpaces(r, s, f, 'cu', {}));
      return Object.entries(s.control)
        .filter(([id, m]) => m.by === f && ok.has(id) && (!provinces || provinces.includes(spaceDef(r, id).province)) && (!major || spaceDef(r, id).kind === 'major-city'))
        .map(([id]) => id)
        .sort();
    },
    apply(_r, s, ctx, f, card, space) {
      placeCus(s, ctx, f, space, (str(card, 'type') ?? 'mercenary') as CuType, num(card, 'cus', 1), card.params?.minor === true, 'successors 5.3.1');
      return false;
    },
  },
  /** Minor raid, cavalry raid (#9, #61): an enemy or independent marker of a minor city near one of your armies. */
  'remove-control': {
    targets(r, s, f, card) {
      const near = withinRange(r, s, f, num(card, 'range', 2));
      return Object.entries(s.control).filter(([id, m]) => m.by !== f && near.has(id) && spaceDef(r, id).kind === 'minor-city').map(([id]) => id).sort();
    },
    apply(_r, s, ctx, f, _c, space) {
      const from = s.control[space]!.by;
      delete s.control[space];
      ctx.emit(ev('control-removed', { faction: f, space, from }, { rule: 'successors 9.8.1' }));
      return false;
    },
  },
  /** Pontic fleet, Cilician pirates (#11, #12, 13.2.3, CL.11). */
  'gain-fleet': {
    targets: (_r, s, f, card) => (str(card, 'fleet') && s.fleets[str(card, 'fleet')!] && s.fleets[str(card, 'fleet')!]!.owner !== f ? NONE : []),
    apply(_r, s, ctx, f, card) {
      const id = str(card, 'fleet')!;
      s.fleets[id] = { owner: f, strong: false, dispersed: false };
      ctx.emit(ev('fleet-owner', { fleet: id, faction: f }, { rule: 'successors 13.2.3' }));
      return false;
    },
  },
  /** Naval levy, shipwrights (#13, #63): flip one of your fleets to its strong side (13.3). */
  'upgrade-fleet': {
    targets: (r, s, f) => r.data.fleets.filter((fl) => s.fleets[fl.id]?.owner === f && !s.fleets[fl.id]!.strong && !s.fleets[fl.id]!.dispersed).map((fl) => fl.id),
    apply(_r, s, ctx, f, _c, fleet) {
      s.fleets[fleet]!.strong = true;
      ctx.emit(ev('fleet-upgraded', { faction: f, fleet }, { rule: 'successors 13.3.1' }));
      return false;
    },
  },
  /** The Helepolis, the Indian elephants (#14, #17, 15.2.3, 22.4). */
  'gain-special': {
    targets: (r, s, f) => armySpaces(r, s, f),
    apply(r, s, ctx, f, card, space) {
      const unit = r.data.specialUnits.find((u) => u.id === str(card, 'unit'));
      if (str(card, 'unit') === 'helepolis' || num(card, 'siegeBonus', 0) > 0) s.helepolis = f;
      for (const t of CU_TYPES) {
        const n = unit?.troops[t] ?? 0;
        if (n > 0) placeCus(s, ctx, f, space, t, n, false, 'successors 22.4');
      }
      return false;
    },
  },
  /** Condemnation (#15, 17.2.6, CL.15). */
  condemnation: {
    targets: (r, s, f) => s.factions.filter((x) => x !== f && (legitimacy(r, s, x) > 0 || (s.condemned[x] ?? 0) > 0)),
    apply(r, s, ctx, _f, _c, target) {
      if ((s.condemned[target] ?? 0) > 0) {
        // CL.15: a condemned player first regains his 3 LP (and may win at once).
        s.condemned[target]! -= 3;
        if (checkVictory(r, s, ctx)) return false;
      }
      s.condemned[target] = (s.condemned[target] ?? 0) + 3;
      ctx.emit(ev('legitimacy-lost', { faction: target, lp: 3 }, { rule: 'successors 17.2.6' }));
      return false;
    },
  },
  /** Silver Shields (#16, 14.2.3): the unit joins one of your armies; later the card steals it. */
  'silver-shields': {
    targets: (r, s, f) => (ssOwner(s) === f ? [] : armySpaces(r, s, f)),
    apply(_r, s, ctx, f, _c, space) {
      const owner = ssOwner(s);
      if (owner) {
        for (const [sp, at] of Object.entries(s.holdings)) {
          const h = at[owner];
          if (!h) continue;
          const n = h.out['silver-shields'] + h.in['silver-shields'];
          if (n === 0) continue;
          h.out['silver-shields'] = 0;
          h.in['silver-shields'] = 0;
          tidy(s, sp);
          holding(s, space, f).out['silver-shields'] += n;
          ctx.emit(ev('placed', { faction: f, what: 'silver-shields', space }, { rule: 'successors 14.2.3' }));
          return false;
        }
        return false;
      }
      placeCus(s, ctx, f, space, 'silver-shields', 2, false, 'successors 14.2.3');
      return false;
    },
  },
  /** Unrest (#18, #19, 7.8): a two-province row lets the player choose (stage `province`). */
  unrest: {
    targets: () => NONE,
    apply(r, s, ctx, f, card) {
      for (let guard = 0; guard < 20; guard++) {
        const roll = ctx.dice.sum(2, 6, 'successors 7.8.1');
        // The roll is its player's (#45 Fortune may make it again: rules/fortune.ts).
        ctx.emit(ev('unrest-roll', { faction: f, roll }, { rule: 'successors 7.8.1' }));
        const row = r.data.tables.unrest.rows[roll - 2];
        if (!row) return false;
        if (row.kind === 'armenia-and-reroll') {
          placeUnrest(r, s, ctx, 'armenia', roll);
          continue;
        }
        const provinces = row.provinces.filter((p) => r.province.has(p));
        if (provinces.length <= 1) {
          placeUnrest(r, s, ctx, provinces[0] ?? row.provinces[0]!, roll);
          return false;
        }
        s.step = { k: 'target', who: f, card: card.number, effect: 'unrest', stage: `province:${roll}`, targets: provinces, then: 'movement' };
        return true;
      }
      return false;
    },
  },
  /** Olympias (#20, 18.2.3): she becomes active. */
  'activate-royal': {
    targets: (_r, s, _f, card) => (str(card, 'royal') && s.royals[str(card, 'royal')!] && !s.royals[str(card, 'royal')!]!.active && !s.royals[str(card, 'royal')!]!.dead && s.royals[str(card, 'royal')!]!.space ? NONE : []),
    apply(_r, s, ctx, _f, card) {
      const id = str(card, 'royal')!;
      s.royals[id]!.active = true;
      ctx.emit(ev('royal-active', { royal: id }, { rule: 'successors 18.2.3' }));
      return false;
    },
  },
  /** Independent armies (#21–#23, #25, #26, 16.1, 16.2): moved 3 MP by the player who played the card. */
  'activate-independent': {
    targets: (_r, s, _f, card) => {
      const a = s.independents[str(card, 'army') ?? ''];
      return a && a.where !== 'removed' ? NONE : [];
    },
    apply(_r, s, _ctx, f, card) {
      const army = str(card, 'army')!;
      const a = s.independents[army]!;
      s.step = { k: 'independent', who: f, army, mp: 3, card: card.number, path: a.where === 'map' ? [a.space!] : [] };
      return true;
    },
  },
  /** Desertions (#24, CL.24): an enemy army in or next to a space you control loses mercenaries. */
  desertions: {
    targets(r, s, f) {
      const mine = new Set(Object.entries(s.control).filter(([, m]) => m.by === f).map(([id]) => id));
      return Object.entries(s.holdings)
        .filter(([id, at]) => Object.entries(at).some(([x, h]) => x !== f && h.out.mercenary > 0) && (mine.has(id) || (r.links.get(id) ?? []).some((l) => LAND_PATHS.includes(l.kind) && mine.has(l.to))))
        .map(([id]) => id)
        .sort();
    },
    apply(_r, s, ctx, f, card, space) {
      const victim = Object.entries(s.holdings[space] ?? {}).find(([x, h]) => x !== f && h.out.mercenary > 0)![0];
      const h = holding(s, space, victim);
      const n = Math.min(h.out.mercenary, num(card, 'cus', 2));
      h.out.mercenary -= n;
      ctx.emit(ev('losses', { faction: victim, space, cus: n }, { rule: 'successors CL.24' }));
      tidy(s, space);
      return false;
    },
  },
  /** Plans of Their Own (#27, 18.2.2): move an inactive woman up to 3 MP by land (target `royal>space`). */
  'move-royal-woman': {
    targets(r, s, _f, card) {
      const out: string[] = [];
      for (const [id, st] of Object.entries(s.royals)) {
        if (r.royal.get(id)?.kind !== 'woman' || st.active || st.dead || !st.space) continue;
        const best = new Map<SpaceId, number>([[st.space, 0]]);
        const q: [SpaceId, number][] = [[st.space, 0]];
        while (q.length) {
          const [at, d] = q.shift()!;
          for (const l of r.links.get(at) ?? []) {
            if (!LAND_PATHS.includes(l.kind) || d + l.cost > num(card, 'mp', 3) || (best.get(l.to) ?? 99) <= d + l.cost) continue;
            best.set(l.to, d + l.cost);
            q.push([l.to, d + l.cost]);
          }
        }
        for (const sp of [...best.keys()].sort()) if (sp !== st.space) out.push(`${id}>${sp}`);
      }
      return out;
    },
    apply(_r, s, ctx, f, _c, target) {
      const [id, space] = target.split('>');
      s.royals[id!]!.space = space!;
      ctx.emit(ev('placed', { faction: f, what: id!, space: space! }, { rule: 'successors 18.2.2' }));
      return false;
    },
  },
  /** Philip Arrhidaeus (#28, 22.1.3): Philip III leaves his box for one of your armies. */
  'place-royal': {
    targets: (r, s, f, card) => (s.royals[str(card, 'royal') ?? '']?.space === null && !s.royals[str(card, 'royal')!]!.dead ? armySpaces(r, s, f) : []),
    apply(_r, s, ctx, f, card, space) {
      const id = str(card, 'royal')!;
      s.royals[id]!.space = space;
      delete s.royals[id]!.box;
      ctx.emit(ev('placed', { faction: f, what: id, space }, { rule: 'successors 18.5.1' }));
      return false;
    },
  },
  /** Bribery (#30): an independent minor city or fortress where you have an army becomes yours. */
  bribe: {
    targets: (r, s, f) => armySpaces(r, s, f).filter((id) => s.control[id]?.by === 'independent' && spaceDef(r, id).kind !== 'major-city'),
    apply(_r, s, ctx, f, _c, space) {
      s.control[space] = { by: f };
      ctx.emit(ev('control-placed', { faction: f, space }, { rule: 'successors 15.4.1' }));
      return false;
    },
  },
  /** Cleopatra, Thessalonice (#31, #32, 18.3): the offer stands to the end of the turn. */
  'marriage-offer': {
    targets: (_r, s, _f, card) => {
      const id = str(card, 'royal');
      const st = id ? s.royals[id] : undefined;
      return st && !st.dead && st.space && !st.married && s.offers[id!] === undefined ? NONE : [];
    },
    apply(_r, s, _ctx, f, card) {
      s.offers[str(card, 'royal')!] = f;
      s.front[f]!.push(card.number);
      return false;
    },
  },
  /** Generals (#33–#43, 8.5): the general and his troops as reinforcements or at his optional start. */
  'enter-general': {
    targets: (_r, s, _f, card) => (card.general !== undefined && s.generals[card.general]?.where === 'deck' ? NONE : []),
    apply(r, s, ctx, f, card) {
      const g = card.general!;
      const def = r.general.get(g)!;
      s.generals[g] = { owner: f, where: 'dispersed' };
      const cus = noCus();
      for (const t of CU_TYPES) cus[t] = def.army[t] ?? 0;
      s.front[f]!.push(card.number);
      s.step = { k: 'reinforce', who: f, cus, generals: [g], then: 'tyche', placed: {}, provinces: {}, card: card.number };
      ctx.emit(ev('general-arrives', { faction: f, general: g, space: '' }, { rule: 'successors 8.5.1' }));
      return true;
    },
  },
  /** Revolt (#50): an independent marker (1) in a minor city without CUs; an enemy marker there goes. */
  revolt: {
    targets: (r, s, f) => [...r.space.values()].filter((sp) => sp.kind === 'minor-city' && !s.holdings[sp.id] && s.control[sp.id]?.by !== 'independent' && s.control[sp.id]?.by !== f).map((sp) => sp.id).sort(),
    apply(_r, s, ctx, _f, _c, space) {
      s.control[space] = { by: 'independent', value: 1 };
      ctx.emit(ev('unrest', { roll: 0, province: spaceDef(_r, space).province, space }, { rule: 'successors 7.8.5' }));
      return false;
    },
  },
  /** Oracle (#56): draw two cards, then discard one (never a MUST BE PLAYED card). */
  draw: {
    targets: (_r, s) => (s.deck.length > 0 ? NONE : []),
    apply(r, s, ctx, f, card) {
      for (let i = 0; i < num(card, 'draw', 2); i++) {
        const c = s.deck.shift();
        if (c === undefined) break;
        s.hands[f]!.push(c);
        ctx.emit(ev('card-drawn', { faction: f, card: c }, { rule: 'successors 7.3.3', to: [f] }));
      }
      const discardable = s.hands[f]!.filter((c) => !r.card.get(c)!.mustPlay).map(String);
      if (discardable.length === 0) return false;
      s.step = { k: 'target', who: f, card: card.number, effect: 'draw', stage: 'discard', targets: discardable, then: 'movement' };
      return true;
    },
  },
};

export const ssOwner = (s: SuccessorsState): Faction | null => {
  for (const at of Object.values(s.holdings)) for (const [f, h] of Object.entries(at)) if (h.out['silver-shields'] + h.in['silver-shields'] > 0) return f;
  return null;
};

/** The second stage of a two-step event (the unrest province, the oracle's discard). */
export function applyStage(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, stage: string, target: string): void {
  if (stage.startsWith('province:')) placeUnrest(r, s, ctx, target, Number(stage.slice(9)));
  else if (stage === 'discard') {
    const c = Number(target);
    s.hands[f] = s.hands[f]!.filter((x) => x !== c);
    s.discard.push(c);
    ctx.emit(ev('card-played', { faction: f, card: c, as: 'discard' }, { rule: 'successors 7.7.1' }));
  }
}

/** An independent marker in a province (7.8.3–7.8.5): never on a transit point, one per space, none on CUs; spreads to a neighbour. */
export function placeUnrest(r: Rules, s: SuccessorsState, ctx: ResolveContext, province: string, roll: number): void {
  const eligible = (pid: string) => (r.spacesOf.get(pid) ?? []).filter((id) => spaceDef(r, id).kind !== 'transit' && s.control[id]?.by !== 'independent' && !s.holdings[id]).sort();
  let spaces = eligible(province);
  let where = province;
  if (spaces.length === 0) {
    const near = new Set<string>();
    for (const id of r.spacesOf.get(province) ?? []) for (const l of r.links.get(id) ?? []) if (LAND_PATHS.includes(l.kind)) near.add(spaceDef(r, l.to).province);
    near.delete(province);
    for (const q of [...near].sort()) {
      spaces = eligible(q);
      if (spaces.length > 0) {
        where = q;
        break;
      }
    }
  }
  const space = spaces.find((id) => spaceDef(r, id).kind === 'major-city') ?? spaces[0] ?? null;
  if (space) {
    const kind = spaceDef(r, space).kind;
    s.control[space] = { by: 'independent', value: kind === 'major-city' || kind === 'fortress' ? 3 : 1 };
  }
  ctx.emit(ev('unrest', { roll, province: where, space }, { rule: space ? 'successors 7.8.2' : 'successors 7.8.4' }));
}

/** Whether the event of a card may be played now in the Tyche segment. */
export function eventPlayable(r: Rules, s: SuccessorsState, f: Faction, card: Card): boolean {
  if (card.kind === 'surprise') return false;
  const h = EVENTS[card.effect];
  return !!h && h.targets(r, s, f, card).length > 0;
}

/** Plays an event: with one target (or none) at once, else a `target` step. Returns true when a step was opened. */
export function runEvent(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, card: Card, then: 'movement' | 'tyche' | 'pile' = 'movement'): boolean {
  const h = EVENTS[card.effect]!;
  ctx.emit(ev('event', { faction: f, card: card.number, effect: card.effect }, { rule: 'successors 7.1.1' }));
  const targets = h.targets(r, s, f, card);
  if (targets.length === 1 && targets[0] === '-') return h.apply(r, s, ctx, f, card, '-');
  s.step = { k: 'target', who: f, card: card.number, effect: card.effect, targets, then };
  return true;
}

export { isMinor };
