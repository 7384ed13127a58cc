/** The Les Diadoques map (`diadoques`), assembled from its data files. Money in T. */
import type { GameMap } from '../../types.ts';
import { diadoquesBorders } from './borders.ts';
import { diadoquesCitadels } from './citadels.ts';
import { diadoquesProvinces } from './provinces.ts';
import { diadoquesLakes, diadoquesLandmarks, diadoquesRivers } from './rivers.ts';
import { diadoquesSeas } from './seas.ts';

export const diadoquesMap: GameMap = {
  ruleset: 'diadoques',
  title: 'Les Diadoques — de la Macédoine à l’Indus (carte reconstituée)',
  currency: 'T',
  extent: [11.5, 12.0, 76.0, 49.0],
  provinces: diadoquesProvinces,
  seas: diadoquesSeas,
  citadels: diadoquesCitadels,
  borders: diadoquesBorders,
  rivers: diadoquesRivers,
  lakes: diadoquesLakes,
  landmarks: diadoquesLandmarks,
  reconstructed: true,
  source: ['diadoques §0.2', 'diadoques §4a.1'],
  note: 'The map image is not in the text: its labels, the abbreviations the rules use and every constraint of the rules are kept; everything else is reconstructed (docs/rules/diadoques/map-decisions.md).',
};
