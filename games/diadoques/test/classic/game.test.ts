import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoplay, createGame, eventLine, playerView, resolveAtDeadline, submit, verifyGame, waitingOn } from '@diadochi/kernel';
import type { Bot, GameSession } from '@diadochi/kernel';
import { classic } from '../../src/classic/game.ts';
import type { ClassicState, ClassicView } from '../../src/classic/game.ts';
import { classicMap } from '../../src/classic/map.ts';

function start(options: unknown = {}): GameSession<ClassicState> {
  const r = createGame(classic, { seed: 'test', options });
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join());
  return r.value;
}

/** Submits orders for the listed powers; everybody else gets the deadline default. */
function play(session: GameSession<ClassicState>, orders: Record<string, string[]>): GameSession<ClassicState> {
  let s = session;
  for (const [power, lines] of Object.entries(orders)) {
    const r = submit(classic, s, power, { orders: lines });
    if (!r.ok) throw new Error(`${power}: ${r.error.map((p) => p.message).join('; ')}`);
    s = r.value.session;
  }
  return waitingOn(classic, s).pending && s.record.length === session.record.length ? resolveAtDeadline(classic, s) : s;
}

const at = (s: GameSession<ClassicState>, region: string) => s.state.units.find((u) => u.region === region);

describe('classic game', () => {
  it('starts in spring 1901 with all seven powers to order', () => {
    const s = start();
    expect(s.state).toMatchObject({ year: 1901, season: 'spring', phase: 'movement' });
    expect(waitingOn(classic, s).pending).toMatchObject({ mode: 'simultaneous', phase: 'spring-movement', players: ['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR'] });
  });

  it('refuses a bad order with its place and reason, and accepts good ones', () => {
    const s = start();
    const bad = submit(classic, s, 'ENG', { orders: ['F lon -> nth', 'A lvp -> xyz', 'F edi -> mos', 'GER: A ber -> pru', 'A par -> bur'] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.map((p) => [p.code, p.path?.[1]])).toEqual([
        ['unknown-province', 1],
        ['not-your-power', 3],
        ['illegal-not-adjacent', 2],
        ['illegal-not-own-unit', 4],
      ]);
    }
    expect(submit(classic, s, 'ENG', 'F lon -> nth\nF edi -> nwg\nA lvp -> yor').ok).toBe(true);
    const coast = submit(classic, s, 'RUS', ['F stp(sc) -> bot', 'A mos -> stp']);
    expect(coast.ok).toBe(true);
    const state = structuredClone(s.state);
    state.units.push({ power: 'FRA', kind: 'fleet', region: 'mao' });
    const ambiguous = classic.validate(state, 'FRA', ['F mao -> spa']);
    expect(ambiguous.ok ? [] : ambiguous.error.map((p) => [p.code, p.span])).toEqual([['coast-required', { start: 9, end: 12 }]]);
    expect(classic.validate(state, 'FRA', ['F mao -> spa(sc)']).ok).toBe(true);
  });

  it('plays a year: spring moves, fall captures centres, winter builds', () => {
    let s = start();
    s = play(s, { GER: ['A mun -> bur', 'F kie -> den'], FRA: ['A par -> bur'], ENG: ['F lon -> nth'] });
    expect(s.state).toMatchObject({ season: 'fall', phase: 'movement' });
    expect(at(s, 'mun')).toBeDefined(); // bounced with Paris in Burgundy
    expect(at(s, 'den')?.power).toBe('GER');
    expect(s.state.last!.events.map((e) => eventLine(classic, e, 'en'))).toContain('Germany: A Munich → Burgundy: stand-off, by Paris, strength 1 against 1');
    s = play(s, { GER: ['A mun -> ruh', 'F den -> swe', 'A ber -> kie'], ENG: ['F nth -> nwy'] });
    expect(s.state).toMatchObject({ season: 'winter', phase: 'adjustment' });
    expect(s.state.owners).toMatchObject({ swe: 'GER', nwy: 'ENG' });
    expect(waitingOn(classic, s).pending!.players).toEqual(['ENG', 'GER']);
    const refused = submit(classic, s, 'GER', ['F kie build']); // Kiel holds the army from Berlin
    expect(refused.ok ? [] : refused.error.map((p) => p.code)).toEqual(['cannot-occupied']);
    s = play(s, { GER: ['A ber build'], ENG: ['F lon build'] });
    expect(s.state).toMatchObject({ year: 1902, season: 'spring', phase: 'movement' });
    expect(at(s, 'ber')).toMatchObject({ power: 'GER', kind: 'army' });
    expect(at(s, 'lon')).toMatchObject({ power: 'ENG', kind: 'fleet' });
  });

  it('retreat phase: only powers with dislodged units decide; an allowed retreat goes through', () => {
    let s = start();
    // Spring: Austria into Galicia; fall: Russia dislodges it with support.
    s = play(s, { AUS: ['A vie -> gal'] });
    s = play(s, { RUS: ['A war -> gal', 'A mos -> ukr'], AUS: ['A gal hold'] });
    expect(s.state.phase).toBe('movement'); // 1 vs 1: no dislodgement
    s = play(s, {});
    s = play(s, { RUS: ['A ukr S A war -> gal', 'A war -> gal'] });
    expect(s.state.phase).toBe('retreat');
    expect(waitingOn(classic, s).pending!.players).toEqual(['AUS']);
    expect(s.state.dislodged[0]!.retreats).toContain('boh');
    const wrong = submit(classic, s, 'AUS', ['A gal -> war']);
    expect(wrong.ok).toBe(false);
    s = play(s, { AUS: ['A gal -> boh'] });
    expect(at(s, 'boh')?.power).toBe('AUS');
  });

  it('the view shows the board and the last result sheet to everyone, and orders only after resolution', () => {
    let s = start();
    const sub = submit(classic, s, 'ENG', ['F lon -> eng']);
    if (!sub.ok) throw new Error();
    s = sub.value.session;
    const fra = playerView(classic, s, 'FRA');
    expect(JSON.stringify(fra.view)).not.toContain('eng');
    expect(fra.mySubmission).toBeUndefined();
    s = resolveAtDeadline(classic, s);
    const after = playerView(classic, s, null);
    expect(after.view.last!.events.map((e) => eventLine(classic, e, 'fr'))).toContain('Angleterre\u00a0: F Londres → Manche\u00a0: mouvement réussi, force 1');
    expect(after.view.centres.ENG).toBe(3);
  });

  it('ends when a power holds 18 centres, or after the last year asked for', () => {
    const s = start({ lastYear: 1901 });
    const done = play(play(s, {}), {});
    expect(classic.result(done.state)).toMatchObject({ winners: [], reason: 'the game stopped after 1901' });
    expect(waitingOn(classic, done).pending).toBeNull();
    const big = start();
    const state = structuredClone(big.state);
    state.units = state.units.filter((u) => u.power === 'TUR');
    for (const sc of classicMap.supplyCentres.slice(0, 18)) state.owners[sc] = 'TUR';
    state.season = 'fall';
    const s2 = { ...big, state };
    const over = play(s2, {});
    expect(classic.result(over.state)?.winners).toEqual(['TUR']);
  });

  it('validation never throws on player input', () => {
    const s = start();
    const line = fc.oneof(fc.string(), fc.constantFrom('A par -> bur', 'F lon S F edi -> nth', 'A mun build', 'F kie C A ber -> den', 'F stp -> bot'));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(line), line.map((l) => ({ orders: l }))), fc.constantFrom('FRA', 'ENG', 'GER', 'RUS', 'XXX'), (raw, player) => {
        const r = classic.validate(s.state, player, raw);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('rejects unknown options', () => {
    expect(classic.parseOptions({ edition: '1066' }).ok).toBe(false);
    expect(classic.parseOptions({ lastYear: 1800 }).ok).toBe(false);
    expect(classic.parseOptions({ edition: '1971' })).toEqual({ ok: true, value: { edition: '1971' } });
  });

  it('self-play with random moving bots replays and verifies', () => {
    const bot: Bot<ClassicView> = ({ view: st, player }) => {
      let k = st.year * 7 + player.charCodeAt(0) + (st.season === 'fall' ? 3 : 0);
      const pick = <T,>(xs: readonly T[]): T => xs[(k = (k * 31 + 17) % 9973) % xs.length]!;
      if (st.phase === 'movement') {
        return st.units
          .filter((u) => u.power === player)
          .map((u) => {
            const to = classicMap.neighbours(u.region).filter((r) => classicMap.adjacent(u.kind, u.region, r));
            return `${classicMap.spaceOf(u.region)} -> ${pick(to)}`;
          });
      }
      if (st.phase === 'retreat') {
        return st.dislodged.filter((d) => d.unit.power === player && d.retreats.length > 0).map((d) => `${d.unit.region.slice(0, 3)} -> ${d.retreats[0]}`);
      }
      return undefined; // builds: the game's default
    };
    // Some random orders are refused (a fleet aiming at a two-coast province): the kernel then uses the default.
    const end = autoplay(classic, start({ lastYear: 1905 }), { bots: bot, maxSteps: 200 });
    expect(classic.result(end.state)?.reason).toBe('the game stopped after 1905');
    const v = verifyGame(classic, end);
    expect(v.problems).toEqual([]);
    const units = end.state.units.map((u) => classicMap.spaceOf(u.region));
    expect(new Set(units).size).toBe(units.length);
  });
});
