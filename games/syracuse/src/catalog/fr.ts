/** Les mots de Syracuse en français. */
import type { GameCatalog } from '@diadochi/kernel';
import type { SyracuseEvents, SyracusePrompts, SyracuseProblems, SyracuseResults } from '../events.ts';
import { facesOf, groupOf, isLeader, thingOf, unitOf } from './things.ts';

export const NAMES_FR: Record<string, string> = {
  'side.ath': 'Athènes',
  'side.syr': 'Syracuse',
  'place.T1': 'plaine de Thapsos', 'place.T2': 'Léon', 'place.T3': 'Trogilos', 'place.T4': 'rivage d’Achradine', 'place.T5': 'Épipoles nord',
  'place.T6': 'Syké et le Cercle', 'place.T7': 'Tyché', 'place.T8': 'Euryale', 'place.T9': 'Labdalon', 'place.T10': 'plaine de l’ouest',
  'place.T11': 'plaine de l’Anapos', 'place.T12': 'Épipoles est', 'place.T13': 'Téménitès', 'place.T14': 'pente sud des Épipoles', 'place.T15': 'bord de la Lysimeleia',
  'place.T16': 'Syracuse et Ortygie', 'place.T17': 'camp athénien', 'place.T18': 'hauteurs de l’Anapos', 'place.T19': 'haut Anapos', 'place.T20': 'collines du sud-ouest',
  'place.T21': 'Olympieion', 'place.T22': 'route d’Hélore', 'place.T23': 'rivage du Daskon', 'place.T24': 'embouchure de l’Anapos', 'place.T25': 'Daskon', 'place.T26': 'isthme du Plemmyrion', 'place.T27': 'Plemmyrion',
  'place.M1': 'mer de Thapsos', 'place.M2': 'mer de Léon', 'place.M3': 'mer de Trogilos', 'place.M4': 'mer d’Achradine', 'place.M5': 'approches du Petit Port',
  'place.M6': 'Petit Port', 'place.M7': 'arsenal syracusain', 'place.M8': 'large du Plemmyrion', 'place.M9': 'entrée du Grand Port', 'place.M10': 'Grand Port',
  'place.M11': 'baie du Daskon', 'place.M12': 'mouillage athénien', 'place.Catane': 'Catane',
  'fort.olympieion': 'Olympieion', 'fort.labdalon': 'Labdalon', 'fort.syke': 'Syké', 'fort.plemmyrion': 'Plemmyrion',
  'build.camp': 'le camp athénien', 'build.chains': 'les chaînes', 'build.olympieion': 'l’Olympieion', 'build.labdalon': 'le fort du Labdalon', 'build.syke': 'le fort de Syké', 'build.plemmyrion': 'le fort du Plemmyrion',
  'build.A1': 'le mur athénien 1', 'build.A2': 'le mur athénien 2', 'build.A3': 'le mur athénien 3', 'build.S1': 'le mur syracusain 1', 'build.S2': 'le mur syracusain 2', 'build.S3A': 'le mur syracusain 3A', 'build.S3B': 'le mur syracusain 3B',
  'map.caption': 'Syracuse 415–413 av. J.-C. — le plateau, reconstitué (la carte imprimée est perdue ; docs/rules/syracuse/decisions.md)',
  'map.key': 'Légende', 'map.key.clear': 'plaine', 'map.key.high': 'hauteurs', 'map.key.fortified': 'zone fortifiée (la ville)', 'map.key.sea': 'mer ouverte',
  'map.key.protected': 'mer protégée', 'map.key.river': 'fleuve (l’Anapos)', 'map.key.cityWall': 'murailles de Syracuse', 'map.key.wallAth': 'emplacement de mur athénien, dans l’ordre',
  'map.key.wallSyr': 'emplacement de mur syracusain, dans l’ordre', 'map.key.chains': 'les chaînes (emplacement)', 'map.key.fort': 'emplacement de fort (plein : construit)', 'map.key.port': 'port',
  'stratagem.S1': 'Periplous', 'stratagem.S2': 'Kuklos', 'stratagem.S3': 'Diekplous', 'stratagem.S4': 'Tempête en mer', 'stratagem.S5': 'Coques pourries',
  'stratagem.S6': 'Navires renforcés', 'stratagem.S7': 'Archers', 'stratagem.S8': 'Spartiates', 'stratagem.S9': 'Cavaliers', 'stratagem.S10': 'Attaque de nuit',
  'stratagem.S11': 'Attaque combinée', 'stratagem.S12': 'Mur', 'stratagem.S13': 'Fort', 'stratagem.S14': 'Sape', 'stratagem.S15': 'Récupération ×1',
  'stratagem.S16': 'Récupération ×2', 'stratagem.S17': 'Renforts retardés', 'stratagem.S18': 'Renforts', 'stratagem.S19': 'Chef blessé', 'stratagem.S20': 'Discorde chez l’ennemi',
  'stratagem.S21': 'Alcibiade', 'stratagem.S22': 'Ravitaillement', 'stratagem.S23': 'Épidémie', 'stratagem.S24': 'Désertion', 'stratagem.S25': 'Bons augures',
  // What each stratagem does (`syracuse S1`…`syracuse S25`), in our own words from the rulebook's chapter 7, for the cards.
  'stratagem-text.S1':
    "Phase d’actions (B.3), combat naval. La manœuvre d’enveloppement athénienne, qui éperonne l’ennemi au flanc ou par l’arrière : le combat se décale de deux colonnes vers la droite si l’attaquant la joue, de deux colonnes vers la gauche si c’est le défenseur. Impossible dans les zones maritimes protégées, trop étroites.",
  'stratagem-text.S2':
    "Phase d’actions (B.3), défenseur seulement. Le cercle défensif d’une flotte inférieure en nombre : dans un combat entre trières, en toute zone maritime, le combat se décale d’une colonne vers la gauche.",
  'stratagem-text.S3':
    "Phase d’actions (B.3), attaquant seulement. Une colonne lancée pour percer la ligne adverse : dans un combat entre trières, en toute zone maritime, le combat se décale d’une colonne vers la droite.",
  'stratagem-text.S4':
    "Phase d’actions (B.3). Chaque joueur jette un dé pour chacune de ses unités navales en mer sur la carte : sur 5 ou 6, une unité à pleine force est affaiblie et une unité déjà affaiblie est éliminée. Dans les zones maritimes protégées, un 5 reste sans effet ; les ports (Petit Port, arsenal syracusain et, une fois construit, port athénien) sont épargnés.",
  'stratagem-text.S5':
    "Phase d’attrition (D.5). Port de fortune, le port athénien ne laissait pas sécher les coques : l’Athénien élimine une unité de trières de son port et en affaiblit une autre.",
  'stratagem-text.S6':
    "Phase de travaux (C), si Erasnidès est sur la carte. À la manière corinthienne, les Syracusains renforcent la proue de leurs trières : désormais, dans tout combat naval, le Syracusain gagne une colonne de plus en sa faveur (vers la gauche en défense, vers la droite en attaque). Permanent : le pion quitte ensuite le jeu.",
  'stratagem-text.S7':
    "Phase d’actions (B.3). Désignez une zone où se trouve au moins une de vos unités d’archers ou de frondeurs (type A) : aucune unité terrestre ni aucun chef adverse ne peut y entrer jusqu’à la fin de la phase d’actions.",
  'stratagem-text.S8':
    "Phase d’actions (B.3), Syracusain. Dans un combat terrestre où figure l’une des deux unités d’hoplites spartiates (marquées L), le Syracusain gagne une colonne de plus en sa faveur (vers la gauche en défense, vers la droite en attaque).",
  'stratagem-text.S9':
    "Phase d’actions (B.3), une fois appliqués les résultats d’un combat. Si le vainqueur a une unité de cavalerie dans la zone de la bataille, il y élimine d’office une unité adverse déjà affaiblie.",
  'stratagem-text.S10':
    "Phase d’actions (B.3), avant la résolution d’un combat. L’Athénien jette un dé : de 3 à 6, les PF syracusains engagés perdent un tiers (arrondi à l’inférieur) ; sur 1 ou 2, les PF athéniens sont divisés par deux (arrondi au supérieur).",
  'stratagem-text.S11':
    "Phase d’actions (B.3), pendant un combat, en attaque comme en défense. Ajoutez au rapport de force la moitié (arrondie au supérieur) des PF de vos unités de combat d’une zone adjacente de même nature (terrestre pour un combat terrestre, maritime pour un combat naval). Ces unités restent où elles sont.",
  'stratagem-text.S12':
    "Phase de travaux (C). Construisez un mur sans dépenser de PT, si toutes les autres conditions de construction sont remplies.",
  'stratagem-text.S13':
    "Phase de travaux (C). Construisez le camp athénien ou un fort sans dépenser de PT, si toutes les autres conditions de construction sont remplies.",
  'stratagem-text.S14':
    "Phase d’actions (B.3). Détruisez d’office un mur adverse, ou brisez les chaînes, si toutes les autres conditions de destruction sont remplies.",
  'stratagem-text.S15':
    "Phase de récupération (D.3). Remettez une de vos unités affaiblies sur sa face de pleine force.",
  'stratagem-text.S16':
    "Phase de récupération (D.3). Remettez deux de vos unités affaiblies sur leur face de pleine force.",
  'stratagem-text.S17':
    "Phase des renforts (B.2). Retardez d’un tour un renfort historique adverse, ou annulez le renfort optionnel que l’adversaire vient de faire entrer par Renforts dans la même phase.",
  'stratagem-text.S18':
    "Phase des renforts (B.2). Faites entrer en jeu le renfort optionnel prévu par le scénario. L’adversaire peut l’annuler aussitôt en jouant Renforts retardés.",
  'stratagem-text.S19':
    "Phase d’actions (B.3), avant un combat terrestre ou naval. Le bonus des chefs adverses ne compte pas dans le modificateur du dé ; le chef est retourné, blessé, jusqu’à la phase des renforts (B.2) du tour suivant.",
  'stratagem-text.S20':
    "Phase d’actions (B.3). Désignez un chef adverse sans bonus ou à bonus simple et jetez un dé : il quitte le jeu sur 3 ou plus (sans bonus), sur 5 ou 6 (bonus simple). Jamais contre un chef à double bonus.",
  'stratagem-text.S21':
    "Phase des renforts (B.2), Syracusain. L’affaire des Hermès : Alcibiade est rappelé à Athènes pour y être jugé, et son pion est retiré du jeu aussitôt et pour de bon. Permanent : le pion quitte le jeu.",
  'stratagem-text.S22':
    "À la fin de la phase de ravitaillement (D.4). Avancez votre marqueur Appro./Disette d’une case vers le 3 ; s’il vient de reculer vers le 0, ce recul est annulé.",
  'stratagem-text.S23':
    "Phase d’actions (B.3). Affaiblissez deux unités terrestres adverses et rendez malade un chef adverse : retourné, il est aussitôt placé dans une zone fortifiée et n’en bouge plus jusqu’à sa guérison, en phase des renforts (B.2) du tour suivant.",
  'stratagem-text.S24':
    "Phase d’attrition (D.5). Retirez du jeu pour de bon une unité alliée de l’adversaire (un pion sans bande blanche).",
  'stratagem-text.S25':
    "À tout moment. Au choix : reprenez l’Avantage à l’adversaire ; ou jouez-le comme Récupération ×1 ou comme Renforts, aux mêmes conditions ; ou tirez un nouveau stratagème dans le bol.",
  'leader.nicias': 'Nicias', 'leader.lamachos': 'Lamachos', 'leader.alcibiades': 'Alcibiade', 'leader.demosthenes': 'Démosthène', 'leader.eurymedon': 'Eurymédon',
  'leader.hermocrates': 'Hermocrate', 'leader.sycanos': 'Sycanos', 'leader.heraclides': 'Héraclide', 'leader.gylippus': 'Gylippe', 'leader.erasinides': 'Erasnidès',
  'type.T': 'trières', 'type.H': 'hoplites', 'type.C': 'cavaliers', 'type.P': 'peltastes', 'type.A': 'archers',
  'season.spring': 'printemps', 'season.summer': 'été', 'season.autumn': 'automne', 'season.winter': 'hiver',
  'phase.advantage-b1': 'Avantage (B.1)', 'phase.b2-strat': 'Stratagèmes de renfort (B.2)', 'phase.s17-answer': 'Répondre par Renforts retardés', 'phase.place': 'Placer les renforts',
  'phase.reinf-move': 'Déplacer les renforts', 'phase.declare': 'Annoncer les points d’action', 'phase.react': 'Fenêtre de stratagème', 'phase.act': 'Actions', 'phase.withdraw': 'Repli de cavalerie',
  'phase.fight': 'Combats', 'phase.combat-strat': 'Stratagèmes de combat', 'phase.reroll': 'Avantage : relancer ?', 'phase.after-combat': 'Après le combat', 'phase.retreat': 'Recul', 'phase.losses': 'Pertes',
  'phase.clear': 'Libérer la zone d’arrivée', 'phase.recovery': 'Récupération : choisir l’unité',
  'phase.works': 'Travaux', 'phase.d1': 'Garder un stratagème', 'phase.d2': 'Redéploiement', 'phase.d3': 'Récupération', 'phase.d4': 'Ravitaillement', 'phase.d5': 'Attrition et sièges', 'phase.over': 'Partie terminée',
  'side-adj.ath': 'athéniens', 'side-adj.syr': 'syracusains',
  'attrition.all': 'toutes les unités sont affaiblies', 'attrition.one': 'une unité est affaiblie', 'attrition.none': 'sans effet',
  'advantage.+2ap': 'deux points d’action de plus', 'advantage.initiative': 'prend l’initiative', 'advantage.reroll': 'relance le dé',
  'advantage.recover': 'une récupération de plus', 'advantage.advantage': 'reprend l’Avantage', 'advantage.draw': 'tire un nouveau stratagème',
  'supply.appro': 'Appro.', 'supply.disette': 'Disette',
  'level.total': 'victoire totale', 'level.strategic': 'victoire stratégique', 'level.tactical': 'victoire tactique', 'level.draw': 'match nul',
  'origin.athenian': 'athéniens', 'origin.allied-cities': 'cités alliées', 'origin.segesta': 'Ségeste', 'origin.archers': 'archers', 'origin.thetes': 'thètes', 'origin.argos': 'Argos',
  'origin.mantinea': 'Mantinée', 'origin.mercenaries': 'mercenaires', 'origin.slingers': 'frondeurs', 'origin.tacheiai': 'tacheiai', 'origin.stratiotides': 'stratiôdites',
  'origin.syracusan': 'syracusains', 'origin.sicel-cavalry': 'cavaliers siciliens', 'origin.thurians': 'Thouriens', 'origin.allied-hoplites': 'hoplites alliés', 'origin.javelinmen': 'acontistes',
  'origin.sparta': 'Sparte', 'origin.neodamodeis': 'néodamodes', 'origin.sailors': 'marins', 'origin.selinus': 'Sélinonte', 'origin.himera-selinus': 'Himère et Sélinonte',
  'origin.corinth': 'Corinthe', 'origin.thebes': 'Thèbes', 'origin.gela': 'Géla', 'origin.camarina': 'Camarina',
};

const n = (k: string) => NAMES_FR[k] ?? k;
const side = (s: string) => n(`side.${s}`);
/** Elision before a vowel or a mute h (`d’Athènes`, `d’Hermocrate`). */
const elides = (w: string) => /^[aeiouyhàâéèêëîïôœûù]/i.test(w);
const de = (w: string) => (elides(w) ? `d’${w}` : `de ${w}`);
/** The article each zone takes in a sentence ('' for towns and heights named bare: `à Léon`, `à Catane`). */
const ART: Record<string, '' | 'le' | 'la' | 'l’' | 'les'> = {
  T1: 'la', T2: '', T3: '', T4: 'le', T5: 'les', T6: '', T7: '', T8: 'l’', T9: 'le', T10: 'la', T11: 'la', T12: 'les', T13: 'le', T14: 'la',
  T15: 'le', T16: '', T17: 'le', T18: 'les', T19: 'le', T20: 'les', T21: 'l’', T22: 'la', T23: 'le', T24: 'l’', T25: 'le', T26: 'l’', T27: 'le',
  M1: 'la', M2: 'la', M3: 'la', M4: 'la', M5: 'les', M6: 'le', M7: 'l’', M8: 'le', M9: 'l’', M10: 'le', M11: 'la', M12: 'le', Catane: '',
};
/** A zone as a noun phrase: its article and its name (a fort: `le fort de l’Olympieion`). */
const zoneNp = (z: string): { art: string; noun: string } => {
  if (z.endsWith(':fort')) return { art: 'le', noun: `fort ${deZone(z.slice(0, -5))}` };
  return { art: ART[z] ?? '', noun: n(`place.${z}`) };
};
const join = (art: string, noun: string) => (art === '' ? noun : art === 'l’' ? `l’${noun}` : `${art} ${noun}`);
/** `la plaine de Thapsos`, `l’Olympieion`, `Léon`. */
const place = (z: string) => { const p = zoneNp(z); return join(p.art, p.noun); };
/** `du camp athénien`, `des Épipoles est`, `de la plaine…`, `d’Euryale`… */
function deZone(z: string): string {
  const p = zoneNp(z);
  return p.art === 'le' ? `du ${p.noun}` : p.art === 'les' ? `des ${p.noun}` : p.art === '' ? de(p.noun) : `de ${join(p.art, p.noun)}`;
}
/** `au camp athénien`, `aux Épipoles est`, `à la plaine…`, `à Léon`. */
const aZone = (z: string) => { const p = zoneNp(z); return p.art === 'le' ? `au ${p.noun}` : p.art === 'les' ? `aux ${p.noun}` : `à ${join(p.art, p.noun)}`; };
/** Where something happens: `dans la plaine…`, `dans le Grand Port`, `à Léon`. */
const inZone = (z: string) => { const p = zoneNp(z); return p.art === '' ? `à ${p.noun}` : `dans ${join(p.art, p.noun)}`; };
/** Forts by their names, with their articles. */
const FORT_ART: Record<string, string> = { olympieion: 'l’', labdalon: 'le', syke: '', plemmyrion: 'le' };
const fortNp = (f: string) => { const a = FORT_ART[f] ?? ''; const noun = n(`fort.${f}`); return a === 'le' ? `fort du ${noun}` : a === '' ? `fort ${de(noun)}` : `fort de ${join(a, noun)}`; };
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** Triremes are feminine (`trières athéniennes`), every other unit type masculine. */
const feminine = (id: string) => unitOf(id)?.type === 'T';
/** The side's adjective agreed with the unit type: `athéniens`, `athéniennes`. */
const sideAdj = (id: string, s: string) => `${n(`side-adj.${s}`)}`.replace(/s$/, feminine(id) ? (s === 'ath' ? 'nes' : 'es') : 's');
/** A leader by name; a unit by type, side and strength, with its origin when it is not its city's own (`hoplites athéniens 2 (Argos)`). */
const pieceName = (id: string) => {
  const leader = NAMES_FR[`leader.${id}`];
  if (leader) return leader;
  const u = unitOf(id);
  if (!u) return id;
  const origin = n(`origin.${u.origin}`);
  const own = origin === n(`side-adj.${u.side}`) || origin === n(`type.${u.type}`);
  return `${n(`type.${u.type}`)} ${sideAdj(id, u.side)} ${u.pf}${own ? '' : ` (${origin})`}`;
};
/** Agreement with the piece: a leader (masculine singular), a unit (plural, feminine for triremes). */
const agree = (id: string, ms: string, mp: string, fp: string) => (isLeader(id) || !unitOf(id) ? ms : feminine(id) ? fp : mp);
/** A stratagem counter by the names of its faces (`Archers / Sape`). */
const counterName = (c: string) => facesOf(c).map((f) => n(`stratagem.${f}`)).join(' / ') || c;
/** A reinforcement group by side, turn and leaders (`les renforts athéniens du tour 8 (Démosthène, Eurymédon)`). */
const groupName = (g: string) => {
  const p = groupOf(g);
  if (!p) return g;
  const who = p.leaders.length ? ` (${p.leaders.map((l) => n(`leader.${l}`)).join(', ')})` : '';
  return p.turn === undefined ? `les renforts ${n(`side-adj.${p.side}`)} optionnels${who}` : `les renforts ${n(`side-adj.${p.side}`)} du tour ${p.turn}${who}`;
};
/** What a stratagem or the Advantage was aimed at, by its name. */
const target = (id: string): string => {
  const t = thingOf(id, (b) => `build.${b}` in NAMES_FR);
  switch (t.k) {
    case 'place': return place(t.fort ? `${t.zone}:fort` : t.zone);
    case 'piece': return pieceName(t.id);
    case 'stratagem': return n(`stratagem.${t.face}`);
    case 'group': return groupName(t.id);
    case 'build': return n(`build.${t.id}`);
    case 'advantage': return n(`advantage.${t.use}`);
    case 'return': return `fait revenir ${n(`leader.${t.leader}`)}`;
    default: return t.id;
  }
};

const outcome = (d: { winners: string[]; level: string; vpAth: number; vpSyr: number }) =>
  `${d.winners.length ? `${d.winners.map(side).join(', ')} : ${n(`level.${d.level}`)}` : n('level.draw')} (Athènes ${d.vpAth} PV, Syracuse ${d.vpSyr} PV)`;

export const fr: GameCatalog<SyracuseEvents, SyracuseProblems, SyracusePrompts, SyracuseResults> = {
  events: {
    turn: (d) => `Tour ${d.turn} : ${n(`season.${d.season}`)} ${d.year} av. J.-C.`,
    draw: (d) => `${side(d.side)} tire un stratagème (${counterName(d.counter)}).`,
    'return-to-bowl': (d) => `${side(d.side)} remet le stratagème ${counterName(d.counter)} dans le bol.`,
    initiative: (d) => `Athènes obtient ${d.ath}, Syracuse ${d.syr} : initiative à ${side(d.initiative)} ; PA Athènes ${d.apAth}, Syracuse ${d.apSyr}.`,
    advantage: (d) => `${side(d.side)} utilise l’Avantage (${target(d.use)}) ; il passe à l’adversaire.`,
    reinforcement: (d) => `Les renforts ${de(side(d.side))} arrivent ${inZone(d.zone)}.`,
    'reinforcement-delayed': (d) => `${cap(groupName(d.group))} sont retardés au tour ${d.turn}.`,
    'reinforcement-cancelled': (d) => `${cap(groupName(d.group))} sont annulés.`,
    healed: (d) => `${pieceName(d.leader)} se rétablit.`,
    declare: (d, f) => `${side(d.side)} annonce ${d.ap} ${f.plural(d.ap, { one: 'point d’action', other: 'points d’action' })}.`,
    activate: (d) => `${side(d.side)} active ${place(d.zone)} (${d.cost} PA).`,
    move: (d) => `${cap(pieceName(d.piece))} ${agree(d.piece, 'va', 'vont', 'vont')} ${deZone(d.from)} ${aZone(d.to)} (${d.cost} PM).`,
    'fort-captured': (d) => `${side(d.side)} prend le ${fortNp(d.fort)}.`,
    'leader-captured': (d) => `${pieceName(d.leader)} est capturé.`,
    'cavalry-withdraws': (d) => `La cavalerie ${de(side(d.side))} se replie vers ${place(d.to)}.`,
    stratagem: (d) => `${side(d.side)} joue ${n(`stratagem.${d.face}`)}${d.target ? ` (${target(d.target)})` : ''}.`,
    'no-combat-ap': (d) => `${side(d.side)} n’a plus de PA pour combattre : les unités entrées reviennent affaiblies.`,
    combat: (d) => `Combat ${inZone(d.zone)} : ${d.attack} contre ${d.defence}, colonne ${d.column}, dé ${d.die}, modifié ${d.roll} : ${d.result[0]} / ${d.result[1]} ; victoire ${de(side(d.winner))}.`,
    reduced: (d) => `${cap(pieceName(d.unit))} ${agree(d.unit, 'est affaibli', 'sont affaiblis', 'sont affaiblies')}.`,
    eliminated: (d) => `${cap(pieceName(d.piece))} ${agree(d.piece, 'est éliminé', 'sont éliminés', 'sont éliminées')}.`,
    retreat: (d, f) => `${side(d.side)} recule ${d.pieces.length} ${f.plural(d.pieces.length, { one: 'pion', other: 'pions' })} vers ${place(d.to)}.`,
    displaced: (d, f) => `Des renforts libèrent ${place(d.from)} : ${d.pieces.length} ${f.plural(d.pieces.length, { one: `pion ${n(`side-adj.${d.side}`).replace(/s$/, '')}`, other: `pions ${n(`side-adj.${d.side}`)}` })} ${f.plural(d.pieces.length, { one: 'est déplacé', other: 'sont déplacés' })} vers ${place(d.to)}.`,
    'night-attack': (d) => `Attaque de nuit : le dé donne ${d.roll}.`,
    discord: (d) => `Discorde contre ${pieceName(d.leader)} : ${d.roll}, ${d.success ? 'il quitte le jeu' : 'sans effet'}.`,
    storm: (d) => `Tempête en mer : ${pieceName(d.unit)}, dé ${d.roll}.`,
    'works-dice': (d, f) => `Dés de travaux ${de(side(d.side))} : ${d.dice.join(', ') || 'aucun'} — ${d.pt} ${f.plural(d.pt, { one: 'point de travaux', other: 'points de travaux' })}.`,
    built: (d) => `${side(d.side)} construit ${n(`build.${d.what}`)}.`,
    'wall-destroyed': (d) => `${cap(n(`build.${d.wall}`))} est détruit (${d.roll}).`,
    'chains-broken': (d) => `Les chaînes sont brisées (${d.roll}).`,
    'camp-destroyed': () => 'Le camp athénien est détruit.',
    supply: (d) => `Ravitaillement ${de(side(d.side))} : case ${d.box} (${n(`supply.${d.face}`)}).`,
    'supply-roll': (d) => `Raid de cavalerie contre le ravitaillement ${de(side(d.side))} : ${d.roll}${d.disette ? ', disette' : ''}.`,
    starvation: (d) => (d.side === 'syr' ? 'Syracuse capitule.' : 'Famine : toutes les unités athéniennes sont affaiblies.'),
    attrition: (d) => `Attrition ${inZone(d.zone)} : ${d.roll}, ${n(`attrition.${d.effect}`)}.`,
    siege: (d) => `Siège du ${fortNp(d.fort)} : ${d.roll}, ${d.success ? 'il tombe' : 'il tient'}.`,
    recovered: (d) => `${cap(pieceName(d.unit))} ${agree(d.unit, 'revient', 'reviennent', 'reviennent')} à pleine force.`,
    redeploy: (d) => `${cap(pieceName(d.piece))} ${agree(d.piece, 'se redéploie', 'se redéploient', 'se redéploient')} ${inZone(d.to)}.`,
    'game-over': (d) => `Fin de partie : ${d.winners.length ? `${d.winners.map(side).join(', ')} — ${n(`level.${d.level}`)}` : n('level.draw')} (Athènes ${d.vpAth} PV, Syracuse ${d.vpSyr} PV).`,
  },
  problems: {
    'not-your-turn': () => 'Ce n’est pas à vous de décider maintenant.',
    'not-a-choice': (d) => `« ${d.verb} » ne fait pas partie des choix proposés.`,
    'bad-decision': () => 'Une décision est un verbe, avec un sujet et une cible facultatifs.',
  },
  prompts: {
    'advantage-b1': () => 'Utiliser l’Avantage maintenant (deux PA de plus, ou prendre l’initiative) ?',
    'b2-strat': () => 'Jouer un stratagème de renfort, ou passer.',
    's17-answer': (d) => `Annuler ${groupName(d.group)} par Renforts retardés ?`,
    place: (d) => `Où arrivent ${groupName(d.group)} ?`,
    clear: (d) => `Aucune zone d’arrivée ${groupName(d.group).replace(/^les /, 'des ')} n’est libre d’unités ennemies : vous libérez ${place(d.zone)}. Choisissez la zone adjacente où vont les unités ennemies qui s’y trouvent.`,
    'reinf-move': () => 'Déplacez vos renforts, puis terminé.',
    declare: (d) => `Combien de vos ${d.ap} PA dépensez-vous dans cette phase d’actions ?`,
    react: () => 'Jouer un stratagème avant les mouvements adverses, ou passer.',
    act: (d) => `Activez des zones et déplacez (${d.pool} PA restants), puis terminez.`,
    withdraw: (d) => `Replier votre cavalerie ${deZone(d.zone)} ?`,
    fight: () => 'Choisissez le combat suivant.',
    'combat-strat': (d) => `Jouer un stratagème de combat ${inZone(d.zone)}, ou passer.`,
    reroll: (d) => {
      const rolled = d.dice ?? [];
      const dice = rolled.length === 0 ? '' : ` ${rolled.length > 1 ? 'dés' : 'dé'} ${rolled.join(', ')}.`;
      const ask = rolled.length > 1 ? 'Utiliser l’Avantage pour tous les relancer ?' : 'Utiliser l’Avantage pour relancer ?';
      const what: Record<string, string> = {
        combat: `Combat ${inZone(d.zone)}`, attrition: `Attrition ${inZone(d.zone)}`, siege: `Siège ${inZone(d.zone)}`,
        wall: `Destruction d’un mur ${inZone(d.zone)}`, chains: 'Rupture des chaînes', storm: 'Tempête en mer', night: `Attaque de nuit ${inZone(d.zone)}`,
        discord: `Discorde contre ${pieceName(d.leader ?? '')}`,
      };
      return `${what[d.what ?? 'combat'] ?? cap(d.what ?? '')} :${dice} ${ask}`;
    },
    'after-combat': (d) => `Jouer Cavaliers ${inZone(d.zone)} ? Choisissez l’unité ennemie affaiblie qu’il élimine, ou passez.`,
    losses: (d) => {
      if (d.cause === 'hulls-eliminate') return `Coques pourries ${inZone(d.zone)} : choisissez l’unité de trières que vous éliminez.`;
      if (d.cause === 'hulls-reduce') return `Coques pourries ${inZone(d.zone)} : choisissez l’unité de trières que vous affaiblissez.`;
      if (d.cause === 'epidemic') return `Épidémie : choisissez une unité terrestre ennemie à affaiblir (encore ${d.left ?? 1}).`;
      const cause: Record<string, string> = { attrition: 'Attrition', combat: 'Combat' };
      return `${cause[d.cause ?? ''] ?? 'Pertes'} ${inZone(d.zone)} : choisissez l’unité qui subit la perte.`;
    },
    retreat: (d) => `Reculer ${deZone(d.zone)} vers où ?`,
    recovery: (d) => {
      const why: Record<string, string> = { S15: n('stratagem.S15'), S16: n('stratagem.S16'), S25: `${n('stratagem.S25')} (comme ${n('stratagem.S15')})`, advantage: 'L’Avantage' };
      return `${why[d.cause] ?? 'Récupération'} : choisissez une unité affaiblie à remettre à pleine force${d.left > 1 ? ` (encore ${d.left})` : ''}.`;
    },
    works: (d, f) => `Travaux : ${d.pt} ${f.plural(d.pt, { one: 'point de travaux', other: 'points de travaux' })}.`,
    d1: () => 'Gardez un stratagème.',
    d2: () => 'Redéployez vers vos zones fortifiées, forts et ports, puis terminé.',
    d3: () => 'Remettez des unités affaiblies à pleine force, puis terminé.',
    d4: () => 'Jouer Ravitaillement, ou terminé.',
    d5: () => 'Jouer Coques pourries ou Désertion, ou terminé.',
    over: () => 'La partie est terminée.',
  },
  results: {
    capitulation: (d) => `Syracuse a capitulé, affamée. ${outcome(d)}.`,
    'athenian-fleet': (d) => `La flotte athénienne est tombée à 40 PF ou moins. ${outcome(d)}.`,
    'camp-destroyed': (d) => `Le camp athénien a été détruit. ${outcome(d)}.`,
    chains: (d) => `Les chaînes ont fermé le port avant l’achèvement des murs athéniens. ${outcome(d)}.`,
    circumvallation: (d) => `Syracuse est investie et le Plemmyrion tenu. ${outcome(d)}.`,
    points: (d) => `Points de victoire. ${outcome(d)}.`,
  },
  names: NAMES_FR,
};
