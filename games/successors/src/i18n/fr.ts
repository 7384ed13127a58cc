/** Lignes françaises de Successors : événements, problèmes, invites. Les noms viennent du catalogue des noms. */
import type { Catalog } from '@diadochi/kernel';
import type { SuccessorsEvents, SuccessorsProblems, SuccessorsPrompts } from '../vocabulary.ts';
import type { Namer } from './en.ts';

export function frenchEvents(n: Namer): Catalog<SuccessorsEvents> {
  const F = (f: string) => n('faction', f);
  const P = (s: string) => n('place', s);
  const G = (g: string) => n('general', g);
  const C = (c: number) => n('card', c);
  const R = (x: string) => n('royal', x);
  const uc = (k: number, f: { plural(n: number, forms: { one: string; other: string }): string }) => `${k} ${f.plural(k, { one: 'UC', other: 'UC' })}`;
  return {
    'turn-begins': (d) => `Début du tour ${d.turn}.`,
    'turn-order': (d, f) => `${F(d.chooser)} désigne ${F(d.first)} pour jouer en premier : ${f.list(d.order.map(F))}.`,
    usurper: (d) => `${F(d.faction)} est l’Usurpateur ce tour-ci.`,
    reinforcements: (d, f) => `${F(d.faction)} reçoit ${uc(d.cus, f)}${d.generals ? ` et ${d.generals} ${f.plural(d.generals, { one: 'général', other: 'généraux' })}` : ''} à placer.`,
    placed: (d) => `${F(d.faction)} place ${n('piece', d.what)} à ${P(d.space)}.`,
    dealt: (d, f) => `Vous recevez ${f.list(d.cards.map(C))}.`,
    'hand-size': (d, f) => `${F(d.faction)} a ${d.count} ${f.plural(d.count, { one: 'carte', other: 'cartes' })} en main.`,
    surrendered: (d) => `${P(d.space)} se rend à ${F(d.faction)}.`,
    'control-placed': (d) => `${F(d.faction)} prend le contrôle de ${P(d.space)}.`,
    'control-removed': (d) => `${F(d.faction)} retire le marqueur de contrôle de ${F(d.from)} à ${P(d.space)}.`,
    'card-played': (d) => ({ event: `${F(d.faction)} joue ${C(d.card)} pour son évènement.`, ops: `${F(d.faction)} joue ${C(d.card)} pour ses opérations.`, bonus: `${F(d.faction)} joue ${C(d.card)} comme carte Bonus.`, discard: `${F(d.faction)} défausse ${C(d.card)}.` })[d.as],
    'card-drawn': (d) => `Vous piochez ${C(d.card)}.`,
    'card-replaced': (d) => `${F(d.faction)} pioche une carte de remplacement.`,
    'recruit-progress': (d) => `${F(d.faction)} a dépensé ${d.ops} OP sur ${d.need} pour enrôler ${n('piece', d.kind)}.`,
    recruited: (d) => `${F(d.faction)} enrôle ${n('piece', d.kind)}.`,
    march: (d, f) => `${F(d.faction)} fait marcher ${G(d.general)} en marche forcée avec ${d.mp} ${f.plural(d.mp, { one: 'PM', other: 'PM' })}.`,
    'movement-roll': (d) => `${F(d.faction)} obtient ${d.roll} au jet de mouvement.`,
    levy: (d) => `${F(d.faction)} lève une UC mercenaire au lieu de bouger.`,
    moved: (d) => `${G(d.general)} va de ${P(d.from)} à ${P(d.to)} (${d.cost} PM, reste ${d.left}).`,
    'army-stops': (d) => `${G(d.general)} termine son mouvement à ${P(d.space)}.`,
    overrun: (d) => `${F(d.faction)} écrase ${F(d.victim)} à ${P(d.space)} (${d.attackers} UC contre ${d.defenders}).`,
    'avoid-attempt': (d) => `${G(d.general)} tente d’éviter la bataille : ${d.roll}, il faut ${d.need} — ${d.success ? 'réussite' : 'échec'}.`,
    avoided: (d) => `${F(d.faction)} évite la bataille et se retire à ${P(d.to)}.`,
    'withdrew-inside': (d, f) => `${F(d.faction)} fait entrer ${uc(d.cus, f)} dans ${P(d.space)}.`,
    'intercept-attempt': (d) => `${G(d.general)} tente d’intercepter à ${P(d.space)} : ${d.roll}, il faut ${d.need} — ${d.success ? 'réussite' : 'échec'}.`,
    'fell-back': (d) => `${F(d.faction)} recule à ${P(d.to)}.`,
    sailed: (d) => `${G(d.general)} navigue de ${P(d.from)} à ${P(d.to)} (${d.cost} PM, reste ${d.left}).`,
    landed: (d) => `${F(d.faction)} débarque à ${P(d.space)}.`,
    'landed-inside': (d, f) => `${F(d.faction)} débarque ${uc(d.cus, f)} directement dans ${P(d.space)}.`,
    'naval-battle': (d) => `Bataille navale devant ${P(d.space)} : ${F(d.mover)} (${d.fleets[0]} points de flotte, score ${d.score[0]}) contre ${F(d.interceptor)} (${d.fleets[1]} points de flotte, score ${d.score[1]}) — ${d.winner ? `victoire de ${F(d.winner)}` : 'sans décision'}.`,
    'fleet-dispersed': (d) => `${n('fleet', d.fleet)} : dispersion.`,
    'fleets-back': () => 'Les flottes dispersées reviennent.',
    'picked-up': (d) => `${F(d.faction)} prend ${n('piece', d.what)} à ${P(d.space)}.`,
    dropped: (d) => `${F(d.faction)} laisse ${n('piece', d.what)} à ${P(d.space)}.`,
    passage: (d) => `${F(d.faction)} ${d.granted ? 'accorde' : 'refuse'} le passage amical à ${F(d.mover)} à ${P(d.space)}.`,
    disbanded: (d) => `${F(d.faction)} dissout une UC d’Armée Royale à ${P(d.space)}.`,
    'fleet-recalled': (d) => `${F(d.faction)} ramène de la Boîte de Dispersion : ${n('fleet', d.fleet)}.`,
    'pile-revealed': (d) => (d.faction ? `La pile mise de côté révèle ${C(d.card)} : ${F(d.faction)}, tiré au sort, en exécute l’évènement.` : `La pile mise de côté révèle ${C(d.card)}, dont l’évènement est ignoré.`),
    battle: (d) => `Bataille à ${P(d.space)} : ${n('side', d.attacker)} (force ${d.strength[0]}, dés ${d.modified[0].join('+')}, score ${d.score[0]}) contre ${n('side', d.defender)} (force ${d.strength[1]}, dés ${d.modified[1].join('+')}, score ${d.score[1]}) — ${d.winner ? `victoire de ${n('side', d.winner)}` : 'bataille nulle'}.`,
    elephants: (d) => `Les éléphants de ${F(d.faction)} obtiennent ${d.rolls.join(', ')} : force ${d.strength}.`,
    'royal-army-aside': (d) => `${d.cus} UC d’Armée Royale de ${F(d.faction)} refusent de combattre un adversaire plus légitime.`,
    'mutiny-fails': (d) => `L’armée de ${F(d.faction)} à ${P(d.space)} reste fidèle : la Mutinerie échoue.`,
    'storm-at-sea': (d) => `Tempête en mer : le mouvement naval de ${F(d.faction)} est annulé et la force reste à ${P(d.space)}.`,
    'royal-army-mutiny': (d) => `${d.cus} UC d’Armée Royale de ${F(d.faction)} se mutinent et rejoignent ${F(d.to)}.`,
    losses: (d, f) => `${F(d.faction)} perd ${uc(d.cus, f)} à ${P(d.space)}.`,
    attrition: (d, f) => `Attrition sur ${d.cus} UC de ${F(d.faction)} : ${d.roll}, ${uc(d.lost, f)} ${f.plural(d.lost, { one: 'perdue', other: 'perdues' })}.`,
    dispersed: (d, f) => `${F(d.faction)} : ${d.generals.length ? `${f.list(d.generals.map(G))} et ` : ''}${uc(d.cus, f)} vont dans la Boîte de Dispersion.`,
    'leader-check': (d) => `Test de Perte de Chef pour ${G(d.general)} : ${d.roll} — ${d.dies ? 'il meurt' : 'il survit'}.`,
    'general-died': (d) => `${G(d.general)} est mort.`,
    'general-replaced': (d) => `${G(d.general)} prend le commandement de l’armée de ${F(d.faction)}.`,
    'champion-lost': (d) => `${F(d.faction)} attaque un Champion et devient Successeur.`,
    'champion-regained': (d) => `${F(d.faction)} redevient Champion.`,
    'siege-roll': (d) => `${F(d.faction)} assiège ${P(d.space)} : ${d.roll} (modifié ${d.modified}), ${d.points} ${d.points <= 1 ? 'point' : 'points'} de siège et ${d.losses} UC perdue(s) ; ${d.total} sur ${d.need}.`,
    'siege-success': (d) => `${P(d.space)} tombe aux mains de ${F(d.faction)}.`,
    'siege-lifted': (d) => `Le siège de ${P(d.space)} est levé.`,
    forage: (d) => `${F(d.faction)} perd ${d.lost} UC au fourrage à ${P(d.space)}.`,
    isolated: (d) => `Le marqueur de contrôle de ${F(d.faction)} à ${P(d.space)} est isolé et retiré.`,
    'royal-captured': (d) => `${F(d.faction)} capture ${R(d.royal)}.`,
    'royal-inactive': (d) => `${R(d.royal)} redevient inactive.`,
    'royal-active': (d) => `${R(d.royal)} devient active.`,
    married: (d) => `${R(d.royal)} se marie dans la faction ${F(d.faction)}.`,
    'body-buried': (d) => `${F(d.faction)} enterre Alexandre à ${P(d.space)} (${d.lp} PL).`,
    'body-lost': () => `Le corps d’Alexandre, toujours sans sépulture, est perdu pour l’histoire.`,
    'funeral-cart': () => `Le chariot funéraire est prêt : le corps d’Alexandre peut être déplacé.`,
    'general-arrives': (d) => (d.space ? `${G(d.general)} entre en jeu pour ${F(d.faction)} à ${P(d.space)}.` : `${G(d.general)} entre en jeu pour ${F(d.faction)}.`),
    'general-succeeded': (d) => `${G(d.general)} meurt ; ${G(d.by)} prend sa place.`,
    'heir-of-age': (d) => `${R(d.royal)} atteint l’âge adulte${d.controller ? ` aux mains de ${F(d.controller)}` : ', contrôlé par personne'}.`,
    'heir-assassinated': (d) => `${F(d.faction)} fait assassiner ${R(d.royal)}.`,
    event: (d) => `Évènement de ${C(d.card)}.`,
    'event-unplayable': (d) => `L’évènement de ${C(d.card)} ne peut pas être joué maintenant.`,
    unrest: (d) => (d.space ? `Troubles (${d.roll}) en ${n('province', d.province)} : un marqueur indépendant à ${P(d.space)}.` : `Troubles (${d.roll}) en ${n('province', d.province)} : aucun espace ne peut recevoir de marqueur.`),
    'independent-defeated': (d) => `L’armée indépendante ${n('independent', d.army)} est vaincue à ${P(d.space)}.`,
    'independent-holds': (d) => `L’armée indépendante ${n('independent', d.army)} tient ${P(d.space)}.`,
    'fleet-owner': (d) => (d.faction ? `${n('fleet', d.fleet)} : passe à ${F(d.faction)}.` : `${n('fleet', d.fleet)} : plus de propriétaire.`),
    'fleet-upgraded': (d) => `${F(d.faction)} améliore sa flotte (${n('fleet', d.fleet)}).`,
    'legitimacy-lost': (d) => `${F(d.faction)} perd ${d.lp} PL.`,
    'game-over': (d, f) => `La partie est terminée : ${d.winners.length ? `victoire de ${f.list(d.winners.map(F))}` : 'pas de vainqueur'} (${n('reason', d.reason)}).`,
  };
}

export function frenchProblems(n: Namer): Catalog<SuccessorsProblems> {
  return {
    'bad-decision': () => 'Une décision est un verbe, avec un sujet et une cible facultatifs.',
    'not-your-decision': (d) => `Aucune décision n’est attendue de ${n('faction', d.player)} maintenant.`,
    'game-over': () => 'La partie est terminée.',
    'not-legal': (d) => `« ${d.verb}${d.subject ? ` ${d.subject}` : ''}${d.target ? ` → ${d.target}` : ''} » n’est pas un choix permis maintenant.`,
    'bad-options': (d) => `L’option « ${d.field} » n’est pas valable.`,
  };
}

export function frenchPrompts(n: Namer): Catalog<SuccessorsPrompts> {
  return {
    'first-player': () => 'Désignez le joueur qui jouera en premier ce tour-ci.',
    reinforce: (d, f) => `Placez vos renforts : ${d.cus} UC, ${d.generals} ${f.plural(d.generals, { one: 'général', other: 'généraux' })}.`,
    surrender: () => 'Segment de Reddition : faites vos tentatives gratuites de siège ou de soumission, ou continuez.',
    tyche: (d) => `Round ${d.round} : jouez une carte Tyche.`,
    ops: (d) => `Utilisez ${d.ops} OP : marche forcée, marqueurs de contrôle ou enrôlement.`,
    'place-control': (d) => `Placez jusqu’à ${d.left} marqueurs de contrôle.`,
    'start-marker': (d) => `Votre général est entré dans sa province de départ (${n('province', d.province)}) : placez un marqueur de contrôle dans l’un de ses espaces sans ennemi, ou passez.`,
    'bonus-event': (d) => `Jouer l’évènement Bonus de ${n('card', d.card)} ?`,
    movement: () => 'Segment de Mouvement : lancez le dé de mouvement, ou levez une UC mercenaire.',
    move: (d) => `Bougez vos armées (jet de mouvement : ${d.roll}).`,
    avoid: (d) => `Une armée ennemie entre à ${n('place', d.space)} : évitez la bataille, entrez dans la cité, ou tenez.`,
    intercept: (d) => `Une armée ennemie entre à ${n('place', d.space)} : interceptez, ou passez.`,
    naval: (d) => `Une force ennemie navigue devant ${n('place', d.space)} : interceptez-la avec vos flottes, ou passez.`,
    refuse: (d) => `Vous êtes intercepté à ${n('place', d.space)} : combattez ou reculez.`,
    storm: (d) => `Une force ennemie appareille pour ${n('place', d.space)} : jouez une carte Surprise contre elle, ou passez.`,
    mutiny: (d) => `Une Mutinerie frappe votre armée à ${n('place', d.space)} : répondez-y par une carte Surprise, ou passez.`,
    passage: (d) => `L’armée d’un autre joueur entre à ${n('place', d.space)} : accordez-lui le passage amical, ou non (elle devra combattre).`,
    detach: (d) => `Combien d’UC accompagnent le général qui intercepte à ${n('place', d.space)} ?`,
    'intercept-role': (d) => `Votre interception à ${n('place', d.space)} a réussi : attaquez, ou défendez (règle optionnelle 23.2).`,
    target: (d) => `Choisissez la cible de ${n('card', d.card)}.`,
    independent: (d) => `Bougez l’armée indépendante ${n('independent', d.army)} (reste ${d.mp} PM), tenez, ou arrêtez.`,
    heir: (d) => `${n('royal', d.royal)} atteint l’âge adulte : proclamez-le roi (et finissez la partie comme régent), ou faites-le assassiner.`,
  };
}
