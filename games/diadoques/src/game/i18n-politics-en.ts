/**
 * English result-sheet lines of money, winter and politics (the catalog assembled in src/game/i18n.ts):
 * income and upkeep (`diadoques ch. 10`, `diadokhoi §5`), builds and disbands, treasures and
 * gifts (`diadoques §9c.9`), corruption (`diadoques ch. 9b`, `diadokhoi §6.3.6`–`§6.3.16`),
 * auctions (`diadoques ch. 11b`), secondary orders (`diadoques ch. 9c`, `diadokhoi §7.6.6`),
 * succession and royal matters (`diadoques ch. 7`, `ch. 11c`, `ch. 11d`), political points
 * (`diadokhoi §8.6`). Each line reads the event's data; a refusal's reason, which the engine
 * gives as a code (`data.why`, `core/reasons/`), is written by the reason catalogs.
 */
import { reasonLine } from '../core/reasons/index.ts';
import { isObj, num, str } from './i18n-words.ts';
import type { Line, Obj, Words } from './i18n-words.ts';


const P = (w: Words, x: unknown) => w.power(str(x));
const signed = (w: Words, n: number | undefined) => `${(n ?? 0) >= 0 ? '+' : ''}${w.money(n)}`;

/** A bribe's or counter-corruption's target: a unit as orders write it, or a character. */
function target(w: Words, d: Obj): string {
  if (str(d.space)) return w.unit(d.type, d.space);
  const t = d.target;
  if (isObj(t) && str(t.character)) return w.character(str(t.character));
  if (typeof t === 'string' && !/^u\d+$/.test(t)) return w.character(t);
  return 'a unit';
}

/** `Cassandre : Corruption de A MAC : refusé — why` (the power when the data names it); `undefined` without a reason. */
const refused = (w: Words, who: unknown, what: string, reason: string | undefined) => (reason === undefined ? undefined : `${str(who) ? `${P(w, who)}${w.colon}` : ''}${what}: refused — ${reason}`);

/** The event's reason code (`data.why`) in the reader's language; `undefined` for a record written before codes. */
const why = (w: Words, d: Obj) => reasonLine(d.why, w, w.c.lang);

const MONEY_REASON: Record<string, string> = { 'political points': 'political points' };

function moneyReason(w: Words, d: Obj): string {
  if (str(d.citadel)) return `treasure of ${w.place(str(d.citadel))}`;
  const r = str(d.reason) ?? '';
  return MONEY_REASON[r] ? MONEY_REASON[r]! : r;
}

/** What a refused winter order or start purchase asked (its data is the order read). */
function winterOrder(w: Words, d: Obj): string {
  const u = isObj(d.unit) ? w.unit(d.unit.type, d.unit.space) : undefined;
  if (u && str(d.to)) return `Promotion of ${u} to ${str(d.to)}`;
  if (u) return `Order for ${u}`;
  if (str(d.type) && str(d.at ?? d.space)) return `Build of ${str(d.type)} in ${w.place(str(d.at ?? d.space))}`;
  return 'Order';
}

const WINTER = {
  money: (w, d) => `${P(w, d.power)}${w.colon}${signed(w, num(d.amount))} (${moneyReason(w, d)})`,
  income: (w, d) => `${P(w, d.power)} collects ${w.money((num(d.total) ?? 0) - (num(d.treasures) ?? 0))} of tribute.`,
  upkeep: (w, d) => `${P(w, d.power)} pays ${w.money(num(d.paid))} of upkeep.`,
  built: (w, d) => {
    if (!str(d.power)) return undefined;
    const who = w.power(str(d.power));
    const cost = num(d.cost) === undefined ? '' : ` (${w.money(num(d.cost))})`;
    return `${who} builds ${str(d.type)} in ${w.place(str(d.space))}${cost}.`;
  },
  disbanded: (w, d) => {
    if (!str(d.power)) return undefined;
    const who = w.power(str(d.power));
    const unit = w.unit(d.type, d.space);
    if (d.reason === 'militia-disperses') return `The militia of ${who} in ${w.place(str(d.space))} disperses.`;
    if (d.reason === 'civil-disorder') return `${unit} of the late ${who} disbands.`;
    return `${unit} of ${who} is disbanded${d.voluntary === false ? ' (no money or room)' : ''}.`;
  },
  'disband-fee': (w, d) => {
    if (!str(d.power)) return undefined;
    const who = w.power(str(d.power));
    const unit = str(d.space) ? ` ${w.unit(d.type, d.space)}` : '';
    return `${who} pays ${w.money(num(d.paid))} to disband${unit}.`;
  },
  promoted: (w, d) => {
    const unit = str(d.space) ? `${w.unit(d.from, d.space)} ` : '';
    return `Promotion: ${unit}${str(d.from)} → ${str(d.to)} (${w.money(num(d.cost))}).`;
  },
  'unit-degraded': (_w, d) => `Downgraded: ${str(d.from)} → ${str(d.to)}.`,
  'order-ignored': (w, d) => refused(w, d.power, winterOrder(w, d), why(w, d)),
  'build-contested': (w, d) => `${P(w, d.power)} and another player build in the same place: neither unit appears.`,
  'build-garrisoned': (w, d) => `Contested place: the new ${str(d.type)} of ${P(w, d.power)} is placed in ${w.place(str(d.at))}.`,
  'supply-revolt': (w, d) => `${w.unit(d.type, d.space)} of ${P(w, d.power)} has no arsenal for the winter and revolts.`,
  'unsupplied-rebels': (w, d) => `${w.unit(d.type, d.space)} of ${P(w, d.power)}, left without supply, rebels: it is for sale in spring.`,
  'unsupplied-disbanded': (w, d) => `${w.unit(d.type, d.space)} of ${P(w, d.power)} has no winter supply and disbands.`,
} satisfies Record<string, Line>;

const TREASURES = {
  'treasure-seized': (w, d) => `${P(w, d.power)} seizes the treasure of ${w.place(str(d.citadel))} (${w.money(num(d.amount))}).`,
  'treasure-none': (w, d) => `There is no treasure in ${w.place(str(d.citadel))}.`,
  'treasure-refused': (w, d) => `${P(w, d.power)} does not control ${w.place(str(d.citadel))}: its treasure stays.`,
  'treasure-left': (w, d) => `${P(w, d.power)} leaves the treasure of ${w.place(str(d.citadel))} untouched.`,
  deposit: (w, d) => `${P(w, d.power)} deposits ${w.money(num(d.amount))} in ${w.place(str(d.citadel))}.`,
  'deposit-refused': (w, d) => refused(w, d.power, 'Deposit', why(w, d)),
  'gold-gift': (w, d) => (str(d.from) && str(d.to) ? `${P(w, d.from)} gives ${w.money(num(d.amount))} to ${P(w, d.to)}${d.announced ? ' (announced)' : ' (secret)'}.` : undefined),
  'gold-gift-refused': (w, d) => refused(w, d.from, `Gift of ${w.money(num(d.amount))} to ${P(w, d.to)}`, why(w, d)),
  'gold-in-transit': (w, d) => `${P(w, d.from)} sends ${w.money(num(d.amount))} to ${P(w, d.to)}: it arrives in ${num(d.delay) ?? '?'} season(s).`,
  credit: (w, d) => `${P(w, d.power)}${w.colon}${signed(w, num(d.amount))} (${d.source === 'satraps-treasure' ? 'the eastern satraps’ treasure' : (str(d.text) ?? '')})`,
} satisfies Record<string, Line>;

const CORRUPTION = {
  'counter-corruption': (w, d) => `${P(w, d.power)} pays ${w.money(num(d.amount))} of counter-corruption for ${target(w, d)}.`,
  'counter-refused': (w, d) => refused(w, d.power, `Counter-corruption for ${target(w, d)}`, why(w, d)),
  'bribe-invalid': (w, d) => refused(w, d.power, `Bribe on ${target(w, d)}`, why(w, d)),
  'bribe-paid': (w, d) => `${P(w, d.power)} spends ${w.money(num(d.amount))} to corrupt ${target(w, d)}.`,
  'bribe-tie': (w, d) => `Equal highest bribes on ${target(w, d)}: none is validated.`,
  'bribe-outbid': (w, d) => `The bribe of ${P(w, d.power)} on ${target(w, d)} is outbid.`,
  'bribe-validated': (w, d) => `${P(w, d.power)} bribes ${target(w, d)} with ${w.money(num(d.amount))} (level ${num(d.level) ?? '?'}): ${num(d.chance) ?? '?'} % chance, rolled ${num(d.roll) ?? '?'}.`,
  'corruption-failed': (w, d) =>
    num(d.level) !== undefined && num(d.amount) !== undefined
      ? `${P(w, d.power)}'s ${w.money(num(d.amount))} do not beat the threshold of ${target(w, d)} (${num(d.level)}): the money is lost.`
      : `The corruption of ${target(w, d)} fails; the money is spent.`,
  corruption: (w, d) =>
    str(d.unit)
      ? `${str(d.space) ? w.unit(d.type, d.space) : 'A unit'} of ${P(w, d.from)} goes over to ${P(w, d.to)} (bribe).`
      : `${w.character(str(d.target))} is won over by ${P(w, d.power)}.`,
  'mutineers-spared': (w, d) => `${w.character(str(d.character))} is spared: the mutineers turn rebel; he stays a prisoner, unescorted.`,
} satisfies Record<string, Line>;

const lotName = (w: Words, d: Obj) => (str(d.space) ? w.unit(d.type, d.space) : 'the unit');

const AUCTIONS = {
  'auction-sold': (w, d) => `${P(w, d.buyer)} buys ${lotName(w, d)} at auction for ${w.money(num(d.pays))}.`,
  'auction-lot': (w, d) => `${w.unit(d.type, d.space)} of ${P(w, d.formerOwner)} goes up for auction from ${w.money(num(d.price))}.`,
  'auction-unsold': (w, d) =>
    str(d.last)
      ? `${lotName(w, d)} is still unsold: it goes at the end of the season.`
      : `${lotName(w, d)} is unsold: offered again from ${w.money(num(d.price))}.`,
  'auction-removed': (w, d) => `${lotName(w, d)} is removed.`,
  'auction-neutral': (w, d) => `${lotName(w, d)} stays neutral for good.`,
  'bid-refused': (w, d) => refused(w, d.power, `Bids for ${lotName(w, d)}`, why(w, d)),
} satisfies Record<string, Line>;

const C = (w: Words, x: unknown) => w.character(str(x));

const SECONDARY = {
  passage: (w, d) => `${P(w, d.power)} grants passage to ${P(w, d.to)}.`,
  'no-capture': (w, d) => `${P(w, d.power)} will not capture ${C(w, d.character)}.`,
  'secondary-noted': (w, d) => `${P(w, d.power)}: order noted — ${str(d.order)}.`,
  'alliance-broken': (w, d) => `${P(w, d.power)} breaks the alliance with ${P(w, d.ally)}: ${C(w, d.character)} leaves ${lotName(w, d)}.`,
  'alliance-refused': (w, d) => refused(w, d.power, `Breaking the alliance with ${P(w, d.ally)}`, why(w, d) ?? 'none of his leaders leads a unit of that ally'),
  command: (w, d) => `${C(w, d.character)} takes command of ${lotName(w, d)}.`,
  'command-refused': (w, d) => refused(w, d.power, `Command of ${C(w, d.character)}`, 'not beside one of his units, or not fit to command it'),
  dissociated: (w, d) => `${C(w, d.character)} leaves his unit.`,
  'dissociate-refused': (w, d) => refused(w, d.power, `Dissociation of ${C(w, d.character)}`, why(w, d)),
  'character-gift': (w, d) => `${P(w, d.power)} gives ${C(w, d.character)} to ${P(w, d.to)}.`,
  'gift-refused': (w, d) => refused(w, d.power, `Gift of ${C(w, d.character)}`, why(w, d)),
  'gift-missed': (w, d) => `${C(w, d.character)} did not reach a unit of ${P(w, d.to)}.`,
  'murder-refused': (w, d) => refused(w, d.power, `Murder of ${C(w, d.character)}`, why(w, d)),
  'release-refused': (w, d) => refused(w, d.power, `Release of ${C(w, d.character)}`, 'he does not hold him'),
  'royal-withdraws': (w, d) => `${C(w, d.character)} withdraws into ${w.place(str(d.to))}.`,
  'gates-refused': (w, d) => refused(w, d.power, `Opening ${w.place(str(d.citadel))} to ${P(w, d.to)}`, why(w, d)),
  'character-freed': (w, d) => (why(w, d) === undefined ? undefined : `${C(w, d.character)} is free (${why(w, d)}).`),
  'character-taken': (w, d) => (why(w, d) === undefined ? undefined : `${C(w, d.character)} passes to ${P(w, d.to)} (${why(w, d)}).`),
  'character-killed': (w, d) => {
    const reason = why(w, d);
    // `how` (neutrals/occupants.ts) or a reason code (politics/characters.ts `kill`); neither: a record written before codes.
    if (reason === undefined && d.how === undefined) return undefined;
    const how = d.how === 'put-to-death' ? 'is captured and put to death' : d.how === 'with-unit' ? 'dies with his unit' : 'dies';
    return `${C(w, d.character)} ${how}${reason ? ` (${reason})` : ''}.`;
  },
} satisfies Record<string, Line>;

const ROYAL = {
  dynasties: (_w) => 'The dynasties are established.',
  'epigone-nowhere': (w, d) => `The epigone of ${P(w, d.power)} has nowhere to appear.`,
  'epigone-appears': (w, d) => `${C(w, d.character)}, heir of ${P(w, d.power)}, appears in ${w.place(str(d.space))}.`,
  eliminated: (w, d) => `${P(w, d.power)} is eliminated.`,
  'treasury-deposited': (w, d) => `${P(w, d.power)}'s treasury is left in ${w.place(str(d.citadel))}.`,
  'treasury-amount': (w, d) => `${w.money(num(d.amount))} left there.`,
  'treasury-taken': (w, d) => `${P(w, d.by)} takes ${P(w, d.power)}'s treasury.`,
  'treasury-lost': (w, d) => `${P(w, d.power)}'s treasury is lost.`,
  'civil-disorder': (w, d) => `${P(w, d.power)}'s units and possessions turn neutral; the units hold.`,
  'royal-service': (w, d) => `${str(d.space) ? w.unit(d.type, d.space) : 'A unit'} of ${P(w, d.power)} enters the service of ${C(w, d.royal)}.`,
  'capital-refused': (w, d) => refused(w, d.power, `Capital in ${w.place(str(d.to))}`, why(w, d)),
  'capital-moved': (w, d) => `${P(w, d.power)} moves its capital to ${w.place(str(d.to))}${str(d.name) ? `, renamed ${str(d.name)}` : ''}.`,
  'satraps-offer': (w, d) =>
    num(d.gold) !== undefined
      ? `The eastern satraps wait with ${w.money(num(d.gold))}.`
      : 'The eastern satraps offer their alliance: a royal order may name who gets their army and treasure.',
  'royal-order-void': (_w) => 'No royal order is awaited.',
  'royal-order-refused': (w, d) => refused(w, d.power, 'Royal order', why(w, d)),
  'royal-order-tie': (_w) => 'The royal orders are split evenly: all are ignored.',
  'satraps-gone': (_w) => 'Nobody receives the royal order: the satraps’ army disappears.',
  'royal-order': (w, d) => `By royal order of ${w.powers(d.givers)}, the eastern satraps join ${P(w, d.beneficiary)}.`,
  'treasure-vanishes': (w, d) => `The treasure of ${w.place(str(d.citadel))} vanishes.`,
  'marriage-refused': (w, d) => refused(w, d.power, 'Marriage', why(w, d)),
  'marriage-announced': (w, d) => `${C(w, d.groom)} announces his marriage with Kleopatra.`,
  'marriage-lapsed': (w, d) => `The marriage announced by ${P(w, d.power)} lapses.`,
  marriage: (w, d) => `${C(w, d.groom)} marries Kleopatra.`,
  'chandragupta-refused': (w, d) => refused(w, d.power, 'Agreement with Chandragupta', why(w, d)),
  'chandragupta-deal': (w, d) => `${P(w, d.power)} makes an agreement with Chandragupta: war elephants join him in ${w.place(str(d.space))}. GHA and IND must be evacuated next turn.`,
  'chandragupta-broken': (_w) => 'GHA or IND is still occupied: the elephants leave and the agreement is void.',
  'chandragupta-kept': (_w) => 'The agreement with Chandragupta is kept: GHA and IND are neutral and closed to all for good.',
  prestige: (w, d) => `${P(w, d.power)}${w.colon}${(num(d.pp) ?? 0) >= 0 ? '+' : ''}${num(d.pp) ?? '?'} PP`,
  victory: (w, d) => `Victory: ${w.powers(d.winners)}.`,
} satisfies Record<string, Line>;

const neutralName = (w: Words, x: unknown) => w.power(str(x));

const INFLUENCE = {
  'influence-margins': (w, d) =>
    str(d.neutral)
      ? `${neutralName(w, d.neutral)} may now be influenced: activation margin ${num(d.am) ?? '?'}.`
      : `Activation margins${w.colon}${isObj(d.am) ? Object.entries(d.am).map(([n, by]) => `${neutralName(w, n)} ${isObj(by) ? [...new Set(Object.values(by))].join('/') : String(by)}`).join(', ') : '—'}`,
  'influence-control': (w, d) => `${w.powers(d.controllers)} control(s) ${neutralName(w, d.neutral)} this year.`,
  'influence-refused': (w, d) => refused(w, d.power, `Influence on ${neutralName(w, d.neutral)}`, 'not a neutral power one can influence'),
  'influence-sealed': (w, d) => `${P(w, d.power)} invests ${bidsText(w, d.bids)} (secret until spring).`,
  'influence-revealed': (w, d) => `Political points revealed${w.colon}${investedText(w, d.invested)}`,
  'influence-cut': (w, d) => `${P(w, d.power)} cannot pay for ${num(d.pp) ?? '?'} PP in ${neutralName(w, d.neutral)}: struck out.`,
  'influence-lost': (w, d) => `${P(w, d.power)} attacked ${neutralName(w, d.neutral)}: he loses ${num(d.pp) ?? 0} PP${d.control ? ' and his control of it' : ''}.`,
} satisfies Record<string, Line>;

function bidsText(w: Words, bids: unknown): string {
  if (!Array.isArray(bids)) return '?';
  return bids.map((b: unknown) => (isObj(b) ? `${num(b.pp) ?? '?'} PP in ${neutralName(w, b.neutral)}` : '?')).join(', ');
}

/** `invested`: neutral → player → PP (`diadokhoi §8.6.1`). */
function investedText(w: Words, invested: unknown): string {
  if (!isObj(invested)) return '—';
  const parts: string[] = [];
  for (const [n, by] of Object.entries(invested)) {
    if (!isObj(by)) continue;
    for (const [p, pp] of Object.entries(by)) if (typeof pp === 'number' && pp > 0) parts.push(`${w.power(p)} ${pp} PP in ${neutralName(w, n)}`);
  }
  return parts.length ? parts.join(', ') : 'nobody';
}

export const POLITICS = { ...WINTER, ...TREASURES, ...CORRUPTION, ...AUCTIONS, ...SECONDARY, ...ROYAL, ...INFLUENCE } satisfies Record<string, Line>;
