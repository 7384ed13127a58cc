/**
 * Rule-listed choices of the start and the winter (issue 14 item 3, issue 17 item 6): what
 * `choices` lists is what the rules accept and carry out, in both rulesets.
 *
 * - Start (`diadoques §12.3`, `§12.4`; `diadokhoi §5.3.1`, `§5.3.3`): every listed purchase,
 *   completed with mercenary armies in the start province, validates; every purchase of a type
 *   and place that so validates is listed; the kinds are the ruleset's (no elite, militia or
 *   guard in Diadokhoi; no fleet for the inland diadochi).
 * - Winter (`diadoques §10`, `diadokhoi §5.3`), on the positions of seeded bot games: every
 *   listed choice, written as a line, validates; every listed build, promotion and disband,
 *   written with the cheapest keep-or-disband of the player's other units, is carried out by
 *   the winter's resolution (the engine's own events say so); the baseline bot's winter orders
 *   are among the listed choices.
 */
import { askBot, autoplay, createGame, Dice, rngFromSeed } from '@diadochi/kernel';
import type { GameDefinition, GameEvent, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { seizableTreasures } from '../../src/economy/income.ts';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';
import { problemText } from '../../src/game/i18n-problems.ts';
import { startLimits } from '../../src/game/start.ts';
import { mapOf } from '../../src/map/index.ts';
import { placeName } from '../../src/vocabulary/names.ts';
import type { UnitState } from '../../src/rules/state.ts';
import { completedPurchase, placeOfTarget, unitTypesOf } from '../../src/winter/choices.ts';
import { parseWinterOrders } from '../../src/vocabulary/winter.ts';
import { cheapestLines, choiceLine } from '../../src/winter/choice-lines.ts';

type Def = GameDefinition<WholeState>;
const RULESETS = [
  ['diadoques', diadoques as unknown as Def],
  ['diadokhoi', diadokhoi as unknown as Def],
] as const;

const start = (def: Def): WholeState => {
  const g = createGame(def, { seed: 'choices', options: {} });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value.state;
};

const validates = (def: Def, s: WholeState, player: string, orders: string) => {
  const r = def.validate(s, player, { orders });
  return r.ok ? '' : `${orders.replace(/\n/g, ' / ')}: ${r.error.map((p) => p.message).join('; ')}`;
};

describe.each(RULESETS)('%s start purchases listed by the rules', (ruleset, def) => {
  const s = start(def);
  const map = mapOf(ruleset)!;
  const players = def.pending(s)!.players;

  it(`${ruleset === 'diadoques' ? 'diadoques §12.4, §12.3' : 'diadokhoi §5.3.1, §5.3.3'}: every listed purchase belongs to a purchase the start accepts; every one that does is listed`, () => {
    let listed = 0;
    for (const player of players) {
      const lim = startLimits(ruleset, s.options.scenario)[player]!;
      const choices = def.choices!(s, player)!;
      expect(choices.every((c) => c.verb === 'buy')).toBe(true);
      // Listed ⇒ accepted.
      for (const c of choices) {
        for (const t of c.targets!) {
          const all = completedPurchase({ type: c.subject as UnitState['type'], ...placeOfTarget(t) }, lim);
          expect(validates(def, s, player, all.map((p) => `${p.type} ${placeName(map, p.space, p.coast)}`).join('\n'))).toBe('');
          listed++;
        }
      }
      // Accepted ⇒ listed: every type in the start province, its citadels, every sea and port.
      const candidates = [lim.in, ...map.citadels.map((c) => c.id), ...map.seas.map((x) => x.id)];
      for (const type of unitTypesOf(s)) {
        for (const space of candidates) {
          const all = completedPurchase({ type, space }, lim);
          const ok = validates(def, s, player, all.map((p) => `${p.type} ${placeName(map, p.space, p.coast)}`).join('\n')) === '';
          const offered = choices.find((c) => c.subject === type)?.targets?.includes(space) ?? false;
          expect([player, type, space, offered]).toEqual([player, type, space, ok]);
        }
      }
      // The start province itself comes first: the form's default (the first type, the first place) is accepted.
      expect(choices[0]).toMatchObject({ subject: 'A', targets: [lim.in, ...choices[0]!.targets!.slice(1)] });
    }
    expect(listed).toBeGreaterThan(15);
  });

  it(`${ruleset === 'diadoques' ? 'diadoques §12.4' : 'diadokhoi §5.3.1'}: a line that is no purchase is refused with examples the ruleset accepts (Macedonia's), in both languages`, () => {
    const macedonia = players[0]!;
    const r = def.validate(s, macedonia, { orders: 'vote nulle' });
    const p = r.ok ? undefined : r.error.find((x) => x.code === 'not-a-purchase');
    expect(p?.rule).toBe(ruleset === 'diadoques' ? 'diadoques §12.4' : 'diadokhoi §5.3.1');
    const examples = [...p!.message.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    expect(examples.length).toBe(2);
    for (const x of examples) expect(validates(def, s, macedonia, [x, x, `A ${ruleset === 'diadoques' ? 'MAC' : 'Mac'}`].join('\n'))).toBe('');
    for (const lang of ['en', 'fr'] as const) {
      const line = problemText(p!, { ruleset, lang });
      for (const x of examples) expect(line).toContain(x);
    }
  });

  it(`${ruleset === 'diadoques' ? 'diadoques §12.4' : 'diadokhoi §5.3.1, §5.3.3'}: the kinds are the ruleset's`, () => {
    const kinds = (p: string) => def.choices!(s, p)!.map((c) => c.subject).sort();
    if (ruleset === 'diadokhoi') {
      for (const p of players) for (const k of kinds(p)) expect(['A', 'F']).toContain(k);
      expect(kinds('antigonos')).toEqual(['A']);
      expect(kinds('eumenes')).toEqual(['A']);
      expect(kinds('seleukos')).toEqual(['A', 'F']);
    } else {
      // Antigone, Eumène and Séleucos take armies only; the others may take fleets (§12.4).
      for (const p of ['antigone', 'eumene', 'seleucos']) expect(kinds(p)).toEqual(['A', 'Ae', 'Ag', 'Am']);
      for (const p of ['cassandre', 'lysimaque', 'ptolemee']) expect(kinds(p)).toEqual(['A', 'Ae', 'Ag', 'Am', 'F', 'Fe']);
    }
  });
});

/** Winter positions of a seeded bot game, each with its session (to ask the bot). */
function winters(def: Def, seed: string, count: number): GameSession<WholeState>[] {
  const created = createGame(def, { seed, options: {} });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const out: GameSession<WholeState>[] = [];
  autoplay(def, created.value, {
    bots: baselineBot(seed),
    maxSteps: 40,
    onStep: (session) => {
      if (out.length < count && session.state.phase === 'winter') out.push(session);
    },
  });
  return out;
}

/** A choice as a winter line, and each other unit's cheapest line: the engine's own writers (`winter/choice-lines.ts`). */
const lineOf = choiceLine;
const cheapest = cheapestLines;

/** Resolves the winter with these lines for `player` and nothing from the others; the events. */
function resolveWith(def: Def, s: WholeState, player: string, lines: string[]): GameEvent[] {
  const events: GameEvent[] = [];
  const decisions = Object.fromEntries(def.pending(s)!.players.map((p) => [p, { orders: p === player ? lines.join('\n') : '' }]));
  def.resolve(structuredClone(s), decisions, { dice: new Dice(rngFromSeed('winter-choices')), emit: (e) => events.push(e) });
  return events;
}

const data = (e: GameEvent) => (e.data ?? {}) as Record<string, unknown>;

describe.each(RULESETS)('%s winter choices listed by the rules', (ruleset, def) => {
  const sessions = winters(def, `winter-choices-${ruleset}`, 2);
  const rule = ruleset === 'diadoques' ? 'diadoques §10.15, §10.21, §10.7' : 'diadokhoi §5.3.9, §5.3.10, §5.3.8';

  it(`${rule}: every listed choice validates; every listed build, promotion and disband is carried out`, () => {
    expect(sessions.length).toBe(2);
    const carried = { build: 0, promote: 0, disband: 0 };
    for (const { state: s } of sessions) {
      for (const player of def.pending(s)!.players) {
        const choices = def.choices!(s, player)!;
        expect(choices.filter((c) => c.verb === 'maintain').length).toBe(s.units.filter((u) => u.power === player && !u.transit).length);
        for (const c of choices) for (const t of c.targets ?? [undefined]) expect(validates(def, s, player, lineOf(s, c, t))).toBe('');
        const seize = seizableTreasures(s, player).map((id) => lineOf(s, { verb: 'seize' }, id));
        for (const c of choices.filter((x) => x.verb === 'build')) {
          for (const t of c.targets!) {
            const events = resolveWith(def, s, player, [...seize, ...cheapest(s, player), lineOf(s, c, t)]);
            const p = placeOfTarget(t);
            const built = events.some((e) => e.type === 'built' && data(e)['power'] === player && data(e)['type'] === c.subject && data(e)['space'] === p.space);
            expect(built ? '' : `${lineOf(s, c, t)} not built: ${events.filter((e) => e.type === 'order-ignored').map((e) => e.text).join('; ')}`).toBe('');
            carried.build++;
          }
        }
        for (const c of choices.filter((x) => x.verb === 'promote')) {
          const u = s.units.find((x) => x.space === c.subject && x.power === player && !x.transit)!;
          for (const t of c.targets!) {
            const events = resolveWith(def, s, player, [...seize, ...cheapest(s, player, u), lineOf(s, c, t)]);
            const done = events.some((e) => e.type === 'promoted' && data(e)['unit'] === u.id && data(e)['to'] === t);
            expect(done ? '' : `${lineOf(s, c, t)} not carried out: ${events.filter((e) => e.type === 'order-ignored').map((e) => e.text).join('; ')}`).toBe('');
            carried.promote++;
          }
        }
        for (const c of choices.filter((x) => x.verb === 'disband').slice(0, 2)) {
          const u = s.units.find((x) => x.space === c.subject && x.power === player && !x.transit)!;
          const events = resolveWith(def, s, player, [lineOf(s, c)]);
          expect(events.some((e) => e.type === 'disbanded' && data(e)['unit'] === u.id && data(e)['voluntary'] === true)).toBe(true);
          carried.disband++;
        }
      }
    }
    expect(carried.build).toBeGreaterThan(5);
    expect(carried.promote).toBeGreaterThan(2);
    expect(carried.disband).toBeGreaterThan(5);
  });

  it(`${rule}: the baseline bot's winter orders are among the listed choices`, () => {
    let checked = 0;
    for (const session of sessions) {
      const s = session.state;
      for (const player of def.pending(s)!.players) {
        const choices = def.choices!(s, player)!;
        const has = (verb: string, subject: string | undefined, target?: string) => choices.some((c) => c.verb === verb && c.subject === subject && (target === undefined || (c.targets ?? []).includes(target)));
        const text = (askBot(def, session, player, baselineBot(`winter-choices-${ruleset}`)) as { orders: string }).orders;
        const parsed = parseWinterOrders(ruleset, text);
        expect(parsed.problems).toEqual([]);
        for (const { order: o, text: line } of parsed.orders) {
          const ok =
            o.kind === 'seize' ? has('seize', undefined, o.citadel)
            : o.kind === 'maintain' || o.kind === 'disband' || o.kind === 'downgrade' ? has(o.kind, o.unit.space)
            : o.kind === 'promote' ? has('promote', o.unit.space, o.to)
            : o.kind === 'build' ? has('build', o.type, o.coast ? `${o.space}/${o.coast}` : o.space)
            : o.kind === 'gift' ? has('gift', undefined, o.to)
            : true;
          expect([player, line, ok]).toEqual([player, line, true]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
