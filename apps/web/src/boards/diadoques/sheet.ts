/**
 * Reading a resolved season's events for the map: arrows of the orders that succeeded or
 * failed, dislodged and retreated units, sieges progressing, captures and control changes.
 * Events carry the engine's report pieces (games/diadoques/src/rules/report.ts) in `data`,
 * one per event or a whole season report; both are recognised by their fields.
 */
import type { ArrowSpec, ArrowState, Marker } from './map-draw.ts';
import type { Draft } from './notation.ts';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

export interface SeasonPicture {
  arrows: ArrowSpec[];
  markers: Marker[];
}

const STATES = new Set(['succeeds', 'fails', 'void', 'ignored']);

/** Arrows of one order as the engine reports it (`OrderOutcome.order`). */
export function orderArrows(order: unknown, state: ArrowState, power?: string): ArrowSpec[] {
  if (!isObj(order)) return [];
  const kind = str(order.kind);
  const from = isObj(order.unit) ? str(order.unit.space) : undefined;
  if (!kind || !from) return [];
  const base = { from, state, ...(power ? { power } : {}) };
  switch (kind) {
    case 'hold':
      return [{ ...base, kind: 'hold' }];
    case 'move':
      return str(order.to) ? [{ ...base, kind: 'move', to: str(order.to)! }] : [];
    case 'retreat':
      return str(order.to) ? [{ ...base, kind: 'retreat', to: str(order.to)! }] : [];
    case 'support':
    case 'convoy': {
      const target = isObj(order.target) ? str(order.target.space) : undefined;
      if (!target) return [];
      const to = str(order.to);
      return [to && to !== target ? { ...base, kind, to: target, via: to } : { ...base, kind, to: target }];
    }
    case 'siege':
      return str(order.citadel) ? [{ ...base, kind: 'siege', to: str(order.citadel)! }] : [];
    case 'resupply':
      return str(order.citadel) ? [{ ...base, kind: 'resupply', to: str(order.citadel)! }] : [];
    case 'retreats':
      return (Array.isArray(order.to) ? order.to : []).flatMap((x, i) => (typeof x === 'string' && x !== 'X' ? [{ ...base, kind: 'retreat' as const, to: x.split('/')[0]!, rank: i + 1 }] : []));
    default:
      return [];
  }
}

/** Arrows of an order built on the page (not yet resolved). */
export function draftArrows(d: Draft): ArrowSpec[] {
  const order =
    d.kind === 'support' || d.kind === 'convoy'
      ? { kind: d.kind, unit: d.unit, target: d.target, ...(d.to ? { to: d.to } : {}) }
      : d.kind === 'retreats'
        ? { kind: 'retreats', unit: d.unit, to: d.to }
        : d;
  return orderArrows(order, 'pending');
}

function outcome(o: Obj, pic: SeasonPicture): boolean {
  const status = str(o.status);
  if (!status || !STATES.has(status) || !isObj(o.order)) return false;
  pic.arrows.push(...orderArrows(o.order, status as ArrowState, str(o.power)));
  // The engine reports no separate event for a dislodgement: the beaten unit's order says it.
  const from = isObj(o.order.unit) ? str(o.order.unit.space) : undefined;
  if (str(o.reason) === 'dislodged' && from) pic.markers.push({ space: from, kind: 'dislodged', ...(str(o.power) ? { power: str(o.power)! } : {}) });
  return true;
}

function collect(x: unknown, type: string, pic: SeasonPicture): void {
  if (Array.isArray(x)) return x.forEach((y) => collect(y, type, pic));
  if (!isObj(x)) return;
  if (outcome(x, pic)) return;
  // A whole season report.
  for (const key of ['orders', 'retreatOrders', 'dislodged', 'retreats', 'sieges', 'characters', 'control']) {
    if (Array.isArray(x[key])) collect(x[key], key, pic);
  }
  const from = str(x.from);
  if (from && (type === 'dislodged' || /dislodg/.test(type)) && !('destroyed' in x)) pic.markers.push({ space: from, kind: 'dislodged', ...(str(x.power) ? { power: str(x.power)! } : {}) });
  if (from && 'destroyed' in x) {
    if (x.destroyed === true) pic.markers.push({ space: from, kind: 'destroyed' });
    else if (str(x.to)) {
      pic.arrows.push({ kind: 'retreat', from, to: str(x.to)!.split('/')[0]!, state: 'succeeds' });
      pic.markers.push({ space: str(x.to)!.split('/')[0]!, kind: 'retreated' });
    }
  }
  const citadel = str(x.citadel);
  const result = str(x.result);
  if (citadel && result && typeof x.seasons === 'number') {
    pic.markers.push(result === 'fell' ? { space: citadel, kind: 'fell' } : { space: citadel, kind: 'siege', label: result === 'failed' ? '⚔✕' : `⚔${x.seasons}` });
  }
  if (str(x.character) && str(x.event) === 'captured' && str(x.space)) pic.markers.push({ space: str(x.space)!, kind: 'capture' });
  const sp = str(x.space);
  if (sp && type === 'control' && str(x.to)) pic.markers.push({ space: sp, kind: 'control', power: str(x.to)! });
}

/** The picture of a resolved step, from the events the viewer may see. */
export function seasonPicture(events: { type: string; data?: unknown }[]): SeasonPicture {
  const pic: SeasonPicture = { arrows: [], markers: [] };
  for (const e of events) collect(e.data, e.type, pic);
  return pic;
}

/** The outcome status of an event, when it is an order's outcome. */
export function eventStatus(e: { data?: unknown }): ArrowState | null {
  const d = e.data;
  if (isObj(d) && typeof d.status === 'string' && STATES.has(d.status)) return d.status as ArrowState;
  return null;
}
