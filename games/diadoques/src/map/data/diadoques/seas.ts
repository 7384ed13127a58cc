/**
 * Les Diadoques sea zones: those of the sea-storm table (`diadoques §T2`) — the 16 navigable
 * seas of diadokhoi under their French abbreviations, plus the Indian Ocean (OCI) — and the
 * impassable Hyrcanian sea (no abbreviation printed: MHY is ours).
 */
import type { Sea } from '../../types.ts';
import { diadokhoiSeas } from '../diadokhoi/seas.ts';
import { names } from '../helpers.ts';
import { PROVINCE_ID } from './ids.ts';
import { provenanceOf } from './provinces.ts';

const translated: Sea[] = diadokhoiSeas.map(({ note: _note, source: _source, ...s }) => {
  const id = PROVINCE_ID[s.id]!;
  const out: Sea = { ...s, id, ...provenanceOf(id) };
  if (id === 'MHY') out.note = 'Impassable (as in diadokhoi §7.1.2); no abbreviation printed: MHY is ours.';
  return out;
});

const indianOcean: Sea = {
  kind: 'sea', id: 'OCI', names: names('Indian Ocean', 'Océan Indien', 'InO', 'OCI', ['Erythraean sea', 'Mer Érythrée', 'Arabian sea', "Mer d'Arabie"]),
  centre: [62.0, 22.0], seeds: [[58.5, 24.3], [66.0, 22.5], [60.0, 18.0], [55.0, 16.0]], navigable: true,
  ...provenanceOf('OCI'),
  note: 'The sea off Gedrosia and the Indus (and the Gulf of Oman): only its abbreviation and its storms are printed.',
};

export const diadoquesSeas: Sea[] = [...translated, indianOcean];
