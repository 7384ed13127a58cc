/**
 * The regent's royal order and the marriage with Cléopâtre.
 *
 * Royal order (`diadoques ch. 11c`; `diadokhoi §6.3.1`, `§6.2.19`, `§T6.3-4`): when the eastern
 * satraps offer their alliance (an event, `diadoques §T4.3`), the players who may give a royal
 * order — the regent's, the living Cléopâtre's husband's, whoever holds two royals (diadokhoi:
 * two Argeades, or one for the regent or the husband) — name at the start of the next turn
 * who gets the satraps' army and treasure, HYR and Hécatompylos; only a player holding Suse,
 * Ecbatane or Parsagadès may get them; the name given by most players wins, a tie voids all;
 * with no beneficiary the army vanishes (diadoques). The beneficiary takes HYR and
 * Hécatompylos at the turn's start, the army obeys his order, 10 T reach him at the turn's
 * end; the treasures of Bactres and Samarcande vanish (`diadoques §11c.7`). Diadokhoi: the
 * satraps wait in Hecatompylos (permanent) for the first player with a royal order who holds
 * Ekbatane, Suse or Parsagades; 1000 talents.
 *
 * Marriage (`diadoques §6b.12`–`§6b.14`, `§9c.16`; `diadokhoi §4.4.2`–`§4.4.4`, `§7.6.8`,
 * `§7.6.10`): the diadochus (or epigone once the diadochus is dead) whose player holds
 * Cléopâtre announces it; from the next season, while he holds her, meeting her in a land
 * space weds them at the secondary orders (diadokhoi: exactly the next season, or never). She
 * then follows her husband; widowed, she may marry again.
 */
import { citadel } from '../map/graph.ts';
import type { GameState, PowerId, Season, SpaceId, UnitId } from '../rules/state.ts';
import { removeUnit, unitById } from '../rules/state.ts';
import { ev, extOf, isLivePlayer, mapFor, money, nowIndex, seasonIndex, seasonOfIndex, treasuryOf, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerEvent, RulesOptions } from '../economy/common.ts';
import { attach, character, headOf, holderOf, regentOf, royalId, royalsHeldBy } from './characters.ts';
import { setCitadelControl } from './control.ts';
import { addPrestige } from './prestige.ts';
import { grantSatraps } from '../neutrals/specials.ts';
import { rulebook } from '../rulebook/index.ts';
import type { RoyalExt } from '../rules/ext.ts';

export function royalState(state: GameState): RoyalExt {
  return extOf(state, 'royal', () => ({ credits: [] }));
}


/**
 * The events layer opens the offer when the eastern satraps' alliance is drawn
 * (`diadoques §T4.3`, `diadokhoi §T6.3-4`), with the satraps' army if it put one on the map.
 */
export function openSatrapOffer(state: GameState, unit?: UnitId): LayerEvent[] {
  const treasure = rulebook(state).amounts.satrapsTreasure;
  royalState(state).offer = { ...(unit ? { unit } : {}), openedAt: nowIndex(state), treasure };
  return [ev('satraps-offer', rulebook(state).rules.satrapsOffer, `The eastern satraps offer their alliance: a royal order may name who gets their army and ${money(state, treasure)}.`, { unit })];
}

type Offer = NonNullable<RoyalExt['offer']> & { neutrals?: true };

/**
 * The offer awaiting a royal order: the events layer's (`state.ext.neutrals.satraps`, set when
 * the satraps appear), else one opened here by `openSatrapOffer`.
 */
function currentOffer(state: GameState): Offer | undefined {
  const n = state.ext.neutrals?.satraps;
  if (n) {
    const m = /^(-?\d+) (spring|summer|autumn|winter)$/.exec(n.appeared);
    const openedAt = m ? seasonIndex(Number(m[1]), m[2] as Season) : nowIndex(state) - 1;
    const unit = state.units.find((u) => u.power === n.power)?.id;
    return { openedAt, treasure: n.gold, neutrals: true, ...(unit ? { unit } : {}) };
  }
  return royalState(state).offer;
}

/** May this power give a royal order (`diadoques §11c.3`, `diadokhoi §6.3.1`, `§4.4.3`)? */
export function mayGiveRoyalOrder(state: GameState, power: PowerId): boolean {
  if (!isLivePlayer(state, power) || !headOf(state, power)) return false;
  const cleo = character(state, royalId(state, 'cleopatre'));
  const husband = cleo && !cleo.dead && cleo.spouse ? character(state, cleo.spouse) : undefined;
  const isHusband = !!husband && !husband.dead && husband.of === power;
  const isRegent = regentOf(state) === power;
  const held = royalsHeldBy(state, power).length;
  if (rulebook(state).policies.royals.royalOrderBy === 'regent-husband-or-two-royals') return isRegent || isHusband || held >= 2;
  return held >= 2 || ((isRegent || isHusband) && held >= 1);
}

/** May this power receive the satraps (`diadoques §11c.5`, `diadokhoi §6.3.1`)? */
export function mayReceiveRoyalOrder(state: GameState, power: PowerId): boolean {
  return isLivePlayer(state, power) && rulebook(state).policies.royals.satraps.citadels.some((c) => state.control[c] === power);
}

export interface RoyalOrder {
  power: PowerId;
  /** The beneficiary named; `null` abstains. */
  beneficiary: PowerId | null;
}

/**
 * Resolves the royal orders at the start of a turn (`diadoques §11c.6`, `§11c.7`), in the
 * first group of secondary orders.
 */
export function resolveRoyalOrder(state: GameState, orders: readonly RoyalOrder[], options?: RulesOptions): LayerEvent[] {
  const r = royalState(state);
  const offer = currentOffer(state);
  const satraps = rulebook(state).policies.royals.satraps;
  if (!offer) return orders.length > 0 ? [ev('royal-order-void', rulebook(state).rules.royalOrderVoid, 'No royal order is awaited.', {})] : [];
  if (nowIndex(state) <= offer.openedAt) return [];
  const events: LayerEvent[] = [];
  const votes = new Map<PowerId, PowerId[]>();
  for (const o of orders) {
    if (o.beneficiary === null) continue;
    const rule = rulebook(state).rules.royalOrderVote;
    if (!mayGiveRoyalOrder(state, o.power)) events.push(ev('royal-order-refused', rule, `${o.power} may not give a royal order.`, { ...o, why: because('no-royal-order') }));
    else if (!mayReceiveRoyalOrder(state, o.beneficiary)) events.push(ev('royal-order-refused', rulebook(state).rules.royalOrderBeneficiary, `${o.beneficiary} holds none of Suse, Ecbatane, Parsagadès.`, { ...o, why: because('no-satrap-city', { power: o.beneficiary }) }));
    else votes.set(o.beneficiary, [...(votes.get(o.beneficiary) ?? []), o.power]);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1].length - a[1].length);
  const tie = ranked.length > 1 && ranked[0]![1].length === ranked[1]![1].length;
  if (ranked.length === 0 || tie) {
    if (tie) events.push(ev('royal-order-tie', 'diadoques §11c.6', 'The royal orders are split evenly: all are ignored.', { votes: Object.fromEntries(votes) }));
    if (satraps.unclaimedDisappear) {
      delete r.offer;
      if (offer.neutrals) events.push(...grantSatraps(state, null));
      const u = offer.unit ? unitById(state, offer.unit) : undefined;
      if (u) removeUnit(state, u.id);
      events.push(ev('satraps-gone', 'diadoques §11c.6', 'Nobody receives the royal order: the satraps\' army disappears.', { unit: offer.unit }));
    }
    return events;
  }
  const [beneficiary, givers] = ranked[0]!;
  delete r.offer;
  events.push(ev('royal-order', rulebook(state).rules.satrapsJoin, `By royal order of ${givers.join(', ')}, the eastern satraps join ${beneficiary}.`, { beneficiary, givers }));
  if (offer.neutrals) {
    // The events layer hands over the army, HYR and Hécatompylos; the gold comes "en fin de
    // tour" (`diadoques §11c.7`, issue 18 ruling): an end-of-turn credit, after corruption.
    const gold = satraps.goldCredited ? offer.treasure : 0;
    events.push(...grantSatraps(state, beneficiary));
    if (gold > 0) r.credits.push({ power: beneficiary, amount: gold, rule: 'diadoques §11c.7', text: 'the eastern satraps\' treasure' });
    for (const g of givers) events.push(...addPrestige(state, g, 2, 'diadoques §13.22', 'gave a successful royal order', options));
    events.push(...addPrestige(state, beneficiary, 1, 'diadoques §13.28', 'benefited from the eastern satraps\' alliance', options));
    return events;
  }
  const u = offer.unit ? unitById(state, offer.unit) : undefined;
  if (u) {
    const was = u.power;
    u.power = beneficiary;
    if (!state.units.some((x) => x.power === was)) state.neutralForces = state.neutralForces.filter((f) => f.power !== was);
  }
  const home = satraps.home;
  events.push(...setCitadelControl(state, home.citadel, beneficiary, rulebook(state).rules.satrapsHome, 'royal order'));
  if (state.control[home.province] !== beneficiary && !state.units.some((x) => x.space === home.province && x.power !== beneficiary)) state.control[home.province] = beneficiary;
  r.credits.push({ power: beneficiary, amount: offer.treasure, rule: rulebook(state).rules.satrapsJoin, text: 'the eastern satraps\' treasure' });
  for (const id of satraps.vanishingTreasures) {
    if ((state.treasures[id] ?? 0) > 0 && citadel(mapFor(state), id)) {
      state.treasures[id] = 0;
      events.push(ev('treasure-vanishes', 'diadoques §11c.7', `The treasure of ${id} vanishes.`, { citadel: id }));
    }
  }
  for (const g of givers) events.push(...addPrestige(state, g, 2, 'diadoques §13.22', 'gave a successful royal order', options));
  events.push(...addPrestige(state, beneficiary, 1, 'diadoques §13.28', 'benefited from the eastern satraps\' alliance', options));
  return events;
}

/** Sums due at the end of the turn (`diadoques §11c.7`): paid now. */
export function settleEndOfTurnCredits(state: GameState): LayerEvent[] {
  const r = royalState(state);
  const events: LayerEvent[] = [];
  for (const c of r.credits.splice(0)) {
    if (!isLivePlayer(state, c.power)) continue;
    state.treasury[c.power] = treasuryOf(state, c.power) + c.amount;
    events.push(ev('credit', c.rule, `${c.power} receives ${money(state, c.amount)} (${c.text}).`, { ...c, source: 'satraps-treasure' }));
  }
  return events;
}

/** Announces the marriage with Cléopâtre (`diadoques §6b.12`, `diadokhoi §4.4.2`). */
export function announceMarriage(state: GameState, power: PowerId): LayerEvent[] {
  const rule = rulebook(state).rules.regent;
  const cleo = character(state, royalId(state, 'cleopatre'));
  const groom = headOf(state, power);
  const refuse = (why: Reason) => [ev('marriage-refused', rule, `${power} cannot announce a marriage: ${whyText(state, why)}.`, { power, why })];
  if (!cleo || cleo.dead) return refuse(because('bride-dead'));
  if (cleo.spouse && !character(state, cleo.spouse)?.dead) return refuse(because('she-is-married'));
  if (holderOf(cleo) !== power) return refuse(because('not-holding-her'));
  if (!groom) return refuse(because('no-groom'));
  royalState(state).marriage = { power, groom: groom.id, announcedAt: nowIndex(state) };
  return [ev('marriage-announced', rule, `${groom.id} announces his marriage with ${cleo.id}.`, { power, groom: groom.id })];
}

const isLand = (state: GameState, space: SpaceId | null): boolean => {
  if (!space) return false;
  const s = mapFor(state);
  return s.provinces.some((p) => p.id === space) || s.citadels.some((c) => c.id === space);
};

/** The next military season's index after an index. */
function nextMilitary(index: number): number {
  let i = index + 1;
  while (seasonOfIndex(i).season === 'winter') i++;
  return i;
}

/**
 * The wedding, at the second group of secondary orders (`diadoques §6b.12`–`§6b.14`,
 * `diadokhoi §4.4.2`, `§7.6.10`): effective when groom and bride meet in a land space in a
 * season after the announcement, while his player still holds her.
 */
export function celebrateMarriage(state: GameState, options?: RulesOptions): LayerEvent[] {
  const r = royalState(state);
  const m = r.marriage;
  if (!m) return [];
  const now = nowIndex(state);
  if (now <= m.announcedAt) return [];
  const rule = rulebook(state).rules.marriage;
  const cleo = character(state, royalId(state, 'cleopatre'));
  const groom = character(state, m.groom);
  const lapse = (why: string) => {
    delete r.marriage;
    return [ev('marriage-lapsed', rule, `The marriage announced by ${m.power} lapses: ${why}.`, { power: m.power })];
  };
  if (!cleo || cleo.dead || !groom || groom.dead) return lapse('the bride or the groom is dead');
  if (holderOf(cleo) !== m.power) return lapse('he no longer holds her');
  const together = groom.space !== null && groom.space === cleo.space && isLand(state, groom.space) && !groom.prisonerOf;
  if (!together) {
    if (!rulebook(state).policies.royals.marriageMayWait && now >= nextMilitary(m.announcedAt)) return lapse('it may not be postponed (diadokhoi §7.6.10)');
    return [];
  }
  delete r.marriage;
  cleo.spouse = groom.id;
  groom.spouse = cleo.id;
  const u = groom.with ? unitById(state, groom.with) : undefined;
  if (u) attach(state, cleo, u);
  const events = [ev('marriage', rule, `${groom.id} marries ${cleo.id}.`, { power: m.power, groom: groom.id })];
  events.push(...addPrestige(state, m.power, 10, 'diadoques §13.4', 'married Cléopâtre', options));
  return events;
}

/** Cléopâtre always follows her husband (`diadoques §6b.13`, `diadokhoi §4.4.2`). */
export function followHusband(state: GameState): void {
  const cleo = character(state, royalId(state, 'cleopatre'));
  if (!cleo || cleo.dead || !cleo.spouse) return;
  const h = character(state, cleo.spouse);
  if (!h || h.dead) return;
  cleo.space = h.space;
  const u = h.with ? unitById(state, h.with) : undefined;
  if (u) attach(state, cleo, u);
  else delete cleo.with;
  if (h.prisonerOf) cleo.controlledBy = h.prisonerOf;
  else if (h.of) cleo.controlledBy = h.of;
}
