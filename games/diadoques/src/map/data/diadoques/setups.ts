/**
 * Les Diadoques starting position, spring −319 (`diadoques §1.2`, `§12.1`–`§12.5`,
 * `§6b.15`): six diadochi in their starting provinces with their capitals, second citadels
 * and epigones, the royal family placed. Units are chosen and bought by the players
 * (`diadoques §12.4`). Money in T.
 */
import type { PowerSetup, Scenario } from '../../types.ts';
import { names } from '../helpers.ts';
import { person, power } from '../setup-helpers.ts';

const N = {
  cassandre: names('Cassander', 'Cassandre', undefined, undefined, ['Cassandra', 'Kassandros']),
  lysimaque: names('Lysimachus', 'Lysimaque', undefined, undefined, ['Lysimachos']),
  antigone: names('Antigonus', 'Antigone', undefined, undefined, ['Antigonos']),
  eumene: names('Eumenes', 'Eumène', undefined, undefined, ['Eumenes']),
  ptolemee: names('Ptolemy', 'Ptolémée', undefined, undefined, ['Ptolemaios']),
  seleucos: names('Seleucus', 'Séleucos', undefined, undefined, ['Seleukos']),
  philippe: names('Philip', 'Philippe', undefined, undefined, ['Philippos']),
  agathocle: names('Agathocles', 'Agathocle'),
  demetrios: names('Demetrius', 'Démétrios', undefined, undefined, ['Demetrios']),
  hyeronimos: names('Hieronymus', 'Hyéronimos', undefined, undefined, ['Hyeronymos']),
  'ptolemee-ii': names('Ptolemy II', 'Ptolémée II'),
  antiochos: names('Antiochus', 'Antiochos'),
  'philippe-iii': names('Philip III', 'Philippe III', undefined, undefined, ['Philippe III Arrhidée']),
  eurydice: names('Eurydice', 'Eurydice'),
  roxane: names('Roxana', 'Roxane'),
  'alexandre-iv': names('Alexander IV', 'Alexandre IV', undefined, undefined, ['Alexandre IVe']),
  olympias: names('Olympias', 'Olympias'),
  cleopatre: names('Cleopatra', 'Cléopâtre'),
};
type Who = keyof typeof N;

/** Starting income (`diadoques §10.1`–`§10.2`, `§12.3`): province 1 T, own capital 31 T, a minor second citadel 1 T. */
const start = (id: Who, rule: string, province: string, capital: string, second: string | undefined, epigone: Who, maxFleets: number): PowerSetup =>
  power(id, N[id], 'player', {
    leader: id,
    capital,
    ...(second ? { secondCitadel: second } : {}),
    epigone,
    units: [],
    build: {
      count: 3,
      in: province,
      maxFleets,
      note: 'Free choice within the limits of diadoques §6a.2 and §6a.3; three mercenaries is the usual choice (§12.4). Fleets: 0 for Antigone, Eumène, Séleucos; up to 2 for the others.',
    },
    possessions: [province, capital, ...(second ? [second] : [])],
    treasury: 1 + 31 + (second ? 1 : 0),
    note: `Start table row ${rule}. Treasury = the income of ch. 10, before buying units.`,
  });

const standard: Scenario = {
  id: 'standard',
  ruleset: 'diadoques',
  title: 'Les six diadoques, printemps −319',
  playerCount: 6,
  start: { year: -319, season: 'spring' },
  reconstructed: false,
  source: ['diadoques §1.2', 'diadoques §12.1', 'diadoques §12.2', 'diadoques §12.3', 'diadoques §12.4', 'diadoques §12.5', 'diadoques §6b.15'],
  note: 'Citadel treasures stay in place until seized (diadoques §5.3, §9c.13).',
  treasures: 'map',
  powers: [
    start('cassandre', 'diadoques §1.2.1', 'MAC', 'pella', 'pydna', 'philippe', 2),
    start('lysimaque', 'diadoques §1.2.2', 'CHE', 'lysimachia', undefined, 'agathocle', 2),
    start('antigone', 'diadoques §1.2.3', 'PHR', 'gordion', undefined, 'demetrios', 0),
    start('eumene', 'diadoques §1.2.4', 'CAP', 'tyane', undefined, 'hyeronimos', 0),
    start('ptolemee', 'diadoques §1.2.5', 'EGY', 'alexandrie', 'peluse', 'ptolemee-ii', 2),
    start('seleucos', 'diadoques §1.2.6', 'CHD', 'babylone', undefined, 'antiochos', 0),
  ],
  characters: [
    person('cassandre', N.cassandre, 'MAC', 'cassandre'),
    person('lysimaque', N.lysimaque, 'CHE', 'lysimaque'),
    person('antigone', N.antigone, 'PHR', 'antigone'),
    person('eumene', N.eumene, 'CAP', 'eumene'),
    person('ptolemee', N.ptolemee, 'EGY', 'ptolemee'),
    person('seleucos', N.seleucos, 'CHD', 'seleucos'),
    person('philippe-iii', N['philippe-iii'], 'MAC', 'cassandre', { note: 'With Eurydice; must be given a unit to command (diadoques §6b.9).' }),
    person('eurydice', N.eurydice, 'MAC', 'cassandre'),
    person('roxane', N.roxane, 'MAC', 'cassandre'),
    person('alexandre-iv', N['alexandre-iv'], 'MAC', 'cassandre'),
    person('olympias', N.olympias, 'delphes', null),
    person('cleopatre', N.cleopatre, 'sardes', null),
  ],
};

export const diadoquesScenarios: Scenario[] = [standard];
