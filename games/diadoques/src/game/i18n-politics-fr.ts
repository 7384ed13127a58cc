/**
 * French result-sheet lines of money, winter and politics (the catalog assembled in src/game/i18n.ts):
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
  return 'une unité';
}

/** `Cassandre : Corruption de A MAC : refusé — why` (the power when the data names it); `undefined` without a reason. */
const refused = (w: Words, who: unknown, what: string, reason: string | undefined) => (reason === undefined ? undefined : `${str(who) ? `${P(w, who)}${w.colon}` : ''}${what} : refusé — ${reason}`);

/** The event's reason code (`data.why`) in the reader's language; `undefined` for a record written before codes. */
const why = (w: Words, d: Obj) => reasonLine(d.why, w, w.c.lang);

const MONEY_REASON: Record<string, string> = { 'political points': 'points politiques' };

function moneyReason(w: Words, d: Obj): string {
  if (str(d.citadel)) return `trésor de ${w.place(str(d.citadel))}`;
  const r = str(d.reason) ?? '';
  return MONEY_REASON[r] ? MONEY_REASON[r]! : r;
}

/** What a refused winter order or start purchase asked (its data is the order read). */
function winterOrder(w: Words, d: Obj): string {
  const u = isObj(d.unit) ? w.unit(d.unit.type, d.unit.space) : undefined;
  if (u && str(d.to)) return `Promotion de ${u} en ${str(d.to)}`;
  if (u) return `Ordre pour ${u}`;
  if (str(d.type) && str(d.at ?? d.space)) return `Construction de ${str(d.type)} en ${w.place(str(d.at ?? d.space))}`;
  return 'Ordre';
}

const WINTER = {
  money: (w, d) => `${P(w, d.power)}${w.colon}${signed(w, num(d.amount))} (${moneyReason(w, d)})`,
  income: (w, d) => `${P(w, d.power)} perçoit ${w.money((num(d.total) ?? 0) - (num(d.treasures) ?? 0))} de tribut.`,
  upkeep: (w, d) => `${P(w, d.power)} paie ${w.money(num(d.paid))} d’entretien.`,
  built: (w, d) => {
    if (!str(d.power)) return undefined;
    const who = w.power(str(d.power));
    const cost = num(d.cost) === undefined ? '' : ` (${w.money(num(d.cost))})`;
    return `${who} construit ${str(d.type)} en ${w.place(str(d.space))}${cost}.`;
  },
  disbanded: (w, d) => {
    if (!str(d.power)) return undefined;
    const who = w.power(str(d.power));
    const unit = w.unit(d.type, d.space);
    if (d.reason === 'militia-disperses') return `La milice de ${who} en ${w.place(str(d.space))} se disperse.`;
    if (d.reason === 'civil-disorder') return `${unit} de feu ${who} se dissout.`;
    return `${unit} de ${who} est licenciée${d.voluntary === false ? ' (faute d’argent ou de place)' : ''}.`;
  },
  'disband-fee': (w, d) => {
    if (!str(d.power)) return undefined;
    const who = w.power(str(d.power));
    const unit = str(d.space) ? ` ${w.unit(d.type, d.space)}` : '';
    return `${who} paie ${w.money(num(d.paid))} pour licencier${unit}.`;
  },
  promoted: (w, d) => {
    const unit = str(d.space) ? `${w.unit(d.from, d.space)} ` : '';
    return `Promotion : ${unit}${str(d.from)} → ${str(d.to)} (${w.money(num(d.cost))}).`;
  },
  'unit-degraded': (_w, d) => `Dégradation : ${str(d.from)} → ${str(d.to)}.`,
  'order-ignored': (w, d) => refused(w, d.power, winterOrder(w, d), why(w, d)),
  'build-contested': (w, d) => `${P(w, d.power)} et un autre joueur construisent au même endroit : aucune unité n’apparaît.`,
  'build-garrisoned': (w, d) => `Lieu disputé : le nouveau ${str(d.type)} de ${P(w, d.power)} est placé en ${w.place(str(d.at))}.`,
  'supply-revolt': (w, d) => `${w.unit(d.type, d.space)} de ${P(w, d.power)} n’a pas d’arsenal pour l’hiver et se révolte.`,
  'unsupplied-rebels': (w, d) => `${w.unit(d.type, d.space)} de ${P(w, d.power)}, sans ravitaillement, se rebelle : elle est à vendre au printemps.`,
  'unsupplied-disbanded': (w, d) => `${w.unit(d.type, d.space)} de ${P(w, d.power)} n’a pas de ravitaillement d’hiver et se dissout.`,
} satisfies Record<string, Line>;

const TREASURES = {
  'treasure-seized': (w, d) => `${P(w, d.power)} saisit le trésor de ${w.place(str(d.citadel))} (${w.money(num(d.amount))}).`,
  'treasure-none': (w, d) => `Il n’y a pas de trésor à ${w.place(str(d.citadel))}.`,
  'treasure-refused': (w, d) => `${P(w, d.power)} ne contrôle pas ${w.place(str(d.citadel))} : son trésor reste.`,
  'treasure-left': (w, d) => `${P(w, d.power)} laisse le trésor de ${w.place(str(d.citadel))} intact.`,
  deposit: (w, d) => `${P(w, d.power)} dépose ${w.money(num(d.amount))} à ${w.place(str(d.citadel))}.`,
  'deposit-refused': (w, d) => refused(w, d.power, 'Dépôt', why(w, d)),
  'gold-gift': (w, d) => (str(d.from) && str(d.to) ? `${P(w, d.from)} donne ${w.money(num(d.amount))} à ${P(w, d.to)}${d.announced ? ' (annoncé)' : ' (secret)'}.` : undefined),
  'gold-gift-refused': (w, d) => refused(w, d.from, `Don de ${w.money(num(d.amount))} à ${P(w, d.to)}`, why(w, d)),
  'gold-in-transit': (w, d) => `${P(w, d.from)} envoie ${w.money(num(d.amount))} à ${P(w, d.to)} : arrivée dans ${num(d.delay) ?? '?'} saison(s).`,
  credit: (w, d) => `${P(w, d.power)}${w.colon}${signed(w, num(d.amount))} (${d.source === 'satraps-treasure' ? 'trésor des satrapes orientaux' : (str(d.text) ?? '')})`,
} satisfies Record<string, Line>;

const CORRUPTION = {
  'counter-corruption': (w, d) => `${P(w, d.power)} paie ${w.money(num(d.amount))} de contre-corruption pour ${target(w, d)}.`,
  'counter-refused': (w, d) => refused(w, d.power, `Contre-corruption pour ${target(w, d)}`, why(w, d)),
  'bribe-invalid': (w, d) => refused(w, d.power, `Corruption de ${target(w, d)}`, why(w, d)),
  'bribe-paid': (w, d) => `${P(w, d.power)} dépense ${w.money(num(d.amount))} pour corrompre ${target(w, d)}.`,
  'bribe-tie': (w, d) => `Pots-de-vin égaux sur ${target(w, d)} : aucun n’est validé.`,
  'bribe-outbid': (w, d) => `Le pot-de-vin de ${P(w, d.power)} sur ${target(w, d)} est surenchéri.`,
  'bribe-validated': (w, d) => `${P(w, d.power)} corrompt ${target(w, d)} avec ${w.money(num(d.amount))} (niveau ${num(d.level) ?? '?'}) : ${num(d.chance) ?? '?'} % de chances, tiré ${num(d.roll) ?? '?'}.`,
  'corruption-failed': (w, d) =>
    num(d.level) !== undefined && num(d.amount) !== undefined
      ? `Les ${w.money(num(d.amount))} de ${P(w, d.power)} ne battent pas le seuil de ${target(w, d)} (${num(d.level)}) : l’argent est perdu.`
      : `La corruption de ${target(w, d)} échoue ; l’argent est dépensé.`,
  corruption: (w, d) =>
    str(d.unit)
      ? `${str(d.space) ? w.unit(d.type, d.space) : 'Une unité'} de ${P(w, d.from)} passe à ${P(w, d.to)} (corruption).`
      : `${w.character(str(d.target))} est gagné(e) par ${P(w, d.power)}.`,
  'mutineers-spared': (w, d) => `${w.character(str(d.character))} est épargné : les mutins deviennent rebelles ; il reste prisonnier, sans escorte.`,
} satisfies Record<string, Line>;

const lotName = (w: Words, d: Obj) => (str(d.space) ? w.unit(d.type, d.space) : 'l’unité');

const AUCTIONS = {
  'auction-sold': (w, d) => `${P(w, d.buyer)} achète ${lotName(w, d)} aux enchères pour ${w.money(num(d.pays))}.`,
  'auction-lot': (w, d) => `${w.unit(d.type, d.space)} de ${P(w, d.formerOwner)} passe aux enchères à partir de ${w.money(num(d.price))}.`,
  'auction-unsold': (w, d) =>
    str(d.last)
      ? `${lotName(w, d)} reste invendue : elle part à la fin de la saison.`
      : `${lotName(w, d)} est invendue : de nouveau en vente à partir de ${w.money(num(d.price))}.`,
  'auction-removed': (w, d) => `${lotName(w, d)} est retirée du jeu.`,
  'auction-neutral': (w, d) => `${lotName(w, d)} reste neutre pour de bon.`,
  'bid-refused': (w, d) => refused(w, d.power, `Enchères sur ${lotName(w, d)}`, why(w, d)),
} satisfies Record<string, Line>;

const C = (w: Words, x: unknown) => w.character(str(x));

const SECONDARY = {
  passage: (w, d) => `${P(w, d.power)} accorde le passage à ${P(w, d.to)}.`,
  'no-capture': (w, d) => `${P(w, d.power)} ne capturera pas ${C(w, d.character)}.`,
  'secondary-noted': (w, d) => `${P(w, d.power)} : ordre noté — ${str(d.order)}.`,
  'alliance-broken': (w, d) => `${P(w, d.power)} rompt l’alliance avec ${P(w, d.ally)} : ${C(w, d.character)} quitte ${lotName(w, d)}.`,
  'alliance-refused': (w, d) => refused(w, d.power, `Rupture de l’alliance avec ${P(w, d.ally)}`, why(w, d) ?? 'aucun de ses chefs ne mène une unité de cet allié'),
  command: (w, d) => `${C(w, d.character)} prend le commandement de ${lotName(w, d)}.`,
  'command-refused': (w, d) => refused(w, d.power, `Commandement de ${C(w, d.character)}`, 'pas à côté d’une de ses unités, ou pas apte à la commander'),
  dissociated: (w, d) => `${C(w, d.character)} quitte son unité.`,
  'dissociate-refused': (w, d) => refused(w, d.power, `Dissociation de ${C(w, d.character)}`, why(w, d)),
  'character-gift': (w, d) => `${P(w, d.power)} donne ${C(w, d.character)} à ${P(w, d.to)}.`,
  'gift-refused': (w, d) => refused(w, d.power, `Don de ${C(w, d.character)}`, why(w, d)),
  'gift-missed': (w, d) => `${C(w, d.character)} n’a pas rejoint d’unité de ${P(w, d.to)}.`,
  'murder-refused': (w, d) => refused(w, d.power, `Assassinat de ${C(w, d.character)}`, why(w, d)),
  'release-refused': (w, d) => refused(w, d.power, `Libération de ${C(w, d.character)}`, 'il ne le détient pas'),
  'royal-withdraws': (w, d) => `${C(w, d.character)} se retire dans ${w.place(str(d.to))}.`,
  'gates-refused': (w, d) => refused(w, d.power, `Ouverture de ${w.place(str(d.citadel))} à ${P(w, d.to)}`, why(w, d)),
  'character-freed': (w, d) => (why(w, d) === undefined ? undefined : `${C(w, d.character)} est libre (${why(w, d)}).`),
  'character-taken': (w, d) => (why(w, d) === undefined ? undefined : `${C(w, d.character)} passe à ${P(w, d.to)} (${why(w, d)}).`),
  'character-killed': (w, d) => {
    const reason = why(w, d);
    // `how` (neutrals/occupants.ts) or a reason code (politics/characters.ts `kill`); neither: a record written before codes.
    if (reason === undefined && d.how === undefined) return undefined;
    const how = d.how === 'put-to-death' ? 'est capturé(e) et mis(e) à mort' : d.how === 'with-unit' ? 'meurt avec son unité' : 'meurt';
    return `${C(w, d.character)} ${how}${reason ? ` (${reason})` : ''}.`;
  },
} satisfies Record<string, Line>;

const ROYAL = {
  dynasties: (_w) => 'Les dynasties sont établies.',
  'epigone-nowhere': (w, d) => `L’épigone de ${P(w, d.power)} n’a nulle part où apparaître.`,
  'epigone-appears': (w, d) => `${C(w, d.character)}, héritier de ${P(w, d.power)}, apparaît à ${w.place(str(d.space))}.`,
  eliminated: (w, d) => `${P(w, d.power)} est éliminé.`,
  'treasury-deposited': (w, d) => `Le trésor de ${P(w, d.power)} est laissé à ${w.place(str(d.citadel))}.`,
  'treasury-amount': (w, d) => `${w.money(num(d.amount))} y restent.`,
  'treasury-taken': (w, d) => `${P(w, d.by)} prend le trésor de ${P(w, d.power)}.`,
  'treasury-lost': (w, d) => `Le trésor de ${P(w, d.power)} est perdu.`,
  'civil-disorder': (w, d) => `Les unités et possessions de ${P(w, d.power)} deviennent neutres ; les unités tiennent.`,
  'royal-service': (w, d) => `${str(d.space) ? w.unit(d.type, d.space) : 'Une unité'} de ${P(w, d.power)} entre au service de ${C(w, d.royal)}.`,
  'capital-refused': (w, d) => refused(w, d.power, `Capitale à ${w.place(str(d.to))}`, why(w, d)),
  'capital-moved': (w, d) => `${P(w, d.power)} déplace sa capitale à ${w.place(str(d.to))}${str(d.name) ? `, renommée ${str(d.name)}` : ''}.`,
  'satraps-offer': (w, d) =>
    num(d.gold) !== undefined
      ? `Les satrapes orientaux attendent avec ${w.money(num(d.gold))}.`
      : 'Les satrapes orientaux offrent leur alliance : un ordre royal peut désigner qui reçoit leur armée et leur trésor.',
  'royal-order-void': (_w) => 'Aucun ordre royal n’est attendu.',
  'royal-order-refused': (w, d) => refused(w, d.power, 'Ordre royal', why(w, d)),
  'royal-order-tie': (_w) => 'Les ordres royaux sont partagés à égalité : tous sont ignorés.',
  'satraps-gone': (_w) => 'Personne ne reçoit l’ordre royal : l’armée des satrapes disparaît.',
  'royal-order': (w, d) => `Par ordre royal de ${w.powers(d.givers)}, les satrapes orientaux rejoignent ${P(w, d.beneficiary)}.`,
  'treasure-vanishes': (w, d) => `Le trésor de ${w.place(str(d.citadel))} disparaît.`,
  'marriage-refused': (w, d) => refused(w, d.power, 'Mariage', why(w, d)),
  'marriage-announced': (w, d) => `${C(w, d.groom)} annonce son mariage avec Cléopâtre.`,
  'marriage-lapsed': (w, d) => `Le mariage annoncé par ${P(w, d.power)} n’a pas lieu.`,
  marriage: (w, d) => `${C(w, d.groom)} épouse Cléopâtre.`,
  'chandragupta-refused': (w, d) => refused(w, d.power, 'Accord avec Chandragupta', why(w, d)),
  'chandragupta-deal': (w, d) => `${P(w, d.power)} conclut un accord avec Chandragupta : des éléphants le rejoignent en ${w.place(str(d.space))}. GHA et IND doivent être évacuées au tour suivant.`,
  'chandragupta-broken': (_w) => 'GHA ou IND est encore occupée : les éléphants partent et l’accord est nul.',
  'chandragupta-kept': (_w) => 'L’accord avec Chandragupta est tenu : GHA et IND sont neutres et fermées à tous pour de bon.',
  prestige: (w, d) => `${P(w, d.power)}${w.colon}${(num(d.pp) ?? 0) >= 0 ? '+' : ''}${num(d.pp) ?? '?'} PP`,
  victory: (w, d) => `Victoire : ${w.powers(d.winners)}.`,
} satisfies Record<string, Line>;

const neutralName = (w: Words, x: unknown) => w.power(str(x));

const INFLUENCE = {
  'influence-margins': (w, d) =>
    str(d.neutral)
      ? `${neutralName(w, d.neutral)} peut désormais être influencé : marge d’activation ${num(d.am) ?? '?'}.`
      : `Marges d’activation${w.colon}${isObj(d.am) ? Object.entries(d.am).map(([n, by]) => `${neutralName(w, n)} ${isObj(by) ? [...new Set(Object.values(by))].join('/') : String(by)}`).join(', ') : '—'}`,
  'influence-control': (w, d) => `${w.powers(d.controllers)} contrôle(nt) ${neutralName(w, d.neutral)} cette année.`,
  'influence-refused': (w, d) => refused(w, d.power, `Influence sur ${neutralName(w, d.neutral)}`, 'pas une puissance neutre qu’on puisse influencer'),
  'influence-sealed': (w, d) => `${P(w, d.power)} investit ${bidsText(w, d.bids)} (secret jusqu’au printemps).`,
  'influence-revealed': (w, d) => `Points politiques révélés${w.colon}${investedText(w, d.invested)}`,
  'influence-cut': (w, d) => `${P(w, d.power)} ne peut payer ${num(d.pp) ?? '?'} PP pour ${neutralName(w, d.neutral)} : rayés.`,
  'influence-lost': (w, d) => `${P(w, d.power)} a attaqué ${neutralName(w, d.neutral)} : il perd ${num(d.pp) ?? 0} PP${d.control ? ' et son contrôle' : ''}.`,
} satisfies Record<string, Line>;

function bidsText(w: Words, bids: unknown): string {
  if (!Array.isArray(bids)) return '?';
  return bids.map((b: unknown) => (isObj(b) ? `${num(b.pp) ?? '?'} PP dans ${neutralName(w, b.neutral)}` : '?')).join(', ');
}

/** `invested`: neutral → player → PP (`diadokhoi §8.6.1`). */
function investedText(w: Words, invested: unknown): string {
  if (!isObj(invested)) return '—';
  const parts: string[] = [];
  for (const [n, by] of Object.entries(invested)) {
    if (!isObj(by)) continue;
    for (const [p, pp] of Object.entries(by)) if (typeof pp === 'number' && pp > 0) parts.push(`${w.power(p)} ${pp} PP dans ${neutralName(w, n)}`);
  }
  return parts.length ? parts.join(', ') : 'personne';
}

export const POLITICS = { ...WINTER, ...TREASURES, ...CORRUPTION, ...AUCTIONS, ...SECONDARY, ...ROYAL, ...INFLUENCE } satisfies Record<string, Line>;
