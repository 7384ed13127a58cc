/** Set-up on the reconstructed components (successors 22, successors 24) and the first decisions of turn 1 (3.1). */
import { createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { successors, RULES, parseOptions } from '../src/game.ts';
import type { SuccessorsState } from '../src/rules/state.ts';
import { cuCount } from '../src/rules/query.ts';
import { thresholds } from '../src/rules/victory.ts';

function start(players: 2 | 3 | 4, variant = 'option-1', seed = 'setup'): SuccessorsState {
  const g = createGame(successors, { seed, options: { players, variant } });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value.state;
}
const dealt = (s: SuccessorsState, f: string) => Object.entries(s.generals).filter(([id, g]) => g.owner === f && !id.startsWith('minor:') && g.where === 'map').map(([id]) => id);

describe('set-up (successors 22)', () => {
  it('successors 22.2.1, successors 2.4.1, successors 22.1.3: four players get two base generals each, placed with their troops and markers', () => {
    const s = start(4);
    for (const f of s.factions) {
      expect(dealt(s, f)).toHaveLength(2);
      for (const g of dealt(s, f)) {
        const def = RULES.general.get(g)!;
        expect(s.generals[g]!.space).toBe(def.start);
        for (const c of def.control) expect(s.control[c]?.by).toBe(f);
      }
      // one colour of control markers each (22.1.3): the factions are the colours
      expect(['blue', 'red', 'yellow', 'black']).toContain(f);
      // four minor generals, all off the map (8.1.2)
      expect(Object.keys(s.generals).filter((g) => g.startsWith(`minor:${f}:`))).toHaveLength(4);
    }
  });
  it('successors 22.2.2, successors 8.5.1, successors 21.2: Eumenes and Seleucus are cards in the deck; Demetrius waits on the track', () => {
    const s = start(4);
    expect(s.generals.eumenes!.where).toBe('deck');
    expect(s.generals.seleucus!.where).toBe('deck');
    expect(s.generals.demetrius!.where).toBe('track');
    const generalCards = RULES.data.cards.filter((c) => c.kind === 'general');
    const inDeck = [...s.deck, ...Object.values(s.hands).flat()];
    for (const c of generalCards) expect(inDeck.includes(c.number)).toBe(c.general === 'eumenes' || c.general === 'seleucus');
  });
  it('successors 22.1.1, successors 3.4, successors 7.1.1: the deck is shuffled and five cards are dealt to each player once the order is set', () => {
    const a = start(4, 'option-1', 'a');
    const b = start(4, 'option-1', 'b');
    expect(a.deck).not.toEqual(b.deck);
    expect(a.step.k).toBe('first-player');
  });
  it('successors 22.1.5, successors 2.3.3, successors 22.1.6: independent markers on the green spaces, the Greek army and Ariarathes on the map', () => {
    const s = start(4);
    for (const sp of RULES.data.map.spaces) if (sp.independent) expect(s.control[sp.id]).toEqual({ by: 'independent', value: sp.independent });
    expect(s.independents['greek-army']!.where).toBe('map');
    expect(s.independents.ariarathes!.where).toBe('map');
    expect(s.independents.scythians!.where).toBe('box');
  });
  it('successors 22.1.4, successors 22.1.7, successors 2.7.19, successors 18.2.1: the royal family in place, the women inactive, every other space neutral', () => {
    const s = start(4);
    expect(s.royals['alexander-iv']!.space).toBe('babylon');
    expect(s.royals.body!.space).toBe('babylon');
    expect(s.royals.heracles!.space).toBe('damascus');
    expect(s.royals.cleopatra!.active).toBe(false);
    expect(s.royals['philip-iii']!.space).toBeNull();
    const owned = new Set(RULES.data.generals.flatMap((g) => g.control));
    for (const sp of RULES.data.map.spaces) if (!sp.independent && !owned.has(sp.id)) expect(s.control[sp.id]).toBeUndefined();
  });
  it('successors 22.3, successors 17.5.1: every player starts a Champion', () => {
    const s = start(4);
    for (const f of s.factions) expect(s.champion[f]).toBe(true);
  });
  it('successors 14.3.1: eight Royal Army CUs at the start', () => {
    const s = start(4);
    expect(s.factions.reduce((n, f) => n + cuCount(s, f, ['royal']), 0)).toBe(8);
  });
  it('successors 22.4, successors 21.1: the game starts on turn 1, round 1', () => {
    const s = start(4);
    expect(s.turn).toBe(1);
    expect(s.round).toBe(1);
  });
});

describe('two and three players (successors 24)', () => {
  it('successors 24.1.1, successors 24.1.2: option 1 for two players deals four generals each; 29 VP win', () => {
    const s = start(2);
    expect(thresholds(RULES, s)).toEqual({ vp: 29, lp: 18 });
    for (const f of s.factions) expect(dealt(s, f)).toHaveLength(4);
  });
  it('successors 24.1.4: option 2 for two players deals three each, Lysimachus and Leonnatus in the deck', () => {
    const s = start(2, 'option-2');
    for (const f of s.factions) expect(dealt(s, f)).toHaveLength(3);
    expect(s.generals.lysimachus!.where).toBe('deck');
    expect(s.generals.leonnatus!.where).toBe('deck');
  });
  it('successors 24.2.1, successors 24.2.2: option 1 for three players deals two each and puts Lysimachus and Leonnatus in the deck; 26 VP win', () => {
    const s = start(3);
    expect(thresholds(RULES, s)).toEqual({ vp: 26, lp: 18 });
    for (const f of s.factions) expect(dealt(s, f)).toHaveLength(2);
    expect(s.generals.lysimachus!.where).toBe('deck');
  });
  it('successors 24.2.4: option 2 for three players deals the eight base generals and Eumenes, three each', () => {
    const s = start(3, 'option-2');
    for (const f of s.factions) expect(dealt(s, f)).toHaveLength(3);
    expect(s.generals.eumenes!.where).toBe('map');
    expect(s.generals.seleucus!.where).toBe('deck');
  });
  it('options are checked with typed problems (successors 23, successors 24)', () => {
    expect(parseOptions({ players: 5 }).ok).toBe(false);
    expect(parseOptions({ optional: { nonsense: true } }).ok).toBe(false);
    const o = parseOptions({ players: 3, optional: { prestigeForIndependents: true } });
    expect(o.ok && o.value.optional.prestigeForIndependents).toBe(true);
  });
  it('successors 23.5.1: with Seleucus and Eumenes set aside, neither is in the deck', () => {
    const g = createGame(successors, { seed: 'aside', options: { players: 4, optional: { seleucusEumenesAside: true } } });
    if (!g.ok) throw new Error('create');
    expect(g.value.state.generals.seleucus!.where).toBe('aside');
  });
});
