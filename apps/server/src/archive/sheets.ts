/**
 * A finished game's result sheets as plain text (issue 21 item 7, the export beside the JSON
 * save): every resolved step with its phase, the seats that got the no-orders default, and every
 * event line written by the game's catalog in the reader's language, with the rule that produced
 * it. Only for a finished game: then every event is public (`visibleEvents(…, over)`).
 */
import { eventLine, nameLine, resultLine } from '@diadochi/kernel';
import type { GameDefinition, GameResult, Lang } from '@diadochi/kernel';
import type { Judge } from '../games/judge.ts';
import type { GameRow } from '../games/store.ts';
import { visibleEvents } from '../games/viewer.ts';
import { conflict } from '../http/errors.ts';

const WORDS: Record<Lang, { ruleset: string; seed: string; commitment: string; seats: string; bot: string; nobody: string; step: string; defaulted: string; result: string; winners: string; none: string; ended: string }> = {
  en: { ruleset: 'Ruleset', seed: 'Seed', commitment: 'Seed commitment', seats: 'Seats', bot: 'bot', nobody: 'no-orders rule', step: 'Step', defaulted: 'No orders received (default)', result: 'Result', winners: 'Winners', none: 'none', ended: 'Ended' },
  fr: { ruleset: 'Règles', seed: 'Graine', commitment: 'Engagement de la graine', seats: 'Places', bot: 'robot', nobody: 'règle des ordres manquants', step: 'Étape', defaulted: 'Aucun ordre reçu (ordres par défaut)', result: 'Résultat', winners: 'Vainqueurs', none: 'aucun', ended: 'Fin' },
};

/** A seat's name from the game's catalog (games name their seats `power.`, `seat.` or `side.`), else its id. */
function power(def: GameDefinition, p: string, lang: Lang): string {
  const names = def.catalogs?.[lang]?.names ?? {};
  const key = ['power', 'seat', 'side'].map((k) => `${k}.${p}`).find((k) => Object.prototype.hasOwnProperty.call(names, k));
  return key ? nameLine(def, key, lang) : p;
}

/** The sheets of a finished game, one text; `lang` the catalog's language. */
export async function resultSheets(judge: Judge, row: GameRow, lang: Lang): Promise<string> {
  if (row.status !== 'over') throw conflict('not-over', 'The result sheets are exported when the game ends.');
  const def = judge.def(row.ruleset);
  const w = WORDS[lang];
  const record = await judge.records.load(judge.db, row.id, row.step + 1);
  const seats = await judge.seats(row);
  const names = await judge.names(seats.flatMap((s) => (s.user_id ? [s.user_id] : [])));
  const core = JSON.parse(row.session) as { seed: string; players: string[] };
  const out: string[] = [];
  out.push(row.title, `${w.ruleset}: ${def.title} (${row.ruleset})`, `${w.commitment}: ${row.commitment}`, `${w.seed}: ${core.seed}`);
  if (row.ended_at !== null) out.push(`${w.ended}: ${new Date(row.ended_at).toISOString()}`);
  out.push('', `${w.seats}:`);
  for (const p of core.players) {
    const s = seats.find((x) => x.power === p);
    const who = s?.user_id ? (names.get(s.user_id) ?? '?') : s?.controller === 'bot' ? w.bot : w.nobody;
    out.push(`  ${power(def, p, lang)}: ${who}`);
  }
  for (const entry of record) {
    out.push('', `${w.step} ${entry.step} — ${nameLine(def, `phase.${entry.phase}`, lang, entry.phase)}`);
    if (entry.defaulted.length > 0) out.push(`  ${w.defaulted}: ${entry.defaulted.map((p) => power(def, p, lang)).join(', ')}`);
    for (const e of visibleEvents(entry, null, true)) out.push(`  ${eventLine(def, e, lang)}${e.rule ? ` [${e.rule}]` : ''}`);
  }
  const result = row.result ? (JSON.parse(row.result) as GameResult) : null;
  if (result) {
    out.push('', `${w.result}: ${resultLine(def, result, lang)}${result.rule ? ` [${result.rule}]` : ''}`);
    out.push(`${w.winners}: ${result.winners.length > 0 ? result.winners.map((p) => power(def, p, lang)).join(', ') : w.none}`);
    if (result.ranking) result.ranking.forEach((g, i) => out.push(`  ${i + 1}. ${g.map((p) => power(def, p, lang)).join(', ')}`));
  }
  return `${out.join('\n')}\n`;
}
