/**
 * Who the characters are and who holds them (`diadoques ch. 6b`, `diadokhoi §4.3`, `§T7`):
 * the royal family's ids in each ruleset, inseparable pairs, leaders, the regent, and the
 * small state changes every layer needs (free, kill, hand over).
 *
 * A character's holder is `prisonerOf` when he is a captive (an enemy diadochus or epigone),
 * else `controlledBy` (`null`: free).
 */
import type { CharacterState, GameState, PowerId, RulesetId, UnitState } from '../rules/state.ts';
import { characterById, seasonKey, unitById } from '../rules/state.ts';
import { ev, powerOf, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerEvent } from '../economy/common.ts';
import { DIADOKHOI, DIADOQUES, rulebook } from '../rulebook/index.ts';
import type { RoyalRole } from '../rulebook/index.ts';
import type { AllianceExt } from '../rules/ext.ts';

export type { RoyalRole };

/** The royal family's character ids (`diadoques §6b.15`, `diadokhoi §T7`). */
export const ROYALS: Record<RulesetId, Record<RoyalRole, string>> = {
  diadoques: { philippe: 'philippe-iii', eurydice: 'eurydice', roxane: 'roxane', alexandre: 'alexandre-iv', olympias: 'olympias', cleopatre: 'cleopatre' },
  diadokhoi: { philippe: 'philippos', eurydice: 'eurydice', roxane: 'roxane', alexandre: 'alexandros', olympias: 'olympias', cleopatre: 'kleopatra' },
};

/**
 * Corruption level of each royal (`diadoques §6b.15`: the pairs count as one target,
 * `§9b.2`; `diadokhoi §T7`: each member has his own cost, so a pair costs the sum —
 * decisions.md).
 */
export const ROYAL_CORRUPTION: Record<RulesetId, Readonly<Record<RoyalRole, number>>> = {
  diadoques: DIADOQUES.amounts.royalCorruption,
  diadokhoi: DIADOKHOI.amounts.royalCorruption,
};

export const royalId = (state: GameState, role: RoyalRole): string => ROYALS[state.ruleset][role];

export function roleOf(state: GameState, id: string): RoyalRole | undefined {
  const table = ROYALS[state.ruleset];
  return (Object.keys(table) as RoyalRole[]).find((r) => table[r] === id);
}

export const isRoyal = (state: GameState, c: CharacterState): boolean => c.kind === 'royal' || roleOf(state, c.id) !== undefined;

export const character = (state: GameState, id: string | undefined): CharacterState | undefined => (id ? characterById(state, id) : undefined);

export function living(state: GameState, id: string | undefined): CharacterState | undefined {
  const c = character(state, id);
  return c && !c.dead ? c : undefined;
}

/** The character and his living inseparable partner (`diadoques §6b.8`, `§6b.10`, `diadokhoi §4.3.15`). */
export function withPartner(state: GameState, c: CharacterState): CharacterState[] {
  const p = living(state, c.partner);
  return p ? [c, p] : [c];
}

export function holderOf(c: CharacterState): PowerId | null {
  return c.prisonerOf ?? c.controlledBy ?? null;
}

/** A power's diadochus or epigone (`diadoques §6b.3`, `§6b.5`). */
export function isLeaderOfPower(state: GameState, c: CharacterState, power: PowerId): boolean {
  const p = powerOf(state, power);
  return !!p && (c.id === p.diadochus || c.id === p.epigone) && (c.kind === 'diadochus' || c.kind === 'epigone');
}

/** A power's diadochus or epigone who is alive, in play and free (not a prisoner). */
export function freeLeaders(state: GameState, power: PowerId): CharacterState[] {
  const p = powerOf(state, power);
  if (!p) return [];
  return [p.diadochus, p.epigone]
    .map((id) => living(state, id))
    .filter((c): c is CharacterState => !!c && !c.waiting && !c.prisonerOf && c.space !== null);
}

/** The diadochus, or the epigone once the diadochus is dead (`diadoques §6b.12`). */
export function headOf(state: GameState, power: PowerId): CharacterState | undefined {
  const p = powerOf(state, power);
  const d = living(state, p?.diadochus);
  if (d) return d;
  const e = living(state, p?.epigone);
  return e && !e.waiting ? e : undefined;
}

/** Living royals a power holds (`diadoques §13.3`, `diadokhoi §4.4.1`). */
export function royalsHeldBy(state: GameState, power: PowerId): CharacterState[] {
  return state.characters.filter((c) => !c.dead && isRoyal(state, c) && holderOf(c) === power);
}

/**
 * The regent: the power whose diadochus or epigone controls Philippe III, or once he is dead,
 * Alexandre IV (`diadoques §11c.1`, `§6b.8`, `§6b.10`). In diadokhoi Cassandra, Antipatros'
 * heir, may never be regent (`diadokhoi §4.6.7`).
 */
export function regentOf(state: GameState): PowerId | undefined {
  const phil = character(state, royalId(state, 'philippe'));
  const king = phil && !phil.dead ? phil : living(state, royalId(state, 'alexandre'));
  const holder = king ? holderOf(king) : null;
  if (!holder) return undefined;
  const head = headOf(state, holder);
  if (!head) return undefined;
  if (rulebook(state).policies.royals.cassandraNeverRegent && head.id === 'cassandra') return undefined;
  return holder;
}

/** Clears a character's link to his unit (and the unit's command). */
export function detach(state: GameState, c: CharacterState): void {
  const u = c.with ? unitById(state, c.with) : undefined;
  if (u && u.commander === c.id) delete u.commander;
  delete c.with;
}

/** Associates a character with a unit, in its space. */
export function attach(state: GameState, c: CharacterState, u: UnitState): void {
  detach(state, c);
  c.with = u.id;
  c.space = u.space;
}

/**
 * Frees a character (`diadoques §6b.22`): a captive leader goes back to his own side, a royal
 * becomes neutral (with his partner).
 */
export function free(state: GameState, c: CharacterState, rule: string, why: Reason): LayerEvent[] {
  const out: LayerEvent[] = [];
  for (const x of withPartner(state, c)) {
    if (x.kind === 'diadochus' || x.kind === 'epigone') {
      if (!x.prisonerOf) continue;
      delete x.prisonerOf;
    } else {
      if (x.controlledBy === null && !x.prisonerOf) continue;
      x.controlledBy = null;
      delete x.prisonerOf;
    }
    const u = x.with ? unitById(state, x.with) : undefined;
    if (u && u.power !== (x.kind === 'diadochus' || x.kind === 'epigone' ? x.of : undefined)) detach(state, x);
    out.push(ev('character-freed', rule, `${x.id} is free (${whyText(state, why)}).`, { character: x.id, why }));
  }
  return out;
}

/** Hands a character (and partner) to a new holder: a royal is controlled, an enemy leader held prisoner. */
export function handOver(state: GameState, c: CharacterState, to: PowerId, rule: string, why: Reason): LayerEvent[] {
  const out: LayerEvent[] = [];
  for (const x of withPartner(state, c)) {
    // Already his (a pair handed over through either partner): nothing changes, no second line.
    const leader = x.kind === 'diadochus' || x.kind === 'epigone';
    if (leader ? (x.of === to ? !x.prisonerOf : x.prisonerOf === to) : x.controlledBy === to && !x.prisonerOf) continue;
    if (leader) {
      if (x.of === to) delete x.prisonerOf;
      else x.prisonerOf = to;
    } else {
      x.controlledBy = to;
      delete x.prisonerOf;
    }
    out.push(ev('character-taken', rule, `${x.id} passes to ${to} (${whyText(state, why)}).`, { character: x.id, to, why }));
  }
  return out;
}

/**
 * Kills a character: dead, out of his unit; Cléopâtre's husband's death widows her
 * (`diadoques §6b.14`, `diadokhoi §4.4.4`).
 */
export function kill(state: GameState, c: CharacterState, rule: string, why: Reason): LayerEvent[] {
  if (c.dead) return [];
  detach(state, c);
  c.dead = true;
  for (const x of state.characters) if (x.spouse === c.id) delete x.spouse;
  delete c.spouse;
  return [ev('character-killed', rule, `${c.id} dies (${whyText(state, why)}).`, { character: c.id, space: c.space, why })];
}

/** A character's military leadership rank (`diadoques §6b.23`): leaders may command units. */
export function isMilitaryLeader(state: GameState, c: CharacterState): boolean {
  return c.kind === 'diadochus' || c.kind === 'epigone' || c.id === royalId(state, 'philippe') || c.id === royalId(state, 'olympias');
}

// ——— Alliances (`diadokhoi §7.7.1`, `§7.7.2`) ———

const ALLIANCES = 'alliances';

/** Units whose leader broke the alliance with their owner this season: unit id → that leader (`diadokhoi §7.7.2`). */
export function formerLeaders(state: GameState): Record<string, string> {
  const x = state.ext[ALLIANCES];
  return x && x.season === seasonKey(state.year, state.season) ? x.former : {};
}

/** Did `power`'s leader lead this unit until he broke the alliance this season? Then `power` may not corrupt it (`diadokhoi §7.7.2`). */
export function ledUntilThisSeason(state: GameState, unit: string, power: PowerId): boolean {
  const c = living(state, formerLeaders(state)[unit]);
  return !!c && isLeaderOfPower(state, c, power);
}

/**
 * Breaking an alliance (`diadokhoi §7.7.2`, `§4.3.4`): at the beginning of a season, the
 * power's Diadokhos (or Epigonos) leading a unit of the ally (`§7.7.1`) leaves it — the one
 * way a commander leaves his unit — and stands alone in its space, free to move on his own
 * this season. Until the season ends he may not corrupt that unit, nor may it capture him
 * (`formerLeaders`, read by corruption and by the military season). Diadoques has no such
 * rule: there a leader commands only his own side's units (`diadoques §6b.23`).
 */
export function breakAlliance(state: GameState, power: PowerId, ally: PowerId): LayerEvent[] {
  const rule = 'diadokhoi §7.7.2';
  const refuse = (why: Reason) => [ev('alliance-refused', rule, `${power} cannot break an alliance with ${ally}: ${whyText(state, why)}.`, { power, ally, why }, [power])];
  if (!rulebook(state).policies.characters.leadersCommandAllies) return refuse(because('no-allied-command'));
  const leaders = freeLeaders(state, power).filter((c) => {
    const u = c.with ? unitById(state, c.with) : undefined;
    return u !== undefined && u.power === ally && ally !== power;
  });
  if (leaders.length === 0) return refuse(because('no-leader-with-ally', { power, ally }));
  const x = state.ext[ALLIANCES];
  const key = seasonKey(state.year, state.season);
  const record: AllianceExt = x && x.season === key ? x : { season: key, former: {} };
  state.ext[ALLIANCES] = record;
  return leaders.map((c) => {
    const u = unitById(state, c.with!)!;
    detach(state, c);
    record.former[u.id] = c.id;
    return ev('alliance-broken', rule, `${power} breaks the alliance with ${ally}: ${c.id} leaves the unit of ${ally} in ${u.space}.`, { power, ally, character: c.id, unit: u.id, type: u.type, space: u.space });
  });
}
