/**
 * Ordering standard Diplomacy by clicking (issue 17 item 4), as on the Diadoques board: click a
 * unit, then a lit province. What is lit comes only from the rules' own list of what each unit
 * may do (`classicChoices`, the judge's legality check), so a clicked order is never refused:
 * - movement: a unit's click lights its moves (the default); Hold, Support, Convoy are buttons;
 *   a support lights the units it may support, then where they may go (or the unit itself for a
 *   hold); a convoy lights the armies, then the coasts they may land on; a fleet that could
 *   reach two coasts asks which;
 * - retreats: a dislodged unit's click lights its retreats; Disband is a button;
 * - winter: with builds due, free home centres are lit (then army / fleet / coast); with
 *   disbands due, a click on a unit disbands it.
 * Pure: no DOM; the board draws what `lit` and `prompt` say and writes the lines returned.
 */
import type { Choice } from '@diadochi/kernel';

export interface CUnit {
  power: string;
  kind: 'army' | 'fleet';
  region: string;
}

export interface ClickContext {
  me: string;
  phase: 'movement' | 'retreat' | 'adjustment';
  units: readonly CUnit[];
  dislodged: readonly CUnit[];
  owners: Readonly<Record<string, string>>;
  /** The rules' list for my units now (null in winter). */
  choices: readonly Choice[] | null;
  /** Home centres of my power (winter builds). */
  homeCentres: readonly string[];
  /** Regions a fleet may stand in a province (coasts of a two-coast province, else itself); none inland. */
  fleetRegions(province: string): string[];
  /** Whether an army may stand in the province. */
  armyCan(province: string): boolean;
}

export type ClickState =
  | { step: 'idle' }
  | { step: 'move'; unit: CUnit }
  | { step: 'supported'; unit: CUnit }
  | { step: 'support-to'; unit: CUnit; other: CUnit }
  | { step: 'convoyed'; unit: CUnit }
  | { step: 'convoy-to'; unit: CUnit; other: CUnit }
  | { step: 'coast'; unit: CUnit; regions: string[] }
  | { step: 'retreat'; unit: CUnit }
  | { step: 'build'; province: string };

export const IDLE: ClickState = { step: 'idle' };

/** An order line to write, replacing any line for the same province (`key`). */
export interface Written {
  line: string;
  key: string;
}

export interface ClickResult {
  state: ClickState;
  write?: Written;
}

const provinceOf = (region: string): string => region.replace(/\(\w\w\)$/, '');
const written = (region: string): string => region.replace(/\((\w\w)\)$/, '/$1');
const letter = (u: Pick<CUnit, 'kind'>): string => (u.kind === 'fleet' ? 'F' : 'A');
const unitText = (u: CUnit): string => `${letter(u)} ${written(u.region)}`;

function targets(c: ClickContext, subject: string, verb: string): string[] {
  return [...(c.choices?.find((x) => x.subject === subject && x.verb === verb)?.targets ?? [])];
}

/** My units that may be ordered now (dislodged ones in a retreat phase). */
export function orderable(c: ClickContext): CUnit[] {
  if (c.phase === 'retreat') return c.dislodged.filter((u) => u.power === c.me && (c.choices ?? []).some((x) => x.subject === provinceOf(u.region)));
  if (c.phase === 'adjustment') return due(c) < 0 ? c.units.filter((u) => u.power === c.me) : [];
  return c.units.filter((u) => u.power === c.me && (c.choices ?? []).some((x) => x.subject === provinceOf(u.region)));
}

/** Builds (positive) or disbands (negative) due this winter. */
export function due(c: ClickContext): number {
  const centres = Object.values(c.owners).filter((p) => p === c.me).length;
  return centres - c.units.filter((u) => u.power === c.me).length;
}

/** Home centres where I may build now: mine and empty. */
export function buildPlaces(c: ClickContext): string[] {
  if (c.phase !== 'adjustment' || due(c) <= 0) return [];
  return c.homeCentres.filter((p) => c.owners[p] === c.me && !c.units.some((u) => provinceOf(u.region) === p));
}

/** What is lit now: regions or provinces a click may choose. */
export function lit(c: ClickContext, s: ClickState): string[] {
  switch (s.step) {
    case 'idle':
      return c.phase === 'adjustment' ? buildPlaces(c) : [];
    case 'move':
      return targets(c, provinceOf(s.unit.region), 'move');
    case 'supported': {
      const here = provinceOf(s.unit.region);
      const holds = targets(c, here, 'support-hold');
      const moves = targets(c, here, 'support-move').map((t) => t.split('-')[0]!);
      return [...new Set([...holds, ...moves])];
    }
    case 'support-to': {
      const here = provinceOf(s.unit.region);
      const from = provinceOf(s.other.region);
      const to = targets(c, here, 'support-move').filter((t) => t.startsWith(`${from}-`)).map((t) => t.split('-')[1]!);
      return [...(targets(c, here, 'support-hold').includes(from) ? [from] : []), ...to];
    }
    case 'convoyed':
      return [...new Set(targets(c, provinceOf(s.unit.region), 'convoy').map((t) => t.split('-')[0]!))];
    case 'convoy-to': {
      const from = provinceOf(s.other.region);
      return targets(c, provinceOf(s.unit.region), 'convoy')
        .filter((t) => t.startsWith(`${from}-`))
        .map((t) => t.split('-')[1]!);
    }
    case 'coast':
      return s.regions;
    case 'retreat':
      return targets(c, provinceOf(s.unit.region), 'retreat');
    case 'build':
      return [s.province];
  }
}

/** The verbs the selected unit may take now, for the buttons. */
export function verbs(c: ClickContext, s: ClickState): string[] {
  if (s.step === 'idle' || s.step === 'build') return [];
  if (s.step === 'retreat') return ['disband'];
  const subject = provinceOf(s.unit.region);
  const has = (v: string) => (c.choices ?? []).some((x) => x.subject === subject && x.verb === v);
  return [...(has('hold') ? ['hold'] : []), ...(has('move') ? ['move'] : []), ...(has('support-hold') || has('support-move') ? ['support'] : []), ...(has('convoy') ? ['convoy'] : [])];
}

/** A verb button for the selected unit. */
export function chooseVerb(c: ClickContext, s: ClickState, verb: string): ClickResult {
  if (s.step === 'idle' || s.step === 'build') return { state: s };
  const key = provinceOf(s.unit.region);
  if (verb === 'hold') return { state: IDLE, write: { line: `${unitText(s.unit)} H`, key } };
  if (verb === 'disband') return { state: IDLE, write: { line: `${unitText(s.unit)} disband`, key } };
  if (verb === 'support') return { state: { step: 'supported', unit: s.unit } };
  if (verb === 'convoy') return { state: { step: 'convoyed', unit: s.unit } };
  return { state: { step: 'move', unit: s.unit } };
}

/** A build's unit type (and coast) for the centre chosen: the lines it may write. */
export function buildOptions(c: ClickContext, province: string): { label: 'army' | 'fleet'; coast?: string; line: string }[] {
  const out: { label: 'army' | 'fleet'; coast?: string; line: string }[] = [];
  if (c.armyCan(province)) out.push({ label: 'army', line: `build A ${province}` });
  for (const r of c.fleetRegions(province)) {
    const coast = /\((\w\w)\)$/.exec(r)?.[1];
    out.push({ label: 'fleet', ...(coast ? { coast } : {}), line: `build F ${written(r)}` });
  }
  return out;
}

/** A click on a province (and on a unit token there: `unitRegion`). */
export function click(c: ClickContext, s: ClickState, province: string, unitRegion?: string): ClickResult {
  const unitAt = (p: string) => c.units.find((u) => provinceOf(u.region) === p);
  const mineHere = orderable(c).find((u) => provinceOf(u.region) === province && (unitRegion === undefined || u.region === unitRegion || c.phase !== 'retreat'));
  const isLit = (p: string) => lit(c, s).some((x) => provinceOf(x) === p);
  if (c.phase === 'adjustment') {
    if (due(c) < 0 && mineHere) return { state: IDLE, write: { line: `disband ${unitText(mineHere)}`, key: province } };
    if (buildPlaces(c).includes(province)) return { state: { step: 'build', province } };
    return { state: IDLE };
  }
  switch (s.step) {
    case 'move': {
      if (isLit(province)) {
        const regions = lit(c, s).filter((x) => provinceOf(x) === province);
        if (regions.length > 1) return { state: { step: 'coast', unit: s.unit, regions } };
        return { state: IDLE, write: { line: `${unitText(s.unit)} - ${written(regions[0]!)}`, key: provinceOf(s.unit.region) } };
      }
      break;
    }
    case 'coast': {
      // The coast buttons answer; a click on the province itself is not enough.
      if (unitRegion && s.regions.includes(unitRegion)) return { state: IDLE, write: { line: `${unitText(s.unit)} - ${written(unitRegion)}`, key: provinceOf(s.unit.region) } };
      break;
    }
    case 'supported': {
      const other = unitAt(province);
      if (other && isLit(province)) return { state: { step: 'support-to', unit: s.unit, other } };
      break;
    }
    case 'support-to': {
      if (isLit(province)) {
        const from = provinceOf(s.other.region);
        const tail = province === from ? '' : ` - ${province}`;
        return { state: IDLE, write: { line: `${unitText(s.unit)} S ${letter(s.other)} ${from}${tail}`, key: provinceOf(s.unit.region) } };
      }
      break;
    }
    case 'convoyed': {
      const other = unitAt(province);
      if (other && isLit(province)) return { state: { step: 'convoy-to', unit: s.unit, other } };
      break;
    }
    case 'convoy-to': {
      if (isLit(province)) return { state: IDLE, write: { line: `${unitText(s.unit)} C A ${provinceOf(s.other.region)} - ${province}`, key: provinceOf(s.unit.region) } };
      break;
    }
    case 'retreat': {
      const to = lit(c, s).find((x) => provinceOf(x) === province);
      if (to) return { state: IDLE, write: { line: `${unitText(s.unit)} - ${written(to)}`, key: provinceOf(s.unit.region) } };
      break;
    }
    default:
      break;
  }
  // Anything else: a click on one of my units selects it, elsewhere cancels.
  if (mineHere) return { state: c.phase === 'retreat' ? { step: 'retreat', unit: mineHere } : { step: 'move', unit: mineHere } };
  return { state: IDLE };
}

/** Choosing a coast from the buttons. */
export function chooseCoast(s: ClickState, region: string): ClickResult {
  if (s.step !== 'coast') return { state: s };
  return { state: IDLE, write: { line: `${unitText(s.unit)} - ${written(region)}`, key: provinceOf(s.unit.region) } };
}
