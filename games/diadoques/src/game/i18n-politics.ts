/**
 * Result-sheet lines of money, winter and politics in the reader's language (src/game/i18n.ts):
 * income and upkeep (`diadoques ch. 10`, `diadokhoi §5`), builds and disbands, treasures and
 * gifts (`diadoques §9c.9`), corruption (`diadoques ch. 9b`, `diadokhoi §6.3.6`–`§6.3.16`),
 * auctions (`diadoques ch. 11b`), secondary orders (`diadoques ch. 9c`, `diadokhoi §7.6.6`),
 * succession and royal matters (`diadoques ch. 7`, `ch. 11c`, `ch. 11d`), political points
 * (`diadokhoi §8.6`). Each line reads the event's data; a refusal's reason, which the engine
 * gives only in its English sentence, goes through `i18n-why.ts`.
 */
import { afterColon, inBrackets, refusalOf, why } from './i18n-why.ts';
import { isObj, num, str } from './i18n-words.ts';
import type { Line, Obj, Words } from './i18n-words.ts';

/** The engine's sentence names the power first (`cassandre builds …`): records written before events carried `power`. */
const lead = (text: string | undefined) => (text ? /^([a-z][a-z-]*)\b/.exec(text)?.[1] : undefined);
const ofWhom = (text: string | undefined) => (text ? / of (?:the late )?([a-z][a-z-]*)/.exec(text)?.[1] : undefined);

const P = (w: Words, x: unknown) => w.power(str(x));
const signed = (w: Words, n: number | undefined) => `${(n ?? 0) >= 0 ? '+' : ''}${w.money(n)}`;

/** A bribe's or counter-corruption's target: a unit as orders write it, or a character. */
function target(w: Words, d: Obj): string {
  if (str(d.space)) return w.unit(d.type, d.space);
  const t = d.target;
  if (isObj(t) && str(t.character)) return w.character(str(t.character));
  if (typeof t === 'string' && !/^u\d+$/.test(t)) return w.character(t);
  return w.tr('une unité', 'a unit');
}

/** `Cassandre : Corruption de A MAC : refusé — why` (the power when the data names it). */
const refused = (w: Words, who: unknown, what: [string, string], reason: string | undefined) => `${str(who) ? `${P(w, who)}${w.colon}` : ''}${w.tr(...what)}${w.tr(' : refusé', ': refused')} — ${why(w, reason)}`;

const MONEY_REASON: Record<string, [string, string]> = { 'political points': ['points politiques', 'political points'] };

function moneyReason(w: Words, d: Obj): string {
  if (str(d.citadel)) return w.tr(`trésor de ${w.place(str(d.citadel))}`, `treasure of ${w.place(str(d.citadel))}`);
  const r = str(d.reason) ?? '';
  return MONEY_REASON[r] ? w.tr(...MONEY_REASON[r]!) : r;
}

/** What a refused winter order or start purchase asked (its data is the order read). */
function winterOrder(w: Words, d: Obj): [string, string] {
  const u = isObj(d.unit) ? w.unit(d.unit.type, d.unit.space) : undefined;
  if (u && str(d.to)) return [`Promotion de ${u} en ${str(d.to)}`, `Promotion of ${u} to ${str(d.to)}`];
  if (u) return [`Ordre pour ${u}`, `Order for ${u}`];
  if (str(d.type) && str(d.at ?? d.space)) return [`Construction de ${str(d.type)} en ${w.place(str(d.at ?? d.space))}`, `Build of ${str(d.type)} in ${w.place(str(d.at ?? d.space))}`];
  return ['Ordre', 'Order'];
}

const WINTER: Record<string, Line> = {
  money: (w, d) => `${P(w, d.power)}${w.colon}${signed(w, num(d.amount))} (${moneyReason(w, d)})`,
  income: (w, d) => w.tr(`${P(w, d.power)} perçoit ${w.money((num(d.total) ?? 0) - (num(d.treasures) ?? 0))} de tribut.`, `${P(w, d.power)} collects ${w.money((num(d.total) ?? 0) - (num(d.treasures) ?? 0))} of tribute.`),
  upkeep: (w, d) => w.tr(`${P(w, d.power)} paie ${w.money(num(d.paid))} d’entretien.`, `${P(w, d.power)} pays ${w.money(num(d.paid))} of upkeep.`),
  built: (w, d, e) => {
    const who = w.power(str(d.power) ?? lead(e.text));
    const cost = num(d.cost) === undefined ? '' : ` (${w.money(num(d.cost))})`;
    return w.tr(`${who} construit ${str(d.type)} en ${w.place(str(d.space))}${cost}.`, `${who} builds ${str(d.type)} in ${w.place(str(d.space))}${cost}.`);
  },
  disbanded: (w, d, e) => {
    const who = w.power(str(d.power) ?? ofWhom(e.text));
    const unit = w.unit(d.type, d.space);
    if (d.reason === 'militia-disperses') return w.tr(`La milice de ${who} en ${w.place(str(d.space))} se disperse.`, `The militia of ${who} in ${w.place(str(d.space))} disperses.`);
    if (d.reason === 'civil-disorder') return w.tr(`${unit} de feu ${who} se dissout.`, `${unit} of the late ${who} disbands.`);
    return w.tr(`${unit} de ${who} est licenciée${d.voluntary === false ? ' (faute d’argent ou de place)' : ''}.`, `${unit} of ${who} is disbanded${d.voluntary === false ? ' (no money or room)' : ''}.`);
  },
  'disband-fee': (w, d, e) => {
    const who = w.power(str(d.power) ?? lead(e.text));
    const unit = str(d.space) ? ` ${w.unit(d.type, d.space)}` : '';
    return w.tr(`${who} paie ${w.money(num(d.paid))} pour licencier${unit}.`, `${who} pays ${w.money(num(d.paid))} to disband${unit}.`);
  },
  promoted: (w, d) => {
    const unit = str(d.space) ? `${w.unit(d.from, d.space)} ` : '';
    return w.tr(`Promotion : ${unit}${str(d.from)} → ${str(d.to)} (${w.money(num(d.cost))}).`, `Promotion: ${unit}${str(d.from)} → ${str(d.to)} (${w.money(num(d.cost))}).`);
  },
  'unit-degraded': (w, d) => w.tr(`Dégradation : ${str(d.from)} → ${str(d.to)}.`, `Downgraded: ${str(d.from)} → ${str(d.to)}.`),
  'order-ignored': (w, d, e) => refused(w, d.power, winterOrder(w, d), refusalOf(e.text)),
  'build-contested': (w, d) => w.tr(`${P(w, d.power)} et un autre joueur construisent au même endroit : aucune unité n’apparaît.`, `${P(w, d.power)} and another player build in the same place: neither unit appears.`),
  'build-garrisoned': (w, d) => w.tr(`Lieu disputé : le nouveau ${str(d.type)} de ${P(w, d.power)} est placé en ${w.place(str(d.at))}.`, `Contested place: the new ${str(d.type)} of ${P(w, d.power)} is placed in ${w.place(str(d.at))}.`),
  'supply-revolt': (w, d) => w.tr(`${w.unit(d.type, d.space)} de ${P(w, d.power)} n’a pas d’arsenal pour l’hiver et se révolte.`, `${w.unit(d.type, d.space)} of ${P(w, d.power)} has no arsenal for the winter and revolts.`),
  'unsupplied-rebels': (w, d) => w.tr(`${w.unit(d.type, d.space)} de ${P(w, d.power)}, sans ravitaillement, se rebelle : elle est à vendre au printemps.`, `${w.unit(d.type, d.space)} of ${P(w, d.power)}, left without supply, rebels: it is for sale in spring.`),
  'unsupplied-disbanded': (w, d) => w.tr(`${w.unit(d.type, d.space)} de ${P(w, d.power)} n’a pas de ravitaillement d’hiver et se dissout.`, `${w.unit(d.type, d.space)} of ${P(w, d.power)} has no winter supply and disbands.`),
};

const TREASURES: Record<string, Line> = {
  'treasure-seized': (w, d) => w.tr(`${P(w, d.power)} saisit le trésor de ${w.place(str(d.citadel))} (${w.money(num(d.amount))}).`, `${P(w, d.power)} seizes the treasure of ${w.place(str(d.citadel))} (${w.money(num(d.amount))}).`),
  'treasure-none': (w, d) => w.tr(`Il n’y a pas de trésor à ${w.place(str(d.citadel))}.`, `There is no treasure in ${w.place(str(d.citadel))}.`),
  'treasure-refused': (w, d) => w.tr(`${P(w, d.power)} ne contrôle pas ${w.place(str(d.citadel))} : son trésor reste.`, `${P(w, d.power)} does not control ${w.place(str(d.citadel))}: its treasure stays.`),
  'treasure-left': (w, d) => w.tr(`${P(w, d.power)} laisse le trésor de ${w.place(str(d.citadel))} intact.`, `${P(w, d.power)} leaves the treasure of ${w.place(str(d.citadel))} untouched.`),
  deposit: (w, d) => w.tr(`${P(w, d.power)} dépose ${w.money(num(d.amount))} à ${w.place(str(d.citadel))}.`, `${P(w, d.power)} deposits ${w.money(num(d.amount))} in ${w.place(str(d.citadel))}.`),
  'deposit-refused': (w, d) => refused(w, d.power, ['Dépôt', 'Deposit'], str(d.citadel) ? w.tr(`pas possible à ${w.place(str(d.citadel))}`, `not possible in ${w.place(str(d.citadel))}`) : w.tr('les dépôts n’existent que dans Diadokhoi', 'deposits exist only in Diadokhoi')),
  'gold-gift': (w, d) => (str(d.from) && str(d.to) ? w.tr(`${P(w, d.from)} donne ${w.money(num(d.amount))} à ${P(w, d.to)}${d.announced ? ' (annoncé)' : ' (secret)'}.`, `${P(w, d.from)} gives ${w.money(num(d.amount))} to ${P(w, d.to)}${d.announced ? ' (announced)' : ' (secret)'}.`) : undefined),
  'gold-gift-refused': (w, d, e) => refused(w, d.from, [`Don de ${w.money(num(d.amount))} à ${P(w, d.to)}`, `Gift of ${w.money(num(d.amount))} to ${P(w, d.to)}`], afterColon(e.text)),
  'gold-in-transit': (w, d) => w.tr(`${P(w, d.from)} envoie ${w.money(num(d.amount))} à ${P(w, d.to)} : arrivée dans ${num(d.delay) ?? '?'} saison(s).`, `${P(w, d.from)} sends ${w.money(num(d.amount))} to ${P(w, d.to)}: it arrives in ${num(d.delay) ?? '?'} season(s).`),
  credit: (w, d) => `${P(w, d.power)}${w.colon}${signed(w, num(d.amount))} (${str(d.text) === 'the eastern satraps\' treasure' ? w.tr('trésor des satrapes orientaux', 'the eastern satraps’ treasure') : (str(d.text) ?? '')})`,
};

const CORRUPTION: Record<string, Line> = {
  'counter-corruption': (w, d) => w.tr(`${P(w, d.power)} paie ${w.money(num(d.amount))} de contre-corruption pour ${target(w, d)}.`, `${P(w, d.power)} pays ${w.money(num(d.amount))} of counter-corruption for ${target(w, d)}.`),
  'counter-refused': (w, d, e) => refused(w, d.power, [`Contre-corruption pour ${target(w, d)}`, `Counter-corruption for ${target(w, d)}`], afterColon(e.text)),
  'bribe-invalid': (w, d, e) => refused(w, d.power, [`Corruption de ${target(w, d)}`, `Bribe on ${target(w, d)}`], afterColon(e.text)),
  'bribe-paid': (w, d) => w.tr(`${P(w, d.power)} dépense ${w.money(num(d.amount))} pour corrompre ${target(w, d)}.`, `${P(w, d.power)} spends ${w.money(num(d.amount))} to corrupt ${target(w, d)}.`),
  'bribe-tie': (w, d) => w.tr(`Pots-de-vin égaux sur ${target(w, d)} : aucun n’est validé.`, `Equal highest bribes on ${target(w, d)}: none is validated.`),
  'bribe-outbid': (w, d) => w.tr(`Le pot-de-vin de ${P(w, d.power)} sur ${target(w, d)} est surenchéri.`, `The bribe of ${P(w, d.power)} on ${target(w, d)} is outbid.`),
  'bribe-validated': (w, d) => w.tr(`${P(w, d.power)} corrompt ${target(w, d)} avec ${w.money(num(d.amount))} (niveau ${num(d.level) ?? '?'}) : ${num(d.chance) ?? '?'} % de chances, tiré ${num(d.roll) ?? '?'}.`, `${P(w, d.power)} bribes ${target(w, d)} with ${w.money(num(d.amount))} (level ${num(d.level) ?? '?'}): ${num(d.chance) ?? '?'} % chance, rolled ${num(d.roll) ?? '?'}.`),
  'corruption-failed': (w, d) =>
    num(d.level) !== undefined && num(d.amount) !== undefined
      ? w.tr(`Les ${w.money(num(d.amount))} de ${P(w, d.power)} ne battent pas le seuil de ${target(w, d)} (${num(d.level)}) : l’argent est perdu.`, `${P(w, d.power)}'s ${w.money(num(d.amount))} do not beat the threshold of ${target(w, d)} (${num(d.level)}): the money is lost.`)
      : w.tr(`La corruption de ${target(w, d)} échoue ; l’argent est dépensé.`, `The corruption of ${target(w, d)} fails; the money is spent.`),
  corruption: (w, d) =>
    str(d.unit)
      ? w.tr(`${str(d.space) ? w.unit(d.type, d.space) : 'Une unité'} de ${P(w, d.from)} passe à ${P(w, d.to)} (corruption).`, `${str(d.space) ? w.unit(d.type, d.space) : 'A unit'} of ${P(w, d.from)} goes over to ${P(w, d.to)} (bribe).`)
      : w.tr(`${w.character(str(d.target))} est gagné(e) par ${P(w, d.power)}.`, `${w.character(str(d.target))} is won over by ${P(w, d.power)}.`),
  'mutineers-spared': (w, d) => w.tr(`${w.character(str(d.character))} est épargné : les mutins deviennent rebelles ; il reste prisonnier, sans escorte.`, `${w.character(str(d.character))} is spared: the mutineers turn rebel; he stays a prisoner, unescorted.`),
};

const lotName = (w: Words, d: Obj) => (str(d.space) ? w.unit(d.type, d.space) : w.tr('l’unité', 'the unit'));

const AUCTIONS: Record<string, Line> = {
  'auction-sold': (w, d) => w.tr(`${P(w, d.buyer)} achète ${lotName(w, d)} aux enchères pour ${w.money(num(d.pays))}.`, `${P(w, d.buyer)} buys ${lotName(w, d)} at auction for ${w.money(num(d.pays))}.`),
  'auction-lot': (w, d) => w.tr(`${w.unit(d.type, d.space)} de ${P(w, d.formerOwner)} passe aux enchères à partir de ${w.money(num(d.price))}.`, `${w.unit(d.type, d.space)} of ${P(w, d.formerOwner)} goes up for auction from ${w.money(num(d.price))}.`),
  'auction-unsold': (w, d) =>
    str(d.last)
      ? w.tr(`${lotName(w, d)} reste invendue : elle part à la fin de la saison.`, `${lotName(w, d)} is still unsold: it goes at the end of the season.`)
      : w.tr(`${lotName(w, d)} est invendue : de nouveau en vente à partir de ${w.money(num(d.price))}.`, `${lotName(w, d)} is unsold: offered again from ${w.money(num(d.price))}.`),
  'auction-removed': (w, d) => w.tr(`${lotName(w, d)} est retirée du jeu.`, `${lotName(w, d)} is removed.`),
  'auction-neutral': (w, d) => w.tr(`${lotName(w, d)} reste neutre pour de bon.`, `${lotName(w, d)} stays neutral for good.`),
  'bid-refused': (w, d, e) => refused(w, d.power, [`Enchères sur ${lotName(w, d)}`, `Bids for ${lotName(w, d)}`], afterColon(e.text)),
};

const C = (w: Words, x: unknown) => w.character(str(x));

const SECONDARY: Record<string, Line> = {
  passage: (w, d) => w.tr(`${P(w, d.power)} accorde le passage à ${P(w, d.to)}.`, `${P(w, d.power)} grants passage to ${P(w, d.to)}.`),
  'no-capture': (w, d) => w.tr(`${P(w, d.power)} ne capturera pas ${C(w, d.character)}.`, `${P(w, d.power)} will not capture ${C(w, d.character)}.`),
  'secondary-noted': (w, d) => w.tr(`${P(w, d.power)} : ordre noté — ${str(d.order)}.`, `${P(w, d.power)}: order noted — ${str(d.order)}.`),
  'alliance-broken': (w, d) => w.tr(`${P(w, d.power)} rompt l’alliance avec ${P(w, d.ally)} : ${C(w, d.character)} quitte ${lotName(w, d)}.`, `${P(w, d.power)} breaks the alliance with ${P(w, d.ally)}: ${C(w, d.character)} leaves ${lotName(w, d)}.`),
  'alliance-refused': (w, d) => refused(w, d.power, [`Rupture de l’alliance avec ${P(w, d.ally)}`, `Breaking the alliance with ${P(w, d.ally)}`], w.tr('aucun de ses chefs ne mène une unité de cet allié', 'none of his leaders leads a unit of that ally')),
  command: (w, d) => w.tr(`${C(w, d.character)} prend le commandement de ${lotName(w, d)}.`, `${C(w, d.character)} takes command of ${lotName(w, d)}.`),
  'command-refused': (w, d) => refused(w, d.power, [`Commandement de ${C(w, d.character)}`, `Command of ${C(w, d.character)}`], w.tr('pas à côté d’une de ses unités, ou pas apte à la commander', 'not beside one of his units, or not fit to command it')),
  dissociated: (w, d) => w.tr(`${C(w, d.character)} quitte son unité.`, `${C(w, d.character)} leaves his unit.`),
  'dissociate-refused': (w, d, e) => refused(w, d.power, [`Dissociation de ${C(w, d.character)}`, `Dissociation of ${C(w, d.character)}`], /commands his unit/.test(e.text ?? '') ? w.tr('il commande son unité', 'he commands his unit') : w.tr('il n’est pas avec une de ses unités', 'he is not with one of his units')),
  'character-gift': (w, d) => w.tr(`${P(w, d.power)} donne ${C(w, d.character)} à ${P(w, d.to)}.`, `${P(w, d.power)} gives ${C(w, d.character)} to ${P(w, d.to)}.`),
  'gift-refused': (w, d, e) => refused(w, d.power, [`Don de ${C(w, d.character)}`, `Gift of ${C(w, d.character)}`], afterColon(e.text)),
  'gift-missed': (w, d) => w.tr(`${C(w, d.character)} n’a pas rejoint d’unité de ${P(w, d.to)}.`, `${C(w, d.character)} did not reach a unit of ${P(w, d.to)}.`),
  'murder-refused': (w, d, e) => refused(w, d.power, [`Assassinat de ${C(w, d.character)}`, `Murder of ${C(w, d.character)}`], afterColon(e.text)),
  'release-refused': (w, d) => refused(w, d.power, [`Libération de ${C(w, d.character)}`, `Release of ${C(w, d.character)}`], w.tr('il ne le détient pas', 'he does not hold him')),
  'royal-withdraws': (w, d) => w.tr(`${C(w, d.character)} se retire dans ${w.place(str(d.to))}.`, `${C(w, d.character)} withdraws into ${w.place(str(d.to))}.`),
  'gates-refused': (w, d, e) => refused(w, d.power, [`Ouverture de ${w.place(str(d.citadel))} à ${P(w, d.to)}`, `Opening ${w.place(str(d.citadel))} to ${P(w, d.to)}`], /at its gates$/.test(afterColon(e.text) ?? '') ? w.tr(`${P(w, d.to)} n’a ni armée, ni flotte, ni chef à ses portes`, `${P(w, d.to)} has no army, fleet or leader at its gates`) : afterColon(e.text)),
  'character-freed': (w, d, e) => w.tr(`${C(w, d.character)} est libre (${why(w, inBrackets(e.text))}).`, `${C(w, d.character)} is free (${why(w, inBrackets(e.text))}).`),
  'character-taken': (w, d, e) => w.tr(`${C(w, d.character)} passe à ${P(w, d.to)} (${why(w, inBrackets(e.text))}).`, `${C(w, d.character)} passes to ${P(w, d.to)} (${why(w, inBrackets(e.text))}).`),
  'character-killed': (w, d, e) => {
    const reason = inBrackets(e.text);
    const how = /put to death/.test(e.text ?? '') ? w.tr('est capturé(e) et mis(e) à mort', 'is captured and put to death') : /with his unit/.test(e.text ?? '') ? w.tr('meurt avec son unité', 'dies with his unit') : w.tr('meurt', 'dies');
    return `${C(w, d.character)} ${how}${reason ? ` (${why(w, reason)})` : ''}.`;
  },
};

const ROYAL: Record<string, Line> = {
  dynasties: (w) => w.tr('Les dynasties sont établies.', 'The dynasties are established.'),
  'epigone-nowhere': (w, d) => w.tr(`L’épigone de ${P(w, d.power)} n’a nulle part où apparaître.`, `The epigone of ${P(w, d.power)} has nowhere to appear.`),
  'epigone-appears': (w, d) => w.tr(`${C(w, d.character)}, héritier de ${P(w, d.power)}, apparaît à ${w.place(str(d.space))}.`, `${C(w, d.character)}, heir of ${P(w, d.power)}, appears in ${w.place(str(d.space))}.`),
  eliminated: (w, d) => w.tr(`${P(w, d.power)} est éliminé.`, `${P(w, d.power)} is eliminated.`),
  'treasury-deposited': (w, d) => w.tr(`Le trésor de ${P(w, d.power)} est laissé à ${w.place(str(d.citadel))}.`, `${P(w, d.power)}'s treasury is left in ${w.place(str(d.citadel))}.`),
  'treasury-amount': (w, d) => w.tr(`${w.money(num(d.amount))} y restent.`, `${w.money(num(d.amount))} left there.`),
  'treasury-taken': (w, d) => w.tr(`${P(w, d.by)} prend le trésor de ${P(w, d.power)}.`, `${P(w, d.by)} takes ${P(w, d.power)}'s treasury.`),
  'treasury-lost': (w, d) => w.tr(`Le trésor de ${P(w, d.power)} est perdu.`, `${P(w, d.power)}'s treasury is lost.`),
  'civil-disorder': (w, d) => w.tr(`Les unités et possessions de ${P(w, d.power)} deviennent neutres ; les unités tiennent.`, `${P(w, d.power)}'s units and possessions turn neutral; the units hold.`),
  'royal-service': (w, d) => w.tr(`${str(d.space) ? w.unit(d.type, d.space) : 'Une unité'} de ${P(w, d.power)} entre au service de ${C(w, d.royal)}.`, `${str(d.space) ? w.unit(d.type, d.space) : 'A unit'} of ${P(w, d.power)} enters the service of ${C(w, d.royal)}.`),
  'capital-refused': (w, d, e) => refused(w, d.power, [`Capitale à ${w.place(str(d.to))}`, `Capital in ${w.place(str(d.to))}`], afterColon(e.text)),
  'capital-moved': (w, d) => w.tr(`${P(w, d.power)} déplace sa capitale à ${w.place(str(d.to))}${str(d.name) ? `, renommée ${str(d.name)}` : ''}.`, `${P(w, d.power)} moves its capital to ${w.place(str(d.to))}${str(d.name) ? `, renamed ${str(d.name)}` : ''}.`),
  'satraps-offer': (w, d) =>
    num(d.gold) !== undefined
      ? w.tr(`Les satrapes orientaux attendent avec ${w.money(num(d.gold))}.`, `The eastern satraps wait with ${w.money(num(d.gold))}.`)
      : w.tr('Les satrapes orientaux offrent leur alliance : un ordre royal peut désigner qui reçoit leur armée et leur trésor.', 'The eastern satraps offer their alliance: a royal order may name who gets their army and treasure.'),
  'royal-order-void': (w) => w.tr('Aucun ordre royal n’est attendu.', 'No royal order is awaited.'),
  'royal-order-refused': (w, d, e) => refused(w, d.power, ['Ordre royal', 'Royal order'], /may not give/.test(e.text ?? '') ? w.tr('il ne peut pas donner d’ordre royal', 'he may not give a royal order') : w.tr(`${P(w, d.beneficiary)} ne tient ni Suse, ni Ecbatane, ni Parsagadès`, `${P(w, d.beneficiary)} holds none of Susa, Ecbatana, Pasargadae`)),
  'royal-order-tie': (w) => w.tr('Les ordres royaux sont partagés à égalité : tous sont ignorés.', 'The royal orders are split evenly: all are ignored.'),
  'satraps-gone': (w) => w.tr('Personne ne reçoit l’ordre royal : l’armée des satrapes disparaît.', 'Nobody receives the royal order: the satraps’ army disappears.'),
  'royal-order': (w, d) => w.tr(`Par ordre royal de ${w.powers(d.givers)}, les satrapes orientaux rejoignent ${P(w, d.beneficiary)}.`, `By royal order of ${w.powers(d.givers)}, the eastern satraps join ${P(w, d.beneficiary)}.`),
  'treasure-vanishes': (w, d) => w.tr(`Le trésor de ${w.place(str(d.citadel))} disparaît.`, `The treasure of ${w.place(str(d.citadel))} vanishes.`),
  'marriage-refused': (w, d, e) => refused(w, d.power, ['Mariage', 'Marriage'], afterColon(e.text)),
  'marriage-announced': (w, d) => w.tr(`${C(w, d.groom)} annonce son mariage avec Cléopâtre.`, `${C(w, d.groom)} announces his marriage with Kleopatra.`),
  'marriage-lapsed': (w, d) => w.tr(`Le mariage annoncé par ${P(w, d.power)} n’a pas lieu.`, `The marriage announced by ${P(w, d.power)} lapses.`),
  marriage: (w, d) => w.tr(`${C(w, d.groom)} épouse Cléopâtre.`, `${C(w, d.groom)} marries Kleopatra.`),
  'chandragupta-refused': (w, d, e) => refused(w, d.power, ['Accord avec Chandragupta', 'Agreement with Chandragupta'], afterColon(e.text)),
  'chandragupta-deal': (w, d) => w.tr(`${P(w, d.power)} conclut un accord avec Chandragupta : des éléphants le rejoignent en ${w.place(str(d.space))}. GHA et IND doivent être évacuées au tour suivant.`, `${P(w, d.power)} makes an agreement with Chandragupta: war elephants join him in ${w.place(str(d.space))}. GHA and IND must be evacuated next turn.`),
  'chandragupta-broken': (w) => w.tr('GHA ou IND est encore occupée : les éléphants partent et l’accord est nul.', 'GHA or IND is still occupied: the elephants leave and the agreement is void.'),
  'chandragupta-kept': (w) => w.tr('L’accord avec Chandragupta est tenu : GHA et IND sont neutres et fermées à tous pour de bon.', 'The agreement with Chandragupta is kept: GHA and IND are neutral and closed to all for good.'),
  prestige: (w, d) => `${P(w, d.power)}${w.colon}${(num(d.pp) ?? 0) >= 0 ? '+' : ''}${num(d.pp) ?? '?'} PP`,
  victory: (w, d) => w.tr(`Victoire : ${w.powers(d.winners)}.`, `Victory: ${w.powers(d.winners)}.`),
};

const neutralName = (w: Words, x: unknown) => w.power(str(x));

const INFLUENCE: Record<string, Line> = {
  'influence-margins': (w, d) =>
    str(d.neutral)
      ? w.tr(`${neutralName(w, d.neutral)} peut désormais être influencé : marge d’activation ${num(d.am) ?? '?'}.`, `${neutralName(w, d.neutral)} may now be influenced: activation margin ${num(d.am) ?? '?'}.`)
      : `${w.tr('Marges d’activation', 'Activation margins')}${w.colon}${isObj(d.am) ? Object.entries(d.am).map(([n, by]) => `${neutralName(w, n)} ${isObj(by) ? [...new Set(Object.values(by))].join('/') : String(by)}`).join(', ') : '—'}`,
  'influence-control': (w, d) => w.tr(`${w.powers(d.controllers)} contrôle(nt) ${neutralName(w, d.neutral)} cette année.`, `${w.powers(d.controllers)} control(s) ${neutralName(w, d.neutral)} this year.`),
  'influence-refused': (w, d) => refused(w, d.power, [`Influence sur ${neutralName(w, d.neutral)}`, `Influence on ${neutralName(w, d.neutral)}`], w.tr('pas une puissance neutre qu’on puisse influencer', 'not a neutral power one can influence')),
  'influence-sealed': (w, d) => w.tr(`${P(w, d.power)} investit ${bidsText(w, d.bids)} (secret jusqu’au printemps).`, `${P(w, d.power)} invests ${bidsText(w, d.bids)} (secret until spring).`),
  'influence-revealed': (w, d) => `${w.tr('Points politiques révélés', 'Political points revealed')}${w.colon}${investedText(w, d.invested)}`,
  'influence-cut': (w, d) => w.tr(`${P(w, d.power)} ne peut payer ${num(d.pp) ?? '?'} PP pour ${neutralName(w, d.neutral)} : rayés.`, `${P(w, d.power)} cannot pay for ${num(d.pp) ?? '?'} PP in ${neutralName(w, d.neutral)}: struck out.`),
  'influence-lost': (w, d) => w.tr(`${P(w, d.power)} a attaqué ${neutralName(w, d.neutral)} : il perd ${num(d.pp) ?? 0} PP${d.control ? ' et son contrôle' : ''}.`, `${P(w, d.power)} attacked ${neutralName(w, d.neutral)}: he loses ${num(d.pp) ?? 0} PP${d.control ? ' and his control of it' : ''}.`),
};

function bidsText(w: Words, bids: unknown): string {
  if (!Array.isArray(bids)) return '?';
  return bids.map((b: unknown) => (isObj(b) ? `${num(b.pp) ?? '?'} PP ${w.tr('dans', 'in')} ${neutralName(w, b.neutral)}` : '?')).join(', ');
}

/** `invested`: neutral → player → PP (`diadokhoi §8.6.1`). */
function investedText(w: Words, invested: unknown): string {
  if (!isObj(invested)) return '—';
  const parts: string[] = [];
  for (const [n, by] of Object.entries(invested)) {
    if (!isObj(by)) continue;
    for (const [p, pp] of Object.entries(by)) if (typeof pp === 'number' && pp > 0) parts.push(`${w.power(p)} ${pp} PP ${w.tr('dans', 'in')} ${neutralName(w, n)}`);
  }
  return parts.length ? parts.join(', ') : w.tr('personne', 'nobody');
}

export const POLITICS: Record<string, Line> = { ...WINTER, ...TREASURES, ...CORRUPTION, ...AUCTIONS, ...SECONDARY, ...ROYAL, ...INFLUENCE };
