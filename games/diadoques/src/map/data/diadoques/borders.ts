/**
 * Les Diadoques borders. No list is printed (`diadoques §0.2`); these are the diadokhoi
 * borders where both maps show the same land (ids translated), without what cannot exist
 * here, plus the eastern satrapies. Printed facts used:
 * - fleets move sea to sea and between port citadels and seas only (`diadoques §9a.8`): no
 *   fleet ever stands in a land province, so the diadokhoi `shore` borders and multi-coast
 *   distinctions do not exist here; province–sea `coast` borders remain for convoys,
 *   corruption by a fleet (`diadoques §9b.1`) and storms (`diadoques §14b.3`);
 * - lakes MES–MED and ARE–ARH (`diadoques §9a.11`);
 * - the canal MOR–GAR and the tow path MIO–Athènes (`diadoques §4b.3`); rounding Arabia, the
 *   one special movement a retreat may use (`diadoques §9a.42`);
 * - the examples: F MOR retreating to MIO, CYC, Alexandrie, MRD, MIN (`diadoques §9a.43`);
 *   A SYR retreating to Alexandrie d'Issos, PHE, COM, CIL; A PHE SYR and F CYC Athènes
 *   (`diadoques §9a.17`); fleets besieging Alexandrie from MOR and Alexandrie d'Issos from
 *   SAL (`diadoques §9a.32`, `§9a.36`); an elite fleet in EGE needs Lysimachia, Smyrne's
 *   dotted arrow reaches EGE (`diadoques §10.19`).
 * Reasons for every other choice: docs/rules/diadoques/map-decisions.md.
 */
import type { Border } from '../../types.ts';
import { access, citadelBorders, coast, land, part, range, seaLink, whole } from '../border-helpers.ts';
import { diadokhoiBorders } from '../diadokhoi/borders.ts';
import { diadoquesCitadels } from './citadels.ts';
import { CITADEL_ID, PROVINCE_ID } from './ids.ts';

/**
 * Not on this map: Hyrcania–Persia (the central desert SAG lies between), the diadokhoi way
 * round Arabia (here GAR–OCI), and Lysimachia's arrow to the Propontide — the Pontic pirates,
 * whose field includes PRO, are forbidden Byzance and Cyzique but not Lysimachia
 * (`diadoques §14e.11.1`), so Lysimachia's only double arrow is to EGE (`diadoques §10.19`).
 */
const DROPPED = new Set(['Per–Hyr', 'ArG–PeG', 'lysimachia–Pro']);

/** The diadokhoi borders that exist on this map too, in diadoques ids. */
function translated(): Border[] {
  const out: Border[] = [];
  for (const b of diadokhoiBorders) {
    if (b.kind === 'shore' || b.kind === 'citadel') continue;
    if (b.a === 'Rom' || b.b === 'Rom' || DROPPED.has(`${b.a}–${b.b}`)) continue;
    const a = PROVINCE_ID[b.a] ?? CITADEL_ID[b.a];
    const z = PROVINCE_ID[b.b] ?? CITADEL_ID[b.b];
    if (!a || !z) continue;
    // Notes and sources cite the diadokhoi rules: they are not carried over.
    const { aCoast: _a, bCoast: _b, special: _s, source: _src, note: _n, floodDetour, ...rest } = b;
    const copy: Border = { ...rest, a, b: z, reconstructed: true };
    if (floodDetour && b.river) {
      // No such rule here; a border the river does not run end to end stays open in a flood (diadoques §9a.7).
      copy.river = { river: b.river.river, whole: false };
      copy.note = 'The river does not run the whole border (a mountain stretch remains, cf. diadokhoi §3.1.4): its flood does not close it (diadoques §9a.7).';
    }
    if (b.kind === 'coast' && out.some((x) => x.kind === 'coast' && x.a === a && x.b === z)) continue;
    out.push(copy);
  }
  return out;
}

/** The eastern satrapies (`diadoques §11c.7`, `§11d.1`, `§14f.3.1`, `§T1.10`). */
const eastLand: Border[] = [
  land('MES', 'MED', { lake: 'urmia', reconstructed: false, source: ['diadoques §9a.11'] }),
  land('ARE', 'ARH', { lake: 'hamun', reconstructed: false, source: ['diadoques §9a.11'] }),
  land('HYR', 'SAG'),
  land('HYR', 'PAR', { source: ['diadoques §14f.3.2'] }),
  land('HYR', 'GRA', { source: ['diadoques §14f.3.2'] }),
  land('MED', 'SAG'),
  land('PER', 'SAG'),
  land('PER', 'CAM'),
  land('SAG', 'CAM'),
  land('SAG', 'ARE'),
  land('SAG', 'ARH'),
  land('SAG', 'GED'),
  land('SAG', 'PAR'),
  land('CAM', 'GED'),
  land('GED', 'ARH'),
  land('GED', 'IND'),
  land('ARH', 'IND', { mountain: range('Sulaiman', 'Bolan') }),
  land('ARH', 'GHA'),
  land('ARE', 'PAR'),
  land('ARE', 'BAC', { mountain: range('Paropamisus') }),
  land('PAR', 'GRA', { source: ['diadoques §14f.3.1'] }),
  land('PAR', 'BAC', { river: part('oxus') }),
  land('GRA', 'SOG', { river: whole('oxus') }),
  land('GRA', 'BAC', { river: part('oxus') }),
  land('ARE', 'GHA', { mountain: range('Paropamisus') }),
  land('BAC', 'SOG', { river: whole('oxus') }),
  land('BAC', 'GHA', { mountain: range('Hindu Kush', 'Khawak') }),
  land('GHA', 'IND', { source: ['diadoques §11d.1'] }),
];

const eastSea: Border[] = [
  coast('CAM', 'GPE'), coast('CAM', 'OCI'),
  coast('GED', 'OCI'),
  coast('IND', 'OCI'),
  coast('GRA', 'MHY'),
  seaLink('GPE', 'OCI', { strait: 'Hormuz' }),
  seaLink('GAR', 'OCI', {
    special: { kind: 'arabia', seasons: 2, retreat: true }, source: ['diadoques §9a.42'],
    note: 'Rounding Arabia: 2 seasons GAR→OCI, so GAR→GPE takes 3 seasons as in diadokhoi §3.1.9. The only special movement a retreat may use.',
  }),
  seaLink('MOR', 'GAR', {
    special: { kind: 'canal', via: ['EGY'] }, reconstructed: false, source: ['diadoques §4b.3'],
    note: 'The Pharaohs\' canal from the Nile to the Red Sea, both ways.',
  }),
];

/** Double arrows beyond those translated from diadokhoi §6.3.34–§6.3.35. */
const moreAccess: Border[] = [
  access('epidamnos', 'ADR', { source: ['diadoques §14e.14'] }),
  access('corinthe', 'MIO', { source: ['diadoques §14e.6'] }),
  access('corinthe', 'CYC', { source: ['diadoques §14e.6'] }),
  access('athenes', 'MIO', {
    special: { kind: 'towpath', via: ['ARC'] }, reconstructed: false, source: ['diadoques §4b.3'],
    note: 'The tow path (Diolkos) over the Isthmus of Corinth, from MIO to Athènes and back.',
  }),
];

export const diadoquesBorders: Border[] = [
  ...translated(),
  ...eastLand,
  ...eastSea,
  ...citadelBorders(diadoquesCitadels),
  ...moreAccess,
];
