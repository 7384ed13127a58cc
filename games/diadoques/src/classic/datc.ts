import { adjudicate, resolveRetreats } from '../core/index.ts';
import type { Adjudication, Order, OrderResult, RetreatOrder, Unit } from '../core/index.ts';
import { adjust } from './adjust.ts';
import type { AdjustmentOrder } from './adjust.ts';
import { editionRules } from './edition.ts';
import { DATC_ADDED_CASES, DATC_AMENDMENTS } from './datc-amendments.ts';
import type { DatcCase, Expectation } from './datc-case.ts';
import { classicMap, POWERS } from './map.ts';
import type { UnitType } from './map.ts';
import { parseOrder } from './notation.ts';
import type { ParsedOrder } from './notation.ts';
import { aimedRegion, movementOrder } from './orders.ts';

/**
 * Runs the DATC cases of TedDriggs/diplomacy's `datc.json` (schema `tests.schema.json`) against
 * the classic ruleset. Pure: the caller reads the file. A case passes when every order with an
 * expected outcome (`Succeeds`/`Fails`; `null` makes no claim) comes out so, and, in build cases,
 * the units removed in civil disorder are exactly those listed.
 *
 * What `Succeeds` means depends on the order (the file's convention): a move moved; a hold was
 * not dislodged; a support was neither cut nor dislodged (whether it matched is not judged); a
 * convoy carried; a retreat retreated; a build or disband was carried out.
 */

export type { DatcCase, Expectation } from './datc-case.ts';

export interface DatcCaseResult {
  /** DATC id, e.g. `6.A.1`. */
  id: string;
  name: string;
  edition?: string;
  /** `6.A.1 move to non neighbor fails`, with the edition when the file has several. */
  title: string;
  passed: boolean;
  failures: string[];
  /** The reason of the amendment applied to this case (see `datc-amendments.ts`). */
  amended?: string;
  /** The case is not in the file but transcribed from the DATC document. */
  added?: boolean;
}

export interface DatcRun {
  results: DatcCaseResult[];
  passed: number;
  failed: number;
  /** Problems with the file itself (shape). */
  problems: string[];
}

export function datcId(name: string): string {
  const m = /^t(\d)([a-z])(\d+)/.exec(name);
  return m ? `${m[1]}.${m[2]!.toUpperCase()}.${Number(m[3])}` : name;
}

function title(c: DatcCase): string {
  const words = c.name.replace(/^t\d[a-z]\d+_?/, '').replace(/_/g, ' ');
  return `${datcId(c.name)}${c.edition ? ` (${c.edition})` : ''} ${words}`;
}

/** Checks the file's shape (tests.schema.json) and returns its cases, or what is wrong. */
export function readCases(json: unknown): { cases: DatcCase[]; problems: string[] } {
  const problems: string[] = [];
  const list = (json as { cases?: unknown } | null)?.cases;
  if (!Array.isArray(list)) return { cases: [], problems: ['the file has no "cases" array'] };
  const cases: DatcCase[] = [];
  list.forEach((c: unknown, i) => {
    const x = c as Partial<DatcCase> | null;
    const where = `case ${i}${typeof x?.name === 'string' ? ` (${x.name})` : ''}`;
    if (!x || typeof x.name !== 'string' || typeof x.url !== 'string') problems.push(`${where}: needs "name" and "url"`);
    else if (x.phase !== 'Main' && x.phase !== 'Retreat' && x.phase !== 'Build') problems.push(`${where}: phase must be Main, Retreat or Build`);
    else if (!x.orders || typeof x.orders !== 'object') problems.push(`${where}: needs "orders"`);
    else if (x.phase === 'Retreat' && (!x.preceding_main_phase || typeof x.preceding_main_phase.orders !== 'object')) problems.push(`${where}: a retreat case needs "preceding_main_phase.orders"`);
    else cases.push(x as DatcCase);
  });
  return { cases, problems };
}

/** Every case of the file (amended where listed) plus the transcribed ones. */
export function runDatc(json: unknown): DatcRun {
  const { cases, problems } = readCases(json);
  const results = [...cases.map((c) => runCase(c)), ...DATC_ADDED_CASES.map((c) => ({ ...runCase(c), added: true }))];
  const passed = results.filter((r) => r.passed).length;
  return { results, passed, failed: results.length - passed, problems };
}

export function amendmentFor(c: DatcCase) {
  return DATC_AMENDMENTS.find((a) => a.name === c.name && (a.edition === undefined || a.edition === c.edition));
}

/** Runs one case, amended when `datc-amendments.ts` says so (unless `amend` is false). Never throws. */
export function runCase(original: DatcCase, amend = true): DatcCaseResult {
  const amendment = amend ? amendmentFor(original) : undefined;
  const c: DatcCase = amendment ? { ...original, ...amendment.replace } : original;
  const base = { id: datcId(c.name), name: c.name, title: title(c), ...(c.edition ? { edition: c.edition } : {}), ...(amendment ? { amended: amendment.reason } : {}) };
  let failures: string[];
  try {
    failures = c.phase === 'Main' ? runMain(c) : c.phase === 'Retreat' ? runRetreat(c) : runBuild(c);
  } catch (e) {
    failures = [`the case could not be run: ${(e as Error).message}`];
  }
  return { ...base, passed: failures.length === 0, failures };
}

const UNIT = /^([A-Z]{3}): ([AF]) ([a-z]{3}(?:\([a-z]{2}\))?)$/;

function readUnit(text: string): Unit {
  const m = UNIT.exec(text);
  if (!m) throw new Error(`cannot read unit "${text}"`);
  return { power: m[1]!, kind: m[2] === 'A' ? 'army' : 'fleet', region: m[3]! };
}

const unitText = (u: Unit): string => `${u.power}: ${u.kind === 'army' ? 'A' : 'F'} ${u.region}`;

function readOrders(orders: Record<string, unknown>): { text: string; parsed: ParsedOrder; expected: Expectation }[] {
  return Object.entries(orders).map(([text, expected]) => {
    const r = parseOrder(text);
    if (!r.ok) throw new Error(`cannot read order "${text}": ${r.error.map((p) => p.message).join('; ')}`);
    if (!r.value.power) throw new Error(`order "${text}" names no power`);
    return { text, parsed: r.value, expected: expected === 'Succeeds' || expected === 'Fails' ? expected : null };
  });
}

/** Units named by the orders, when the case gives no starting position. */
function inferUnits(orders: { parsed: ParsedOrder }[]): Unit[] {
  const units: Unit[] = [];
  for (const { parsed: o } of orders) {
    if (units.some((u) => classicMap.spaceOf(u.region) === o.unit.place.province)) continue;
    if (!o.unit.type) throw new Error(`cannot infer the unit of "${o.unit.place.province}": no unit letter`);
    const region = o.unit.place.coast ? `${o.unit.place.province}(${o.unit.place.coast})` : o.unit.place.province;
    units.push({ power: o.power!, kind: o.unit.type, region });
  }
  return units;
}

/** Whether an order "succeeded" in the file's sense (see the module comment). */
export function succeeded(r: OrderResult): boolean {
  switch (r.order.kind) {
    case 'move':
    case 'convoy':
      return r.success;
    case 'hold':
      return r.dislodgedBy === undefined;
    case 'support':
      return r.cutBy === undefined && r.dislodgedBy === undefined;
  }
}

function compare(label: string, expected: Expectation, actual: boolean, why: string): string[] {
  if (expected === null || (expected === 'Succeeds') === actual) return [];
  return [`${label}: expected ${expected}, got ${actual ? 'Succeeds' : 'Fails'} (${why})`];
}

const describe = (r: OrderResult): string =>
  [r.reason, r.illegal, r.by?.length ? `by ${r.by.join(', ')}` : '', r.dislodgedBy ? `dislodged by ${r.dislodgedBy}` : '', r.cutBy ? `cut by ${r.cutBy}` : '']
    .filter(Boolean)
    .join(', ');

function mainPhase(orders: Record<string, unknown>, startingState: string[] | undefined, edition: string | undefined, prefix = '') {
  const read = readOrders(orders);
  const units = startingState ? startingState.map(readUnit) : inferUnits(read);
  const core: Order[] = read.map(({ parsed }) => movementOrder(parsed, parsed.power!, units) ?? { kind: 'hold', power: parsed.power!, unit: parsed.unit.place.province });
  const adjudication = adjudicate({ geography: classicMap, units, orders: core, rules: editionRules(edition).rules });
  const failures = read.flatMap(({ text, expected }, i) => {
    const r = adjudication.results[i]!;
    return compare(`${prefix}${text}`, expected, succeeded(r), describe(r));
  });
  return { adjudication, failures };
}

function runMain(c: DatcCase): string[] {
  return mainPhase(c.orders, c.starting_state, c.edition).failures;
}

function runRetreat(c: DatcCase): string[] {
  const main = mainPhase(c.preceding_main_phase!.orders, c.preceding_main_phase!.starting_state, c.edition, 'main phase: ');
  return [...main.failures, ...retreatPhase(c, main.adjudication)];
}

function retreatPhase(c: DatcCase, adjudication: Adjudication): string[] {
  const read = readOrders(c.orders);
  const orders: (RetreatOrder | undefined)[] = read.map(({ parsed }) => {
    const d = adjudication.dislodged.find((x) => classicMap.spaceOf(x.unit.region) === parsed.unit.place.province);
    const unit = d?.unit.region ?? parsed.unit.place.province;
    if (parsed.verb === 'disband') return { unit };
    if (parsed.verb !== 'move') return undefined; // supports, convoys, holds are no retreat orders (DATC 6.H.1–6.H.3)
    return { unit, to: aimedRegion(d?.unit.kind ?? parsed.unit.type ?? 'army', d?.unit.region, parsed.to) };
  });
  const results = resolveRetreats(
    adjudication.dislodged,
    orders.filter((o): o is RetreatOrder => o !== undefined),
    { spaceOf: (r) => classicMap.spaceOf(r) },
  );
  return read.flatMap(({ text, expected }, i) => {
    const order = orders[i];
    const r = order && results.find((x) => x.order === order);
    return compare(text, expected, r?.reason === 'retreated', r ? r.reason : 'not a retreat order');
  });
}

/** Ownership at the build: home centres, then the file's occupiers, then units standing on centres. */
function owners(c: DatcCase, units: readonly Unit[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of POWERS) for (const sc of classicMap.homeCentres(p)) out[sc] = p;
  Object.assign(out, c.occupiers ?? {});
  for (const u of units) {
    const province = classicMap.spaceOf(u.region)!;
    if (classicMap.supplyCentres.includes(province)) out[province] = u.power;
  }
  return out;
}

function runBuild(c: DatcCase): string[] {
  const units = (c.starting_state ?? []).map(readUnit);
  const read = readOrders(c.orders);
  const orders: (AdjustmentOrder | undefined)[] = read.map(({ parsed }) =>
    parsed.verb === 'build' || parsed.verb === 'disband'
      ? {
          power: parsed.power!,
          verb: parsed.verb,
          province: parsed.unit.place.province,
          ...(parsed.unit.type ? { type: parsed.unit.type as UnitType } : {}),
          ...(parsed.unit.place.coast ? { coast: parsed.unit.place.coast } : {}),
        }
      : undefined,
  );
  const given = orders.filter((o): o is AdjustmentOrder => o !== undefined);
  const result = adjust({ units, owners: owners(c, units), orders: given, distance: editionRules(c.edition).distance });
  const failures = read.flatMap(({ text, expected }, i) => {
    const o = orders[i];
    const r = o && result.results[given.indexOf(o)];
    return compare(text, expected, r?.success === true, r ? r.reason : 'not an adjustment order');
  });
  if (c.civil_disorder) {
    const want = [...c.civil_disorder].sort();
    const got = result.civilDisorder.map(unitText).sort();
    if (want.join() !== got.join()) failures.push(`civil disorder: expected ${want.join(', ') || 'none'}, got ${got.join(', ') || 'none'}`);
  }
  return failures;
}
