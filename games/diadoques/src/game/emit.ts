/** Turning what the layers did into kernel events. */
import type { GameEvent, ResolveContext } from '@diadochi/kernel';
import { printOutcome } from '../rules/report.ts';
import type { SeasonReport } from '../rules/report.ts';

export function emitAll(ctx: ResolveContext, events: readonly GameEvent[]): void {
  for (const e of events) ctx.emit(e);
}

/** The military report as events; money stays secret to its power. */
export function emitReport(report: SeasonReport, ctx: ResolveContext): void {
  const events: GameEvent[] = [];
  for (const o of [...report.orders, ...(report.retreatOrders ?? [])]) events.push({ type: 'order', ...(o.rule ? { rule: o.rule } : {}), text: `${o.power}: ${printOutcome(o)}`, data: o });
  for (const r of report.retreats) events.push({ type: 'retreat', rule: r.rule, text: `${r.power} ${r.type} ${r.from} ${r.destroyed ? 'destroyed' : `→ ${r.to}`}`, data: r });
  for (const g of report.sieges) events.push({ type: 'siege', rule: g.rule, text: `${g.citadel}: ${g.result} (${g.power}, ${g.seasons})`, data: g });
  for (const c of report.characters) events.push({ type: 'character', ...(c.rule ? { rule: c.rule } : {}), text: c.text, data: c });
  for (const c of report.control) events.push({ type: 'control', rule: c.rule, text: `${c.space}: ${c.from ?? 'neutral'} → ${c.to ?? 'neutral'}`, data: c });
  for (const m of report.money) events.push({ type: 'money', rule: m.rule, text: `${m.power} ${m.amount} (${m.reason})`, data: m, to: [m.power] });
  emitAll(ctx, events);
}
