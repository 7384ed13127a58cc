/**
 * Scenario files (docs/rules/syracuse/scenario-format.md): a position, decisions, fixed dice and
 * expectations, one case per file, each citing the rule ids it proves. Reading is line by line
 * (linear in the file); every bad line is a problem with its line number, never a throw.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext, TypedEvent } from '@diadochi/kernel';
import type { FortId, Side, WallId } from '../data/map.ts';
import { ZONE } from '../data/map.ts';
import { LEADER, UNIT } from '../data/counters.ts';
import { COLUMNS, counterOf, crtCell, cellWinner, oddsColumn } from '../data/tables.ts';
import type { Loss } from '../data/tables.ts';
import { lossCount, odds } from '../combat.ts';
import { apply, buildable, choicesFor, d5Automatic, endMoves, finalResult, moveSupply, startTurn, supplyChecks, updateStandingSupply, victoryPoints, worksDice } from '../engine.ts';
import { validateDecision } from '../game.ts';
import { activationCost, reachable } from '../movement.ts';
import { baseState } from '../setup.ts';
import type { ScenarioId, Step, SyracuseState } from '../state.ts';

export interface CaseResult {
  name: string;
  rules: string[];
  failures: string[];
  lines: number;
  /** The position the case ends in (to open it on the board, or to inspect it). */
  state: SyracuseState;
}

const SIDES = new Set(['ath', 'syr']);

export function runCase(name: string, text: string): CaseResult {
  const rules: string[] = [];
  const failures: string[] = [];
  let s: SyracuseState = baseState('historical');
  let forced: number[] = [];
  const events: TypedEvent[] = [];
  const ctx = (): ResolveContext & { dice: Dice } => {
    const dice = new Dice(rngFromSeed(`scenario:${name}`), forced);
    return { dice, emit: (e) => void events.push(e as TypedEvent) };
  };
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const at = `line ${i + 1}`;
    const w = line.split(/\s+/);
    const fail = (msg: string) => failures.push(`${at}: ${msg}`);
    try {
      if (w[0] === 'rule:') {
        rules.push(w.slice(1).join(' '));
        return;
      }
      if (w[0] === 'dice') {
        forced = w.slice(1).map(Number);
        return;
      }
      if (w[0] === 'expect') {
        const why = expect(s, w.slice(1), events);
        if (why) fail(why);
        return;
      }
      if (SIDES.has(w[0]!)) {
        const side = w[0] as Side;
        const verb = w[1]!;
        const cs = choicesFor(s, side) ?? [];
        const withSubject = cs.some((c) => c.verb === verb && c.subject !== undefined);
        const d: ChoiceDecision = { verb };
        if (withSubject && w[2]) d.subject = w[2];
        const t = withSubject ? w[3] : w[2];
        if (t) d.target = t;
        const v = validateDecision(s, side, d);
        if (!v.ok) {
          fail(`${side} cannot ${w.slice(1).join(' ')} (${v.error.map((p) => p.code).join(', ')}); choices: ${JSON.stringify(cs).slice(0, 300)}`);
          return;
        }
        const c = ctx();
        apply(s, side, v.value, c);
        forced = [];
        return;
      }
      if (w[0] === 'run') {
        const c = ctx();
        const side = w[2] as Side;
        if (w[1] === 'start-turn') startTurn(s, c);
        else if (w[1] === 'end-moves') endMoves(s, c);
        else if (w[1] === 'supply-checks') supplyChecks(s, c);
        else if (w[1] === 'move-supply') moveSupply(s, side, c);
        else if (w[1] === 'd5') d5Automatic(s, side, c, s.step);
        else if (w[1] === 'standing-supply') updateStandingSupply(s, c);
        else return fail(`unknown run ${w[1]}`);
        forced = [];
        return;
      }
      const why = setupLine(s, w, (x) => (s = x));
      if (why) fail(why);
    } catch (e) {
      fail(`error: ${(e as Error).message}`);
    }
  });
  if (rules.length === 0) failures.push('the case cites no rule');
  return { name, rules, failures, lines: lines.length, state: s };
}

function setupLine(s: SyracuseState, w: string[], replace: (x: SyracuseState) => void): string | null {
  const [cmd, a, b, c] = w;
  switch (cmd) {
    case 'scenario': {
      replace(baseState(a as ScenarioId));
      return null;
    }
    case 'clear':
      for (const u of Object.values(s.units)) Object.assign(u, { status: 'pool', zone: null, fort: false });
      for (const l of Object.values(s.leaders)) Object.assign(l, { status: 'pool', zone: null, fort: false });
      return null;
    case 'unit': {
      if (!s.units[a!]) return `unknown unit ${a}`;
      const zone = b!.replace(/:fort$/, '');
      if (!ZONE[zone]) return `unknown zone ${b}`;
      Object.assign(s.units[a!]!, { status: 'map', zone, fort: b!.endsWith(':fort'), reduced: w.includes('reduced') });
      if (w.includes('aboard')) s.units[a!]!.aboard = true;
      if (w.includes('river')) s.units[a!]!.entry = { ...s.units[a!]!.entry, river: true };
      if (w.includes('amphibious')) s.units[a!]!.entry = { ...s.units[a!]!.entry, amphibious: true };
      if (w.includes('uphill')) s.units[a!]!.entry = { ...s.units[a!]!.entry, uphill: true };
      if (w.includes('wall')) s.units[a!]!.entry = { ...s.units[a!]!.entry, wall: true };
      return null;
    }
    case 'leader': {
      if (!s.leaders[a!]) return `unknown leader ${a}`;
      const zone = b!.replace(/:fort$/, '');
      Object.assign(s.leaders[a!]!, { status: 'map', zone, fort: b!.endsWith(':fort'), wounded: w.includes('wounded') });
      return null;
    }
    case 'remove':
      if (s.units[a!]) Object.assign(s.units[a!]!, { status: 'pool', zone: null, fort: false });
      else if (s.leaders[a!]) Object.assign(s.leaders[a!]!, { status: 'pool', zone: null, fort: false });
      else return `unknown piece ${a}`;
      return null;
    case 'fort':
      s.forts[a as FortId] = { built: b === 'built', owner: (c ?? 'ath') as Side };
      return null;
    case 'camp':
      s.camp = a as SyracuseState['camp'];
      if (a === 'built' && b) s.campTurn = Number(b);
      return null;
    case 'wall':
      s.walls[a as WallId] = b as 'none';
      return null;
    case 'chains':
      s.chains = a as SyracuseState['chains'];
      return null;
    case 'turn':
      s.turn = Number(a);
      return null;
    case 'advantage':
      s.advantage = a as Side;
      return null;
    case 'initiative':
      s.initiative = a as Side;
      return null;
    case 'hand': {
      const side = a as Side;
      for (const c0 of [...s.hands[side]]) s.bowl.push(c0);
      s.hands[side] = [];
      for (const face of w.slice(2)) {
        const cnt = counterOf(face);
        s.bowl = s.bowl.filter((x) => x !== cnt);
        s.hands.ath = s.hands.ath.filter((x) => x !== cnt);
        s.hands.syr = s.hands.syr.filter((x) => x !== cnt);
        s.hands[side].push(cnt);
      }
      s.bowl.sort();
      return null;
    }
    case 'supply':
      s.supply[a as Side] = { box: Number(b), face: c as 'appro', ...(w[4] ? { cause: w[4] as 'cavalry' } : {}) };
      return null;
    case 'ap':
      s.ap[a as Side] = Number(b);
      return null;
    case 'pool':
      s.pool = Number(a);
      return null;
    case 'activated':
      s.activated = w.slice(1);
      return null;
    case 'played':
      s.playedThisPhase = w.slice(1) as Side[];
      return null;
    case 'eliminated':
      for (const kv of w.slice(2)) {
        const [k, v] = kv.split('=');
        (s.eliminated[a as Side] as Record<string, number>)[k!] = Number(v);
      }
      return null;
    case 'plemmyrion-by-t4':
      s.plemmyrionByT4 = true;
      return null;
    case 's6':
      s.s6 = true;
      return null;
    case 'step': {
      // `step act ath` sets the decision point; an action step also makes that side the active one
      const st = { k: a, side: b, passes: 0, ...(c ? { zone: c, group: c } : {}) } as unknown as Step;
      s.step = st;
      if (['act', 'fight', 'declare', 'react', 'combat-strat'].includes(a!)) {
        s.actionSide = ['react', 'combat-strat'].includes(a!) ? (b === 'ath' ? 'syr' : 'ath') : (b as Side);
        s.actionPhase = Math.max(1, s.actionPhase);
        for (const p of [...Object.values(s.units), ...Object.values(s.leaders)]) if (p.status === 'map' && p.zone) p.from = p.zone;
      }
      if (a === 'works') s.works = { rolled: false, discarded: false, pt: 0 };
      if (a === 'd5' || a === 'd4' || a === 'd3' || a === 'd2' || a === 'd1') s.dOrder = [];
      if (a === 'works') s.worksOrder = [];
      return null;
    }
    case 'pt':
      s.works = { rolled: true, discarded: false, pt: Number(a) };
      return null;
    default:
      return `unknown line "${w.join(' ')}"`;
  }
}

function expect(s: SyracuseState, w: string[], events: TypedEvent[]): string | null {
  const [what, a, b, c] = w;
  const eq = (got: unknown, want: unknown, label: string) => (String(got) === String(want) ? null : `${label}: expected ${String(want)}, got ${String(got)}`);
  switch (what) {
    case 'cost': {
      const r = reachable(s, a!).get(b!);
      return eq(r ? r.cost : 'unreachable', c, `cost of ${a} to ${b}`);
    }
    case 'reach':
      return reachable(s, a!).has(b!) ? null : `${a} cannot reach ${b}`;
    case 'no-reach':
      return reachable(s, a!).has(b!) ? `${a} can reach ${b}` : null;
    case 'entry': {
      const r = reachable(s, a!).get(b!);
      return eq(r ? Object.keys(r.entry).sort().join(',') || 'none' : 'unreachable', c, `entry of ${a} into ${b}`);
    }
    case 'at': {
      const p = s.units[a!] ?? s.leaders[a!];
      if (!p) return `unknown piece ${a}`;
      const got = p.status === 'map' ? `${p.zone}${p.fort ? ':fort' : ''}` : p.status;
      return eq(got, b, `place of ${a}`);
    }
    case 'reduced':
      return eq(s.units[a!]?.reduced, true, `${a} reduced`);
    case 'full':
      return eq(s.units[a!]?.reduced, false, `${a} at full strength`);
    case 'wounded':
      return eq(s.leaders[a!]?.wounded, b ?? 'true', `${a} wounded`);
    case 'event': {
      // values with spaces are written with underscores: rule=syracuse_10.1.5
      const fields = w.slice(2).map((kv) => kv.replace(/_/g, ' ').split('='));
      const ok = events.some((e) => e.type === a && fields.every(([k, v]) => String((e.data as Record<string, unknown>)[k!] ?? (k === 'rule' ? e.rule : undefined)).replace(/,/g, '/') === v));
      return ok ? null : `no event ${a} with ${w.slice(2).join(' ')}; events: ${JSON.stringify(events.filter((e) => e.type === a)).slice(0, 300)}`;
    }
    case 'no-event': {
      const fields = w.slice(2).map((kv) => kv.replace(/_/g, ' ').split('='));
      return events.some((e) => e.type === a && fields.every(([k, v]) => String((e.data as Record<string, unknown>)[k!]) === v)) ? `unexpected event ${a} ${w.slice(2).join(' ')}` : null;
    }
    case 'choice':
    case 'no-choice': {
      const cs = choicesFor(s, a as Side) ?? [];
      const verb = b!;
      const rest = w.slice(3);
      const has = cs.some((ch) => ch.verb === verb && (rest.length === 0 || (ch.subject === rest[0] && (rest.length < 2 || ch.targets?.includes(rest[1]!))) || (ch.subject === undefined && ch.targets?.includes(rest[0]!))));
      return (what === 'choice') === has ? null : `${what} ${w.slice(1).join(' ')}; choices: ${JSON.stringify(cs).slice(0, 400)}`;
    }
    case 'step':
      return eq(`${s.step.k}${'side' in s.step ? ` ${s.step.side}` : ''}${'group' in s.step ? ` ${s.step.group}` : ''}`, w.slice(1).join(' '), 'step');
    case 'ap':
      return eq(s.ap[a as Side], b, `AP of ${a}`);
    case 'pool':
      return eq(s.pool, a, 'AP pool');
    case 'initiative':
      return eq(s.initiative, a, 'initiative');
    case 'advantage':
      return eq(s.advantage, a, 'advantage');
    case 'supply':
      return eq(`${s.supply[a as Side].box} ${s.supply[a as Side].face}`, `${b} ${c}`, `supply of ${a}`);
    case 'vp':
      return eq(victoryPoints(s)[a as Side], b, `VP of ${a}`);
    case 'final': {
      const r = finalResult(s);
      return eq(`${r.winners.join('+') || 'none'} ${r.level}`, `${a} ${b}`, 'final result');
    }
    case 'result':
      return eq(s.result ? `${s.result.winners.join('+') || 'none'} ${s.result.level}` : 'none', w.slice(1).join(' '), 'result');
    case 'works-dice':
      return eq(worksDice(s, a as Side), b, `works dice of ${a}`);
    case 'buildable': {
      const ids = buildable(s, a as Side).map((x) => x.id);
      return ids.includes(b!) ? null : `${b} not buildable by ${a}: ${ids.join(',')}`;
    }
    case 'not-buildable': {
      const ids = buildable(s, a as Side).map((x) => x.id);
      return ids.includes(b!) ? `${b} buildable by ${a}` : null;
    }
    case 'wall':
      return eq(s.walls[a as WallId], b, `wall ${a}`);
    case 'fort':
      return eq(`${s.forts[a as FortId].built ? 'built' : 'none'} ${s.forts[a as FortId].owner}`, `${b} ${c}`, `fort ${a}`);
    case 'camp':
      return eq(s.camp, a, 'camp');
    case 'chains':
      return eq(s.chains, a, 'chains');
    case 'activation':
      return eq(activationCost(s, a!, b as Side), c, `activation cost of ${a}`);
    case 'odds': {
      // odds ZONE ATTACKER [naval] [assault] → column=… drm=…
      // `with=S1:ath[:T13]` adds a stratagem played for the combat
      const played = w.filter((x) => x.startsWith('with=')).map((x) => {
        const [face, side, target] = x.slice(5).split(':');
        return { face: face!, side: side as Side, ...(target ? { target } : {}) };
      });
      const night = w.find((x) => x.startsWith('night='));
      const o = odds(s, { zone: a!, naval: ZONE[a!]!.kind === 'sea', attacker: b as Side, played, ...(night ? { night: Number(night.slice(6)) } : {}), ...(w.includes('assault') ? { assault: 'fort' as const } : {}) });
      const want = Object.fromEntries(w.filter((x) => x.includes('=') && !x.startsWith('with=') && !x.startsWith('night=')).map((kv) => kv.split('=')));
      const got: Record<string, string> = { column: COLUMNS[o.column]!, drm: String(o.drm), attack: String(o.attack), defence: String(o.defence) };
      const bad = Object.entries(want).filter(([k, v]) => got[k] !== v);
      return bad.length ? `odds in ${a}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)} (${o.shifts.join(' ')} | ${o.drms.join(' ')})` : null;
    }
    case 'ratio':
      return eq(COLUMNS[oddsColumn(Number(a), Number(b))], c, `column of ${a}:${b}`);
    case 'cell': {
      const cell = crtCell(COLUMNS.indexOf(a as (typeof COLUMNS)[number]), Number(b));
      return eq(`${cell[0]}-${cell[1]} ${cellWinner(cell)}`, `${c} ${w[4]}`, `CRT ${a} row ${b}`);
    }
    case 'losses':
      return eq(lossCount(a as Loss, Number(b)), c, `units hit by ${a} of ${b}`);
    case 'hand':
      return eq(s.hands[a as Side].length, b, `hand of ${a}`);
    case 'turn':
      return eq(s.turn, a, 'turn');
    case 'removed':
      return eq(s.removedCounters.includes(counterOf(a!)), 'true', `counter of ${a} out of play`);
    case 's6':
      return eq(s.s6, a, 'S6 in force');
    case 'status': {
      const p = s.units[a!] ?? s.leaders[a!];
      return eq(p?.status, b, `status of ${a}`);
    }
    case 'eliminated':
      return eq(JSON.stringify(s.eliminated[a as Side]), b, `eliminated of ${a}`);
    case 'leader-side':
      return eq(LEADER[a!]?.side, b, `side of ${a}`);
    case 'unit-pf':
      return eq(`${UNIT[a!]?.pf}/${UNIT[a!]?.reducedPf}`, b, `PF of ${a}`);
    default:
      return `unknown expectation "${w.join(' ')}"`;
  }
}
