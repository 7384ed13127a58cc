/** English words of Syracuse. */
import type { GameCatalog } from '@diadochi/kernel';
import type { SyracuseEvents, SyracusePrompts, SyracuseProblems, SyracuseResults } from '../events.ts';
import { facesOf, groupOf, isLeader, thingOf, unitOf } from './things.ts';

export const NAMES_EN: Record<string, string> = {
  'side.ath': 'Athens',
  'side.syr': 'Syracuse',
  'place.T1': 'Thapsos plain', 'place.T2': 'Leon', 'place.T3': 'Trogilos', 'place.T4': 'Achradina shore', 'place.T5': 'northern Epipolai',
  'place.T6': 'Syke and the Circle', 'place.T7': 'Tyche', 'place.T8': 'Euryelos', 'place.T9': 'Labdalon', 'place.T10': 'western plain',
  'place.T11': 'Anapos plain', 'place.T12': 'eastern Epipolai', 'place.T13': 'Temenites', 'place.T14': 'southern slope of Epipolai', 'place.T15': 'Lysimeleia edge',
  'place.T16': 'Syracuse and Ortygia', 'place.T17': 'Athenian camp', 'place.T18': 'Anapos heights', 'place.T19': 'upper Anapos', 'place.T20': 'south-western hills',
  'place.T21': 'Olympieion', 'place.T22': 'Helorine road', 'place.T23': 'Daskon shore', 'place.T24': 'Anapos mouth', 'place.T25': 'Daskon', 'place.T26': 'Plemmyrion isthmus', 'place.T27': 'Plemmyrion',
  'place.M1': 'sea off Thapsos', 'place.M2': 'sea off Leon', 'place.M3': 'sea off Trogilos', 'place.M4': 'sea off Achradina', 'place.M5': 'approach to the Little Harbour',
  'place.M6': 'Little Harbour', 'place.M7': 'Syracusan docks', 'place.M8': 'open sea off Plemmyrion', 'place.M9': 'harbour mouth', 'place.M10': 'Great Harbour',
  'place.M11': 'Daskon bay', 'place.M12': 'Athenian anchorage', 'place.Catane': 'Catane',
  'fort.olympieion': 'Olympieion', 'fort.labdalon': 'Labdalon', 'fort.syke': 'Syke', 'fort.plemmyrion': 'Plemmyrion',
  'build.camp': 'Athenian camp', 'build.chains': 'the chains', 'build.olympieion': 'Olympieion', 'build.labdalon': 'Labdalon fort', 'build.syke': 'Syke fort', 'build.plemmyrion': 'Plemmyrion fort',
  'build.A1': 'Athenian wall 1', 'build.A2': 'Athenian wall 2', 'build.A3': 'Athenian wall 3', 'build.S1': 'Syracusan wall 1', 'build.S2': 'Syracusan wall 2', 'build.S3A': 'Syracusan wall 3A', 'build.S3B': 'Syracusan wall 3B',
  'map.caption': 'Syracuse 415–413 BC — the board, reconstructed (the printed map is lost; docs/rules/syracuse/decisions.md)',
  'map.key': 'Key', 'map.key.clear': 'plain', 'map.key.high': 'heights', 'map.key.fortified': 'fortified zone (the city)', 'map.key.sea': 'open sea',
  'map.key.protected': 'protected sea', 'map.key.river': 'river (the Anapos)', 'map.key.cityWall': 'walls of Syracuse', 'map.key.wallAth': 'Athenian wall site, in building order',
  'map.key.wallSyr': 'Syracusan wall site, in building order', 'map.key.chains': 'the chains (site)', 'map.key.fort': 'fort site (filled: built)', 'map.key.port': 'port',
  'stratagem.S1': 'Periplous', 'stratagem.S2': 'Kuklos', 'stratagem.S3': 'Diekplous', 'stratagem.S4': 'Storm at sea', 'stratagem.S5': 'Rotten hulls',
  'stratagem.S6': 'Reinforced ships', 'stratagem.S7': 'Archers', 'stratagem.S8': 'Spartans', 'stratagem.S9': 'Cavalry', 'stratagem.S10': 'Night attack',
  'stratagem.S11': 'Combined attack', 'stratagem.S12': 'Wall', 'stratagem.S13': 'Fort', 'stratagem.S14': 'Sapping', 'stratagem.S15': 'Recovery ×1',
  'stratagem.S16': 'Recovery ×2', 'stratagem.S17': 'Delayed reinforcements', 'stratagem.S18': 'Reinforcements', 'stratagem.S19': 'Wounded leader', 'stratagem.S20': 'Discord in the enemy camp',
  'stratagem.S21': 'Alcibiades', 'stratagem.S22': 'Supply', 'stratagem.S23': 'Epidemic', 'stratagem.S24': 'Desertion', 'stratagem.S25': 'Good omens',
  // What each stratagem does (`syracuse S1`…`syracuse S25`), in our own words from the rulebook's chapter 7, for the cards.
  'stratagem-text.S1':
    "Action phase (B.3), in a naval combat. The Athenian enveloping manoeuvre, ramming the enemy in the flank or from behind: the combat shifts two columns right when the attacker plays it, two columns left when the defender does. Not in the protected sea zones, too narrow for it.",
  'stratagem-text.S2':
    "Action phase (B.3), defender only. The defensive circle of an outnumbered fleet: in a combat between triremes, in any sea zone, the combat shifts one column left.",
  'stratagem-text.S3':
    "Action phase (B.3), attacker only. A column driving through the enemy line: in a combat between triremes, in any sea zone, the combat shifts one column right.",
  'stratagem-text.S4':
    "Action phase (B.3). Each player rolls a die for each of his naval units at sea on the map: on 5 or 6 a unit at full strength is reduced and a unit already reduced is eliminated. In the protected sea zones a 5 does nothing; the ports (the Little Harbour, the Syracusan docks and, once built, the Athenian port) are spared.",
  'stratagem-text.S5':
    "Attrition phase (D.5). The Athenian port was a makeshift one where hulls could not dry out: the Athenian eliminates one trireme unit in his port and reduces another.",
  'stratagem-text.S6':
    "Works phase (C), if Erasinides is on the map. Corinthian shipwrights stiffen the Syracusan bows for ramming: from now on the Syracusan gains one more column in his favour in every naval combat (left when defending, right when attacking). Permanent: the counter then leaves play.",
  'stratagem-text.S7':
    "Action phase (B.3). Name a zone holding at least one of your archer or slinger units (type A): no enemy land unit or leader may enter it until the end of this action phase.",
  'stratagem-text.S8':
    "Action phase (B.3), Syracusan. In a land combat that includes one of the two Spartan hoplite units (marked L), the Syracusan gains one more column in his favour (left when defending, right when attacking).",
  'stratagem-text.S9':
    "Action phase (B.3), once a combat's results are applied. If the winner has a cavalry unit in the battle zone, he eliminates one enemy unit there that is already reduced.",
  'stratagem-text.S10':
    "Action phase (B.3), before a combat is resolved. The Athenian rolls a die: on 3 to 6 the Syracusan strength in the combat loses a third (rounded down); on 1 or 2 the Athenian strength is halved (rounded up).",
  'stratagem-text.S11':
    "Action phase (B.3), during a combat, by the attacker or the defender. Add half (rounded up) of the strength of your combat units in one adjacent zone of the same kind (land for a land combat, sea for a naval one). Those units stay where they are.",
  'stratagem-text.S12':
    "Works phase (C). Build a wall without spending works points, if every other condition for building it is met.",
  'stratagem-text.S13':
    "Works phase (C). Build the Athenian camp or a fort without spending works points, if every other condition for building it is met.",
  'stratagem-text.S14':
    "Action phase (B.3). Destroy an enemy wall, or break the chains, without a die roll, if every other condition for the destruction is met.",
  'stratagem-text.S15':
    "Recovery phase (D.3). Turn one of your reduced units back to its full-strength side.",
  'stratagem-text.S16':
    "Recovery phase (D.3). Turn two of your reduced units back to their full-strength side.",
  'stratagem-text.S17':
    "Reinforcement phase (B.2). Delay an enemy historical reinforcement by one turn, or cancel the optional reinforcement the enemy has just brought in with Reinforcements in this same phase.",
  'stratagem-text.S18':
    "Reinforcement phase (B.2). Bring into play the optional reinforcement the scenario provides. The enemy may cancel it at once by playing Delayed reinforcements.",
  'stratagem-text.S19':
    "Action phase (B.3), before a land or naval combat. The enemy leaders' bonus does not count toward the die modifier; the leader is flipped to his wounded side until the reinforcement phase (B.2) of the next turn.",
  'stratagem-text.S20':
    "Action phase (B.3). Name an enemy leader with no bonus or a single bonus and roll a die: he leaves the game on 3 or more (no bonus), on 5 or 6 (single bonus). Never against a leader with a double bonus.",
  'stratagem-text.S21':
    "Reinforcement phase (B.2), Syracusan. The affair of the Hermai: Alcibiades is recalled to Athens to stand trial, and his counter is removed from play at once and for good. Permanent: the counter leaves play.",
  'stratagem-text.S22':
    "At the end of the supply phase (D.4). Move your Supplied/Shortage marker one box toward 3; if it has just moved toward 0, this undoes that move.",
  'stratagem-text.S23':
    "Action phase (B.3). Reduce two enemy land units and make an enemy leader sick: flipped over, he is moved at once to a fortified zone and may not move until he recovers in the reinforcement phase (B.2) of the next turn.",
  'stratagem-text.S24':
    "Attrition phase (D.5). Remove from play for good one of the enemy's allied units (a counter without a white band).",
  'stratagem-text.S25':
    "At any time. Choose one: take the Advantage back from your opponent; or play it as Recovery ×1 or as Reinforcements, under the same conditions; or draw a new stratagem from the bowl.",
  'leader.nicias': 'Nicias', 'leader.lamachos': 'Lamachos', 'leader.alcibiades': 'Alcibiades', 'leader.demosthenes': 'Demosthenes', 'leader.eurymedon': 'Eurymedon',
  'leader.hermocrates': 'Hermocrates', 'leader.sycanos': 'Sycanos', 'leader.heraclides': 'Heraclides', 'leader.gylippus': 'Gylippus', 'leader.erasinides': 'Erasinides',
  'type.T': 'triremes', 'type.H': 'hoplites', 'type.C': 'cavalry', 'type.P': 'peltasts', 'type.A': 'archers',
  'season.spring': 'spring', 'season.summer': 'summer', 'season.autumn': 'autumn', 'season.winter': 'winter',
  'phase.advantage-b1': 'Advantage (B.1)', 'phase.b2-strat': 'Reinforcement stratagems (B.2)', 'phase.s17-answer': 'Answer with Delayed reinforcements', 'phase.place': 'Place reinforcements',
  'phase.reinf-move': 'Move reinforcements', 'phase.declare': 'Announce action points', 'phase.react': 'Stratagem window', 'phase.act': 'Actions', 'phase.withdraw': 'Cavalry withdrawal',
  'phase.fight': 'Combats', 'phase.combat-strat': 'Combat stratagems', 'phase.reroll': 'Advantage: roll again?', 'phase.after-combat': 'After the combat', 'phase.retreat': 'Retreat', 'phase.losses': 'Losses',
  'phase.clear': 'Clear the entry zone', 'phase.recovery': 'Recovery: pick the unit',
  'phase.works': 'Works', 'phase.d1': 'Keep one stratagem', 'phase.d2': 'Redeploy', 'phase.d3': 'Recovery', 'phase.d4': 'Supply', 'phase.d5': 'Attrition and sieges', 'phase.over': 'Game over',
  'side-adj.ath': 'Athenian', 'side-adj.syr': 'Syracusan',
  'attrition.all': 'every unit is reduced', 'attrition.one': 'one unit is reduced', 'attrition.none': 'no effect',
  'advantage.+2ap': 'two more action points', 'advantage.initiative': 'takes the initiative', 'advantage.reroll': 'rolls again',
  'advantage.recover': 'one more recovery', 'advantage.advantage': 'takes the Advantage back', 'advantage.draw': 'draws a new stratagem',
  'supply.appro': 'Supplied', 'supply.disette': 'Shortage',
  'level.total': 'total victory', 'level.strategic': 'strategic victory', 'level.tactical': 'tactical victory', 'level.draw': 'draw',
  'origin.athenian': 'Athenian', 'origin.allied-cities': 'allied cities', 'origin.segesta': 'Segesta', 'origin.archers': 'archers', 'origin.thetes': 'thetes', 'origin.argos': 'Argos',
  'origin.mantinea': 'Mantinea', 'origin.mercenaries': 'mercenaries', 'origin.slingers': 'slingers', 'origin.tacheiai': 'tacheiai', 'origin.stratiotides': 'stratiotides',
  'origin.syracusan': 'Syracusan', 'origin.sicel-cavalry': 'Sicel cavalry', 'origin.thurians': 'Thurians', 'origin.allied-hoplites': 'allied hoplites', 'origin.javelinmen': 'javelinmen',
  'origin.sparta': 'Sparta', 'origin.neodamodeis': 'neodamodeis', 'origin.sailors': 'sailors', 'origin.selinus': 'Selinus', 'origin.himera-selinus': 'Himera and Selinus',
  'origin.corinth': 'Corinth', 'origin.thebes': 'Thebes', 'origin.gela': 'Gela', 'origin.camarina': 'Camarina',
};

const n = (k: string) => NAMES_EN[k] ?? k;
const side = (s: string) => n(`side.${s}`);
/** Zones named bare (towns, heights, a hill); every other zone takes `the` in a sentence (`the Great Harbour`). */
const BARE = new Set(['T2', 'T3', 'T6', 'T7', 'T8', 'T13', 'T16', 'T25', 'Catane']);
const the = (z: string) => `${BARE.has(z) ? '' : 'the '}${n(`place.${z}`)}`;
/** A zone as a sentence reads it, with its article; a fort by its zone (`the fort of the Olympieion`). */
const place = (z: string) => (z.endsWith(':fort') ? `the fort of ${the(z.slice(0, -5))}` : the(z));
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** A leader by name; a unit by side, type and strength, with its origin when it is not its city's own (`Athenian hoplites 2 (Argos)`). */
const pieceName = (id: string) => {
  const leader = NAMES_EN[`leader.${id}`];
  if (leader) return leader;
  const u = unitOf(id);
  if (!u) return id;
  const origin = n(`origin.${u.origin}`);
  const own = origin === n(`side-adj.${u.side}`) || origin === n(`type.${u.type}`);
  return `${n(`side-adj.${u.side}`)} ${n(`type.${u.type}`)} ${u.pf}${own ? '' : ` (${origin})`}`;
};
/** A work by name, with its article (`the Athenian camp`, `the chains`). */
const theBuild = (id: string) => { const b = n(`build.${id}`); return b.startsWith('the ') ? b : `the ${b}`; };
/** A leader is one man; a unit's name is a plural (`hoplites`, `triremes`). */
const verb = (id: string, one: string, many: string) => (isLeader(id) || !unitOf(id) ? one : many);
/** A stratagem counter by the names of its faces (`Archers / Sapping`). */
const counterName = (c: string) => facesOf(c).map((f) => n(`stratagem.${f}`)).join(' / ') || c;
/** A reinforcement group by side, turn and leaders (`the Athenian reinforcements of turn 8 (Demosthenes, Eurymedon)`). */
const groupName = (g: string) => {
  const p = groupOf(g);
  if (!p) return g;
  const who = p.leaders.length ? ` (${p.leaders.map((l) => n(`leader.${l}`)).join(', ')})` : '';
  return p.turn === undefined ? `the optional ${n(`side-adj.${p.side}`)} reinforcements${who}` : `the ${n(`side-adj.${p.side}`)} reinforcements of turn ${p.turn}${who}`;
};
/** What a stratagem or the Advantage was aimed at, by its name. */
const target = (id: string): string => {
  const t = thingOf(id, (b) => `build.${b}` in NAMES_EN);
  switch (t.k) {
    case 'place': return place(t.fort ? `${t.zone}:fort` : t.zone);
    case 'piece': return pieceName(t.id);
    case 'stratagem': return n(`stratagem.${t.face}`);
    case 'group': return groupName(t.id);
    case 'build': return n(`build.${t.id}`);
    case 'advantage': return n(`advantage.${t.use}`);
    case 'return': return `brings back ${n(`leader.${t.leader}`)}`;
    default: return t.id;
  }
};

const outcome = (d: { winners: string[]; level: string; vpAth: number; vpSyr: number }) =>
  `${d.winners.length ? `${d.winners.map(side).join(', ')}: ${n(`level.${d.level}`)}` : n('level.draw')} (Athens ${d.vpAth} VP, Syracuse ${d.vpSyr} VP)`;

export const en: GameCatalog<SyracuseEvents, SyracuseProblems, SyracusePrompts, SyracuseResults> = {
  events: {
    turn: (d) => `Turn ${d.turn}: ${n(`season.${d.season}`)} ${d.year} BC.`,
    draw: (d) => `${side(d.side)} draws a stratagem (${counterName(d.counter)}).`,
    'return-to-bowl': (d) => `${side(d.side)} returns the stratagem ${counterName(d.counter)} to the bowl.`,
    initiative: (d) => `Athens rolls ${d.ath}, Syracuse ${d.syr}: ${side(d.initiative)} has the initiative; AP Athens ${d.apAth}, Syracuse ${d.apSyr}.`,
    advantage: (d) => `${side(d.side)} uses the Advantage (${target(d.use)}); it passes to the opponent.`,
    reinforcement: (d) => `${n(`side-adj.${d.side}`)} reinforcements arrive in ${place(d.zone)}.`,
    'reinforcement-delayed': (d) => `${cap(groupName(d.group))} are delayed to turn ${d.turn}.`,
    'reinforcement-cancelled': (d) => `${cap(groupName(d.group))} are cancelled.`,
    healed: (d) => `${pieceName(d.leader)} recovers.`,
    declare: (d, f) => `${side(d.side)} announces ${d.ap} ${f.plural(d.ap, { one: 'action point', other: 'action points' })}.`,
    activate: (d) => `${side(d.side)} activates ${place(d.zone)} (${d.cost} AP).`,
    move: (d, f) => `${pieceName(d.piece)} ${verb(d.piece, 'moves', 'move')} from ${place(d.from)} to ${place(d.to)} (${d.cost} ${f.plural(d.cost, { one: 'MP', other: 'MP' })}).`,
    'fort-captured': (d) => `${side(d.side)} takes the ${n(`fort.${d.fort}`)} fort.`,
    'leader-captured': (d) => `${pieceName(d.leader)} is captured.`,
    'cavalry-withdraws': (d) => `${n(`side-adj.${d.side}`)} cavalry withdraws to ${place(d.to)}.`,
    stratagem: (d) => `${side(d.side)} plays ${n(`stratagem.${d.face}`)}${d.target ? ` (${target(d.target)})` : ''}.`,
    'no-combat-ap': (d) => `${side(d.side)} has no AP left to fight: the units that entered go back reduced.`,
    combat: (d) => `Combat in ${place(d.zone)}: ${d.attack} against ${d.defence}, column ${d.column}, die ${d.die}, modified ${d.roll}: ${d.result[0]} / ${d.result[1]}; ${side(d.winner)} wins.`,
    reduced: (d) => `${pieceName(d.unit)} ${verb(d.unit, 'is', 'are')} reduced.`,
    eliminated: (d) => `${pieceName(d.piece)} ${verb(d.piece, 'is', 'are')} eliminated.`,
    retreat: (d, f) => `${side(d.side)} retreats ${d.pieces.length} ${f.plural(d.pieces.length, { one: 'counter', other: 'counters' })} to ${place(d.to)}.`,
    displaced: (d, f) => `Reinforcements clear ${place(d.from)}: ${d.pieces.length} ${n(`side-adj.${d.side}`)} ${f.plural(d.pieces.length, { one: 'counter is', other: 'counters are' })} moved to ${place(d.to)}.`,
    'night-attack': (d) => `Night attack: the die shows ${d.roll}.`,
    discord: (d) => `Discord against ${pieceName(d.leader)}: ${d.roll}, ${d.success ? 'he leaves the game' : 'no effect'}.`,
    storm: (d) => `Storm at sea: ${pieceName(d.unit)}, die ${d.roll}.`,
    'works-dice': (d, f) => `${n(`side-adj.${d.side}`)} works dice: ${d.dice.join(', ') || 'none'} — ${d.pt} ${f.plural(d.pt, { one: 'works point', other: 'works points' })}.`,
    built: (d) => `${side(d.side)} builds ${theBuild(d.what)}.`,
    'wall-destroyed': (d) => `${cap(theBuild(d.wall))} is destroyed (${d.roll}).`,
    'chains-broken': (d) => `The chains are broken (${d.roll}).`,
    'camp-destroyed': () => 'The Athenian camp is destroyed.',
    supply: (d) => `${n(`side-adj.${d.side}`)} supply: box ${d.box} (${n(`supply.${d.face}`)}).`,
    'supply-roll': (d) => `Cavalry raid on the ${n(`side-adj.${d.side}`)} supply: ${d.roll}${d.disette ? ', shortage' : ''}.`,
    starvation: (d) => (d.side === 'syr' ? 'Syracuse capitulates.' : 'Famine: every Athenian unit is reduced.'),
    attrition: (d) => `Attrition in ${place(d.zone)}: ${d.roll}, ${n(`attrition.${d.effect}`)}.`,
    siege: (d) => `Siege of the ${n(`fort.${d.fort}`)} fort: ${d.roll}, ${d.success ? 'it falls' : 'it holds'}.`,
    recovered: (d) => `${pieceName(d.unit)} ${verb(d.unit, 'returns', 'return')} to full strength.`,
    redeploy: (d) => `${pieceName(d.piece)} ${verb(d.piece, 'redeploys', 'redeploy')} to ${place(d.to)}.`,
    'game-over': (d) => `Game over: ${d.winners.length ? `${d.winners.map(side).join(', ')} — ${n(`level.${d.level}`)}` : n('level.draw')} (Athens ${d.vpAth} VP, Syracuse ${d.vpSyr} VP).`,
  },
  problems: {
    'not-your-turn': () => 'It is not your decision now.',
    'not-a-choice': (d) => `“${d.verb}” is not one of the choices offered now.`,
    'bad-decision': () => 'A decision is a verb with an optional subject and target.',
  },
  prompts: {
    'advantage-b1': () => 'Use the Advantage now (two more AP, or take the initiative)?',
    'b2-strat': () => 'Play a reinforcement stratagem, or pass.',
    's17-answer': (d) => `Cancel ${groupName(d.group)} with Delayed reinforcements?`,
    place: (d) => `Where do ${groupName(d.group)} arrive?`,
    clear: (d) => `Every entry zone of ${groupName(d.group)} holds enemy units: you clear ${place(d.zone)}. Choose the adjacent zone its enemy units are moved to.`,
    'reinf-move': () => 'Move your reinforcements, then done.',
    declare: (d) => `How many of your ${d.ap} AP do you spend in this action phase?`,
    react: () => 'Play a stratagem before the enemy moves, or pass.',
    act: (d) => `Activate zones and move (${d.pool} AP left), then end.`,
    withdraw: (d) => `Withdraw your cavalry from ${place(d.zone)}?`,
    fight: () => 'Choose the next combat.',
    'combat-strat': (d) => `Play a combat stratagem in ${place(d.zone)}, or pass.`,
    reroll: (d) => {
      const rolled = d.dice ?? [];
      const dice = rolled.length === 0 ? '' : ` ${rolled.length > 1 ? 'dice' : 'die'} ${rolled.join(', ')}.`;
      const ask = rolled.length > 1 ? 'Use the Advantage to have them all rolled again?' : 'Use the Advantage to roll again?';
      const what: Record<string, string> = {
        combat: `Combat in ${place(d.zone)}`, attrition: `Attrition in ${place(d.zone)}`, siege: `Siege in ${place(d.zone)}`,
        wall: `Destroying a wall by ${place(d.zone)}`, chains: 'Breaking the chains', storm: 'Storm at sea', night: `Night attack in ${place(d.zone)}`,
        discord: `Discord against ${pieceName(d.leader ?? '')}`,
      };
      return `${what[d.what ?? 'combat'] ?? cap(d.what ?? '')}:${dice} ${ask}`;
    },
    'after-combat': (d) => `Play Cavalry in ${place(d.zone)}? Choose the reduced enemy unit it eliminates, or pass.`,
    losses: (d) => {
      if (d.cause === 'hulls-eliminate') return `Rotten hulls in ${place(d.zone)}: choose the trireme unit you eliminate.`;
      if (d.cause === 'hulls-reduce') return `Rotten hulls in ${place(d.zone)}: choose the trireme unit you reduce.`;
      if (d.cause === 'epidemic') return `Epidemic: choose an enemy land unit to reduce (${d.left ?? 1} to go).`;
      const cause: Record<string, string> = { attrition: 'Attrition', combat: 'Combat' };
      return `${cause[d.cause ?? ''] ?? 'Losses'} in ${place(d.zone)}: choose the unit that takes the loss.`;
    },
    retreat: (d) => `Retreat from ${place(d.zone)} to where?`,
    recovery: (d) => {
      const why: Record<string, string> = { S15: n('stratagem.S15'), S16: n('stratagem.S16'), S25: `${n('stratagem.S25')} (as ${n('stratagem.S15')})`, advantage: 'The Advantage' };
      return `${why[d.cause] ?? 'Recovery'}: choose a reduced unit to turn back to full strength${d.left > 1 ? ` (${d.left} to go)` : ''}.`;
    },
    works: (d, f) => `Works: ${d.pt} ${f.plural(d.pt, { one: 'works point', other: 'works points' })}.`,
    d1: () => 'Keep one stratagem.',
    d2: () => 'Redeploy to your fortified zones, forts and ports, then done.',
    d3: () => 'Turn reduced units back to full strength, then done.',
    d4: () => 'Play Supply, or done.',
    d5: () => 'Play Rotten hulls or Desertion, or done.',
    over: () => 'The game is over.',
  },
  results: {
    capitulation: (d) => `Syracuse capitulated, starved. ${outcome(d)}.`,
    'athenian-fleet': (d) => `The Athenian fleet fell to 40 PF or less. ${outcome(d)}.`,
    'camp-destroyed': (d) => `The Athenian camp was destroyed. ${outcome(d)}.`,
    chains: (d) => `The chains closed the harbour before the Athenian walls were finished. ${outcome(d)}.`,
    circumvallation: (d) => `Syracuse was walled in and the Plemmyrion held. ${outcome(d)}.`,
    points: (d) => `Victory points. ${outcome(d)}.`,
  },
  names: NAMES_EN,
};
