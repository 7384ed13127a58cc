/**
 * Applying a season's event (`diadoques §8a.2`, `§14`; `diadokhoi §6.1.3`, `§6.2`): weather
 * for the season, gold (paid at the end of the turn, `diadoques §14f.1`), a royal death
 * (`§14a.1`), and revolts and interventions coming into play (`src/neutrals`).
 */
import type { GameEvent } from '@diadochi/kernel';
import { mapOf } from '../map/index.ts';
import type { GameMap } from '../map/types.ts';
import type { GameState } from '../rules/state.ts';
import { appearForce, syncForce } from '../neutrals/appear.ts';
import { generalGreekSpecial } from '../neutrals/fields.ts';
import { adoptScenarioRebels, placeMissingUnits } from '../neutrals/lifecycle.ts';
import { neutralDef, neutralsExt, unitsOfPower } from '../neutrals/registry.ts';
import { independence, olympiasJoins, openTarentineOffer, provinceNeutral, pyrrhusFleet, satrapsArrive } from '../neutrals/specials.ts';
import type { NeutralDef } from '../neutrals/types.ts';
import { variantCarry, variantPartners } from '../neutrals/variants.ts';
import { applyFlood, applyLandStorm, applySeaStorm, clearWeather } from '../weather/index.ts';
import type { EventContext, SeasonEvent } from './types.ts';
import { extOf } from '../rules/ext.ts';
import type { EventsExt } from '../rules/ext.ts';

export type { EventsExt } from '../rules/ext.ts';

export function eventsExt(state: GameState): EventsExt {
  return extOf(state, 'events', () => ({ history: [], payAtEnd: [] }));
}

function mapFor(state: GameState): GameMap {
  const m = mapOf(state.ruleset);
  if (!m) throw new RangeError(`no map for ${state.ruleset}`);
  return m;
}

/**
 * Applies the event to the state (mutating it, as `resolve` may) and returns what happened.
 * Clears last season's weather first, so it is called every military season, event or not.
 */
export function applyEvent(state: GameState, event: SeasonEvent, ctx: EventContext): GameEvent[] {
  const map = mapFor(state);
  const ext = eventsExt(state);
  adoptScenarioRebels(map, state);
  clearWeather(state);
  ext.current = event;
  ext.history.push({ year: state.year, season: state.season, text: event.text, rule: event.rule });
  const o = event.data.outcome;
  const out: GameEvent[] = [event];
  switch (o.kind) {
    case 'none':
      return out;
    case 'sea-storm':
      return [...out, ...applySeaStorm(map, state, o.seas, ctx.dice)];
    case 'flood':
      return [...out, ...applyFlood(map, state, o.rivers)];
    case 'sand-storm':
      return [...out, ...applyLandStorm(state, o.spaces, 'sand')];
    case 'snow-storm':
      return [...out, ...applyLandStorm(state, o.spaces, 'snow')];
    case 'gold': {
      const power = state.control[o.citadel];
      if (!power) return out;
      const rule = event.rule;
      ext.payAtEnd.push({ power, amount: o.amount, rule, from: o.from });
      return [...out, { type: 'gold-promised', rule, text: `${o.from} will pay ${o.amount} to ${power} at the end of the turn.`, data: { power, amount: o.amount, from: o.from } }];
    }
    case 'royal-death':
      return [...out, ...royalDeath(state, o.character, event.rule)];
    case 'neutral': {
      const def = neutralDef(state.ruleset, o.id);
      if (!def) return out;
      out.push(...variantCarry(state, def.id), ...applyNeutral(map, state, def, ctx, event));
      // diadokhoi §8.1.7: forces that come together rise with it, unless already under way.
      for (const p of variantPartners(state, def.id)) {
        const partner = neutralDef(state.ruleset, p.id);
        if (!partner || neutralsExt(state).forces[partner.power]) continue;
        out.push({ type: 'together', rule: p.rule, text: `${partner.names.en} attack together with ${def.names.en}.`, data: { event: partner.id, with: def.id } });
        out.push(...variantCarry(state, partner.id), ...applyNeutral(map, state, partner, ctx, event));
      }
      return out;
    }
    default:
      return out;
  }
}

/** A member of the royal family dies (`diadoques §14a.1`, `diadokhoi §6.2.25`). */
export function royalDeath(state: GameState, id: string, rule: string): GameEvent[] {
  const c = state.characters.find((x) => x.id === id);
  if (!c || c.dead) return [];
  c.dead = true;
  delete c.with;
  for (const u of state.units) if (u.commander === id) delete u.commander;
  return [{ type: 'royal-death', rule, text: `${id} dies.`, data: { character: id, controlledBy: c.controlledBy } }];
}

function applyNeutral(map: GameMap, state: GameState, def: NeutralDef, ctx: EventContext, event: SeasonEvent): GameEvent[] {
  const ext = neutralsExt(state);
  const rule = event.rule;
  const running = ext.forces[def.power];
  const out: GameEvent[] = [];
  const actx = { dice: ctx.dice, ...(ctx.orders ? { orders: ctx.orders } : {}), ...(event.data.place ? { place: event.data.place } : {}) };
  const general = def.specials?.find((s) => s.kind === 'general-greek');
  if (general && general.kind === 'general-greek') return generalGreek(map, state, general.members, ctx, rule);
  if (ext.generalGreek && generalGreekSpecial(state)?.members.includes(def.id)) return joinGeneral(map, state, def, ctx, rule);
  if (running) {
    if (def.repeat === 'next-mission') {
      // A later mission needs a unit still on the map; otherwise start again (`diadoques §14d.15`).
      const alive = unitsOfPower(state, def.power).length > 0;
      const next = alive ? Math.min(running.mission + 1, def.missions.length - 1) : 0;
      if (alive && next === running.mission) return [{ type: 'no-effect', rule, text: `${def.names.en}: no further mission.`, data: {} }];
      return appearForce(map, state, def, actx, next).events;
    }
    if (def.repeat === 'renew') return placeMissingUnits(map, state, def, ctx.dice);
  }
  for (const s of def.specials ?? []) {
    if (s.kind === 'independence') out.push(...independence(map, state, s, def.missions[0]!.rule));
    if (s.kind === 'province-neutral') out.push(...provinceNeutral(state, s.space, def.missions[0]!.rule));
    if (s.kind === 'tarentine-offer') openTarentineOffer(state, s);
  }
  if (def.missions[0]!.duration.kind === 'instant') {
    if (!ext.happened.includes(def.id)) ext.happened.push(def.id);
    return out;
  }
  const satraps = def.specials?.find((s) => s.kind === 'satraps');
  if (satraps && satraps.kind === 'satraps' && state.control[satraps.citadel] !== undefined) {
    // The satraps' citadel is held by a player: they gather in its province instead (reconstructed).
    actx.place = { ...(actx.place ?? {}), army: satraps.province };
  }
  out.push(...appearForce(map, state, def, actx, 0).events);
  for (const s of def.specials ?? []) {
    if (s.kind === 'olympias-joins') out.push(...olympiasJoins(state, def.power));
    if (s.kind === 'pyrrhus') out.push(...pyrrhusFleet(map, state, def));
    if (s.kind === 'satraps') out.push(...satrapsArrive(state, def.power, s));
  }
  return out;
}

/** The General revolt of the Greeks: the three Greek revolts rise together or join it (`diadoques §14e.7`, `§14e.7.1`). */
function generalGreek(map: GameMap, state: GameState, members: string[], ctx: EventContext, rule: string): GameEvent[] {
  const ext = neutralsExt(state);
  ext.generalGreek = true;
  if (!ext.happened.includes('revolte-generale')) ext.happened.push('revolte-generale');
  const out: GameEvent[] = [{ type: 'general-greek', rule: 'diadoques §14e.7', text: 'The Greeks rise together.', data: { members } }];
  for (const id of members) {
    const def = neutralDef(state.ruleset, id);
    if (def) out.push(...joinGeneral(map, state, def, ctx, rule));
  }
  return out;
}

/** A Greek revolt joins the General revolt: new units if it was not under way, 4 new seasons either way (`diadoques §14e.7.1`, `§14e.7.2`). */
function joinGeneral(map: GameMap, state: GameState, def: NeutralDef, ctx: EventContext, rule: string): GameEvent[] {
  const ext = neutralsExt(state);
  const out: GameEvent[] = [];
  const rt = ext.forces[def.power];
  if (rt && unitsOfPower(state, def.power).length > 0) {
    rt.countFrom = rt.seasonsPlayed;
    delete rt.settled;
    out.push({ type: 'joins-general-revolt', rule: 'diadoques §14e.7.2', text: `${def.names.fr} join the General revolt: 4 new seasons.`, data: { power: def.power } });
  } else {
    out.push(...appearForce(map, state, def, { dice: ctx.dice, ...(ctx.orders ? { orders: ctx.orders } : {}) }, 0).events);
    for (const s of def.specials ?? []) if (s.kind === 'olympias-joins') out.push(...olympiasJoins(state, def.power));
  }
  const now = ext.forces[def.power];
  if (now) {
    now.greek = true;
    syncForce(map, state, def.power);
  }
  void rule;
  return out;
}
