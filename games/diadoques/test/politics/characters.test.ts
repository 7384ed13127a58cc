import { describe, expect, it } from 'vitest';
import {
  announceMarriage,
  assassinate,
  celebrateMarriage,
  characterRetreats,
  checkChandragupta,
  checkEliminations,
  eliminate,
  endCivilDisorder,
  epigonesAppear,
  giveCharacter,
  ledgerPrestige,
  makeChandraguptaDeal,
  mayGiveRoyalOrder,
  neutraliseEliminated,
  openGates,
  openSatrapOffer,
  philippeNeedsCommand,
  regentOf,
  release,
  resolveRoyalOrder,
  settleEndOfTurnCredits,
  transferCapital,
  updateDynasties,
  dynastiesEstablished,
  auctionLots,
} from '../../src/politics/index.ts';
import type { GameState } from '../../src/rules/state.ts';
import { runScenario } from '../../src/scenario/index.ts';
import { blank, ctx, fromScenario, place, put } from '../economy/fixtures.ts';

const ch = (s: GameState, id: string) => s.characters.find((c) => c.id === id)!;

/** The position after a scenario file's season: dissociation and command are the season's (`src/rules/characters.ts`). */
function afterSeason(text: string): GameState {
  const run = runScenario(text);
  if (!run.after) throw new Error(run.sheet);
  expect(run.problems, run.sheet).toEqual([]);
  expect(run.failures, run.sheet).toEqual([]);
  return run.after;
}

const unitIn = (s: GameState, space: string) => s.units.find((u) => u.space === space)!;

describe('royal family and captives (diadoques ch. 6b)', () => {
  it('diadoques §6b.8 diadoques §6b.10 diadoques §11c.1 diadoques §6b.15 diadoques §12.5: Cassandre holds the four royals of MAC and is regent; after Philippe, Alexandre IV makes the regent', () => {
    const s = fromScenario('diadoques');
    expect(['philippe-iii', 'eurydice', 'roxane', 'alexandre-iv'].map((id) => ch(s, id).controlledBy)).toEqual(Array(4).fill('cassandre'));
    expect(ch(s, 'olympias').space).toBe('delphes');
    expect(ch(s, 'cleopatre').space).toBe('sardes');
    expect(regentOf(s)).toBe('cassandre');
    ch(s, 'philippe-iii').dead = true;
    ch(s, 'alexandre-iv').controlledBy = 'antigone';
    expect(regentOf(s)).toBe('antigone');
  });

  it('diadokhoi §4.6.7: Cassandra, Antipatros\' heir, can never be regent', () => {
    const s = fromScenario('diadokhoi');
    expect(regentOf(s)).toBe('antipatros');
    ch(s, 'antipatros').dead = true;
    place(s, 'cassandra', 'Mac', { kind: 'epigone', of: 'antipatros', controlledBy: 'antipatros' });
    expect(regentOf(s)).toBeUndefined();
  });

  it('diadoques §6b.21 diadoques §6b.22 diadokhoi §6.3.51: a captive left alone after the moves goes free; one kept in a citadel stays', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone', 'eumene']);
    s.control['sardes'] = 'antigone';
    place(s, 'eumene', 'LYD', { prisonerOf: 'antigone' });
    place(s, 'eumene-heir', 'sardes', { kind: 'epigone', prisonerOf: 'antigone' });
    characterRetreats(s, ctx());
    expect(ch(s, 'eumene').prisonerOf).toBeUndefined();
    expect(ch(s, 'eumene-heir').prisonerOf).toBe('antigone');
  });

  it('diadoques §6b.7: a free royal alone in a province withdraws into a neutral citadel reachable from there, drawn at random', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre']);
    s.control['pella'] = 'cassandre';
    place(s, 'olympias', 'MAC', { controlledBy: null });
    place(s, 'cleopatre', 'LIB', { controlledBy: null });
    characterRetreats(s, ctx());
    expect(ch(s, 'olympias').space).toBe('pydna');
    expect(ch(s, 'cleopatre').space).toBe('LIB');
  });

  it('diadoques §6b.9 diadokhoi §7.6.2 diadokhoi §4.3.9: Philippe III without a unit to command at the turn\'s end turns neutral with Eurydice', () => {
    const s = fromScenario('diadoques');
    const a = put(s, 'cassandre', 'A', 'MAC');
    ch(s, 'philippe-iii').with = a.id;
    ch(s, 'eurydice').with = a.id;
    philippeNeedsCommand(s);
    expect(ch(s, 'philippe-iii').controlledBy).toBeNull();
    expect(ch(s, 'eurydice').controlledBy).toBeNull();
    // Placed in command by the season's order over Cassandre himself (`diadoques §9c.15`), he keeps his side.
    const t = afterSeason(`ruleset: diadoques
season: summer -318
units:
  cassandre: A* MAC
characters:
  Philippe III: with MAC
orders cassandre:
  A MAC H
  command Philippe III A MAC
`);
    expect(unitIn(t, 'MAC').commander).toBe('philippe-iii');
    expect(philippeNeedsCommand(t)).toEqual([]);
    expect(ch(t, 'philippe-iii').controlledBy).toBe('cassandre');
  });

  it('diadoques §9c.14 diadoques §9c.15 diadoques §6b.23: a dissociated commander leaves his unit, which takes the next leader by rank, for the whole turn', () => {
    const s = afterSeason(`ruleset: diadoques
season: summer -318
scope: game
event: none
units:
  cassandre: A* MAC
characters:
  Olympias: with MAC
orders cassandre:
  A MAC H
  dissociate Cassandre
`);
    expect(unitIn(s, 'MAC').commander).toBe('olympias');
    expect(ch(s, 'cassandre').with).toBeUndefined();
    expect(ch(s, 'cassandre').space).toBe('MAC');
  });

  it('diadokhoi §4.3.4 diadokhoi §4.3.9: a Diadokhos in command may not be dissociated from his unit; an Argeades in command may', () => {
    const run = runScenario(`ruleset: diadokhoi
season: summer -318
event: none
units:
  antipatros: A* Mac
orders antipatros:
  A Mac H
  dissociate Antipatros
`);
    expect(run.problems).toEqual([]);
    const s = run.after!;
    expect(ch(s, 'antipatros').with).toBe(unitIn(s, 'Mac').id);
    expect(unitIn(s, 'Mac').commander).toBe('antipatros');
    expect(run.report!.characters).toContainEqual(expect.objectContaining({ character: 'antipatros', event: 'stuck', rule: 'diadokhoi §4.3.4' }));
    const k = afterSeason(`ruleset: diadokhoi
season: summer -318
event: none
units:
  antipatros: A Olympias Mac
orders antipatros:
  A Mac H
  dissociate Olympias
`);
    expect(ch(k, 'olympias').with).toBeUndefined();
    expect(unitIn(k, 'Mac').commander).toBeUndefined();
  });

  it('diadokhoi §7.7.1 diadokhoi §4.3.4: a Diadokhos leading an ally\'s unit keeps its command from season to season', () => {
    const s = afterSeason(`ruleset: diadokhoi
season: summer -319
event: none
units:
  antigonos: A Eumenes Cap
orders antigonos:
  A Cap H
`);
    expect(unitIn(s, 'Cap').commander).toBe('eumenes');
    expect(ch(s, 'eumenes').with).toBe(unitIn(s, 'Cap').id);
  });

  it('diadoques §9c.3: a royal given away and led to the other player\'s unit is his', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre', 'antigone']);
    const a = put(s, 'cassandre', 'A', 'MAC');
    place(s, 'roxane', 'MAC', { controlledBy: 'cassandre', with: a.id, partner: 'alexandre-iv' });
    place(s, 'alexandre-iv', 'MAC', { controlledBy: 'cassandre', with: a.id, partner: 'roxane' });
    giveCharacter(s, 'cassandre', 'roxane', 'antigone');
    const b = put(s, 'antigone', 'A', 'THE');
    for (const id of ['roxane', 'alexandre-iv']) {
      ch(s, id).space = 'THE';
      delete ch(s, id).with;
    }
    characterRetreats(s, ctx());
    expect(ch(s, 'roxane').controlledBy).toBe('antigone');
    expect(ch(s, 'alexandre-iv').with).toBe(b.id);
  });

  it('diadoques §9c.3: one may not give away his leader\'s wife', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone', 'cassandre']);
    place(s, 'antigone', 'PHR', { spouse: 'cleopatre' });
    place(s, 'cleopatre', 'PHR', { controlledBy: 'antigone', spouse: 'antigone' });
    const ev = giveCharacter(s, 'antigone', 'cleopatre', 'cassandre');
    expect(ev[0]!.type).toBe('gift-refused');
  });

  it('diadoques §9c.5 diadoques §13.6 diadoques §13.7: a murder needs the victim in one\'s citadel or with one\'s unit; pairs die together; prestige falls', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre']);
    s.control['pella'] = 'cassandre';
    place(s, 'roxane', 'pella', { controlledBy: 'cassandre', partner: 'alexandre-iv' });
    place(s, 'alexandre-iv', 'pella', { controlledBy: 'cassandre', partner: 'roxane' });
    place(s, 'olympias', 'EPI', { controlledBy: 'cassandre' });
    assassinate(s, 'cassandre', 'alexandre-iv');
    assassinate(s, 'cassandre', 'olympias');
    expect(ch(s, 'roxane').dead).toBe(true);
    expect(ch(s, 'alexandre-iv').dead).toBe(true);
    expect(ch(s, 'olympias').dead).toBeFalsy();
    expect(ledgerPrestige(s, 'cassandre')).toBe(-4);
  });

  it('diadoques §9c.5 diadoques §13.9 diadoques §7c.2: never one\'s own leader, never one\'s wife; a murdered enemy diadochus costs his side 5 PP and his treasury goes to the murderer', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone', 'eumene']);
    s.treasury['eumene'] = 40;
    const a = put(s, 'antigone', 'A', 'PHR', 'antigone');
    place(s, 'eumene', 'PHR', { with: a.id, prisonerOf: 'antigone' });
    place(s, 'cleopatre', 'PHR', { controlledBy: 'antigone', spouse: 'antigone', with: a.id });
    ch(s, 'antigone').spouse = 'cleopatre';
    expect(assassinate(s, 'antigone', 'antigone')[0]!.type).toBe('murder-refused');
    expect(assassinate(s, 'antigone', 'cleopatre')[0]!.type).toBe('murder-refused');
    assassinate(s, 'antigone', 'eumene');
    expect(ledgerPrestige(s, 'eumene')).toBe(-5);
    checkEliminations(s, ctx());
    expect(s.powers.find((p) => p.id === 'eumene')?.eliminated).toBe(true);
    expect(s.treasury['antigone']).toBe(40);
  });

  it('diadokhoi §7.6.6 diadokhoi §6.3.49: a Diadokhos may set free a personage he holds', () => {
    const s = blank('diadokhoi', -318, 'summer', ['antigonos']);
    place(s, 'olympias', 'Lyd', { controlledBy: 'antigonos' });
    release(s, 'antigonos', 'olympias');
    expect(ch(s, 'olympias').controlledBy).toBeNull();
  });

  it('diadoques §9c.8 diadoques §6b.19 diadokhoi §3.2.7: gates opened to a player with an army in the province hand him the citadel and its hostages', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone', 'eumene']);
    s.control['sardes'] = 'eumene';
    place(s, 'roxane', 'sardes', { controlledBy: 'eumene' });
    expect(openGates(s, 'eumene', 'sardes', 'antigone')[0]!.type).toBe('gates-refused');
    put(s, 'antigone', 'A', 'LYD');
    openGates(s, 'eumene', 'sardes', 'antigone');
    expect(s.control['sardes']).toBe('antigone');
    expect(ch(s, 'roxane').controlledBy).toBe('antigone');
    s.control['tyr'] = 'eumene';
    put(s, 'eumene', 'A', 'tyr');
    expect(openGates(s, 'eumene', 'tyr', 'antigone')[0]!.type).toBe('gates-refused');
  });
});

describe('marriage (diadoques §6b.12–§6b.14, diadokhoi §4.4.2, §7.6.10)', () => {
  it('diadoques §6b.12 diadoques §6b.13 diadoques §13.4 diadoques §9c.16: announced, then from the next season meeting her on land weds them; 10 PP for good', () => {
    const s = blank('diadoques', -318, 'spring', ['antigone']);
    place(s, 'antigone', 'PHR');
    place(s, 'cleopatre', 'PHR', { controlledBy: 'antigone' });
    announceMarriage(s, 'antigone');
    celebrateMarriage(s);
    expect(ch(s, 'cleopatre').spouse).toBeUndefined();
    s.season = 'summer';
    celebrateMarriage(s);
    expect(ch(s, 'cleopatre').spouse).toBe('antigone');
    expect(ledgerPrestige(s, 'antigone')).toBe(10);
    ch(s, 'cleopatre').dead = true;
    expect(ledgerPrestige(s, 'antigone')).toBe(10);
  });

  it('diadoques §6b.14 diadokhoi §4.4.4: a widowed Cléopâtre may marry again', () => {
    const s = blank('diadoques', -318, 'spring', ['antigone', 'seleucos']);
    place(s, 'antigone', 'PHR', { spouse: 'cleopatre' });
    place(s, 'cleopatre', 'PHR', { controlledBy: 'antigone', spouse: 'antigone' });
    expect(announceMarriage(s, 'antigone')[0]!.type).toBe('marriage-refused');
    assassinate(s, 'seleucos', 'antigone');
    ch(s, 'antigone').dead = true;
    ch(s, 'cleopatre').spouse = undefined;
    ch(s, 'cleopatre').controlledBy = 'seleucos';
    place(s, 'seleucos', 'PHR');
    expect(announceMarriage(s, 'seleucos')[0]!.type).toBe('marriage-announced');
  });

  it('diadokhoi §7.6.10 diadokhoi §4.4.2: in diadokhoi the wedding is the season after the announcement, or never', () => {
    const s = blank('diadokhoi', -318, 'spring', ['antigonos']);
    place(s, 'antigonos', 'Phr');
    place(s, 'kleopatra', 'Lyd', { controlledBy: 'antigonos' });
    announceMarriage(s, 'antigonos');
    s.season = 'summer';
    const ev = celebrateMarriage(s);
    expect(ev[0]!.type).toBe('marriage-lapsed');
    s.season = 'autumn';
    ch(s, 'kleopatra').space = 'Phr';
    celebrateMarriage(s);
    expect(ch(s, 'kleopatra').spouse).toBeUndefined();
  });
});

describe('royal order (diadoques ch. 11c, diadokhoi §6.3.1)', () => {
  function offer(): GameState {
    const s = fromScenario('diadoques');
    s.firstTurn = false;
    s.season = 'summer';
    const u = put(s, 'satraps', 'A', 'HYR');
    openSatrapOffer(s, u.id);
    s.season = 'autumn';
    s.control['suse'] = 'seleucos';
    return s;
  }

  it('diadoques §11c.3 diadokhoi §4.4.3: the regent, the husband of a living Cléopâtre, or the holder of two royals may give it', () => {
    const s = offer();
    expect(mayGiveRoyalOrder(s, 'cassandre')).toBe(true);
    expect(mayGiveRoyalOrder(s, 'antigone')).toBe(false);
    ch(s, 'olympias').controlledBy = 'antigone';
    ch(s, 'cleopatre').controlledBy = 'antigone';
    expect(mayGiveRoyalOrder(s, 'antigone')).toBe(true);
  });

  it('diadoques §11c.2 diadoques §11c.5 diadoques §11c.7 diadoques §13.22 diadoques §13.28: the named holder of Suse gets the army, HYR, Hécatompylos and 10 T; Bactres\' and Samarcande\'s treasures vanish', () => {
    const s = offer();
    const ev = resolveRoyalOrder(s, [{ power: 'cassandre', beneficiary: 'seleucos' }]);
    expect(ev.some((e) => e.type === 'royal-order')).toBe(true);
    expect(s.units.find((u) => u.space === 'HYR')?.power).toBe('seleucos');
    expect(s.control['hecatompylos']).toBe('seleucos');
    expect(s.control['HYR']).toBe('seleucos');
    expect(s.treasures['bactres'] ?? 0).toBe(0);
    expect(s.treasures['samarcande'] ?? 0).toBe(0);
    const before = s.treasury['seleucos']!;
    settleEndOfTurnCredits(s);
    expect(s.treasury['seleucos']).toBe(before + 10);
    expect(ledgerPrestige(s, 'cassandre')).toBe(2);
    expect(ledgerPrestige(s, 'seleucos')).toBe(1);
  });

  it('diadoques §11c.6 diadoques §11c.5: only holders of Suse, Ecbatane or Parsagadès may be named; a split vote voids all and the army vanishes', () => {
    const s = offer();
    ch(s, 'olympias').controlledBy = 'antigone';
    ch(s, 'cleopatre').controlledBy = 'antigone';
    s.control['ecbatane'] = 'eumene';
    resolveRoyalOrder(s, [{ power: 'cassandre', beneficiary: 'seleucos' }, { power: 'antigone', beneficiary: 'eumene' }]);
    expect(s.units.find((u) => u.space === 'HYR')).toBeUndefined();
    const t = offer();
    const ev = resolveRoyalOrder(t, [{ power: 'cassandre', beneficiary: 'ptolemee' }]);
    expect(ev[0]!.type).toBe('royal-order-refused');
    expect(t.units.find((u) => u.space === 'HYR')).toBeUndefined();
  });

  it('diadoques §11c.6 diadoques §11c.7: the offer the events layer put on the map is granted through it', () => {
    const s = fromScenario('diadoques');
    s.firstTurn = false;
    s.year = -318;
    s.season = 'autumn';
    s.control['suse'] = 'seleucos';
    const u = put(s, 'satrapes-orientaux', 'A', 'hecatompylos');
    s.ext['neutrals'] = { forces: {}, happened: [], pending: [], satraps: { power: 'satrapes-orientaux', gold: 10, appeared: '-318 summer' } };
    const before = s.treasury['seleucos']!;
    resolveRoyalOrder(s, [{ power: 'cassandre', beneficiary: 'seleucos' }]);
    expect(u.power).toBe('seleucos');
    expect(s.control['hecatompylos']).toBe('seleucos');
    // Issue 18 ruling: the 10 T are added "en fin de tour" (diadoques §11c.7), not when ordered.
    expect(s.treasury['seleucos']).toBe(before);
    settleEndOfTurnCredits(s);
    expect(s.treasury['seleucos']).toBe(before + 10);
    expect(ledgerPrestige(s, 'cassandre')).toBe(2);
  });

  it('diadokhoi §6.3.1 diadokhoi §T6.3-4: in diadokhoi the satraps wait for the first player with a royal order who holds Ekbatane, Suse or Parsagades', () => {
    const s = fromScenario('diadokhoi');
    s.year = -319;
    s.season = 'spring';
    const u = put(s, 'satraps', 'A', 'hecatompylos');
    openSatrapOffer(s, u.id);
    s.season = 'summer';
    resolveRoyalOrder(s, [{ power: 'antipatros', beneficiary: 'seleukos' }]);
    expect(u.power).toBe('satraps');
    s.control['parsagades'] = 'seleukos';
    s.season = 'autumn';
    resolveRoyalOrder(s, [{ power: 'antipatros', beneficiary: 'seleukos' }]);
    expect(u.power).toBe('seleukos');
  });
});

describe('Chandragupta (diadoques ch. 11d)', () => {
  function india(): GameState {
    const s = blank('diadoques', -316, 'spring', ['seleucos', 'antigone']);
    s.control['GHA'] = 'seleucos';
    s.control['IND'] = 'seleucos';
    return s;
  }

  it('diadoques §11d.1 diadoques §11d.2 diadoques §11d.4 diadoques §13.27: elephants join in IND; both provinces evacuated next turn: neutral and closed for good', () => {
    const s = india();
    makeChandraguptaDeal(s, 'seleucos');
    const e = s.units.find((u) => u.space === 'IND')!;
    expect(e).toMatchObject({ power: 'seleucos', type: 'A', corruptionLevel: 20 });
    e.space = 'ARH';
    checkChandragupta(s);
    expect(s.units).toContain(e);
    s.season = 'summer';
    checkChandragupta(s);
    expect(s.control['GHA']).toBeUndefined();
    expect(s.weather.blocked).toEqual(expect.arrayContaining(['GHA', 'IND']));
    expect(ledgerPrestige(s, 'seleucos')).toBe(1);
  });

  it('diadoques §11d.3: if either province is still occupied, the elephants vanish and the deal is barred to him and to the spoiler', () => {
    const s = india();
    makeChandraguptaDeal(s, 'seleucos', 'GHA');
    put(s, 'antigone', 'A', 'IND');
    s.season = 'summer';
    checkChandragupta(s);
    expect(s.units.filter((u) => u.power === 'seleucos')).toHaveLength(0);
    s.control['GHA'] = 'antigone';
    s.control['IND'] = 'antigone';
    s.units = [];
    expect(makeChandraguptaDeal(s, 'antigone')[0]!.type).toBe('chandragupta-refused');
    expect(makeChandraguptaDeal(india(), 'antigone')[0]!.type).toBe('chandragupta-refused');
  });
});

describe('succession, dynasties, elimination (diadoques §7, diadokhoi §4.6, §4.7)', () => {
  it('diadoques §7a.1: before spring −314 losing the diadochus eliminates the player', () => {
    const s = blank('diadoques', -316, 'summer', ['antigone']);
    ch(s, 'antigone').dead = true;
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBe(true);
  });

  it('diadoques §7a.2: from spring −314 the epigone appears at the turn\'s end where the diadochus fell or in the capital; with nowhere to go, the player is out', () => {
    const s = blank('diadoques', -314, 'summer', ['antigone', 'eumene']);
    s.powers[0]!.capital = 'gordion';
    s.control['gordion'] = 'antigone';
    place(s, 'antigone', 'CAP', { dead: true });
    put(s, 'eumene', 'A', 'CAP');
    epigonesAppear(s, ctx());
    expect(ch(s, 'antigone-heir')).toMatchObject({ space: 'gordion' });
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBeFalsy();
    ch(s, 'eumene').dead = true;
    epigonesAppear(s, ctx());
    expect(s.powers[1]!.eliminated).toBe(true);
  });

  it('diadoques §7a.3: at the end of winter −313 every epigone appears; then losing both leaders eliminates', () => {
    const s = blank('diadoques', -313, 'winter', ['antigone']);
    place(s, 'antigone', 'PHR');
    epigonesAppear(s, ctx());
    expect(ch(s, 'antigone-heir').space).toBe('PHR');
    s.year = -312;
    s.season = 'spring';
    ch(s, 'antigone').dead = true;
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBeFalsy();
    ch(s, 'antigone-heir').dead = true;
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBe(true);
  });

  it('diadoques §7b.1 diadoques §7b.2: dynasties from the turn after the last royal\'s death, or spring −306; then out only at autumn\'s end without leaders or citadels', () => {
    const s = fromScenario('diadoques');
    s.year = -316;
    s.season = 'summer';
    for (const c of s.characters.filter((x) => x.kind === 'royal')) c.dead = true;
    expect(dynastiesEstablished(s)).toBe(false);
    s.season = 'autumn';
    updateDynasties(s);
    expect(dynastiesEstablished(s)).toBe(true);
    ch(s, 'antigone').dead = true;
    checkEliminations(s, ctx());
    expect(s.powers.find((p) => p.id === 'antigone')?.eliminated).toBeFalsy();
    const t = blank('diadoques', -306, 'spring', ['antigone']);
    updateDynasties(t);
    expect(dynastiesEstablished(t)).toBe(true);
  });

  it('diadoques §7c.1 diadoques §7c.3 diadoques §7c.4 diadoques §11b.1: on elimination citadels turn neutral, the treasury stays in the capital, units go to auction or serve a royal', () => {
    const s = blank('diadoques', -316, 'summer', ['cassandre', 'antigone']);
    s.powers[0]!.capital = 'pella';
    s.treasury['cassandre'] = 25;
    Object.assign(s.control, { pella: 'cassandre', lamia: 'cassandre', MAC: 'cassandre' });
    place(s, 'antigone', 'lamia', { prisonerOf: 'cassandre' });
    const m = put(s, 'cassandre', 'Am', 'THE');
    const g = put(s, 'cassandre', 'Ag', 'EPI');
    const a = put(s, 'cassandre', 'A', 'ETO');
    place(s, 'olympias', 'ETO', { controlledBy: 'cassandre', with: a.id });
    eliminate(s, 'cassandre', ctx());
    expect(s.control['pella']).toBeUndefined();
    expect(s.treasures['pella']).toBe(25);
    expect(s.treasury['cassandre']).toBe(0);
    expect(ch(s, 'antigone').prisonerOf).toBeUndefined();
    neutraliseEliminated(s);
    expect(s.units).not.toContain(m);
    expect(g.type).toBe('Ae');
    expect(auctionLots(s).find((l) => l.unit === g.id)).toMatchObject({ source: 'elimination', price: 20 });
    expect(a.power).toBe('royal:olympias');
    expect(a.commander).toBe('olympias');
  });

  it('diadoques §7c.4 diadoques §7c.1: a garrison that enters a royal\'s service keeps its citadel for the royal (the fuzzer found it held for nobody)', () => {
    const s = blank('diadoques', -316, 'summer', ['cassandre']);
    s.powers[0]!.capital = 'pella';
    Object.assign(s.control, { pella: 'cassandre', lamia: 'cassandre', MAC: 'cassandre' });
    const garrison = put(s, 'cassandre', 'A', 'lamia');
    place(s, 'olympias', 'lamia', { controlledBy: 'cassandre', with: garrison.id });
    eliminate(s, 'cassandre', ctx());
    expect(s.control['lamia']).toBeUndefined();
    neutraliseEliminated(s);
    expect(garrison.power).toBe('royal:olympias');
    expect(s.control['lamia']).toBe('royal:olympias');
  });

  it('diadokhoi §4.6.2 diadokhoi §4.6.6 diadokhoi §4.6.9 diadokhoi §7.6.9: the Diadokhos\' death eliminates before −316; afterwards the Epigonos appears where the player owns', () => {
    const s = blank('diadokhoi', -317, 'autumn', ['lysimachos']);
    ch(s, 'lysimachos').dead = true;
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBe(true);
    const t = blank('diadokhoi', -316, 'spring', ['lysimachos']);
    t.control['Thr'] = 'lysimachos';
    ch(t, 'lysimachos').dead = true;
    epigonesAppear(t, ctx());
    expect(ch(t, 'lysimachos-heir').space).toBe('Thr');
    checkEliminations(t, ctx());
    expect(t.powers[0]!.eliminated).toBeFalsy();
  });

  it('diadokhoi §4.7.2: after −300 a dynasty is out only when all its possessions are lost', () => {
    const s = blank('diadokhoi', -299, 'spring', ['lysimachos']);
    s.control['Thr'] = 'lysimachos';
    ch(s, 'lysimachos').dead = true;
    ch(s, 'lysimachos-heir').dead = true;
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBeFalsy();
    delete s.control['Thr'];
    checkEliminations(s, ctx());
    expect(s.powers[0]!.eliminated).toBe(true);
  });

  it('diadokhoi §4.6.3 diadokhoi §4.6.4 diadokhoi §4.6.5 diadokhoi §5.1.7: a dead player\'s units hold in civil disorder; after winter only garrisons and units by a neutral city of his survive', () => {
    const s = blank('diadokhoi', -318, 'summer', ['eumenes']);
    s.powers[0]!.capital = 'ankyra';
    s.treasury['eumenes'] = 900;
    Object.assign(s.control, { ankyra: 'eumenes', ariararthea: 'eumenes', Ank: 'eumenes' });
    const garrison = put(s, 'eumenes', 'A', 'ankyra');
    const byCity = put(s, 'eumenes', 'A', 'Cap');
    const field = put(s, 'eumenes', 'A', 'Com');
    eliminate(s, 'eumenes', ctx());
    expect(s.treasures['ankyra']).toBe(900);
    expect(garrison.power).toBe('disorder:eumenes');
    s.season = 'winter';
    endCivilDisorder(s);
    expect(s.units).toEqual([garrison, byCity]);
    expect(s.units).not.toContain(field);
  });

  it('diadoques §9c.11 diadokhoi §4.7.3: once dynasties stand, from −306, a dynasty may move its capital once, to an unbesieged city of the list it holds', () => {
    const s = blank('diadoques', -306, 'spring', ['antigone']);
    updateDynasties(s);
    s.powers[0]!.capital = 'gordion';
    s.control['sardes'] = 'antigone';
    s.control['athenes'] = 'antigone';
    expect(transferCapital(s, 'antigone', 'athenes')[0]!.type).toBe('capital-refused');
    s.sieges.push({ citadel: 'sardes', unit: 'x', from: 'LYD', power: 'z', seasons: 1 });
    expect(transferCapital(s, 'antigone', 'sardes')[0]!.type).toBe('capital-refused');
    s.sieges = [];
    expect(transferCapital(s, 'antigone', 'sardes', 'Antigonia')[0]!.type).toBe('capital-moved');
    expect(s.powers[0]!.capital).toBe('sardes');
    s.control['pella'] = 'antigone';
    expect(transferCapital(s, 'antigone', 'pella')[0]!.type).toBe('capital-refused');
    const k = blank('diadokhoi', -301, 'spring', ['seleukos']);
    k.control['babylone'] = 'seleukos';
    expect(transferCapital(k, 'seleukos', 'babylone')[0]!.type).toBe('capital-refused');
    k.year = -299;
    expect(transferCapital(k, 'seleukos', 'babylone')[0]!.type).toBe('capital-moved');
  });
});
