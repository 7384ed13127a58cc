/**
 * Winter orders (`diadoques §8b.1`, `§10`; `diadokhoi §5.3`, `§6.1.2`) as data, and how
 * players write them, in French or English, one per line:
 *
 *   saisir trésor Lysimachia          seize treasure Lysimachia        (`diadoques §10.3`)
 *   entretenir A MAC                  maintain A Mac                   (`diadoques §10.6`)
 *   licencier A MAC                   disband A Mac                    (`diadoques §10.7`)
 *   construire A MAC / Ae Pella       build A Mac / build F Che        (`diadoques §10.15`)
 *   promouvoir A MAC Ae               promote A Mac to Ae              (`diadoques §10.21`)
 *   dégrader Ae THR                   downgrade Ae Thr                 (`diadoques §10.5`)
 *   don 10 T à Séleucos annoncé       gift 1000 to Seleukos announced  (`diadoques §9c.9`)
 *   déposer 500 Sardes                deposit 500 in Sardes            (`diadokhoi §5.1.6`)
 *   vote pour Antigone / contre       vote for Antigone / against      (`diadoques §3.7`)
 *   influence 4 Cassandre             influence 4 Cassandra / PP 4 in Cassandra (`diadokhoi §8.6.1`)
 *
 * Maintenance is the default: a unit not disbanded is kept if the money allows
 * (`diadoques §10.6`). Reading never throws; each problem says where it is.
 */
import type { RulesetId, SpaceId, UnitType } from '../map/types.ts';
import type { PowerId } from './names.ts';
import type { UnitRef } from './military/types.ts';
import { printUnit } from './military/print.ts';
import { placeName, powerName } from './names.ts';
import { loose, mapForRuleset, parseLines, phrase, readAmount, readPlace, readPower, readType, readUnit, fail, skip, SMALL } from './words.ts';
import type { Read, TextParse, Word } from './words.ts';
import { MONEY_VERBS, printMoneyOrder, readDeposit, readGift } from './money.ts';
import type { Deposit, Gift } from './money.ts';
import { profileOf } from '../rulebook/index.ts';

export type WinterOrder =
  | { kind: 'seize'; citadel: SpaceId }
  | { kind: 'maintain'; unit: UnitRef }
  | { kind: 'disband'; unit: UnitRef }
  | { kind: 'build'; type: UnitType; space: SpaceId; coast?: string }
  | { kind: 'promote'; unit: UnitRef; to: UnitType }
  | { kind: 'downgrade'; unit: UnitRef }
  | Gift
  | Deposit
  | { kind: 'vote'; candidate: PowerId; yes: boolean }
  | { kind: 'draw'; yes: boolean }
  /** Political points invested in a neutral power for the coming year (`diadokhoi §8.6.1`). */
  | { kind: 'influence'; neutral: PowerId; pp: number };

const V = {
  seize: [['saisir'], ['seize'], ['prendre'], ['take'], ['saisie']],
  maintain: [['entretenir'], ['entretien'], ['maintain'], ['keep'], ['garder']],
  disband: [['licencier'], ['licenciement'], ['disband'], ['dissoudre'], ['renvoyer']],
  build: [['construire'], ['construction'], ['build'], ['recruter'], ['recruit'], ['lever']],
  promote: [['promouvoir'], ['promotion'], ['promote']],
  downgrade: [['degrader'], ['degradation'], ['downgrade'], ['demote']],
  vote: [['vote'], ['voter']],
  draw: [['nulle'], ['draw'], ['partage']],
  influence: [['influence'], ['pp'], ['political', 'points'], ['points', 'politiques'], ['invest'], ['investir']],
} as const;

const TREASURE = ['tresor', 'treasure', 'le', 'du', 'de', 'the', 'of', 'in', 'dans', 'a'];
const YES = ['oui', 'yes', 'pour', 'for', 'pro'];
const NO = ['non', 'no', 'contre', 'against'];
const TYPE_TO = ['en', 'to', 'in', 'into', 'vers', 'as', 'comme'];

/** Reads one winter order line. */
export function readWinterLine(ruleset: RulesetId, ws: Word[]): Read<WinterOrder> {
  const map = mapForRuleset(ruleset);
  if (ws.length === 0) return fail('empty-order', 'Empty order.', { start: 0, end: 0 });
  let i: number | undefined;
  if ((i = phrase(ws, 0, V.seize)) !== undefined) {
    const p = loose((at) => readPlace(map, ws, at, 'citadel'), ws, i, TREASURE);
    return p.ok ? { ok: true, value: { kind: 'seize', citadel: p.value.space }, next: p.next } : p;
  }
  for (const kind of ['maintain', 'disband', 'downgrade'] as const) {
    if ((i = phrase(ws, 0, V[kind])) === undefined) continue;
    const u = readUnit(map, ws, i);
    return u.ok ? { ok: true, value: { kind, unit: u.value }, next: u.next } : u;
  }
  if ((i = phrase(ws, 0, V.build)) !== undefined) {
    const t = readType(ws, i);
    if (!t.type || t.type === 'G') return fail('missing-type', 'Which unit? Write A, Am, Ae, Ag, F or Fe before the place.', ws.slice(i, i + 1), undefined, { for: 'build' });
    const p = loose((at) => readPlace(map, ws, at, 'place to build in'), ws, t.next, SMALL);
    return p.ok ? { ok: true, value: { kind: 'build', type: t.type, space: p.value.space, ...(p.value.coast ? { coast: p.value.coast } : {}) }, next: p.next } : p;
  }
  if ((i = phrase(ws, 0, V.promote)) !== undefined) {
    const u = readUnit(map, ws, i);
    if (!u.ok) return u;
    const t = readType(ws, skip(ws, u.next, TYPE_TO));
    if (!t.type || t.type === 'G') return fail('missing-type', 'Promote to what? Write the new type (Am, Ae, Ag, Fe).', ws.slice(u.next), undefined, { for: 'promote' });
    return { ok: true, value: { kind: 'promote', unit: u.value, to: t.type }, next: t.next };
  }
  if ((i = phrase(ws, 0, MONEY_VERBS.deposit)) !== undefined) return readDeposit(ruleset, ws, i);
  if ((i = phrase(ws, 0, MONEY_VERBS.gift)) !== undefined) return readGift(ruleset, ws, i);
  if ((i = phrase(ws, 0, V.draw)) !== undefined) return { ok: true, value: { kind: 'draw', yes: !NO.includes(ws[i]?.key ?? '') }, next: ws[i] && (YES.includes(ws[i]!.key) || NO.includes(ws[i]!.key)) ? i + 1 : i };
  if ((i = phrase(ws, 0, V.vote)) !== undefined) return readVote(ruleset, ws, i);
  if ((i = phrase(ws, 0, V.influence)) !== undefined) return readInfluence(ruleset, ws, i);
  return fail('unknown-order', `"${ws[0]!.text}" is not a winter order (saisir, entretenir, licencier, construire, promouvoir, dégrader, don, vote, influence).`, [ws[0]!], undefined, { word: ws[0]!.text, of: 'winter' });
}

/** `influence 4 Cassandra`, `PP 4 in Cassandra`, `points politiques 4 Cassandre` (`diadokhoi §8.6.1`). */
export function readInfluence(ruleset: RulesetId, ws: Word[], i: number): Read<WinterOrder & { kind: 'influence' }> {
  if (!profileOf(ruleset).policies.economy.politicalPoints) return fail('not-in-ruleset', 'Political points exist only in Diadokhoi.', ws.slice(0, i), 'diadokhoi §8.6.1');
  const a = readAmount(ws, i);
  if (!a.ok) return a;
  if (a.value < 1) return fail('bad-amount', 'Invest at least 1 political point.', ws.slice(i, a.next), 'diadokhoi §8.6.1', { min: 1, of: 'political-points' });
  const pp = ['pp', 'points', 'point'].includes(ws[a.next]?.key ?? '') ? a.next + 1 : a.next;
  const p = loose((at) => readPower(ruleset, ws, at), ws, pp, SMALL);
  return p.ok ? { ok: true, value: { kind: 'influence', neutral: p.value, pp: a.value }, next: p.next } : p;
}

/** `vote pour X`, `vote contre X`, `vote X oui` (`diadoques §3.7`); `vote nulle` (`diadokhoi §4.5.2`). */
export function readVote(ruleset: RulesetId, ws: Word[], i: number): Read<WinterOrder & ({ kind: 'vote' } | { kind: 'draw' })> {
  const d = phrase(ws, i, V.draw);
  if (d !== undefined) return { ok: true, value: { kind: 'draw', yes: true }, next: d };
  let yes = true;
  if (NO.includes(ws[i]?.key ?? '')) {
    yes = false;
    i++;
  } else if (YES.includes(ws[i]?.key ?? '')) i++;
  const p = readPower(ruleset, ws, i);
  if (!p.ok) return p;
  let next = p.next;
  if (YES.includes(ws[next]?.key ?? '')) next++;
  else if (NO.includes(ws[next]?.key ?? '')) {
    yes = false;
    next++;
  }
  return { ok: true, value: { kind: 'vote', candidate: p.value, yes }, next };
}

/** Reads a power's winter orders, one per line (`diadoques §8b.1`). */
export function parseWinterOrders(ruleset: RulesetId, text: string): TextParse<WinterOrder> {
  return parseLines(text, (ws) => readWinterLine(ruleset, ws));
}

/** The words of the printed lines, in the rulebook's language (`Rulebook.language`). */
const WORDS = {
  fr: { seize: 'saisir trésor', maintain: 'entretenir', disband: 'licencier', build: 'construire', promote: 'promouvoir', to: '', downgrade: 'dégrader', vote: 'vote', yes: 'pour', no: 'contre', draw: 'nulle', drawNo: 'nulle non', influence: 'influence' },
  en: { seize: 'seize treasure', maintain: 'maintain', disband: 'disband', build: 'build', promote: 'promote', to: 'to ', downgrade: 'downgrade', vote: 'vote', yes: 'for', no: 'against', draw: 'draw', drawNo: 'draw no', influence: 'influence' },
} as const;

export const winterWords = (ruleset: RulesetId) => WORDS[profileOf(ruleset).language];

/** `vote pour Antigone`, `vote against Seleukos` (`diadoques §3.7`). */
export function printVote(ruleset: RulesetId, o: { candidate: PowerId; yes: boolean }): string {
  const w = winterWords(ruleset);
  return `${w.vote} ${o.yes ? w.yes : w.no} ${powerName(ruleset, o.candidate)}`;
}

/** A winter order as its line: `readWinterLine` of it gives it back (`test/vocabulary/round-trip.test.ts`). */
export function printWinterOrder(ruleset: RulesetId, o: WinterOrder): string {
  const w = winterWords(ruleset);
  const map = mapForRuleset(ruleset);
  switch (o.kind) {
    case 'seize':
      return `${w.seize} ${placeName(map, o.citadel)}`;
    case 'maintain':
    case 'disband':
    case 'downgrade':
      return `${w[o.kind]} ${printUnit(map, o.unit)}`;
    case 'build':
      return `${w.build} ${o.type} ${placeName(map, o.space, o.coast)}`;
    case 'promote':
      return `${w.promote} ${printUnit(map, o.unit)} ${w.to}${o.to}`;
    case 'vote':
      return printVote(ruleset, o);
    case 'draw':
      return o.yes ? w.draw : w.drawNo;
    case 'influence':
      return `${w.influence} ${o.pp} ${powerName(ruleset, o.neutral)}`;
    default:
      return printMoneyOrder(ruleset, o);
  }
}
