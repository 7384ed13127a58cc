/**
 * Names and approximate courses (source to mouth, [lon, lat]) of the rivers of both maps.
 * Historical geography, simplified for drawing; which borders they run along and which
 * provinces they flood is ruleset data (each ruleset's borders and rivers files).
 */
import type { LonLat, Names } from '../types.ts';
import { names } from './helpers.ts';

export interface RiverGeo {
  names: Names;
  course: LonLat[];
}

export const RIVER_GEO: Record<string, RiverGeo> = {
  halys: {
    names: names('Halys', 'Halys', undefined, undefined, ['Kizilirmak']),
    course: [[38.8, 39.8], [37.0, 39.7], [35.5, 38.9], [34.8, 38.8], [33.8, 39.1], [33.5, 39.9], [34.0, 40.9], [35.0, 41.3], [35.95, 41.72]],
  },
  euphrates: {
    names: names('Euphrates', 'Euphrate', undefined, undefined, ['Euphrate']),
    course: [[41.3, 39.9], [39.5, 39.0], [38.7, 38.4], [38.3, 37.5], [37.9, 36.9], [38.1, 36.0], [39.0, 35.95], [40.1, 35.3], [40.9, 34.45], [42.8, 33.6], [44.3, 32.6], [45.8, 31.3], [46.9, 31.0], [47.4, 31.0], [48.2, 30.0]],
  },
  tigris: {
    names: names('Tigris', 'Tigre', undefined, undefined, ['Tigros', 'Tigre']),
    course: [[39.9, 38.5], [40.2, 37.9], [41.6, 37.4], [42.5, 37.1], [43.1, 36.3], [43.6, 35.4], [43.9, 34.2], [44.4, 33.3], [45.6, 32.5], [46.8, 31.6], [47.4, 31.0], [48.2, 30.0]],
  },
  nile: {
    names: names('Nile', 'Nil', undefined, undefined, ['Nilus']),
    course: [[32.9, 24.1], [32.7, 25.7], [31.2, 27.2], [31.2, 30.1], [30.6, 31.0], [30.3, 31.4]],
  },
  ister: {
    names: names('Ister', 'Ister', undefined, undefined, ['Danube', 'Danubius', 'Istros']),
    course: [[16.5, 45.5], [19.0, 44.8], [20.5, 44.8], [22.5, 44.5], [24.5, 43.7], [26.5, 44.0], [28.0, 44.2], [28.2, 45.4], [29.7, 45.2]],
  },
  borysthenes: {
    names: names('Borysthenes', 'Borysthène', undefined, undefined, ['Dnieper', 'Borysthène']),
    course: [[33.0, 50.0], [35.0, 48.5], [35.2, 47.5], [34.0, 47.0], [32.5, 46.6]],
  },
  tanais: {
    names: names('Tanais', 'Tanaïs', undefined, undefined, ['Don', 'Tanaïs']),
    course: [[38.5, 50.5], [41.5, 48.5], [40.5, 47.5], [39.3, 47.1]],
  },
  araxes: {
    names: names('Araxes', 'Araxe', undefined, undefined, ['Araxe', 'Aras']),
    course: [[41.3, 39.6], [43.5, 40.0], [44.9, 39.3], [46.5, 38.9], [47.8, 39.7], [48.5, 40.0]],
  },
  cyrus: {
    names: names('Cyrus', 'Cyros', undefined, undefined, ['Cyros', 'Kura', 'Kyros']),
    course: [[42.7, 41.0], [44.0, 41.7], [45.5, 41.4], [47.3, 40.3], [48.8, 39.5]],
  },
  meander: {
    names: names('Meander', 'Méandre', undefined, undefined, ['Maeander', 'Méandre']),
    course: [[30.0, 38.0], [29.1, 37.9], [28.0, 37.8], [27.3, 37.55]],
  },
  oxus: {
    names: names('Oxus', 'Oxos', undefined, undefined, ['Oxos', 'Amu Darya', 'Amou-Daria']),
    course: [[71.5, 37.0], [68.5, 37.2], [66.0, 37.4], [63.5, 39.0], [61.5, 40.8], [59.5, 42.8]],
  },
  indus: {
    names: names('Indus', 'Indus', undefined, undefined, ['Sindhu']),
    course: [[73.5, 35.5], [72.2, 33.9], [71.3, 32.0], [70.5, 30.0], [69.0, 27.5], [68.3, 25.4], [67.5, 24.2]],
  },
  iaxartes: {
    names: names('Iaxartes', 'Iaxarte', undefined, undefined, ['Jaxartes', 'Syr Darya', 'Iaxarte']),
    course: [[71.5, 41.0], [69.5, 40.5], [68.5, 41.5], [66.5, 43.5], [62.0, 45.8]],
  },
  volga: {
    names: names('Rha (Volga)', 'Rha (Volga)', undefined, undefined, ['Volga', 'Rha']),
    course: [[46.0, 48.5], [46.8, 47.5], [47.9, 46.4]],
  },
  ural: {
    names: names('Daix (Ural)', 'Daïx (Oural)', undefined, undefined, ['Ural', 'Oural', 'Daix']),
    course: [[51.5, 50.0], [51.6, 48.5], [51.9, 47.1]],
  },
};
