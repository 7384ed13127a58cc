/**
 * The result sheet and the prompts in the reader's language (src/game/i18n.ts): lines built
 * from the events' data in French and in English, the engine's text when the data is unknown,
 * and every event of self-played years readable in both languages.
 */
import { autoplay, createGame, submit, waitingOn } from '@diadochi/kernel';
import type { Bot, GameDefinition, GameEvent } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { eventLine, eventText, promptText } from '../../src/game/i18n.ts';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';
import { elide } from '../../src/game/i18n-words.ts';
import { reasonLine } from '../../src/core/reasons/index.ts';
import type { Reason } from '../../src/core/reasons/index.ts';
import { wordsFor } from '../../src/game/i18n-words.ts';
import { mapOf } from '../../src/map/index.ts';
import { buildProblem } from '../../src/winter/builds.ts';
import { promotionProblem } from '../../src/winter/resolve.ts';
import { purchaseProblems } from '../../src/winter/start.ts';
import type { UnitType } from '../../src/rules/state.ts';

const fr = { ruleset: 'diadoques', lang: 'fr' } as const;
const en = { ruleset: 'diadoques', lang: 'en' } as const;

describe('result sheet lines in French and English', () => {
  it('diadoques §9a.13, §9a.14: an order beaten, a move and a dislodgement read from the outcome data', () => {
    const bounced = { type: 'order', rule: 'diadoques §9a.14', text: 'cassandre: ✗ A MAC THE — bounced by ETO: 1 against 2 (diadoques §9a.14)', data: { power: 'cassandre', text: 'A MAC THE', status: 'fails', reason: 'bounced', message: 'bounced by ETO: 1 against 2', at: 'ETO', strength: 1, opposition: 2 } };
    expect(eventText(bounced, fr)).toBe('Cassandre : ✗ A MAC THE — repoussée par ETO : 1 contre 2');
    expect(eventText(bounced, en)).toBe('Cassander: ✗ A MAC THE — bounced by ETO: 1 against 2');
    const dislodged = { type: 'order', data: { power: 'antigone', text: 'A PHR X', status: 'fails', reason: 'dislodged', message: 'dislodged by the unit from LYD', at: 'LYD' } };
    expect(eventText(dislodged, fr)).toBe('Antigone : ✗ A PHR X — délogée par l’unité venue de LYD');
    expect(eventText(dislodged, en)).toBe('Antigonus: ✗ A PHR X — dislodged by the unit from LYD');
    const cancelled = { type: 'order', data: { power: 'lysimaque', text: 'A THR X', status: 'fails', reason: 'dislodged', message: 'dislodged by the unit from CHA; its order is cancelled', at: 'CHA', cancelled: true } };
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
    // The power comes from the event's data, not from the engine's English sentence.
    expect(eventText({ type: 'disbanded', text: 'A MAC of someone is disbanded (ordered).', data: { power: 'cassandre', unit: 'u2', type: 'A', space: 'MAC', fee: 5, voluntary: true } }, fr)).toBe('A MAC de Cassandre est licenciée.');
    expect(eventText({ type: 'built', text: 'someone builds A in pella.', data: { power: 'cassandre', unit: 'u9', type: 'A', space: 'pella', cost: 10 } }, en)).toBe('Cassander builds A in Pella (10 T).');
    expect(eventText({ type: 'built', text: 'someone builds A in pella.', data: { power: 'cassandre', unit: 'u9', type: 'A', space: 'pella', cost: 10 } }, fr)).toBe('Cassandre construit A en Pella (10 T).');
    expect(eventText({ type: 'disband-fee', text: 'someone pays 5 T to disband A MAC.', data: { power: 'cassandre', unit: 'u2', type: 'A', space: 'MAC', fee: 5, paid: 5 } }, fr)).toBe('Cassandre paie 5 T pour licencier A MAC.');
    // A record written before the events carried `power` shows the engine's sentence (no sentence is read back).
    expect(eventText({ type: 'built', text: 'cassandre builds A in pella.', data: { unit: 'u9', type: 'A', space: 'pella', cost: 10 } }, en)).toBe('cassandre builds A in pella.');
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

  it('diadoques §9b.5, §9b.6, §9b.13, diadokhoi §6.3.8: bribes and counter-corruption name units as orders do, in both languages, with the reason of a refusal', () => {
    const counter = { type: 'counter-corruption', text: 'lysimaque pays 10 T of counter-corruption to A LYD.', data: { power: 'lysimaque', target: { unit: 'u5' }, type: 'A', space: 'LYD', amount: 10, total: 10 } };
    expect(eventText(counter, fr)).toBe('Lysimaque paie 10 T de contre-corruption pour A LYD.');
    expect(eventText(counter, en)).toBe('Lysimachus pays 10 T of counter-corruption for A LYD.');
    const invalid = { type: 'bribe-invalid', text: 'Bribe of cassandre on A pella not validated: the unit is caught by the weather.', data: { power: 'cassandre', target: { unit: 'u3' }, type: 'A', space: 'pella', amount: 30, why: { code: 'unit-weather' } } };
    expect(eventText(invalid, fr)).toBe('Cassandre : Corruption de A Pella : refusé — l’unité est prise par les intempéries');
    expect(eventText(invalid, en)).toBe('Cassander: Bribe on A Pella: refused — the unit is caught by the weather');
    const validated = { type: 'bribe-validated', data: { power: 'cassandre', target: { unit: 'u3' }, type: 'A', space: 'THE', amount: 30, level: 20, chance: 85, roll: 38 } };
    expect(eventText(validated, fr)).toBe('Cassandre corrompt A THE avec 30 T (niveau 20) : 85 % de chances, tiré 38.');
    expect(eventText({ type: 'corruption', data: { unit: 'u3', type: 'A', space: 'THE', from: 'antigone', to: 'cassandre' } }, fr)).toBe('A THE d’Antigone passe à Cassandre (corruption).');
    const threshold = { type: 'corruption-failed', data: { power: 'seleukos', target: { unit: 'u2' }, type: 'A', space: 'Mac', amount: 3000, level: 3000 } };
    expect(eventText(threshold, { ruleset: 'diadokhoi', lang: 'fr' })).toBe('Les 3000 talents de Séleucos Nicator ne battent pas le seuil de A Mac (3000) : l’argent est perdu.');
  });

  it('diadoques §14b.2, §14c.1, §9a.33: weather refusals and a resupplied siege in both languages', () => {
    const storm = { type: 'order', data: { power: 'seleucos', text: 'A GRA HYR', status: 'ignored', reason: 'storm', message: 'HYR cannot be entered this season (storm).', at: 'HYR', order: { kind: 'move', unit: { type: 'A', space: 'GRA' }, to: 'HYR' } } };
    expect(eventText(storm, fr)).toBe('Séleucos : ✗ A GRA HYR — ignoré : tempête (HYR) : l’ordre ne s’exécute pas');
    const flood = { type: 'order', data: { power: 'cassandre', text: 'A SCY X', status: 'ignored', reason: 'flood', message: 'SCY is hit by a flood: the unit executes no order.', order: { kind: 'hold', unit: { type: 'A', space: 'SCY' } } } };
    expect(eventText(flood, en)).toBe('Cassander: ✗ A SCY X — ignored: flood (SCY): the order is not carried out');
    const resupplied = { type: 'order', data: { power: 'antigone', text: 'A BIT A2 Héraclée Pontique', status: 'fails', reason: 'resupplied', message: 'siege fails: Héraclée Pontique was resupplied', order: { kind: 'siege', unit: { type: 'A', space: 'BIT' }, citadel: 'heraclee-pontique' } } };
    expect(eventText(resupplied, fr)).toBe('Antigone : ✗ A BIT A2 Héraclée Pontique — le siège échoue : la citadelle a été ravitaillée');
    const cut = { type: 'order', data: { power: 'antigone', text: 'A HEL S A MYS BIT', status: 'fails', reason: 'cut', message: 'support cut by the attack from CHE', at: 'CHE' } };
    expect(eventText(cut, fr)).toBe('Antigone : ✗ A HEL S A MYS BIT — soutien coupé par l’attaque venue de CHE');
  });

  it('diadoques §9c.2, §9c.4, §9c.14, §6b.23: secondary orders and their refusals from their data', () => {
    expect(eventText({ type: 'no-capture', data: { power: 'cassandre', character: 'olympias' } }, fr)).toBe('Cassandre ne capturera pas Olympias.');
    expect(eventText({ type: 'dissociated', data: { power: 'cassandre', character: 'olympias', unit: 'u1' } }, en)).toBe('Olympias leaves his unit.');
    expect(eventText({ type: 'command', data: { unit: 'u1', type: 'A', space: 'MAC', character: 'olympias' } }, fr)).toBe('Olympias prend le commandement de A MAC.');
    const refusal = { type: 'gates-refused', text: 'cassandre cannot open pella to antigone: antigone has no army, fleet or leader at its gates.', data: { power: 'cassandre', citadel: 'pella', to: 'antigone', why: { code: 'no-army-at-gates', data: { power: 'antigone' } } } };
    expect(eventText(refusal, fr)).toBe('Cassandre : Ouverture de Pella à Antigone : refusé — Antigone n’a ni armée, ni flotte, ni chef à ses portes');
    // A refusal recorded before reason codes: the engine's sentence, never read back.
    const old = { type: 'dissociate-refused', text: 'olympias is not with a unit of cassandre.', data: { power: 'cassandre', character: 'olympias' } };
    expect(eventText(old, fr)).toBe('olympias is not with a unit of cassandre.');
  });

  it('diadoques §14d.10, §14d.11, diadokhoi §6.3.54: neutral revolts and interventions name the force in the language', () => {
    expect(eventText({ type: 'citadel-joins', text: 'delphes, neutral, joins Soulèvement des Étoliens et Thessaliens.', data: { citadel: 'delphes', power: 'etoliens' } }, en)).toBe('Delphi, neutral, joins Aetolian and Thessalian rising.');
    expect(eventText({ type: 'neutral-appears', data: { power: 'etoliens', unit: 'u23', type: 'Am', space: 'ETO' } }, fr)).toBe('Soulèvement des Étoliens et Thessaliens : Am ETO apparaît.');
    const dk = { ruleset: 'diadokhoi', lang: 'fr' } as const;
    expect(eventText({ type: 'rising-repulsed', data: { power: 'etolian-league', space: 'Eto', to: 'The' } }, dk)).toBe('Le soulèvement en Eto est contenu : les rebelles se replient en The.');
    expect(eventText({ type: 'neutral-appears', data: { power: 'hellenes', unit: 'u9', type: 'Am', space: 'Eto' } }, dk)).not.toMatch(/^hellenes/);
  });

  it('an unknown type or unreadable data shows the engine text', () => {
    expect(eventText({ type: 'a-type-yet-unknown', text: 'Something the engine says.', data: { x: 1 } }, fr)).toBe('Something the engine says.');
    expect(eventText({ type: 'order', text: 'raw', data: 'nonsense' }, fr)).toBe('raw');
    expect(eventText({ type: 'order', text: 'raw', data: { status: 3 } }, en)).toBe('raw');
  });
});

/**
 * Event types the result sheet may show in the engine's words: each entry says why. Kept
 * short; every other type an engine emits in self-play has a French and an English line.
 */
const ALLOWED_ENGINE_TEXT: Record<string, string> = {};

describe('every event type of self-played games has a line in both languages', () => {
  const play = (def: GameDefinition<WholeState>, seed: string, options: object, bots: Bot = baselineBot(seed)): GameEvent[] => {
    const created = createGame(def, { seed, options });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    return autoplay(def, created.value, { bots, maxSteps: 40 }).record.flatMap((r) => r.events);
  };
  /**
   * Play by mail (`diadokhoi §7.11.1`, `§7.11.2`): the bot's autumn orders, then `winter:` and a
   * winter line conditioned on one of its units still standing where it stood.
   */
  const mailBot = (seed: string): Bot => {
    const base = baselineBot(seed);
    return (input) => {
      const d = base(input) as { orders: string };
      if (input.pending.phase !== 'autumn-orders') return d;
      const mine = (input.view as { state: WholeState }).state.units.filter((u) => u.power === input.player);
      return { orders: [d.orders, 'winter:', ...mine.slice(0, 2).map((u, i) => `if ${i === 0 ? '' : 'not '}unit ${u.space}: maintain ${u.type} ${u.space}`)].join('\n') };
    };
  };

  it('diadoques §8a.3, diadokhoi §6.1.3: whole games of both rulesets (bots, four years): no emitted type falls back to the engine text', () => {
    const missing = new Map<string, string>();
    const types = new Set<string>();
    for (const [def, ruleset] of [[diadoques, 'diadoques'], [diadokhoi, 'diadokhoi']] as const) {
      for (const seed of ['i18n-all-1', 'i18n-all-2', 'i18n-mail']) {
        const mail = seed === 'i18n-mail';
        for (const e of play(def as unknown as GameDefinition<WholeState>, seed, { lastYear: -316, ...(mail ? { mergedWinter: true } : {}) }, mail ? mailBot(seed) : undefined)) {
          types.add(e.type);
          if (ALLOWED_ENGINE_TEXT[e.type]) continue;
          for (const lang of ['fr', 'en'] as const) if (eventLine(e, { ruleset, lang }) === undefined) missing.set(`${ruleset} ${lang} ${e.type}`, e.text ?? '');
        }
      }
    }
    // The games went far enough to meet winter, money, corruption, auctions and neutral forces.
    for (const t of ['order', 'income', 'built', 'disbanded', 'counter-corruption', 'auction-lot', 'neutral-appears', 'game-over', 'merged-winter', 'winter-condition']) expect(types).toContain(t);
    expect(Object.fromEntries(missing)).toEqual({});
  });
});

describe('prompts in French and English', () => {
  it('diadokhoi §7.11.2, §7.11.1: the autumn of a game merging the winter says how to send the winter orders, in both languages', () => {
    const dk = { ruleset: 'diadokhoi', lang: 'fr' } as const;
    expect(promptText('autumn-orders', { year: -319, mergedWinter: true }, dk)).toMatch(/^Ordres de l’automne 319 av\. J\.-C\., un par ligne\. Cette partie joint l’hiver à l’automne \(diadokhoi §7\.11\.2\) : .*« hiver : ».*« si contrôle Tyr : construire A Tyr »/);
    expect(promptText('autumn-orders', { year: -319, mergedWinter: true }, { ...dk, lang: 'en' })).toMatch(/^Orders for autumn 319 BC, one per line\. This game merges the winter with the autumn .*"winter:".*"if control Tyr: build A Tyr"/);
    // Only the autumn carries the winter orders.
    expect(promptText('summer-orders', { year: -319, mergedWinter: true }, dk)).toBe('Ordres de l’été 319 av. J.-C., un par ligne.');
    expect(promptText('autumn-orders', { year: -319 }, dk)).toBe('Ordres de l’automne 319 av. J.-C., un par ligne.');
  });

  it('diadokhoi §7.11.1, §7.11.2: a winter condition and a merged winter on the result sheet, in both languages', () => {
    const dk = { ruleset: 'diadokhoi', lang: 'fr' } as const;
    const met = { type: 'winter-condition', data: { power: 'ptolemaios', condition: { kind: 'control', space: 'Tyr', negated: false }, given: true, order: 'if control Tyr: build A Tyr' } };
    expect(eventText(met, dk)).toBe('Ptolémée : « if control Tyr: build A Tyr » — condition remplie, ordre donné');
    expect(eventText({ ...met, data: { ...met.data, given: false, order: undefined } }, { ...dk, lang: 'en' })).toBe('Ptolemaios: "if control Tyr" — condition not met, order dropped');
    expect(eventText({ type: 'merged-winter', data: { year: -318 } }, dk)).toBe('Hiver 318 av. J.-C. : joint à l’automne, résolu avec les ordres d’hiver envoyés avec lui.');
  });

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

describe('French elision', () => {
  it('diadoques §9a.24: "de" and "que" elide before a name with a vowel or a mute h, never before a unit or an abbreviation', () => {
    expect(elide('première saison de siège de Éphèse réussie')).toBe('première saison de siège d’Éphèse réussie');
    expect(elide('Le trésor de Antigone est laissé à Byzance.')).toBe('Le trésor d’Antigone est laissé à Byzance.');
    expect(elide('(trésor de Héraclée Pontique)')).toBe('(trésor d’Héraclée Pontique)');
    expect(elide('Cassandre ne capture que Olympias')).toBe('Cassandre ne capture qu’Olympias');
    expect(elide('Promotion de A MAC en Ae')).toBe('Promotion de A MAC en Ae');
    expect(elide('Promotion de Ae MAC')).toBe('Promotion de Ae MAC');
    expect(elide('délogée par l’unité venue de ARM')).toBe('délogée par l’unité venue de ARM');
    expect(elide('le trésor de Cassandre')).toBe('le trésor de Cassandre');
    const siege = { type: 'order', data: { power: 'eumene', text: 'A ION A1 Éphèse', status: 'succeeds', reason: 'first-season', order: { kind: 'siege', unit: { type: 'A', space: 'ION' }, citadel: 'ephese' } } };
    expect(eventText(siege, fr)).toBe('Eumène : ✓ A ION A1 Éphèse — première saison de siège d’Éphèse réussie');
    // English is never touched.
    expect(eventText(siege, en)).toBe('Eumenes: ✓ A ION A1 Éphèse — first siege season of Ephese succeeds');
  });
});

/** English words that would betray an untranslated reason inside a French line (not `port`, French too; not `The`, a diadokhoi province). */
const ENGLISH = /(?<![\p{L}])(the|of|in|to|is|not|no|may|only|at|are|be|built|unit|units|army|armies|fleet|fleets|refused|yours|money|enough|start|nothing|one|with|holds|sea|free|above|exist|here|buy|must|which|coast|No|Nothing|Only|The guard)(?![\p{L}])/u;

describe('winter refusals in French (diadoques ch. 10, diadokhoi §5.3)', () => {
  it('diadoques §10.7, §10.11, §10.5, §6a.1: the refusals written as whole sentences read in French, powers and places by name', () => {
    const line = (why: object, data: object) => eventText({ type: 'order-ignored', text: 'The engine’s English, never read back.', data: { power: 'cassandre', ...data, why } }, fr);
    expect(line({ code: 'no-unit-to-disband', data: { power: 'cassandre', space: 'SYR' } }, { kind: 'disband', unit: { type: 'A', space: 'SYR' } })).toBe('Cassandre : Ordre pour A SYR : refusé — aucune unité de Cassandre en SYR à licencier');
    expect(line({ code: 'guard-stays' }, { kind: 'disband', unit: { type: 'Ag', space: 'MAC' } })).toBe('Cassandre : Ordre pour Ag MAC : refusé — la garde ne se licencie pas à volonté');
    expect(line({ code: 'nothing-to-downgrade', data: { space: 'MAC' } }, { kind: 'downgrade', unit: { type: 'A', space: 'MAC' } })).toBe('Cassandre : Ordre pour A MAC : refusé — rien à dégrader en MAC');
    expect(line({ code: 'not-in-surplus', data: { type: 'Ae', space: 'MAC' } }, { kind: 'downgrade', unit: { type: 'Ae', space: 'MAC' } })).toBe('Cassandre : Ordre pour Ae MAC : refusé — Ae MAC n’est pas en surnombre');
    expect(line({ code: 'one-build-per-space', data: { space: 'pella' } }, { kind: 'build', type: 'A', space: 'pella' })).toBe('Cassandre : Construction de A en Pella : refusé — une seule unité peut être construite en Pella');
    expect(line({ code: 'no-unit-of', data: { power: 'antigone', space: 'PHR' } }, { kind: 'promote', unit: { type: 'A', space: 'PHR' }, to: 'Ae' })).toBe('Cassandre : Promotion de A PHR en Ae : refusé — aucune unité d’Antigone en PHR');
    expect(line({ code: 'money-short', data: { cost: 40, treasury: 33 } }, { kind: 'build', type: 'A', space: 'MAC' })).toBe('Cassandre : Construction de A en MAC : refusé — pas assez d’argent : 40 T pour 33 T dans le trésor');
    // The English line names the power too, not its id.
    expect(eventText({ type: 'order-ignored', text: 'No unit of cassandre in SYR to disband.', data: { power: 'cassandre', kind: 'disband', unit: { type: 'A', space: 'SYR' }, why: { code: 'no-unit-to-disband', data: { power: 'cassandre', space: 'SYR' } } } }, en)).toBe('Cassander: Order for A SYR: refused — no unit of Cassander in SYR to disband');
  });

  it('diadoques §10.15, §10.16, §10.21, §12.4, diadokhoi §5.3.1, §5.3.9, §5.3.10: every reason the build, promotion and purchase checks give, and every refusal of a winter played with bad orders, has no English left in French', () => {
    const left = new Set<string>();
    const seen = new Set<string>();
    for (const [def, ruleset] of [[diadoques, 'diadoques'], [diadokhoi, 'diadokhoi']] as const) {
      const w = wordsFor({ ruleset, lang: 'fr' });
      const created = createGame(def as unknown as GameDefinition<WholeState>, { seed: 'i18n-winter', options: {} });
      if (!created.ok) throw new Error(JSON.stringify(created.error));
      const bots = baselineBot('i18n-winter');
      // Played to the first winter by the bots.
      const at = (s: typeof session) => waitingOn(def as unknown as GameDefinition<WholeState>, s).pending?.phase;
      let session = created.value;
      while (at(session) !== 'winter' && session.record.length < 40) session = autoplay(def as unknown as GameDefinition<WholeState>, session, { bots, maxSteps: session.record.length });
      expect(at(session)).toBe('winter');
      const state = session.state as unknown as Parameters<typeof buildProblem>[0];
      const map = mapOf(ruleset)!;
      const spaces = [...map.provinces, ...map.seas, ...map.citadels].map((x) => x.id);
      const types: UnitType[] = ['A', 'Am', 'Ae', 'Ag', 'F', 'Fe'];
      const reasons: (Reason | undefined)[] = [];
      for (const power of Object.keys(state.treasury)) {
        for (const space of spaces) for (const type of types) reasons.push(buildProblem(state, { power, type, space }));
        for (const u of state.units.filter((x) => x.power === power)) for (const to of types) reasons.push(promotionProblem(state, u, to));
        const lim = { count: 3, in: spaces[0]!, maxFleets: 0, types: ['A' as UnitType] };
        reasons.push(...purchaseProblems(state, power, [{ type: 'F', space: spaces[0]! }, { type: 'Ae', space: spaces[0]! }, { type: 'A', space: spaces[5]! }, { type: 'A', space: spaces[0]! }, { type: 'A', space: spaces[0]! }, { type: 'A', space: spaces[0]! }, { type: 'A', space: spaces[0]! }], lim));
      }
      for (const r of reasons) {
        if (!r) continue;
        seen.add(r.code);
        const line = reasonLine(r, w, 'fr') ?? '';
        if (!line || ENGLISH.test(line)) left.add(`${ruleset}: ${r.code} → ${line}`);
      }
      // A winter with bad orders from one player: every refusal the winter gives him reads in French.
      const me = waitingOn(def as unknown as GameDefinition<WholeState>, session).pending!.players[0]!;
      const mine = state.units.filter((u) => u.power === me);
      const empty = spaces.find((sp) => !state.units.some((u) => u.space === sp) && map.provinces.some((p) => p.id === sp))!;
      const bad = [`disband A ${empty}`, `downgrade ${mine[0]!.type} ${mine[0]!.space}`, `promote A ${empty} Ae`, `build A ${empty}`, `build F ${empty}`, `build Ag ${mine[0]!.space}`, `build Ag ${mine[0]!.space}`].join('\n');
      let s = session;
      for (const p of waitingOn(def as unknown as GameDefinition<WholeState>, s).pending!.players) {
        const r = submit(def as unknown as GameDefinition<WholeState>, s, p, p === me ? { orders: bad } : { orders: '' });
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.value.session;
      }
      const refusals = s.record.at(-1)!.events.filter((e) => e.type === 'order-ignored');
      expect(refusals.length).toBeGreaterThanOrEqual(4);
      for (const e of refusals) if (ENGLISH.test(eventText(e, { ruleset, lang: 'fr' }))) left.add(`${ruleset}: ${e.text} → ${eventText(e, { ruleset, lang: 'fr' })}`);
    }
    expect(seen.size).toBeGreaterThan(15);
    expect([...left]).toEqual([]);
  });
});
