/**
 * The referee's result sheet (`diadoques §9a.5`, whose arrow legend is lost: we write words):
 * each power's orders with ✓ or ✗ and why, with the rule paragraph; then dislodgements,
 * retreats, sieges, characters, control and money.
 */
import { mapOf } from '../map/index.ts';
import { placeName } from '../vocabulary/names.ts';
import { printUnit } from '../vocabulary/military/print.ts';
import { printOutcome, reportEvents } from '../rules/report.ts';
import type { SeasonReport } from '../rules/report.ts';
import type { GameState } from '../rules/state.ts';
import type { ScenarioFile } from './types.ts';
import { rulebook } from '../rulebook/index.ts';
import { wordsFor } from '../game/i18n-words.ts';
import type { Lang } from '../game/i18n-words.ts';
import { groupedLines } from './game-sheet.ts';
import { colonOf, noteText, SHEET_WORDS } from './sheet-words.ts';

const SEASON_FR: Record<string, string> = { spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver' };

export { printOutcome };

export function printReport(report: SeasonReport, after: GameState, title?: string, lang: Lang = 'en'): string {
  if (lang !== 'en') return printReportIn(lang, report, after, title);
  const map = mapOf(report.ruleset)!;
  const where = (id: string) => {
    const [space, coast] = id.split('/');
    return placeName(map, space!, coast);
  };
  // The sheet's heading is in the rulebook's language.
  const book = rulebook(report);
  const french = book.language === 'fr';
  const head = `${book.title} — ${french ? SEASON_FR[report.season] : report.season} ${report.year}`;
  const out: string[] = [`${head}${report.firstTurn ? (french ? ' (premier tour)' : ' (first turn)') : ''}`];
  if (title) out.push(title);
  const powers = [...new Set(report.orders.map((o) => o.power))];
  for (const p of powers) {
    out.push('', p);
    for (const o of report.orders.filter((x) => x.power === p)) out.push(`  ${printOutcome(o)}`);
  }
  const section = (name: string, lines: string[]) => {
    if (lines.length > 0) out.push('', name, ...lines.map((l) => `  ${l}`));
  };
  const unitText = (type: string, from: string) => printUnit(map, { type: type as 'A', space: from });
  section(
    'Dislodged',
    report.dislodged.map((d) => (d.by ? `${unitText(d.type, d.from)} (${d.power}) dislodged by the unit from ${where(d.by)}${d.byPower ? ` (${d.byPower})` : ''}` : `${unitText(d.type, d.from)} (${d.power}) must leave: one unit per space after the first turn (${book.rules.firstRetreat})`)),
  );
  if (report.pendingRetreats && report.retreats.length === 0) section('Retreats to order', report.pendingRetreats.map((r) => `${r.from}: ${r.options.length > 0 ? r.options.map(where).join(', ') : 'nowhere (disbanded)'}`));
  if (report.retreatOrders) section('Retreat orders', report.retreatOrders.map((o) => `${o.power}: ${printOutcome(o)}`));
  section(
    'Retreats',
    report.retreats.map((r) => {
      const u = `${unitText(r.type, r.from)} (${r.power})`;
      if (!r.destroyed) return `${u} → ${where(r.to!)} (${r.reason === 'planned' ? 'its retreat list' : r.reason === 'default' ? 'default preferences' : 'ordered'}, ${r.rule})`;
      const why: Record<string, string> = { chosen: 'destroyed as ordered', 'no-room': 'destroyed: nowhere to retreat', collision: 'destroyed: two units retreated to the same space', siege: 'destroyed: its citadel fell' };
      return `${u} ${why[r.reason] ?? `destroyed (${r.reason})`} (${r.rule})`;
    }),
  );
  section(
    'Sieges',
    report.sieges.map((s) => {
      const c = where(s.citadel);
      const what = s.result === 'fell' ? `${c} falls to ${s.power}` : s.result === 'continues' ? `${c}: siege season ${s.seasons} of 2 by ${s.power}` : `${c}: the siege by ${s.power} fails (${s.reason})`;
      return `${what} — besieger in ${where(s.from)} (${s.rule})`;
    }),
  );
  section('Characters', report.characters.filter((c) => c.event !== 'joined').map((c) => `${c.text}${c.rule ? ` (${c.rule})` : ''}`));
  section('Control', report.control.map((c) => `${where(c.space)}: ${c.from ?? 'neutral'} → ${c.to ?? 'neutral'} (${c.rule})`));
  section('Notes', (report.notes ?? []).map((n) => `${n.text}${n.rule ? ` (${n.rule})` : ''}`));
  section('Money', report.money.map((m) => `${m.power} ${m.amount >= 0 ? '+' : ''}${m.amount} (${m.reason}, ${m.rule})`));
  section(
    'Sieges in progress',
    after.sieges.map((s) => `${where(s.citadel)}: ${s.seasons} season${s.seasons > 1 ? 's' : ''} by ${s.power} from ${where(s.from)}`),
  );
  return out.join('\n');
}

/**
 * The season's sheet in another language than the engine's English: the report's events
 * (`reportEvents`, as the whole game emits them) written by the game's catalogs and grouped as
 * the game-scope sheet groups them, then what the report and the position add.
 */
function printReportIn(lang: Lang, report: SeasonReport, after: GameState, title?: string): string {
  const l = { ruleset: report.ruleset, lang };
  const w = SHEET_WORDS[lang];
  const names = wordsFor(l);
  const colon = colonOf(lang);
  const book = rulebook(report);
  const out = [`${book.title} — ${w.season[report.season]} ${report.year}${report.firstTurn ? ` (${w.firstTurn})` : ''}`];
  if (title) out.push(title);
  for (const { group, lines } of groupedLines(reportEvents(report), l)) out.push('', w.groups[group], ...lines.map((x) => `  ${x}`));
  const section = (name: string, lines: string[]) => {
    if (lines.length > 0) out.push('', name, ...lines.map((x) => `  ${x}`));
  };
  if (report.pendingRetreats && report.retreats.length === 0) section(w.retreatsToOrder, report.pendingRetreats.map((r) => `${r.from}${colon}${r.options.length > 0 ? r.options.map((o) => names.place(o)).join(', ') : w.nowhere}`));
  section(w.notes, (report.notes ?? []).map((n) => `${noteText(n, w, names)}${n.rule ? ` (${n.rule})` : ''}`));
  section(w.siegesInProgress, after.sieges.map((s) => `${names.place(s.citadel)}${colon}${w.siegeSeasons(s.seasons, names.power(s.power), names.place(s.from))}`));
  return out.join('\n');
}

export function printSheet(sc: ScenarioFile, report: SeasonReport, after: GameState, rolls: number[], lang: Lang = 'en'): string {
  const text = printReport(report, after, sc.title, lang);
  return rolls.length > 0 ? `${text}\n\n${SHEET_WORDS[lang].dice}${colonOf(lang)}${rolls.join(', ')}` : text;
}
