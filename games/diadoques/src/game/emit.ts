/** Turning what the layers did into kernel events. */
import type { GameEvent, ResolveContext } from '@diadochi/kernel';
import { reportEvents } from '../rules/report.ts';
import type { SeasonReport } from '../rules/report.ts';

export function emitAll(ctx: ResolveContext, events: readonly GameEvent[]): void {
  for (const e of events) ctx.emit(e);
}

/** The military report as events; money stays secret to its power. */
export function emitReport(report: SeasonReport, ctx: ResolveContext): void {
  emitAll(ctx, reportEvents(report));
}
