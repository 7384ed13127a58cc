import { describe, expect, it } from 'vitest';
import { acknowledge, botStep, decide, forgetGame, loadLocal, newLocalGame, restoreGame, saveLocal, screenOf, storeGame } from '../src/local/phalanxx-local.ts';
import type { LocalGame, LocalSetup, Store } from '../src/local/phalanxx-local.ts';

function start(setup: Partial<LocalSetup> = {}): LocalGame {
  const r = newLocalGame({ players: 2, expert: false, seats: ['human', 'greedy'], seed: 'local-test', ...setup });
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
}

/** The "human" of the tests: a legal decision picked by the step number, through the UI's functions. */
function advance(game: LocalGame): LocalGame {
  const s = screenOf(game);
  if (s.kind === 'bot') return botStep(game);
  if (s.kind === 'pass') return acknowledge(game);
  if (s.kind === 'play') {
    const d = s.legal[game.session.record.length % s.legal.length];
    const r = decide(game, d);
    if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
    return r.value;
  }
  return game;
}

function playOut(game: LocalGame, maxMoves = 5000): LocalGame {
  let g = game;
  for (let i = 0; i < maxMoves && screenOf(g).kind !== 'over'; i++) g = advance(g);
  return g;
}

class MapStore implements Store {
  readonly data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

describe('PhalanXX on this device', () => {
  it('plays a whole 2-player game, one human seat and one greedy bot, to a result with scores', () => {
    const end = playOut(start());
    const s = screenOf(end);
    expect(s.kind).toBe('over');
    if (s.kind !== 'over') return;
    expect(s.result.winners.length).toBeGreaterThan(0);
    expect(Object.keys(s.result.scores ?? {}).sort()).toEqual([...end.session.players].sort());
    // the human really decided: his seat has submitted decisions in the record
    const human = end.session.players[0]!;
    expect(end.session.record.filter((e) => human in e.decisions).length).toBeGreaterThan(5);
  });

  it('shows the human only his own hand while he plays against bots', () => {
    let g = start();
    while (screenOf(g).kind !== 'play') g = advance(g);
    const s = screenOf(g);
    if (s.kind !== 'play') throw new Error('no play screen');
    const [mine, theirs] = s.view.view.seats;
    expect(mine!.hand).not.toBeNull();
    expect(theirs!.hand).toBeNull();
    expect(s.legal.length).toBeGreaterThan(0);
  });

  it('refuses a decision that is not legal, and any decision on a bot screen', () => {
    let g = start();
    while (screenOf(g).kind !== 'play') g = advance(g);
    expect(decide(g, { do: 'no-such-thing' }).ok).toBe(false);
    const bots = start({ seats: ['greedy', 'greedy'] });
    expect(screenOf(bots).kind).toBe('bot');
    expect(decide(bots, { do: 'pass' }).ok).toBe(false);
  });

  it('save and reload in the middle of a game continues identically', () => {
    let g = start({ seats: ['human', 'strong'], seed: 'reload' });
    for (let i = 0; i < 40; i++) g = advance(g);
    const store = new MapStore();
    storeGame(store, g);
    const reloaded = restoreGame(store);
    expect(reloaded).not.toBeNull();
    expect(saveLocal(reloaded!)).toBe(saveLocal(g));
    let a = g;
    let b = reloaded!;
    for (let i = 0; i < 30; i++) {
      a = advance(a);
      b = advance(b);
    }
    expect(saveLocal(b)).toBe(saveLocal(a));
    expect(b.session.record.length).toBeGreaterThan(g.session.record.length);
    forgetGame(store);
    expect(restoreGame(store)).toBeNull();
  });

  it('rejects saves that are not local PhalanXX games', () => {
    expect(loadLocal('not json').ok).toBe(false);
    expect(loadLocal('{"format":"other"}').ok).toBe(false);
  });

  it('hot-seat: the pass screen hides the hand of every player until the next one takes the device', () => {
    let g = start({ seats: ['human', 'human'], seed: 'hotseat' });
    const first = screenOf(g);
    expect(first.kind).toBe('pass');
    if (first.kind !== 'pass') return;
    g = acknowledge(g);
    // the first player (red here) plays until the turn passes to the other (blue)
    const red = first.seat;
    const blue = g.session.players.find((p) => p !== red)!;
    let seen = 0;
    while (screenOf(g).kind === 'play' && (screenOf(g) as { seat: string }).seat === red) {
      g = advance(g);
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
    const pass = screenOf(g);
    expect(pass.kind).toBe('pass');
    if (pass.kind !== 'pass') return;
    expect(pass.seat).toBe(blue);
    // neither red's hand (the previous player) nor blue's is in what the screen holds
    expect(pass.view.view.seats.every((s) => s.hand === null)).toBe(true);
    expect(JSON.stringify(pass)).not.toContain('"hand":[');
    g = acknowledge(g);
    const play = screenOf(g);
    expect(play.kind).toBe('play');
    if (play.kind !== 'play') return;
    expect(play.seat).toBe(blue);
    expect(play.view.view.seats.find((s) => s.id === red)!.hand).toBeNull();
    expect(play.view.view.seats.find((s) => s.id === blue)!.hand).not.toBeNull();
  });

  it('hot-seat: after a reload the pass screen asks again before showing a hand', () => {
    let g = start({ seats: ['human', 'human'], seed: 'hotseat' });
    g = acknowledge(g);
    expect(screenOf(g).kind).toBe('play');
    const r = loadLocal(saveLocal(g));
    expect(r.ok && screenOf(r.value).kind).toBe('pass');
  });

  it('solo: one human against MaXXimilian needs no pass screen', () => {
    const g = start({ players: 1, seats: ['human'], seed: 'solo' });
    expect(screenOf(g).kind).toBe('play');
  });

  it('refuses a seat list that does not match the player count', () => {
    expect(newLocalGame({ players: 3, expert: false, seats: ['human'], seed: 'x' }).ok).toBe(false);
  });
});
