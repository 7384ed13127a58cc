/**
 * Runs a scenario: builds the position (on the reconstructed map or the file's own small map),
 * queues its fixed dice, performs its decisions and procedures in order and checks its
 * expectations. Returns the events, the final state and every failed expectation.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { GameEvent, ResolveContext } from '@diadochi/kernel';
import { SUCCESSORS_DATA } from '../data/index.ts';
import type { SuccessorsData } from '../data/types.ts';
import { buildRules, minorId, MINORS_PER_FACTION } from '../rules/board.ts';
import type { Rules } from '../rules/board.ts';
import { CU_TYPES, noCus } from '../rules/state.ts';
import type { Faction, Step, SuccessorsOptions, SuccessorsState } from '../rules/state.ts';
import { emptyState, FACTIONS } from '../rules/setup.ts';
import { holding, legitimacy, total, victoryPoints, provinceController } from '../rules/query.ts';
import { applyChoice, choicesOf, isListed } from '../rules/actions.ts';
import { openLosses } from '../rules/losses.ts';
import { battle } from '../rules/combat.ts';
import type { Side } from '../rules/combat.ts';
import { siegeRoll } from '../rules/siege.ts';
import { attrition, killGeneral } from '../rules/combat.ts';
import { beginPlayerTurn, beginTurn, endOfTurn, forageOf, isolationPhase, afterOrder, checkVictory } from '../rules/turn.ts';
import { allowance } from '../rules/movement.ts';
import { startArmy } from '../rules/movement.ts';
import { controlSpaces, reinforcementSpaces } from '../rules/places.ts';
import { parseScenario } from './parse.ts';
import type { Scenario } from './parse.ts';

export interface ScenarioRun {
  scenario: Scenario | null;
  events: GameEvent[];
  failures: string[];
  state: SuccessorsState | null;
}

function dataFor(sc: Scenario): SuccessorsData {
  if (!sc.map) return SUCCESSORS_DATA;
  const m = sc.map;
  const provinces = [...new Set([...m.provinces.map((p) => p.id), ...m.spaces.map((s) => s.province)])].map((id) => ({
    id, name: id, vp: m.provinces.find((p) => p.id === id)?.vp ?? 0, continent: 'asia' as const, reconstructed: false, source: 'scenario',
  }));
  return {
    ...SUCCESSORS_DATA,
    map: {
      provinces,
      spaces: m.spaces.map((s) => ({
        id: s.id, name: s.id, kind: s.kind, province: s.province, lon: 0, lat: 0, reconstructed: false, source: 'scenario',
        ...(s.siege !== undefined ? { siegeModifier: s.siege } : {}), ...(s.independent ? { independent: s.independent } : {}), ...(s.hellespont ? { hellespont: true } : {}),
      })),
      paths: m.paths.map((p) => ({ ...p, reconstructed: false, source: 'scenario' })),
      seaZones: [],
      boxes: SUCCESSORS_DATA.map.boxes,
    },
  };
}

const OPTIONAL: Record<string, keyof SuccessorsOptions['optional']> = {
  'prestige-for-independents': 'prestigeForIndependents', 'interception-options': 'interceptionOptions', 'independent-reactions': 'independentReactions', 'dispersed-fleets': 'dispersedFleets', 'seleucus-eumenes-aside': 'seleucusEumenesAside',
};

function position(r: Rules, sc: Scenario, failures: string[]): SuccessorsState {
  const optional = { prestigeForIndependents: false, interceptionOptions: false, independentReactions: false, dispersedFleets: false, seleucusEumenesAside: false };
  for (const o of sc.optional) if (OPTIONAL[o]) optional[OPTIONAL[o]] = true; else failures.push(`unknown optional rule ${o}`);
  const s = emptyState(r, { players: sc.players, variant: 'option-1', optional, turns: 5 });
  s.turn = sc.turn;
  s.round = sc.round;
  if (sc.order.length > 0) s.order = sc.order;
  s.usurper = sc.usurper;
  for (const f of sc.successors) s.champion[f] = false;
  for (const [f, n] of Object.entries(sc.condemned)) s.condemned[f] = n;
  const known = (space: string, line: string) => {
    if (!r.space.has(space)) failures.push(`${line}: unknown space ${space}`);
    return r.space.has(space);
  };
  for (const u of sc.units) {
    if (!known(u.space, 'units')) continue;
    const h = holding(s, u.space, u.faction);
    for (const t of CU_TYPES) {
      h.out[t] += u.out[t] ?? 0;
      h.in[t] += u.inside[t] ?? 0;
    }
  }
  for (const u of sc.dispersed) for (const t of CU_TYPES) s.dispersed[u.faction]![t] += (u.out[t] ?? 0) + (u.inside[t] ?? 0);
  for (const g of sc.generals) {
    // `GENERAL - deck`: a general whose card waits in the Tyche deck (8.5.1, 24.1.4).
    if (g.space === 'deck') {
      if (r.general.has(g.id)) s.generals[g.id] = { owner: null, where: 'deck' };
      else failures.push(`generals: unknown general ${g.id}`);
      continue;
    }
    if (!known(g.space, 'generals')) continue;
    let id = g.id;
    if (id === 'minor') {
      id = Array.from({ length: MINORS_PER_FACTION }, (_, i) => minorId(g.faction, i + 1)).find((m) => s.generals[m]!.where === 'off') ?? minorId(g.faction, 1);
    } else if (!r.general.has(id)) {
      failures.push(`generals: unknown general ${id}`);
      continue;
    }
    s.generals[id] = { owner: g.faction, where: 'map', space: g.space, ...(g.inside ? { inside: true } : {}), ...(g.as ? { as: g.as } : {}) };
  }
  // A scenario's own map starts with its independent markers (22.1.4); `control:` lines override them.
  if (sc.map) for (const sp of sc.map.spaces) if (sp.independent) s.control[sp.id] = { by: 'independent', value: sp.independent };
  for (const c of sc.control) if (known(c.space, 'control')) s.control[c.space] = { by: c.by, ...(c.value ? { value: c.value } : c.by === 'independent' ? { value: r.space.get(c.space)!.kind === 'minor-city' ? 1 : 3 } : {}) };
  for (const [f, cards] of Object.entries(sc.hands)) s.hands[f] = cards;
  s.pile = [...sc.pile];
  const held = new Set([...Object.values(s.hands).flat(), ...sc.pile]);
  s.deck = sc.deck ?? r.data.cards.map((c) => c.number).filter((n) => !held.has(n) && r.card.get(n)!.kind !== 'general');
  for (const x of sc.royals) {
    if (!r.royal.has(x.id)) {
      failures.push(`royals: unknown royal ${x.id}`);
      continue;
    }
    if (!known(x.space, 'royals')) continue;
    s.royals[x.id] = { space: x.space, active: x.active ?? r.royal.get(x.id)!.startsActive, ...(x.married ? { married: x.married, active: true } : {}), ...(x.buried ? { buried: x.space } : {}) };
    if (x.buried && x.space === 'pella' && x.buriedBy) s.pella = x.buriedBy;
  }
  for (const x of sc.independents) if (known(x.space, 'independents')) s.independents[x.id] = { where: 'map', space: x.space };
  for (const x of sc.sieges) if (known(x.space, 'sieges')) s.siege[x.space] = { by: x.by, points: x.points };
  for (const x of sc.fleets) s.fleets[x.id] = { strong: x.strong, dispersed: false, owner: x.owner ?? null };
  return s;
}

function startStep(r: Rules, s: SuccessorsState, sc: Scenario, ctx: ResolveContext, failures: string[]): void {
  const w = sc.step;
  if (!w) return;
  const [kind, who, ...rest] = w;
  const kv = Object.fromEntries(rest.map((x) => x.split('=')));
  if (who) s.active = Math.max(0, s.order.indexOf(who));
  switch (kind) {
    case 'move':
      s.roll = Number(kv.roll ?? 0);
      s.step = { k: 'move', who: who!, source: 'movement', roll: Number(kv.roll ?? 0) };
      return;
    case 'march': {
      s.step = { k: 'move', who: who!, source: 'march', roll: 0, card: Number(kv.card ?? 0) };
      startArmy(r, s, who!, kv.general!, Number(kv.mp ?? 0), 'march');
      return;
    }
    case 'tyche':
    case 'movement':
    case 'first-player':
      s.step = { k: kind, who: who! } as Step;
      return;
    case 'ops':
      s.step = { k: 'ops', who: who!, card: Number(kv.card ?? 0), ops: Number(kv.ops ?? 0), bonus: kv.bonus === 'yes' };
      return;
    case 'place-control': {
      const from = Object.entries(s.control).filter(([, m]) => m.by === who).map(([id]) => id).sort();
      s.step = { k: 'place-control', who: who!, left: Number(kv.left ?? 1), card: Number(kv.card ?? 0), bonus: false, from };
      return;
    }
    case 'reinforce': {
      const cus = noCus();
      for (const t of CU_TYPES) cus[t] = Number(kv[t] ?? 0);
      s.step = { k: 'reinforce', who: who!, cus, generals: kv.generals ? kv.generals.split(',') : [], then: 'movement', placed: {}, provinces: {} };
      return;
    }
    case 'player-turn':
      beginPlayerTurn(r, s, ctx);
      return;
    case 'turn':
      beginTurn(r, s, ctx);
      return;
    default:
      failures.push(`step: unknown step ${kind}`);
  }
}

const side = (x: string): Side => (x.startsWith('independent') ? { kind: 'independent', armies: x.split(':')[1]?.split('+') ?? [] } : { kind: 'faction', faction: x });

function procedure(r: Rules, s: SuccessorsState, ctx: ResolveContext, proc: string, args: string[], failures: string[], line: number): void {
  switch (proc) {
    case 'battle': {
      const [space, a, d] = args;
      const indeps = Object.entries(s.independents).filter(([, x]) => x.where === 'map' && x.space === space).map(([id]) => id);
      const mk = (x: string) => (x === 'independent' ? { kind: 'independent' as const, armies: indeps } : side(x));
      battle(r, s, ctx, space!, mk(a!), mk(d!), args.includes('no-local') ? { noLocal: [mk(d!)] } : {});
      return;
    }
    case 'siege': {
      const [space, f] = args;
      const mod = args.find((x) => x.startsWith('mod='));
      siegeRoll(r, s, ctx, space!, f!, { surrender: args.includes('surrender'), ...(mod ? { modifier: Number(mod.slice(4)) } : {}) });
      return;
    }
    case 'attrition': {
      const [f, space] = args;
      const col = args.find((x) => x.startsWith('column='));
      attrition(r, holding(s, space!, f!).out, ctx, f!, 'successors 12.8.1', col ? Number(col.slice(7)) : undefined);
      return;
    }
    case 'forage':
      forageOf(r, s, ctx, args[0]!);
      return;
    case 'isolation':
      isolationPhase(r, s, ctx);
      return;
    case 'end-turn':
      endOfTurn(r, s, ctx);
      return;
    case 'order':
      afterOrder(r, s, ctx, args[0]!, args[1] ?? args[0]!);
      return;
    case 'kill':
      killGeneral(r, s, ctx, args[0]!);
      return;
    case 'disperse-fleet':
      s.fleets[args[0]!] = { ...s.fleets[args[0]!]!, dispersed: true, strong: false };
      return;
    case 'check-victory':
      checkVictory(r, s, ctx);
      return;
    default:
      failures.push(`line ${line}: unknown procedure ${proc}`);
  }
}

const matches = (want: string, got: unknown): boolean => {
  if (Array.isArray(got)) return want === got.join(',') || want === `[${got.join(',')}]`;
  if (got === null || got === undefined) return want === 'none';
  return String(got) === want;
};

function check(r: Rules, s: SuccessorsState, events: GameEvent[], words: string[]): string | null {
  const [what, ...a] = words;
  const num = (x: string | undefined) => Number(x);
  switch (what) {
    case 'event':
    case 'no-event': {
      const [type, ...fields] = a;
      const want = fields.map((f) => f.split('=') as [string, string]);
      const hit = events.some((e) => e.type === type && want.every(([k, v]) => matches(v, (e.data as Record<string, unknown>)?.[k])));
      if (what === 'event' && !hit) {
        const same = events.filter((e) => e.type === type).map((e) => JSON.stringify(e.data));
        return `no event ${type} with ${fields.join(' ')}${same.length ? ` (got ${same.join('; ')})` : ''}`;
      }
      if (what === 'no-event' && hit) return `an event ${type} ${fields.join(' ')} happened`;
      return null;
    }
    case 'count': {
      // count N TYPE key=value…: exactly N such events (a line of the record shown once, issue 15).
      const [n, type, ...fields] = a;
      const want = fields.map((f) => f.split('=') as [string, string]);
      const got = events.filter((e) => e.type === type && want.every(([k, v]) => matches(v, (e.data as Record<string, unknown>)?.[k]))).length;
      return got === num(n) ? null : `${got} events ${type} ${fields.join(' ')}, expected ${n}`;
    }
    case 'cus': {
      const [f, space, n, where] = a;
      const h = s.holdings[space!]?.[f!];
      const got = h ? (where === 'inside' ? total(h.in) : where === 'outside' ? total(h.out) : total(h.in) + total(h.out)) : 0;
      return got === num(n) ? null : `${f} has ${got} CUs at ${space}${where ? ` ${where}` : ''}, expected ${n}`;
    }
    case 'cu': {
      const [f, space, type, n] = a;
      const h = s.holdings[space!]?.[f!];
      const got = h ? (h.out as Record<string, number>)[type!]! + (h.in as Record<string, number>)[type!]! : 0;
      return got === num(n) ? null : `${f} has ${got} ${type} at ${space}, expected ${n}`;
    }
    case 'dispersed': {
      const [f, n] = a;
      const got = total(s.dispersed[f!] ?? noCus());
      return got === num(n) ? null : `${f} has ${got} CUs dispersed, expected ${n}`;
    }
    case 'control': {
      const [space, by] = a;
      const got = s.control[space!]?.by ?? 'none';
      return got === by ? null : `${space} is controlled by ${got}, expected ${by}`;
    }
    case 'province': {
      const [p, by] = a;
      const got = provinceController(r, s, p!) ?? 'none';
      return got === by ? null : `province ${p} is controlled by ${got}, expected ${by}`;
    }
    case 'general': {
      const [g, where, space] = a;
      const st = s.generals[g!];
      if (!st) return `no general ${g}`;
      if (st.where !== where) return `${g} is ${st.where}, expected ${where}`;
      if (space && st.space !== space) return `${g} is at ${st.space}, expected ${space}`;
      return null;
    }
    case 'vp':
    case 'lp': {
      const [f, n] = a;
      const got = what === 'vp' ? victoryPoints(r, s, f!) : legitimacy(r, s, f!);
      return got === num(n) ? null : `${f} has ${got} ${what.toUpperCase()}, expected ${n}`;
    }
    case 'champion': {
      const [f, yes] = a;
      return s.champion[f!] === (yes === 'yes') ? null : `${f} champion is ${s.champion[f!]}, expected ${yes}`;
    }
    case 'step': {
      const [k, who] = a;
      const got = s.step.k === 'over' ? 'over' : `${s.step.k} ${s.step.who}`;
      return s.step.k === k && (!who || (s.step.k !== 'over' && s.step.who === who)) ? null : `the step is ${got}, expected ${k} ${who ?? ''}`;
    }
    case 'choice':
    case 'no-choice': {
      const [f, verb, subject, target] = a;
      const list = choicesOf(r, s, f!);
      const has = list.some((c) => c.verb === verb && (!subject || subject === '*' || c.subject === subject) && (!target || (c.targets ?? []).includes(target)));
      if (what === 'choice' && !has) return `${f} has no choice ${verb} ${subject ?? ''} ${target ?? ''} (has ${list.map((c) => `${c.verb}${c.subject ? ` ${c.subject}` : ''}${c.targets ? ` [${c.targets.join(',')}]` : ''}`).join('; ')})`;
      if (what === 'no-choice' && has) return `${f} may ${verb} ${subject ?? ''} ${target ?? ''}`;
      return null;
    }
    case 'targets': {
      // targets F VERB SUBJECT|- T1,T2: the exact list of targets.
      const [f, verb, subject, list] = a;
      const c = choicesOf(r, s, f!).find((x) => x.verb === verb && (subject === '-' || x.subject === subject));
      const got = (c?.targets ?? []).join(',');
      return got === (list ?? '') ? null : `${f} ${verb} targets are [${got}], expected [${list}]`;
    }
    case 'reinforce-spaces': {
      const [f, list] = a;
      const got = reinforcementSpaces(r, s, f!, 'cu', {}).join(',');
      return got === list ? null : `${f} may reinforce [${got}], expected [${list}]`;
    }
    case 'control-spaces': {
      const [f, list] = a;
      const from = Object.entries(s.control).filter(([, m]) => m.by === f).map(([id]) => id);
      const got = controlSpaces(r, s, f!, from).join(',');
      return got === (list ?? '') ? null : `${f} may place control in [${got}], expected [${list}]`;
    }
    case 'allowance': {
      const [ini, roll, n] = a;
      const got = allowance(r, num(ini), num(roll));
      return got === num(n) ? null : `initiative ${ini} and roll ${roll} give ${got} MP, expected ${n}`;
    }
    case 'siege-points': {
      const [space, n] = a;
      const got = s.siege[space!]?.points ?? 0;
      return got === num(n) ? null : `${space} has ${got} siege points, expected ${n}`;
    }
    case 'royal': {
      const [id, where] = a;
      const st = s.royals[id!];
      const got = !st ? 'none' : st.dead ? 'dead' : st.space ?? 'off';
      return got === where ? null : `${id} is ${got}, expected ${where}`;
    }
    case 'result': {
      const got = s.result ? s.result.winners.join('+') : 'none';
      return got === a[0] ? null : `the result is ${got}, expected ${a[0]}`;
    }
    case 'hand': {
      const [f, n] = a;
      return (s.hands[f!]?.length ?? 0) === num(n) ? null : `${f} holds ${s.hands[f!]?.length ?? 0} cards, expected ${n}`;
    }
    case 'independent': {
      const [id, where] = a;
      const st = s.independents[id!];
      const got = !st ? 'none' : st.where === 'map' ? st.space! : st.where;
      return got === where ? null : `${id} is ${got}, expected ${where}`;
    }
    case 'prestige': {
      const [g, n] = a;
      const got = s.generals[g!]?.prestigeGained ?? 0;
      return got === num(n) ? null : `${g} has gained ${got} prestige, expected ${n}`;
    }
    case 'moving-mp': {
      const got = s.moving?.mp ?? -1;
      return got === num(a[0]) ? null : `the moving army has ${got} MP, expected ${a[0]}`;
    }
    default:
      return `unknown expectation ${what}`;
  }
}

export function runScenarioText(text: string): ScenarioRun {
  const parsed = parseScenario(text);
  if (!parsed.ok) return { scenario: null, events: [], failures: parsed.error.map((p) => p.message), state: null };
  const sc = parsed.value;
  const failures: string[] = [];
  const r = buildRules(dataFor(sc));
  const s = position(r, sc, failures);
  const events: GameEvent[] = [];
  const dice = new Dice(rngFromSeed(`scenario:${sc.title}`), sc.dice);
  const ctx: ResolveContext = { dice, emit: (e) => events.push(e) };
  if (failures.length === 0) startStep(r, s, sc, ctx, failures);
  // A losses step (rules/losses.ts) that the case does not answer takes the automatic allocation, as a deadline would.
  // A Fortune window after a battle, siege or attrition roll (rules/fortune.ts) that the case does not answer with a card is passed.
  const automaticLosses = (unless?: (who: Faction, k: string) => boolean) => {
    for (;;) {
      if (s.step.k === 'losses' && !unless?.(s.step.who, 'losses')) applyChoice(r, s, s.step.who, { verb: 'lose', target: choicesOf(r, s, s.step.who)[0]!.targets![0]! }, ctx);
      else if (s.step.k === 'fortune-roll' && !unless?.(s.step.who, 'fortune-roll')) applyChoice(r, s, s.step.who, { verb: 'pass' }, ctx);
      else break;
    }
  };
  for (const act of sc.play) {
    if (failures.length > 0) break;
    if (act.kind === 'do') {
      procedure(r, s, ctx, act.proc, act.args, failures, act.line);
      openLosses(s);
      continue;
    }
    automaticLosses((who, k) => who === act.faction && (k === 'losses' ? act.verb === 'lose' : act.verb === 'play-surprise' || act.verb === 'pass'));
    const d = { verb: act.verb, ...(act.subject ? { subject: act.subject } : {}), ...(act.target ? { target: act.target } : {}) };
    if (s.step.k === 'over' || s.step.who !== act.faction) {
      failures.push(`line ${act.line}: ${act.faction} is not the one deciding (the step is ${s.step.k}${s.step.k !== 'over' ? ` ${s.step.who}` : ''})`);
      break;
    }
    const list = choicesOf(r, s, act.faction);
    if (!isListed(list, d)) {
      failures.push(`line ${act.line}: ${act.verb} ${act.subject ?? ''} ${act.target ?? ''} is not a legal choice (choices: ${list.map((c) => `${c.verb}${c.subject ? ` ${c.subject}` : ''}${c.targets ? ` [${c.targets.join(',')}]` : ''}`).join('; ')})`);
      break;
    }
    applyChoice(r, s, act.faction, d, ctx);
  }
  if (failures.length === 0 && !sc.expect.some((e) => e.words.includes('losses') || e.words.includes('lose') || e.words.includes('fortune-roll'))) automaticLosses();
  if (failures.length === 0) for (const e of sc.expect) {
    const f = check(r, s, events, e.words);
    if (f) failures.push(`line ${e.line}: ${f}`);
  }
  if (failures.length === 0 && dice.forcedRemaining > 0) failures.push(`${dice.forcedRemaining} fixed dice were not used`);
  return { scenario: sc, events, failures, state: s };
}

export { FACTIONS };
export type { Faction };
