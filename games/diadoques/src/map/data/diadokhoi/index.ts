/** The Diadokhoi map (`diadokhoi`), assembled from its data files. Money in talents. */
import type { GameMap } from '../../types.ts';
import { diadokhoiBorders } from './borders.ts';
import { diadokhoiCitadels } from './citadels.ts';
import { diadokhoiProvinces } from './provinces.ts';
import { diadokhoiLakes, diadokhoiLandmarks, diadokhoiRivers } from './rivers.ts';
import { diadokhoiSeas } from './seas.ts';

export const diadokhoiMap: GameMap = {
  ruleset: 'diadokhoi',
  title: 'Diadokhoi — the eastern Mediterranean and the Near East (reconstructed map)',
  currency: 'talents',
  extent: [11.5, 12.0, 59.0, 49.0],
  provinces: diadokhoiProvinces,
  seas: diadokhoiSeas,
  citadels: diadokhoiCitadels,
  borders: diadokhoiBorders,
  rivers: diadokhoiRivers,
  lakes: diadokhoiLakes,
  landmarks: diadokhoiLandmarks,
  reconstructed: true,
  source: ['diadokhoi §MAP', 'diadokhoi §3.1.1', 'diadokhoi §T1', 'diadokhoi §T2'],
  note: 'The rulebook has no map image and no adjacency list: Tables 1–2 and the facts scattered in the text are kept; everything else is reconstructed (docs/rules/diadokhoi/map-decisions.md).',
};
