import type { Order, OrderResult, RetreatResult, Unit } from '../core/index.ts';
import type { AdjustmentResult } from './adjust.ts';

/** Result-sheet lines in the DATC notation: `ENG: F nth -> pic: illegal (not-adjacent)`. */

export const unitLabel = (u: Pick<Unit, 'kind' | 'region'>): string => `${u.kind === 'fleet' ? 'F' : 'A'} ${u.region}`;

export function formatCoreOrder(o: Order, unit?: Unit): string {
  const who = `${o.power}: ${unit ? unitLabel(unit) : o.unit}`;
  switch (o.kind) {
    case 'hold':
      return `${who} hold`;
    case 'move':
      return `${who} -> ${o.to}${o.viaConvoy ? ' via convoy' : ''}`;
    case 'support':
      return `${who} supports ${o.target}${o.to ? ` -> ${o.to}` : ''}`;
    case 'convoy':
      return `${who} convoys ${o.from} -> ${o.to}`;
  }
}

export function formatResult(r: OrderResult): string {
  const why = [
    r.illegal ? `${r.reason} (${r.illegal}${r.detail ? `: ${r.detail}` : ''})` : r.reason,
    r.by?.length ? `by ${r.by.join(', ')}` : '',
    r.strength !== undefined && r.order.kind === 'move' ? `strength ${r.strength}${r.opposition !== undefined ? ` against ${r.opposition}` : ''}` : '',
    r.reason !== 'dislodged' && r.dislodgedBy ? `dislodged from ${r.dislodgedBy}` : r.dislodgedBy ? `from ${r.dislodgedBy}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${formatCoreOrder(r.order, r.unit)}${r.index < 0 ? ' (no order)' : ''}: ${why}`;
}

export function formatRetreat(r: RetreatResult): string {
  const who = r.unit ? `${r.unit.power}: ${unitLabel(r.unit)}` : r.order?.unit ?? '?';
  const where = r.to ? ` -> ${r.to}` : r.order?.to ? ` -> ${r.order.to}` : '';
  return `${who}${where}: ${r.reason}${r.by?.length ? ` (with ${r.by.join(', ')})` : ''}`;
}

export function formatAdjustment(r: AdjustmentResult): string {
  const o = r.order;
  const unit = `${o.type ? (o.type === 'fleet' ? 'F ' : 'A ') : ''}${o.province}${o.coast ? `(${o.coast})` : ''}`;
  return `${o.power}: ${o.verb} ${unit}: ${r.reason}`;
}
