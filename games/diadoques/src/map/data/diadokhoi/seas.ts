/**
 * Diadokhoi sea provinces: Table 2 (`diadokhoi §T2`), 16 navigable seas and the impassable
 * Hyrcanian sea (`diadokhoi §T2.1`, `§7.1.2`), which has no printed abbreviation (id `HyS`).
 * Names and abbreviations are printed; positions and French names are reconstructed (French
 * abbreviations are those of `diadoques`).
 */
import type { LonLat, Names, Sea } from '../../types.ts';
import { names } from '../helpers.ts';

function sea(id: string, n: Names, centre: LonLat, seeds: LonLat[], navigable = true, note?: string): Sea {
  const s: Sea = { kind: 'sea', id, names: n, centre, seeds, navigable, reconstructed: true, source: ['diadokhoi §T2'] };
  if (note) s.note = note;
  return s;
}

export const diadokhoiSeas: Sea[] = [
  sea('PeG', names('Persian gulf', 'Golfe Persique', 'PeG', 'GPE', ['Persian sea']), [51.5, 27.0],
    [[49.5, 28.8], [53.0, 26.0], [56.2, 26.5], [57.5, 25.0]]),
  sea('ArG', names('Arabic gulf', 'Golfe Arabique', 'ArG', 'GAR', ['Arabian gulf', 'Red Sea', 'Mer Rouge', 'Arabian Gulf (the Red Sea)']), [37.5, 21.0],
    [[33.0, 28.5], [34.7, 28.5], [35.5, 25.0], [39.5, 18.0], [42.0, 14.5]]),
  sea('HyS', names('Hyrcanian sea', 'Mer Hyrcanienne', 'HyS', 'MHY', ['Caspian sea', 'Mer Caspienne', 'Hyrcanian']), [51.0, 41.0],
    [[50.5, 38.5], [49.8, 43.5]], false, 'Impassable (diadokhoi §T2.1, §7.1.2); Table 2 prints no abbreviation ("---"): HyS is ours.'),
  sea('EMS', names('Eastern Mediterranean sea', 'Méditerranée Orientale', 'EMS', 'MOR', ['Eastern Mediterranean', 'Eastern Mediterranean sea']), [27.0, 33.5],
    [[24.0, 33.8], [30.0, 32.5], [31.5, 33.7], [26.0, 34.8]]),
  sea('InS', names('Inner sea', 'Mer Intérieure', 'InS', 'MIN'), [34.3, 33.3], [[34.5, 32.2], [33.0, 31.7]]),
  sea('GSa', names('Gulf of Salamine', 'Golfe de Salamine', 'GSa', 'SAL', ['Gulf of Salamis', 'Gulf of Issos']), [35.2, 36.0],
    [[34.3, 36.3], [35.4, 35.9], [32.7, 36.0]]),
  sea('RhS', names('Rhodian sea', 'Mer Rhodienne', 'RhS', 'MRD'), [29.0, 35.5], [[30.6, 36.2], [28.0, 35.5], [27.3, 35.9]]),
  sea('IoS', names('Ionian sea', 'Mer Ionienne', 'IoS', 'MIO', ['Ionian']), [19.5, 36.5],
    [[19.0, 39.0], [17.5, 37.5], [21.0, 35.0], [18.5, 33.0], [20.5, 38.0], [22.4, 38.25]]),
  sea('Mae', names('Palus Maeotide', 'Palus Méotide', 'Mae', 'MAE', ['Palus Maeotis', 'Sea of Azov', 'Mer d\'Azov']), [36.5, 46.3],
    [[35.5, 45.8], [37.5, 46.4]]),
  sea('Adr', names('Adriatic', 'Adriatique', 'Adr', 'ADR', ['Adriatic sea', 'Mer Adriatique']), [15.5, 43.0],
    [[13.5, 44.5], [17.5, 42.0], [18.8, 41.2]]),
  sea('Cyc', names('Cyclades', 'Cyclades', 'Cyc', 'CYC', ['Cyclades sea', 'Mer des Cyclades']), [25.2, 36.8],
    [[24.0, 37.5], [23.5, 37.6], [25.5, 36.2]]),
  sea('Eol', names('Eolide', 'Éolide', 'Eol', 'EOL', ['Aeolis']), [26.4, 37.9], [[26.0, 38.8], [27.0, 37.1]]),
  sea('Eub', names('Eubea', 'Eubée', 'Eub', 'EUB', ['Euboea']), [23.6, 39.6], [[22.9, 40.2], [23.0, 38.85], [24.2, 39.2]]),
  sea('Aeg', names('Aegean sea', 'Mer Égée', 'Aeg', 'EGE', ['Ege', 'Aegean', 'Égée']), [25.0, 39.9],
    [[24.5, 40.7], [26.0, 39.3], [25.8, 40.5]]),
  sea('Pro', names('Propontide', 'Propontide', 'Pro', 'PRO', ['Propontis', 'Sea of Marmara']), [28.0, 40.7], [[27.2, 40.6], [28.9, 40.7]]),
  sea('WPE', names('Western Pont Euxin', 'Pont-Euxin Occidental', 'WPE', 'POC', ['Western Pont-Euxin', 'Western Black Sea']), [30.8, 43.0],
    [[29.5, 44.5], [31.5, 42.0], [32.5, 44.0]]),
  sea('EPE', names('Eastern Pont Euxin', 'Pont-Euxin Oriental', 'EPE', 'POR', ['Eastern Pont-Euxin', 'Eastern Black Sea']), [37.0, 43.0],
    [[35.0, 42.5], [39.5, 42.0], [38.0, 44.3]]),
];
