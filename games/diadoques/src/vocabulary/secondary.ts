/**
 * The secondary family: secondary orders, bribes and votes as players write them, one per line,
 * in French or English (`diadoques ch. 9c`, `§9b`, `§3.7`; `diadokhoi §6.3`, `§7.6.6`), as data,
 * read (`readSecondaryLine`) and printed (`printSecondaryOrder`, in the rulebook's language). The
 * lines that move money are the money family's (`./money.ts`), read and printed through it. Case,
 * accents and small words do not matter; nothing throws; each problem says where it is.
 *
 *   passage Ptolémée                      passage Ptolemaios
 *   donner Roxane à Antigone              give Roxane to Antigonos
 *   ne pas capturer Olympias              no-capture Olympias
 *   assassiner Philippe III               assassinate Philippos
 *   enchère A THR 10, 11, 12              bid A Thr 500, 600
 *   ordre royal Séleucos / abstention     royal order Seleukos
 *   ouvrir Sardes à Antigone              open Sardes to Antigonos
 *   don 10 T à Séleucos annoncé           gold 1000 to Seleukos announced
 *   ne pas contrôler SYR                  no-control Syr
 *   capitale Sardes [Antigonia]           capital Sardes [as Antigonia]
 *   ne pas saisir Tyr                     no-treasure Tyr
 *   saisir Tyr                            seize Tyr
 *   dissocier Olympias                    dissociate Olympias
 *   commandement Olympias A ETO           command Olympias A Eto
 *   mariage                               marriage
 *   accord Chandragupta GHA               chandragupta GHA
 *   corrompre A* SYR 30                   bribe A Syr 3000 spare
 *   contre-corruption A MAC 10            counter A Mac 1000
 *   vote pour Antigone / contre …         draw
 *   libérer Eurydice                      release Eurydice
 *   déposer 500 Sardes                    deposit 500 in Sardes
 *   rompre l'alliance avec Antigonos      break alliance Antigonos      (`diadokhoi §7.7.2`)
 */
import type { Problem } from '@diadochi/kernel';
import type { RulesetId, SpaceId } from '../map/types.ts';
import type { PowerId } from './names.ts';
import { parseOrders } from './military/read.ts';
import { spend, unbudgeted, workDone } from '../core/work.ts';
import { deepFreeze } from '../core/frozen.ts';
import { printUnit } from './military/print.ts';
import type { UnitRef } from './military/types.ts';
import { characterName, placeName, powerName } from './names.ts';
import { loose, mapForRuleset, parseLines, phrase, readAmount, readCharacter, readPlace, readPower, readUnit, fail, skip, SMALL } from './words.ts';
import type { Read, TextParse, Word } from './words.ts';
import { MONEY_VERBS, printMoneyOrder, readBid, readBribe, readCounter, readDeposit, readGift } from './money.ts';
import type { Bid, Bribe, Counter, Deposit, Gold } from './money.ts';
import { readVote, printVote } from './winter.ts';
import { profileOf } from '../rulebook/index.ts';

export type { TargetRef } from './money.ts';

export type SecondaryOrder =
  /** `diadoques §9c.2` */
  | { kind: 'passage'; power: PowerId }
  /** `diadoques §9c.3` */
  | { kind: 'give-character'; character: string; to: PowerId }
  /** `diadoques §9c.4` */
  | { kind: 'no-capture'; character: string }
  /** `diadoques §9c.5` */
  | { kind: 'assassinate'; character: string }
  /** `diadoques §9c.6`, `§11b.6` */
  | Bid
  /** `diadoques §9c.7`, `§11c.6`; `null`: abstain */
  | { kind: 'royal-order'; beneficiary: PowerId | null }
  /** `diadoques §9c.8` */
  | { kind: 'open-gates'; citadel: SpaceId; to: PowerId }
  /** `diadoques §9c.9` */
  | Gold
  /** `diadoques §9c.10` */
  | { kind: 'no-control'; space: SpaceId }
  /** `diadoques §9c.11`, `diadokhoi §4.7.3` */
  | { kind: 'capital'; citadel: SpaceId; name?: string }
  /** `diadoques §9c.12` */
  | { kind: 'no-treasure'; citadel: SpaceId }
  /** `diadoques §9c.13` */
  | { kind: 'seize'; citadel: SpaceId }
  /** `diadoques §9c.14` */
  | { kind: 'dissociate'; character: string }
  /** `diadoques §9c.15` */
  | { kind: 'command'; character: string; unit: UnitRef }
  /** `diadoques §9c.16`: the announcement; the wedding follows by itself (`§6b.12`) */
  | { kind: 'marriage' }
  /** `diadoques §9c.17`, `§11d.1` */
  | { kind: 'chandragupta'; province: 'GHA' | 'IND' }
  /** `diadoques ch. 9b`, `diadokhoi §6.3.2` */
  | Bribe
  /** `diadoques §9b.13`, `diadokhoi §6.3.6` */
  | Counter
  /** `diadoques §3.7` */
  | { kind: 'vote'; candidate: PowerId; yes: boolean }
  /** `diadokhoi §4.5.2` */
  | { kind: 'draw'; yes: boolean }
  /** `diadokhoi §7.6.6` */
  | { kind: 'release'; character: string }
  /** `diadokhoi §5.1.6` */
  | Deposit
  /** `diadokhoi §7.7.2`: `break alliance Antigonos` — the ally whose unit one's leader leaves */
  | { kind: 'break-alliance'; ally: PowerId };

const V = {
  passage: [['passage'], ['accorder', 'passage'], ['accorder', 'le', 'passage'], ['grant', 'passage']],
  give: [['donner'], ['give'], ['don', 'de'], ['ceder'], ['hand']],
  noCapture: [['ne', 'pas', 'capturer'], ['nepascapturer'], ['nocapture'], ['no', 'capture'], ['do', 'not', 'capture'], ['dont', 'capture']],
  murder: [['assassiner'], ['egorger'], ['tuer'], ['assassinate'], ['murder'], ['kill'], ['execute'], ['executer']],
  royal: [['ordre', 'royal'], ['ordreroyal'], ['royal', 'order'], ['royalorder']],
  gates: [['ouvrir', 'les', 'portes', 'de'], ['ouvrir', 'les', 'portes'], ['ouvrir'], ['open', 'the', 'gates', 'of'], ['open', 'gates'], ['open']],
  noControl: [['ne', 'pas', 'controler'], ['ne', 'pas', 'prendre'], ['nocontrol'], ['no', 'control'], ['do', 'not', 'take'], ['dont', 'take']],
  capital: [['transfert', 'de', 'la', 'capitale'], ['transfert', 'capitale'], ['transferer', 'la', 'capitale'], ['capitale'], ['transfer', 'capital'], ['move', 'capital'], ['capital']],
  noTreasure: [['ne', 'pas', 'saisir'], ['notreasure'], ['no', 'treasure'], ['leave', 'treasure'], ['do', 'not', 'seize'], ['laisser', 'tresor'], ['laisser', 'le', 'tresor']],
  seize: [['saisir'], ['seize'], ['prendre', 'tresor'], ['take', 'treasure']],
  dissociate: [['dissocier'], ['dissociate'], ['detach'], ['detacher']],
  command: [['commandement'], ['commander'], ['command'], ['placer', 'au', 'commandement'], ['lead']],
  marriage: [['mariage'], ['marriage'], ['epouser'], ['marry'], ['annonce', 'mariage'], ['announce', 'marriage']],
  chandragupta: [['accord', 'avec', 'chandragupta'], ['accord', 'chandragupta'], ['chandragupta'], ['agreement', 'with', 'chandragupta'], ['deal', 'chandragupta']],
  vote: [['vote'], ['voter']],
  draw: [['nulle'], ['draw'], ['partage'], ['victoire', 'partagee'], ['shared', 'victory']],
  release: [['liberer'], ['release'], ['free'], ['relacher']],
  breakAlliance: [['break', 'alliance'], ['break', 'the', 'alliance'], ['break', 'off', 'the', 'alliance'], ['rompre', 'alliance'], ['rompre', 'lalliance'], ['rompre', 'l', 'alliance']],
} as const;

const ABSTAIN = ['abstention', 'aucun', 'personne', 'none', 'nobody', 'abstain'];
const PROVINCE_WORDS = ['gha', 'ind', 'gandhara', 'inde', 'india'];

const ok = <T>(value: T, next: number): Read<T> => ({ ok: true, value, next });

/** Reads one line of secondary orders. */
export function readSecondaryLine(ruleset: RulesetId, ws: Word[]): Read<SecondaryOrder> {
  const map = mapForRuleset(ruleset);
  if (ws.length === 0) return fail('empty-order', 'Empty order.', { start: 0, end: 0 });
  let i: number | undefined;
  const character = (kind: 'no-capture' | 'assassinate' | 'dissociate' | 'release', at: number): Read<SecondaryOrder> => {
    const c = loose((at) => readCharacter(ruleset, ws, at), ws, at, SMALL);
    return c.ok ? ok({ kind, character: c.value }, c.next) : c;
  };
  const place = (kind: 'no-control' | 'no-treasure' | 'seize', at: number, what: string): Read<SecondaryOrder> => {
    const p = loose((j) => readPlace(map, ws, j, what), ws, at, [...SMALL, 'tresor', 'treasure', 'le']);
    if (!p.ok) return p;
    return ok(kind === 'no-control' ? { kind, space: p.value.space } : { kind, citadel: p.value.space }, p.next);
  };
  if ((i = phrase(ws, 0, V.noCapture)) !== undefined) return character('no-capture', i);
  if ((i = phrase(ws, 0, V.noControl)) !== undefined) return place('no-control', i, 'province');
  if ((i = phrase(ws, 0, V.noTreasure)) !== undefined) return place('no-treasure', i, 'citadel');
  if ((i = phrase(ws, 0, MONEY_VERBS.counter)) !== undefined) return readCounter(ruleset, ws, i);
  if ((i = phrase(ws, 0, V.royal)) !== undefined) {
    const at = skip(ws, i, SMALL);
    if (ABSTAIN.includes(ws[at]?.key ?? '')) return ok({ kind: 'royal-order', beneficiary: null }, at + 1);
    const p = readPower(ruleset, ws, at);
    return p.ok ? ok({ kind: 'royal-order', beneficiary: p.value }, p.next) : p;
  }
  if ((i = phrase(ws, 0, V.chandragupta)) !== undefined) {
    const w = ws[i]?.key ?? '';
    const province = PROVINCE_WORDS.includes(w) ? (w === 'gha' || w === 'gandhara' ? 'GHA' : 'IND') : 'IND';
    return ok({ kind: 'chandragupta', province }, PROVINCE_WORDS.includes(w) ? i + 1 : i);
  }
  if ((i = phrase(ws, 0, V.breakAlliance)) !== undefined) {
    const p = loose((at) => readPower(ruleset, ws, at), ws, i, SMALL);
    return p.ok ? ok({ kind: 'break-alliance', ally: p.value }, p.next) : p;
  }
  if ((i = phrase(ws, 0, V.passage)) !== undefined) {
    const p = loose((at) => readPower(ruleset, ws, at), ws, i, SMALL);
    return p.ok ? ok({ kind: 'passage', power: p.value }, p.next) : p;
  }
  if ((i = phrase(ws, 0, V.marriage)) !== undefined) {
    const c = loose((at) => readCharacter(ruleset, ws, at), ws, i, [...SMALL, 'avec', 'with', 'annonce', 'announce']);
    return ok({ kind: 'marriage' }, c.ok ? c.next : skip(ws, i, ['annonce', 'announce', 'announced']));
  }
  if ((i = phrase(ws, 0, MONEY_VERBS.gold)) !== undefined && readAmount(ws, i).ok) {
    const g = readGift(ruleset, ws, i);
    return g.ok ? ok({ kind: 'gold', to: g.value.to, amount: g.value.amount, announced: g.value.announced }, g.next) : g;
  }
  if ((i = phrase(ws, 0, V.give)) !== undefined) {
    const c = loose((at) => readCharacter(ruleset, ws, at), ws, i, SMALL);
    if (!c.ok) return c;
    const p = loose((at) => readPower(ruleset, ws, at), ws, c.next, SMALL);
    return p.ok ? ok({ kind: 'give-character', character: c.value, to: p.value }, p.next) : p;
  }
  if ((i = phrase(ws, 0, V.murder)) !== undefined) return character('assassinate', i);
  if ((i = phrase(ws, 0, V.release)) !== undefined) return character('release', i);
  if ((i = phrase(ws, 0, V.dissociate)) !== undefined) return character('dissociate', i);
  if ((i = phrase(ws, 0, MONEY_VERBS.bid)) !== undefined) return readBid(ruleset, ws, i);
  if ((i = phrase(ws, 0, V.gates)) !== undefined) {
    const p = loose((at) => readPlace(map, ws, at, 'citadel'), ws, i, SMALL);
    if (!p.ok) return p;
    const to = loose((at) => readPower(ruleset, ws, at), ws, p.next, SMALL);
    return to.ok ? ok({ kind: 'open-gates', citadel: p.value.space, to: to.value }, to.next) : to;
  }
  if ((i = phrase(ws, 0, V.capital)) !== undefined) {
    const p = loose((at) => readPlace(map, ws, at, 'citadel'), ws, i, SMALL);
    if (!p.ok) return p;
    const rest = skip(ws, p.next, ['as', 'comme', 'nommee', 'named', 'renamed', 'sous', 'le', 'nom', 'de']);
    if (rest < ws.length) return ok({ kind: 'capital', citadel: p.value.space, name: ws.slice(rest).map((w) => w.text).join(' ') }, ws.length);
    return ok({ kind: 'capital', citadel: p.value.space }, p.next);
  }
  if ((i = phrase(ws, 0, V.seize)) !== undefined) return place('seize', i, 'citadel');
  if ((i = phrase(ws, 0, V.command)) !== undefined) {
    const c = loose((at) => readCharacter(ruleset, ws, at), ws, i, SMALL);
    if (!c.ok) return c;
    const u = loose((at) => readUnit(map, ws, at), ws, c.next, [...SMALL, 'de', 'of']);
    return u.ok ? ok({ kind: 'command', character: c.value, unit: u.value }, u.next) : u;
  }
  if ((i = phrase(ws, 0, MONEY_VERBS.bribe)) !== undefined) return readBribe(ruleset, ws, i);
  if ((i = phrase(ws, 0, MONEY_VERBS.deposit)) !== undefined) return readDeposit(ruleset, ws, i);
  if ((i = phrase(ws, 0, V.draw)) !== undefined) return ok({ kind: 'draw', yes: true }, i);
  if ((i = phrase(ws, 0, V.vote)) !== undefined) {
    const v = readVote(ruleset, ws, i);
    return v.ok ? ok(v.value as SecondaryOrder, v.next) : v;
  }
  return fail('unknown-order', `"${ws[0]!.text}" is not a secondary order.`, [ws[0]!], undefined, { word: ws[0]!.text, of: 'secondary' });
}

/** Reads a power's secondary orders (and bribes, bids, votes), one per line. */
export function parseSecondaryOrders(ruleset: RulesetId, text: string): TextParse<SecondaryOrder> {
  return parseLines(text, (ws) => readSecondaryLine(ruleset, ws));
}

export interface SplitOrders {
  /** The lines the military season reads (unit and character orders, and the secondary orders it applies itself), in order. */
  military: string;
  /** The other lines: secondary orders, bribes, bids, votes. */
  political: TextParse<SecondaryOrder>;
  /** Lines neither reader understands, with their place in the whole text. */
  problems: Problem[];
}

/**
 * Splits one season's order text between the military family (`parseOrders` of
 * `./military/read.ts`) and this one: a line the military reader reads without problem is
 * military (its secondary orders — passage, do-not-capture, dissociate, command,
 * do-not-take-control, do-not-seize-treasure — included); any other line is read here. A line
 * neither reads is reported once, by the reader it looks meant for (a unit letter first:
 * military).
 */
export function splitOrders(ruleset: RulesetId, text: string): SplitOrders {
  // Issue 22: the judge split each text twice (the check at submission, the resolution), with every
  // political line read each time. A split depends on the ruleset and the text only: it is kept
  // (frozen), reused only outside an enclosing work budget, and counted as the same work
  // (`core/work.ts`), as the military lines are (`military/read.ts`). Texts up to a size, a bounded number.
  if (typeof text !== 'string' || text.length > KEPT_SPLIT_CHARS || !unbudgeted()) return splitAfresh(ruleset, text);
  let kept = keptSplits.get(ruleset);
  if (!kept) keptSplits.set(ruleset, (kept = new Map()));
  const hit = kept.get(text);
  if (hit) {
    spend(hit.work);
    return hit.split;
  }
  const before = workDone();
  const split = deepFreeze(splitAfresh(ruleset, text));
  if (kept.size >= KEPT_SPLITS) kept.clear();
  kept.set(text, { split, work: workDone() - before });
  return split;
}

const KEPT_SPLITS = 1024;
const KEPT_SPLIT_CHARS = 8192;
const keptSplits = new Map<RulesetId, Map<string, { split: SplitOrders; work: number }>>();

function splitAfresh(ruleset: RulesetId, text: string): SplitOrders {
  const map = mapForRuleset(ruleset);
  const problems: Problem[] = [];
  const military: string[] = [];
  const political: TextParse<SecondaryOrder> = { orders: [], problems: [] };
  if (typeof text !== 'string') return { military: '', political, problems: [{ code: 'not-text', message: 'Orders must be text.' }] };
  let offset = 0;
  text.split('\n').forEach((raw, line) => {
    const m = parseOrders(raw, { map });
    const shift = (p: Problem): Problem => ({ ...p, path: ['orders', line], ...(p.span ? { span: { start: p.span.start + offset, end: p.span.end + offset } } : {}) });
    if (m.orders.length > 0 && m.problems.length === 0) military.push(raw);
    else if (raw.trim() !== '' && m.orders.length + m.problems.length > 0) {
      const mine = parseSecondaryOrders(ruleset, raw);
      if (mine.orders.length > 0 && mine.problems.length === 0) political.orders.push(...mine.orders.map((o) => ({ ...o, line, span: { start: o.span.start + offset, end: o.span.end + offset } })));
      else {
        const looksMilitary = /^\s*(a|am|ae|ag|f|fe|g)\b[*#]?/i.test(raw);
        problems.push(...(looksMilitary ? m.problems : mine.problems).map(shift));
      }
    }
    offset += raw.length + 1;
  });
  return { military: military.join('\n'), political, problems };
}

/** The words of the printed lines, in the rulebook's language (`Rulebook.language`), as the forms write them. */
const WORDS = {
  fr: { give: 'donner', to: 'à', noCapture: 'ne pas capturer', murder: 'assassiner', royal: 'ordre royal', abstain: 'abstention', gates: 'ouvrir', noControl: 'ne pas contrôler', capital: 'capitale', named: 'comme', noTreasure: 'ne pas saisir', seize: 'saisir', dissociate: 'dissocier', command: 'commandement', marriage: 'mariage', chandragupta: 'accord Chandragupta', release: 'libérer', draw: 'nulle', breakAlliance: "rompre l'alliance avec" },
  en: { give: 'give', to: 'to', noCapture: 'no-capture', murder: 'assassinate', royal: 'royal order', abstain: 'abstain', gates: 'open', noControl: 'no-control', capital: 'capital', named: 'as', noTreasure: 'no-treasure', seize: 'seize', dissociate: 'dissociate', command: 'command', marriage: 'marriage', chandragupta: 'chandragupta', release: 'release', draw: 'draw', breakAlliance: 'break alliance' },
} as const;

/** A secondary order as its line: `readSecondaryLine` of it gives it back (`test/vocabulary/round-trip.test.ts`). */
export function printSecondaryOrder(ruleset: RulesetId, o: SecondaryOrder): string {
  const w = WORDS[profileOf(ruleset).language];
  const map = mapForRuleset(ruleset);
  const P = (id: string) => powerName(ruleset, id);
  const C = (id: string) => characterName(ruleset, id);
  const at = (id: string) => placeName(map, id);
  switch (o.kind) {
    case 'passage':
      return `passage ${P(o.power)}`;
    case 'give-character':
      return `${w.give} ${C(o.character)} ${w.to} ${P(o.to)}`;
    case 'no-capture':
      return `${w.noCapture} ${C(o.character)}`;
    case 'assassinate':
      return `${w.murder} ${C(o.character)}`;
    case 'royal-order':
      return `${w.royal} ${o.beneficiary ? P(o.beneficiary) : w.abstain}`;
    case 'open-gates':
      return `${w.gates} ${at(o.citadel)} ${w.to} ${P(o.to)}`;
    case 'no-control':
      return `${w.noControl} ${at(o.space)}`;
    case 'capital':
      return `${w.capital} ${at(o.citadel)}${o.name !== undefined ? ` ${w.named} ${o.name}` : ''}`;
    case 'no-treasure':
      return `${w.noTreasure} ${at(o.citadel)}`;
    case 'seize':
      return `${w.seize} ${at(o.citadel)}`;
    case 'dissociate':
      return `${w.dissociate} ${C(o.character)}`;
    case 'command':
      return `${w.command} ${C(o.character)} ${printUnit(map, o.unit)}`;
    case 'marriage':
      return w.marriage;
    case 'chandragupta':
      return `${w.chandragupta} ${o.province}`;
    case 'release':
      return `${w.release} ${C(o.character)}`;
    case 'vote':
      return printVote(ruleset, o);
    case 'draw':
      return w.draw;
    case 'break-alliance':
      return `${w.breakAlliance} ${P(o.ally)}`;
    default:
      return printMoneyOrder(ruleset, o);
  }
}
