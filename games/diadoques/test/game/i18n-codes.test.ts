/**
 * The typed vocabulary of Les Diadoques and Diadokhoi (issue 18): every reason code and every
 * event type has a line in English and in French, and no event of a played game reaches the
 * renderer without its code — a refusal or a fate carries `why`, the season's non-event its
 * reason, an order outcome a reason the catalogs know.
 */
import { autoplay, createGame, submit, waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameEvent } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, REASONED } from '../../src/core/events.ts';
import { idNamer, reasonLine, REASON_CATALOGS } from '../../src/core/reasons/index.ts';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';
import { EVENT_CATALOGS, eventLine, orderReason } from '../../src/game/i18n.ts';
import { wordsFor } from '../../src/game/i18n-words.ts';
import { mapOf } from '../../src/map/index.ts';
import { profileOf } from '../../src/rulebook/index.ts';

/** Every field any reason's data may name, so that each line can be written. */
const SAMPLE = {
  power: 'cassandre', ally: 'antigone', space: 'MAC', citadel: 'pella', spaces: ['pella', 'MAC'], type: 'A', to: 'Ae', coasts: ['nc', 'sc'], cost: 40, treasury: 33, cap: 20,
  year: -306, amount: 300, character: 'olympias', count: 3, types: ['A', 'F'], max: 2, rule: 'diadoques §10.23', diadochus: 'the diadochus', id: 'x', neutral: 'etoliens', seasons: 4,
};

describe('every code has an English and a French line', () => {
  it('diadoques §9a, diadokhoi §6.3: the reason catalogs hold the same codes, each written in both languages', () => {
    expect(Object.keys(REASON_CATALOGS.fr).sort()).toEqual(Object.keys(REASON_CATALOGS.en).sort());
    const same: string[] = [];
    for (const code of Object.keys(REASON_CATALOGS.en)) {
      const lines = (['en', 'fr'] as const).map((lang) => reasonLine({ code, data: SAMPLE }, wordsFor({ ruleset: 'diadoques', lang }), lang));
      for (const line of lines) expect(line, code).toMatch(/^[^\s].*[^\s]$/);
      for (const line of lines) expect(line, code).not.toMatch(/undefined|NaN|\[object/);
      if (lines[0] === lines[1]) same.push(code);
    }
    // A French line equal to the English one would be an untranslated reason.
    expect(same).toEqual([]);
  });

  it('every event type the engine emits has a line in both catalogs (the type checker says it too)', () => {
    for (const lang of ['en', 'fr'] as const) for (const t of EVENT_TYPES) expect(EVENT_CATALOGS[lang], `${lang} ${t}`).toHaveProperty([t]);
    expect(Object.keys(EVENT_CATALOGS.fr).sort()).toEqual(Object.keys(EVENT_CATALOGS.en).sort());
  });

  it('an unknown code is no line: the caller shows what it has', () => {
    expect(reasonLine({ code: 'no-such-code' }, wordsFor({ ruleset: 'diadoques', lang: 'fr' }), 'fr')).toBeUndefined();
    expect(reasonLine('the treasury does not hold that much', wordsFor({ ruleset: 'diadoques', lang: 'fr' }), 'fr')).toBeUndefined();
  });
});

type Def = GameDefinition<WholeState>;

/** A game played by the bots to its first winter, then a winter of bad orders from one player (refusals of every kind). */
function played(def: Def, seed: string): GameEvent[] {
  const created = createGame(def, { seed, options: { lastYear: -317 } });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const bots = baselineBot(seed);
  const at = (s: typeof session) => waitingOn(def, s).pending?.phase;
  let session = created.value;
  while (at(session) !== 'winter' && session.record.length < 30) session = autoplay(def, session, { bots, maxSteps: session.record.length + 1 });
  const state = session.state;
  const map = mapOf(state.ruleset)!;
  const me = waitingOn(def, session).pending!.players[0]!;
  const mine = state.units.filter((u) => u.power === me);
  const empty = map.provinces.find((p) => !state.units.some((u) => u.space === p.id))!.id;
  const bad = [`disband A ${empty}`, `downgrade ${mine[0]!.type} ${mine[0]!.space}`, `promote A ${empty} Ae`, `build A ${empty}`, `build F ${empty}`, `build Ag ${mine[0]!.space}`].join('\n');
  for (const p of waitingOn(def, session).pending!.players) {
    const r = submit(def, session, p, p === me ? { orders: bad } : bots({ player: p, pending: waitingOn(def, session).pending!, view: def.view(session.state, p) } as never));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    session = r.value.session;
  }
  session = autoplay(def, session, { bots, maxSteps: session.record.length + 6 });
  return session.record.flatMap((r) => r.events);
}

describe('no event reaches the renderer without a code', () => {
  for (const [def, ruleset] of [[diadoques, 'diadoques'], [diadokhoi, 'diadokhoi']] as const) {
    it(`${ruleset === 'diadoques' ? 'diadoques §8a.3' : 'diadokhoi §6.1.3'}: a played year and a winter of bad orders, every event typed, every refusal with its reason code`, () => {
      const events = played(def as unknown as Def, `codes-${ruleset}`);
      const known = new Set<string>(EVENT_TYPES);
      const reasoned = new Set<string>(REASONED);
      const refusals = events.filter((e) => reasoned.has(e.type));
      expect(refusals.length).toBeGreaterThanOrEqual(3);
      const faults: string[] = [];
      const money = (amount: number) => profileOf(ruleset).money(amount);
      for (const e of events) {
        if (!known.has(e.type)) faults.push(`untyped event ${e.type}: ${e.text}`);
        const d = (e.data ?? {}) as { why?: { code: string }; status?: string; reason?: string; outcome?: { kind: string; why?: unknown } };
        // `game-over` carries the kernel's result code (`GameResult.why`), written by the results catalog.
        if (reasoned.has(e.type) || (d.why !== undefined && e.type !== 'game-over')) {
          const en = reasonLine(d.why, idNamer(money, (id) => id), 'en');
          if (!d.why || !en) faults.push(`${e.type} without a known reason code: ${e.text}`);
          // The engine's English sentence holds the English catalog's reason, not a second wording.
          else if (!(e.text ?? '').toLowerCase().includes(en.toLowerCase())) faults.push(`${e.type}: "${e.text}" does not say "${en}"`);
        }
        if (e.type === 'event' && d.outcome?.kind === 'none' && !d.outcome.why) faults.push(`no-event without its reason code: ${e.text}`);
        if (e.type === 'order' && d.status && d.status !== 'succeeds' && orderReason(wordsFor({ ruleset, lang: 'fr' }), d as never) === undefined) faults.push(`order outcome ${d.reason} has no line`);
        for (const lang of ['en', 'fr'] as const) if (eventLine(e, { ruleset, lang }) === undefined) faults.push(`${lang} ${e.type} falls back to the engine's text`);
      }
      expect(faults).toEqual([]);
    });
  }
});
