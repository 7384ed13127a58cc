/**
 * The money family: every order that moves talents, as data, read and printed in one place.
 *
 *   corrompre A* SYR 30 [épargner]        bribe A Syr 3000 [spare]          (`diadoques ch. 9b`, `diadokhoi §6.3.2`)
 *   contre-corruption A MAC 10            counter A Mac 1000                (`diadoques §9b.13`, `diadokhoi §6.3.6`)
 *   enchère A THR 10, 11, 12              bid A Thr 500, 600                (`diadoques §9c.6`, `§11b.6`)
 *   don 10 T à Séleucos annoncé           gift 1000 to Seleukos announced   (`diadoques §9c.9`, `diadokhoi §6.3.55`)
 *   déposer 500 Sardes                    deposit 500 in Sardes             (`diadokhoi §5.1.6`)
 *
 * A gift is `gold` among the secondary orders of a season and `gift` among the winter orders;
 * both are written alike. Amounts of a bid are printed with commas: `500 600` would read as the
 * one sum 500 600 (`readAmount`'s thousands groups). Reading never throws.
 */
import type { RulesetId, SpaceId } from '../map/types.ts';
import type { PowerId } from './names.ts';
import { characterName, placeName, powerName } from './names.ts';
import type { UnitRef } from './military/types.ts';
import { printUnit } from './military/print.ts';
import { loose, mapForRuleset, readAmount, readCharacter, readPlace, readPower, readUnit, skip, SMALL } from './words.ts';
import type { Read, Word } from './words.ts';
import { profileOf } from '../rulebook/index.ts';

/** What a bribe or counter-corruption targets, as written: a unit or a character. */
export type TargetRef = { unit: UnitRef } | { character: string };

/** `diadoques ch. 9b`, `diadokhoi §6.3.2` */
export type Bribe = { kind: 'bribe'; target: TargetRef; amount: number; spareLeader?: boolean };
/** `diadoques §9b.13`, `diadokhoi §6.3.6` */
export type Counter = { kind: 'counter'; target: TargetRef; amount: number };
/** `diadoques §9c.6`, `§11b.6` */
export type Bid = { kind: 'bid'; unit: UnitRef; amounts: number[] };
/** `diadoques §9c.9`: a gold gift with the secondary orders. */
export type Gold = { kind: 'gold'; to: PowerId; amount: number; announced: boolean };
/** `diadoques §9c.9`, `§8b.1`: a gold gift with the winter orders. */
export type Gift = { kind: 'gift'; to: PowerId; amount: number; announced: boolean };
/** `diadokhoi §5.1.6` */
export type Deposit = { kind: 'deposit'; citadel: SpaceId; amount: number };

export type MoneyOrder = Bribe | Counter | Bid | Gold | Gift | Deposit;

/** The verbs, as lists of word keys (`nameKey`): French and English, short and long. */
export const MONEY_VERBS = {
  counter: [['contre', 'corruption'], ['contrecorruption'], ['counter', 'corruption'], ['countercorruption'], ['counter']],
  bribe: [['corrompre'], ['corruption'], ['bribe'], ['corrupt']],
  bid: [['enchere'], ['encheres'], ['enchérir'], ['encherir'], ['bid'], ['bids'], ['acheter'], ['buy']],
  /** With the secondary orders (`give` there hands over a character). */
  gold: [['don', 'dor'], ['don'], ['gold'], ['gift'], ['send', 'gold'], ['envoyer']],
  /** With the winter orders. */
  gift: [['don', 'dor'], ['don'], ['donner'], ['gift'], ['give'], ['gold'], ['send'], ['envoyer']],
  deposit: [['deposer'], ['depot'], ['deposit']],
} as const;

const SPARE = ['epargner', 'spare', 'gracier', 'grace', 'sparing'];
const ANNOUNCED = ['annonce', 'annoncee', 'public', 'publique', 'announced', 'announce', 'open'];

const ok = <T>(value: T, next: number): Read<T> => ({ ok: true, value, next });

/** A character alone, or a unit (a unit letter first is always a unit). */
function readTarget(ruleset: RulesetId, ws: Word[], i: number): Read<TargetRef> {
  const c = readCharacter(ruleset, ws, i);
  if (c.ok && !/^(a|am|ae|ag|f|fe|g)[*#]?$/i.test(ws[i]!.text)) return ok({ character: c.value }, c.next);
  const u = readUnit(mapForRuleset(ruleset), ws, i);
  return u.ok ? ok({ unit: u.value }, u.next) : u;
}

function readAmounts(ws: Word[], i: number): Read<number[]> {
  const out: number[] = [];
  let next = i;
  while (next < ws.length) {
    const a = readAmount(ws, next);
    if (!a.ok) break;
    out.push(a.value);
    next = a.next;
  }
  if (out.length === 0) return readAmount(ws, i) as Read<never>;
  return ok(out, next);
}

/** A target and the sum offered for it: `A* SYR 30`, `Olympias 20`. */
function readOffer(ruleset: RulesetId, ws: Word[], i: number): Read<{ target: TargetRef; amount: number }> {
  const t = loose((at) => readTarget(ruleset, ws, at), ws, i, SMALL);
  if (!t.ok) return t;
  const a = readAmount(ws, skip(ws, t.next, SMALL));
  return a.ok ? ok({ target: t.value, amount: a.value }, a.next) : a;
}

/** After the verb: `A* SYR 30 [épargner]`, `Olympias 20`. */
export function readBribe(ruleset: RulesetId, ws: Word[], i: number): Read<Bribe> {
  const o = readOffer(ruleset, ws, i);
  if (!o.ok) return o;
  const spare = SPARE.includes(ws[o.next]?.key ?? '');
  return ok({ kind: 'bribe', ...o.value, ...(spare ? { spareLeader: true } : {}) }, spare ? o.next + 1 : o.next);
}

/** After the verb: `A MAC 10`. */
export function readCounter(ruleset: RulesetId, ws: Word[], i: number): Read<Counter> {
  const o = readOffer(ruleset, ws, i);
  return o.ok ? ok({ kind: 'counter', ...o.value }, o.next) : o;
}

/** After the verb: `A THR 10, 11, 12`. */
export function readBid(ruleset: RulesetId, ws: Word[], i: number): Read<Bid> {
  const u = loose((at) => readUnit(mapForRuleset(ruleset), ws, at), ws, i, SMALL);
  if (!u.ok) return u;
  const a = readAmounts(ws, skip(ws, u.next, SMALL));
  return a.ok ? ok({ kind: 'bid', unit: u.value, amounts: a.value }, a.next) : a;
}

/** After the verb: `10 T à Séleucos annoncé`, `1000 to Seleukos announced` (`diadoques §9c.9`, `diadokhoi §6.3.55`). */
export function readGift(ruleset: RulesetId, ws: Word[], i: number): Read<Gift> {
  const a = readAmount(ws, i);
  if (!a.ok) return a;
  const p = loose((at) => readPower(ruleset, ws, at), ws, a.next, SMALL);
  if (!p.ok) return p;
  let next = p.next;
  const announced = ANNOUNCED.includes(ws[next]?.key ?? '');
  if (announced) next++;
  return ok({ kind: 'gift', to: p.value, amount: a.value, announced }, next);
}

/** After the verb: `500 Sardes`, `500 in Sardes` (`diadokhoi §5.1.6`). */
export function readDeposit(ruleset: RulesetId, ws: Word[], i: number): Read<Deposit> {
  const a = readAmount(ws, i);
  if (!a.ok) return a;
  const p = loose((at) => readPlace(mapForRuleset(ruleset), ws, at, 'citadel'), ws, a.next, SMALL);
  return p.ok ? ok({ kind: 'deposit', citadel: p.value.space, amount: a.value }, p.next) : p;
}

/** The words of the printed lines, in the rulebook's language (`Rulebook.language`). */
const WORDS = {
  fr: { bribe: 'corrompre', spare: 'épargner', counter: 'contre-corruption', bid: 'enchère', gift: 'don', to: 'à', announced: 'annoncé', deposit: 'déposer', in: '', sum: (n: number) => `${n} T` },
  en: { bribe: 'bribe', spare: 'spare', counter: 'counter', bid: 'bid', gift: 'gift', to: 'to', announced: 'announced', deposit: 'deposit', in: 'in ', sum: (n: number) => `${n}` },
} as const;

export const moneyWords = (ruleset: RulesetId) => WORDS[profileOf(ruleset).language];

function targetText(ruleset: RulesetId, t: TargetRef): string {
  return 'unit' in t ? printUnit(mapForRuleset(ruleset), t.unit) : characterName(ruleset, t.character);
}

/** A money order as its line: `readMoney…(print…(o))` gives `o` back. */
export function printMoneyOrder(ruleset: RulesetId, o: MoneyOrder): string {
  const w = moneyWords(ruleset);
  switch (o.kind) {
    case 'bribe':
      return `${w.bribe} ${targetText(ruleset, o.target)} ${o.amount}${o.spareLeader ? ` ${w.spare}` : ''}`;
    case 'counter':
      return `${w.counter} ${targetText(ruleset, o.target)} ${o.amount}`;
    case 'bid':
      return `${w.bid} ${printUnit(mapForRuleset(ruleset), o.unit)} ${o.amounts.join(', ')}`;
    case 'gold':
    case 'gift':
      return `${w.gift} ${w.sum(o.amount)} ${w.to} ${powerName(ruleset, o.to)}${o.announced ? ` ${w.announced}` : ''}`;
    case 'deposit':
      return `${w.deposit} ${o.amount} ${w.in}${placeName(mapForRuleset(ruleset), o.citadel)}`;
  }
}
