/**
 * Diadokhoi rivers, with the flood plains each flood covers (`diadokhoi §T6`): Euphrates and
 * Tigris flood Chaldea and Lower Mesopotamia (`§T6-Sp5`, `§T6-Sp6`), the Nile Egypt
 * (`§T6-Su6-7`), the Ister, Borysthenes and Tanais together Scythia and Ister (`§T6-Sp3-4`,
 * `§T6-Au6`); the Halys, Araxes and Cyrus floods close borders only. Courses are drawn from
 * historical geography (rivers-geo.ts).
 */
import type { Landmark, Lake, River, SpaceId } from '../../types.ts';
import { river } from '../border-helpers.ts';
import { names } from '../helpers.ts';
import { RIVER_GEO } from '../rivers-geo.ts';

function r(id: string, floods: SpaceId[], source: string[], note?: string): River {
  const g = RIVER_GEO[id];
  if (!g) throw new Error(`no geography for river ${id}`);
  return river(id, g.names, g.course, floods, source, note);
}

const GROUP = 'The Ister, Borysthenes and Tanais flood together; the event floods Scythia and Ister.';

export const diadokhoiRivers: River[] = [
  r('halys', [], ['diadokhoi §T6-Sp3-4']),
  r('euphrates', ['Chd', 'LMe'], ['diadokhoi §T6-Sp5', 'diadokhoi §3.1.4']),
  r('tigris', ['Chd', 'LMe'], ['diadokhoi §T6-Sp6', 'diadokhoi §3.1.4']),
  r('nile', ['Egy'], ['diadokhoi §T6-Su6-7', 'diadokhoi §3.1.7']),
  r('ister', ['Scy', 'Ist'], ['diadokhoi §T6-Sp3-4', 'diadokhoi §T6-Au6'], GROUP),
  r('borysthenes', ['Scy'], ['diadokhoi §T6-Sp3-4', 'diadokhoi §T6-Au6'], GROUP),
  r('tanais', [], ['diadokhoi §T6-Sp3-4', 'diadokhoi §T6-Au6'], GROUP),
  r('araxes', [], ['diadokhoi §T6-Sp7']),
  r('cyrus', [], ['diadokhoi §T6-Sp7']),
  r('meander', [], [], 'Drawn for orientation; no event floods it.'),
];

export const diadokhoiLakes: Lake[] = [
  {
    id: 'urmia', names: names('Lake Urmia', "Lac d'Ourmia", undefined, undefined, ['Matiane']), centre: [45.5, 37.7],
    reconstructed: true, source: ['diadokhoi §7.1.1'],
    note: 'Drawn where Armenia, Media, Assyria and Mesopotamia meet at one point: no border joins Assyria to Armenia nor Media to Mesopotamia. No border crosses it.',
  },
];

export const diadokhoiLandmarks: Landmark[] = [
  {
    id: 'kardia', names: names('Kardia', 'Cardia', undefined, undefined, ['Cardia']), centre: [26.77, 40.6], within: 'Che',
    reconstructed: false, source: ['diadokhoi §1.1'], note: 'Home town of Eumenes, in the Chersonese.',
  },
  {
    id: 'triparadeisos', names: names('Triparadeisos', 'Triparadisos', undefined, undefined, ['Triparadisus']), centre: [36.2, 34.0], within: 'Dam',
    reconstructed: false, source: ['diadokhoi §1'], note: 'Where the empire was shared out in −321 (in the Beqaa valley).',
  },
  {
    id: 'gabiene', names: names('Gabiene', 'Gabiène', undefined, undefined, ['Gabiena']), centre: [51.6, 32.6], within: 'Med',
    reconstructed: false, source: ['diadokhoi §6.3.2'], note: 'Battle where Eumenes was betrayed (−316).',
  },
  {
    id: 'carthago', names: names('Carthago', 'Carthage', undefined, undefined, ['Carthage']), centre: [10.32, 36.85], within: null,
    reconstructed: false, source: ['diadokhoi §T6.3-1'], note: 'Off the map: sends gold (foreign intervention).',
  },
  {
    id: 'arabic-peninsula', names: names('Arabic peninsula', 'Péninsule arabique', undefined, undefined, ['Arabia Felix']), centre: [45.0, 20.0], within: null,
    reconstructed: false, source: ['diadokhoi §3.1.9'], note: 'Like an off-board province: fleets round it in 3 seasons between ArG and PeG.',
  },
];
