import { describe, expect, it } from 'vitest';
import { askBot, createGame, digest, submit, waitingOn, resolveAtDeadline } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { classicBot } from '../../src/classic/bot.ts';
import { classic } from '../../src/classic/game.ts';
import type { ClassicState } from '../../src/classic/game.ts';

/**
 * Issue 17 item 4: the classic bot gives orders (not hold-only), every one of them accepted by
 * the judge, and the same seed plays the same game.
 */
function play(seed: string, lastYear: number) {
  const created = createGame(classic, { seed, options: { lastYear } });
  if (!created.ok) throw new Error('no game');
  let session: GameSession<ClassicState> = created.value;
  const bot = classicBot(seed);
  const refused: string[] = [];
  const verbs = { move: 0, support: 0, hold: 0, build: 0, disband: 0, retreat: 0 };
  for (let guard = 0; guard < 500; guard++) {
    const { pending, missing } = waitingOn(classic, session);
    if (!pending) break;
    const before = session.record.length;
    for (const player of missing) {
      const decision = askBot(classic, session, player, bot as never) as { orders: string[] };
      for (const o of decision.orders) {
        if (/ S /.test(o)) verbs.support++;
        else if (/ H$/.test(o)) verbs.hold++;
        else if (o.startsWith('build')) verbs.build++;
        else if (o.startsWith('disband') || o.endsWith('disband')) verbs.disband++;
        else if (session.state.phase === 'retreat') verbs.retreat++;
        else verbs.move++;
      }
      const r = submit(classic, session, player, decision);
      if (!r.ok) {
        refused.push(`${session.state.year} ${session.state.season} ${player}: ${r.error.map((p) => p.message).join('; ')}`);
        continue;
      }
      session = r.value.session;
      if (session.record.length > before) break;
    }
    if (session.record.length === before) session = resolveAtDeadline(classic, session);
  }
  return { session, refused, verbs };
}

describe('classic bot', () => {
  it('plays whole games whose every order the judge accepts, moving, supporting, building and taking centres', () => {
    const { session, refused, verbs } = play('bot-test', 1906);
    expect(refused).toEqual([]);
    expect(session.state.result).toBeDefined();
    expect(verbs.move).toBeGreaterThan(50);
    expect(verbs.support).toBeGreaterThan(5);
    expect(verbs.build).toBeGreaterThan(5);
    const changes = session.record.flatMap((e) => e.events).filter((e) => e.type === 'centre-changed');
    // 22 centres start owned, 12 neutral: by 1906 the neutrals are taken and some centres lost.
    expect(changes.length).toBeGreaterThan(12);
    const neutralLeft = 34 - Object.keys(session.state.owners).length;
    expect(neutralLeft).toBeLessThan(4);
  });

  it('is deterministic: the same seed gives the same game, another seed another', () => {
    const a = play('same', 1903).session;
    const b = play('same', 1903).session;
    const c = play('other', 1903).session;
    expect(digest(a.state)).toBe(digest(b.state));
    expect(JSON.stringify(a.record.map((e) => e.decisions))).toBe(JSON.stringify(b.record.map((e) => e.decisions)));
    expect(JSON.stringify(a.record.map((e) => e.decisions))).not.toBe(JSON.stringify(c.record.map((e) => e.decisions)));
  });
});

describe('classic validation is idempotent (the judge validates its bots\u2019 stored decisions again at resolution)', () => {
  it('a validated decision validates to itself', () => {
    const created = createGame(classic, { seed: 'idem' });
    if (!created.ok) throw new Error('no game');
    const bot = classicBot('idem');
    for (const p of ['AUS', 'ENG', 'RUS']) {
      const first = classic.validate(created.value.state, p, askBot(classic, created.value, p, bot as never));
      expect(first.ok).toBe(true);
      if (!first.ok) continue;
      const again = classic.validate(created.value.state, p, first.value);
      expect(again).toEqual(first);
    }
  });
});
