/** The reconstructed Tyche cards against the text (successors 7, CL.*) and decisions.md. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARDS, EFFECT_IDS, cardByNumber } from '../src/data/cards.ts';
import { EVENT_PILE_CARDS, EVENT_PILE_EFFECTS, SETUPS, TURN_TRACK } from '../src/data/setup.ts';
import { FLEETS, LEGITIMACY, ROYALS } from '../src/data/pieces.ts';

const decisions = readFileSync(new URL('../../../docs/rules/successors/decisions.md', import.meta.url), 'utf8');

describe('Tyche cards (successors MISSING.CARDS)', () => {
  it('successors 2.1: 64 cards numbered 1 to 64', () => {
    expect(CARDS.map((c) => c.number)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
  });

  it('successors 7.1.1: four card types, most of them events', () => {
    const kinds = CARDS.map((c) => c.kind);
    expect(new Set(kinds)).toEqual(new Set(['event', 'bonus', 'general', 'surprise']));
    expect(kinds.filter((k) => k === 'event').length).toBeGreaterThan(CARDS.length / 2);
  });

  it('successors 7.2.2: only bonus cards say MUST BE PLAYED', () => {
    for (const c of CARDS.filter((x) => x.mustPlay)) expect(c.kind).toBe('bonus');
  });

  it('successors 7.3.1: surprise cards are played at any moment of the Strategic Phase, never as the Tyche Segment card', () => {
    for (const c of CARDS.filter((x) => x.kind === 'surprise')) expect(c.timing).not.toBe('tyche-segment');
  });

  it('successors 13.3.1 and successors 23.5.1: there are "4" cards to discard', () => {
    expect(CARDS.filter((c) => c.ops === 4).length).toBeGreaterThanOrEqual(4);
  });

  it('successors CL.1: #1 Drink the Hemlock removes a royal and carries its clarification', () => {
    expect(cardByNumber(1)).toMatchObject({ name: 'drink-the-hemlock', effect: 'remove-royal', clarification: 'successors CL.1' });
  });

  it('successors CL.11: #11 Pontic Fleet gives the Pontic fleet, which does not count for the largest fleet', () => {
    expect(cardByNumber(11)).toMatchObject({ effect: 'gain-fleet', params: { fleet: 'pontic' }, clarification: 'successors CL.11' });
    expect(FLEETS.find((f) => f.id === 'pontic')?.countsForLargest).toBe(false);
  });

  it('successors CL.15 and successors 17.2.6: #15 Condemnation takes 3 Legitimacy', () => {
    expect(cardByNumber(15)).toMatchObject({ effect: 'condemnation', params: { legitimacy: -3 }, clarification: 'successors CL.15' });
    expect(LEGITIMACY.condemnation).toBe(-3);
  });

  it('successors CL.24: #24 Desertions', () => {
    expect(cardByNumber(24)).toMatchObject({ name: 'desertions', clarification: 'successors CL.24' });
  });

  it('successors CL.58 and successors 7.3.2: #58 Ahura Mazda & Ahriman is a surprise that keeps the drawn card', () => {
    expect(cardByNumber(58)).toMatchObject({ kind: 'surprise', effect: 'steal-card', clarification: 'successors CL.58' });
  });

  it('successors 15.2.3 and successors 15.2.4: #14 The Helepolis +1 and #49 Traitor inside City +3', () => {
    expect(cardByNumber(14)?.params?.['siegeBonus']).toBe(1);
    expect(cardByNumber(49)?.params?.['amount']).toBe(3);
  });

  it('successors 18.3.2: #31 and #32 are the marriage offers of Cleopatra and Thessalonice', () => {
    expect([cardByNumber(31)?.params?.['royal'], cardByNumber(32)?.params?.['royal']].sort()).toEqual(['cleopatra', 'thessalonice']);
  });

  it('successors 18.2.1: each royal woman has her card', () => {
    for (const w of ROYALS.filter((r) => r.kind === 'woman')) expect(w.card, w.id).toBeDefined();
  });

  it('successors 3.4: some events are removed from play, general cards among them (successors 8.5.3)', () => {
    expect(CARDS.filter((c) => c.kind === 'general').every((c) => c.removeAfterEvent)).toBe(true);
  });

  it('every effect id has a one-line spec in decisions.md', () => {
    for (const e of EFFECT_IDS) expect(decisions, e).toContain(`\`${e}\``);
  });
});

describe('turn track and set-ups', () => {
  it('successors 22.4: five turns, the first in 323 BC', () => {
    expect(TURN_TRACK.map((t) => t.turn)).toEqual([1, 2, 3, 4, 5]);
    expect(TURN_TRACK[0]!.yearBC).toBe(323);
  });

  it('successors 21.1: the funeral cart is built at the start of turn 2', () => {
    expect(TURN_TRACK[1]!.events).toContainEqual({ kind: 'funeral-cart-built' });
  });

  it('successors 21.2 and successors 21.3.1: Demetrius arrives and Antipater dies at the start of turn 3', () => {
    expect(TURN_TRACK[2]!.events).toEqual(expect.arrayContaining([{ kind: 'general-arrives', general: 'demetrius' }, { kind: 'general-dies', general: 'antipater', replacedBy: 'polyperchon' }]));
  });

  it('successors 21.4.1 and successors 17.4.7: Heracles comes of age and the unburied body is lost at the start of turn 4', () => {
    expect(TURN_TRACK[3]!.events).toEqual(expect.arrayContaining([{ kind: 'heir-comes-of-age', royal: 'heracles' }, { kind: 'body-lost-unless-buried' }]));
  });

  it('successors 20.2: 23 VP or 18 LP with four players', () => {
    expect(SETUPS.find((s) => s.id === '4p')).toMatchObject({ autoVictoryVp: 23, autoVictoryLp: 18, generalsPerPlayer: 2 });
  });

  it('successors 24.1.1, successors 24.1.2, successors 24.1.3 and successors 24.1.4: two players need 29, deal four (option 1) or three base generals (option 2)', () => {
    expect(SETUPS.find((s) => s.id === '2p-option-1')).toMatchObject({ autoVictoryVp: 29, generalsPerPlayer: 4, eventPile: { cards: 10, revealed: 2 } });
    expect(SETUPS.find((s) => s.id === '2p-option-2')?.deckGenerals).toEqual(expect.arrayContaining(['lysimachus', 'leonnatus']));
  });

  it('successors 24.1.3: the event pile plays Unrest, Unrest Spreads, Plans of Their Own and the three boxed independent armies', () => {
    const cards = EVENT_PILE_CARDS.map((n) => cardByNumber(n)!);
    expect(cards.map((c) => c.name).sort()).toEqual(['colonists', 'illyrians', 'plans-of-their-own', 'scythians', 'unrest', 'unrest-spreads']);
    expect(new Set(cards.map((c) => c.effect))).toEqual(new Set(EVENT_PILE_EFFECTS));
  });

  it('successors 24.2.1, successors 24.2.2, successors 24.2.3 and successors 24.2.4: three players need 26; option 2 deals Eumenes and keeps Seleucus in the deck', () => {
    expect(SETUPS.find((s) => s.id === '3p-option-1')).toMatchObject({ autoVictoryVp: 26, generalsPerPlayer: 2, eventPile: { cards: 5, revealed: 1 } });
    expect(SETUPS.find((s) => s.id === '3p-option-2')).toMatchObject({ generalsPerPlayer: 3, extraDealt: ['eumenes'], deckGenerals: ['seleucus'] });
  });

  it('successors 22.2.1 and successors 22.2.2: each set-up deals every base general not in the deck', () => {
    for (const s of SETUPS) {
      const dealtBase = 8 - s.deckGenerals.filter((g) => !['eumenes', 'seleucus'].includes(g)).length;
      expect(s.generalsPerPlayer * s.players, s.id).toBe(dealtBase + s.extraDealt.length);
    }
  });
});
