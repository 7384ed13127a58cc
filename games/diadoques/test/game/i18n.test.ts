/**
 * The result sheet and the prompts in the reader's language (src/game/i18n.ts): lines built
 * from the events' data in French and in English, the engine's text when the data is unknown,
 * and every event of self-played years readable in both languages.
 */
import { autoplay, createGame } from '@diadochi/kernel';
import type { GameDefinition, GameEvent } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { eventText, promptText } from '../../src/game/i18n.ts';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';

const fr = { ruleset: 'diadoques', lang: 'fr' } as const;
const en = { ruleset: 'diadoques', lang: 'en' } as const;

describe('result sheet lines in French and English', () => {
  it('diadoques §9a.13, §9a.14: an order beaten, a move and a dislodgement read from the outcome data', () => {
    const bounced = { type: 'order', rule: 'diadoques §9a.14', text: 'cassandre: ✗ A MAC THE — bounced by ETO: 1 against 2 (diadoques §9a.14)', data: { power: 'cassandre', text: 'A MAC THE', status: 'fails', reason: 'bounced', message: 'bounced by ETO: 1 against 2', strength: 1, opposition: 2 } };
    expect(eventText(bounced, fr)).toBe('Cassandre : ✗ A MAC THE — repoussée par ETO : 1 contre 2');
    expect(eventText(bounced, en)).toBe('Cassander: ✗ A MAC THE — bounced by ETO: 1 against 2');
    const dislodged = { type: 'order', data: { power: 'antigone', text: 'A PHR X', status: 'fails', reason: 'dislodged', message: 'dislodged by the unit from LYD' } };
    expect(eventText(dislodged, fr)).toBe('Antigone : ✗ A PHR X — délogée par l’unité venue de LYD');
    expect(eventText(dislodged, en)).toBe('Antigonus: ✗ A PHR X — dislodged by the unit from LYD');
    const cancelled = { type: 'order', data: { power: 'lysimaque', text: 'A THR X', status: 'fails', reason: 'dislodged', message: 'dislodged by the unit from CHA; its order is cancelled' } };
    expect(eventText(cancelled, fr)).toBe('Lysimaque : ✗ A THR X — délogée par l’unité venue de CHA ; son ordre est annulé');
    expect(eventText(cancelled, en)).toBe('Lysimachus: ✗ A THR X — dislodged by the unit from CHA; its order is cancelled');
    const ignored = { type: 'order', data: { power: 'antigone', text: 'A PHR EGY', status: 'ignored', reason: 'not-adjacent', message: 'The destination is not next to the unit.' } };
    expect(eventText(ignored, fr)).toBe('Antigone : ✗ A PHR EGY — ignoré : la destination n’est pas voisine de l’unité');
  });

  it('diadoques §9a.36: a retreat along the list, and a unit destroyed by its X', () => {
    const went = { type: 'retreat', data: { unit: 'u1', power: 'cassandre', type: 'A', from: 'THE', to: 'MAC', destroyed: false, reason: 'planned', rule: 'diadoques §9a.36' } };
    expect(eventText(went, fr)).toBe('Cassandre : A THE retraite en MAC (sa liste de retraite)');
    expect(eventText(went, en)).toBe('Cassander: A THE retreats to MAC (its retreat list)');
    const gone = { type: 'retreat', data: { unit: 'u1', power: 'cassandre', type: 'A', from: 'THE', destroyed: true, reason: 'chosen', rule: 'diadoques §9a.36' } };
    expect(eventText(gone, fr)).toMatch(/^Cassandre : A THE est détruite \(X/);
  });

  it('diadoques §9a.24, §11e.1: sieges and control name citadels in the language and powers by name', () => {
    const siege = { type: 'siege', data: { citadel: 'lamia', unit: 'u1', power: 'cassandre', from: 'THE', seasons: 1, result: 'continues', reason: 'siege', rule: 'diadoques §9a.24' } };
    expect(eventText(siege, fr)).toBe('Lamia (Cassandre) : siège en cours, 1 saison');
    expect(eventText(siege, en)).toBe('Lamia (Cassander): siege goes on, 1 season');
    const control = { type: 'control', data: { space: 'THE', to: 'cassandre', rule: 'diadoques §11e.1' } };
    expect(eventText(control, fr)).toBe('THE : neutre → Cassandre');
    expect(eventText(control, en)).toBe('THE: neutral → Cassander');
  });

  it('diadoques §10.1, §10.6, §10.7, §10.15: winter income, upkeep, disband and build lines', () => {
    expect(eventText({ type: 'income', text: 'cassandre collects 33 T of tribute.', data: { power: 'cassandre', total: 33, treasures: 0 } }, fr)).toBe('Cassandre perçoit 33 T de tribut.');
    expect(eventText({ type: 'upkeep', data: { power: 'cassandre', paid: 30 } }, en)).toBe('Cassander pays 30 T of upkeep.');
    expect(eventText({ type: 'disbanded', text: 'A MAC of cassandre is disbanded (ordered).', data: { unit: 'u2', type: 'A', space: 'MAC', fee: 5, voluntary: true } }, fr)).toBe('A MAC de Cassandre est licenciée.');
    expect(eventText({ type: 'built', text: 'cassandre builds A in pella.', data: { unit: 'u9', type: 'A', space: 'pella', cost: 10 } }, en)).toBe('Cassander builds A in Pella (10 T).');
    expect(eventText({ type: 'built', text: 'cassandre builds A in pella.', data: { unit: 'u9', type: 'A', space: 'pella', cost: 10 } }, fr)).toBe('Cassandre construit A en Pella (10 T).');
  });

  it('diadoques §9c.9, §6b.18: gold gifts and characters from their data; diadokhoi money in talents', () => {
    expect(eventText({ type: 'gold-gift', data: { from: 'cassandre', to: 'antigone', amount: 10, announced: true } }, fr)).toBe('Cassandre donne 10 T à Antigone (annoncé).');
    expect(eventText({ type: 'character', data: { character: 'olympias', event: 'captured', space: 'EPI', roll: 5, text: 'Olympias is captured' } }, fr)).toBe('Olympias est capturé(e) (EPI) — dé 5');
    expect(eventText({ type: 'upkeep', data: { power: 'ptolemaios', paid: 3000 } }, { ruleset: 'diadokhoi', lang: 'fr' })).toMatch(/paie 3000 talents d’entretien/);
  });

  it('diadoques §14.1: the season event in the other language than the engine wrote it', () => {
    const e = { type: 'event', text: 'Tempête en mer: MIO', data: { season: 'summer', year: -319, outcome: { kind: 'sea-storm', seas: ['MIO'] }, rolls: [], rules: [] } };
    expect(eventText(e, en)).toBe('Sea storm: MIO');
    expect(eventText(e, fr)).toBe('Tempête en mer : MIO');
    expect(eventText({ type: 'event', text: 'Aucun événement (first turn).', data: { outcome: { kind: 'none', reason: 'first turn' } } }, en)).toBe('No event (first turn)');
  });

  it('an unknown type or unreadable data shows the engine text', () => {
    expect(eventText({ type: 'satraps-offer', text: 'The satraps offer their service.', data: { x: 1 } }, fr)).toBe('The satraps offer their service.');
    expect(eventText({ type: 'order', text: 'raw', data: 'nonsense' }, fr)).toBe('raw');
    expect(eventText({ type: 'order', text: 'raw', data: { status: 3 } }, en)).toBe('raw');
  });
});

describe('prompts in French and English', () => {
  it('diadoques §8a.1, §8b.1, §12.4: the season, winter and start prompts', () => {
    expect(promptText('spring-orders', { year: -319 }, fr)).toBe('Ordres du printemps 319 av. J.-C., un par ligne.');
    expect(promptText('summer-orders', { year: -319 }, fr)).toBe('Ordres de l’été 319 av. J.-C., un par ligne.');
    expect(promptText('autumn-orders', { year: -319 }, en)).toBe('Orders for autumn 319 BC, one per line.');
    expect(promptText('winter', { year: -319 }, fr)).toMatch(/^Ordres d’hiver 319 av\. J\.-C\./);
    expect(promptText('start', {}, fr)).toMatch(/^Achats de départ/);
    expect(promptText('retreats', {}, en)).toMatch(/^Retreat/);
  });
});

describe('every event of self-played years reads in both languages', () => {
  const collect = (def: GameDefinition<WholeState>, seed: string): GameEvent[] => {
    const created = createGame(def, { seed, options: {} });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const end = autoplay(def, created.value, { bots: baselineBot(seed), maxSteps: 5 });
    return end.record.flatMap((r) => r.events);
  };

  it('diadoques §8a.3, diadokhoi §6.1.3: order, siege, control, retreat, money and winter lines come from data, never empty', () => {
    for (const [def, ruleset] of [[diadoques, 'diadoques'], [diadokhoi, 'diadokhoi']] as const) {
      const events = [...collect(def as unknown as GameDefinition<WholeState>, 'i18n-1'), ...collect(def as unknown as GameDefinition<WholeState>, 'i18n-2')];
      const orders = events.filter((e) => e.type === 'order');
      expect(orders.length).toBeGreaterThan(10);
      for (const e of events) {
        const f = eventText(e, { ruleset, lang: 'fr' });
        const g = eventText(e, { ruleset, lang: 'en' });
        expect(f.length).toBeGreaterThan(0);
        expect(g.length).toBeGreaterThan(0);
      }
      // Lines read from data differ between the languages (the engine's text is one language).
      const translated = events.filter((e) => ['order', 'income', 'upkeep', 'control'].includes(e.type));
      expect(translated.length).toBeGreaterThan(0);
      for (const e of translated) expect(eventText(e, { ruleset, lang: 'fr' })).not.toBe(eventText(e, { ruleset, lang: 'en' }));
    }
  });
});
