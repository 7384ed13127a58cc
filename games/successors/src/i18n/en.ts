/** English lines of Successors: events, problems, prompts. Names come from the names catalog. */
import type { Catalog } from '@diadochi/kernel';
import type { SuccessorsEvents, SuccessorsProblems, SuccessorsPrompts } from '../vocabulary.ts';
import type { FortuneKind } from '../rules/state.ts';

/** The rolls #45 Fortune makes again (successors 7.3.1), as "the … roll". */
const ROLL_EN: Record<FortuneKind | 'movement', string> = {
  battle: 'battle', siege: 'siege', attrition: 'attrition', leader: 'leader loss', naval: 'naval battle', unrest: 'Unrest', epidemic: 'Epidemic',
  intercept: 'interception', avoid: 'battle avoidance', reaction: 'independent army', movement: 'movement',
};

/** Looks a name up (`place.babylon`, `general.perdiccas`, `faction.blue`, `card.12`…). */
export type Namer = (kind: string, id: string | number) => string;

export function englishEvents(n: Namer): Catalog<SuccessorsEvents> {
  const F = (f: string) => n('faction', f);
  const P = (s: string) => n('place', s);
  const G = (g: string) => n('general', g);
  const C = (c: number) => n('card', c);
  const R = (x: string) => n('royal', x);
  return {
    'turn-begins': (d) => `Turn ${d.turn} begins.`,
    'turn-order': (d, f) => `${F(d.chooser)} chooses ${F(d.first)} to play first: ${f.list(d.order.map(F))}.`,
    usurper: (d) => `${F(d.faction)} is the Usurper this turn.`,
    reinforcements: (d, f) => `${F(d.faction)} receives ${d.cus} ${f.plural(d.cus, { one: 'CU', other: 'CUs' })}${d.generals ? ` and ${d.generals} ${f.plural(d.generals, { one: 'general', other: 'generals' })}` : ''} to place.`,
    placed: (d) => `${F(d.faction)} places ${n('piece', d.what)} in ${P(d.space)}.`,
    dealt: (d, f) => `You are dealt ${f.list(d.cards.map(C))}.`,
    'hand-size': (d, f) => `${F(d.faction)} holds ${d.count} ${f.plural(d.count, { one: 'card', other: 'cards' })}.`,
    surrendered: (d) => `${P(d.space)} surrenders to ${F(d.faction)}.`,
    'control-placed': (d) => `${F(d.faction)} takes control of ${P(d.space)}.`,
    'control-removed': (d) => `${F(d.faction)} removes the control marker of ${F(d.from)} from ${P(d.space)}.`,
    'card-played': (d) => ({ event: `${F(d.faction)} plays ${C(d.card)} for its event.`, ops: `${F(d.faction)} plays ${C(d.card)} for its operations.`, bonus: `${F(d.faction)} plays ${C(d.card)} as a bonus card.`, discard: `${F(d.faction)} discards ${C(d.card)}.` })[d.as],
    'card-drawn': (d) => `You draw ${C(d.card)}.`,
    'card-replaced': (d) => `${F(d.faction)} draws a replacement card.`,
    'recruit-progress': (d) => `${F(d.faction)} has spent ${d.ops} of ${d.need} OP to recruit ${n('piece', d.kind)}.`,
    recruited: (d) => `${F(d.faction)} recruits ${n('piece', d.kind)}.`,
    march: (d, f) => `${F(d.faction)} force-marches ${G(d.general)} with ${d.mp} ${f.plural(d.mp, { one: 'MP', other: 'MPs' })}.`,
    'movement-roll': (d) => `${F(d.faction)} rolls ${d.roll} for movement.`,
    levy: (d) => `${F(d.faction)} raises a mercenary CU instead of moving.`,
    moved: (d) => `${G(d.general)} moves from ${P(d.from)} to ${P(d.to)} (${d.cost} MP, ${d.left} left).`,
    'army-stops': (d) => `${G(d.general)} ends the move in ${P(d.space)}.`,
    overrun: (d) => `${F(d.faction)} overruns ${F(d.victim)} in ${P(d.space)} (${d.attackers} CUs against ${d.defenders}).`,
    'avoid-attempt': (d) => `${G(d.general)} tries to avoid battle: ${d.roll}, needs ${d.need} — ${d.success ? 'success' : 'failure'}.`,
    avoided: (d) => `${F(d.faction)} avoids battle and withdraws to ${P(d.to)}.`,
    'fortune-reroll': (d) => `${F(d.faction)} plays Fortune: the ${ROLL_EN[d.kind]} roll is made again, and what follows from it.`,
    'route-announced': (d) => `${G(d.general)} announces a naval movement by ${d.route.map(P).join(' → ')}.`,
    escorts: (d, f) => (d.fleets.length > 0 ? `${F(d.faction)} escorts the naval movement with ${f.list(d.fleets.map((x) => `the ${n('fleet', x)}`))}.` : `${F(d.faction)} sends the naval movement without an escort.`),
    'garrison-choice': (d) => (d.join ? `The CUs of ${F(d.faction)} inside ${P(d.space)} join the battle against the besiegers.` : `The CUs of ${F(d.faction)} inside ${P(d.space)} stay safe inside.`),
    'withdrew-inside': (d, f) => `${F(d.faction)} withdraws ${d.cus} ${f.plural(d.cus, { one: 'CU', other: 'CUs' })} inside ${P(d.space)}.`,
    'intercept-attempt': (d) => `${G(d.general)} tries to intercept in ${P(d.space)}: ${d.roll}, needs ${d.need} — ${d.success ? 'success' : 'failure'}.`,
    'fell-back': (d) => `${F(d.faction)} falls back to ${P(d.to)}.`,
    sailed: (d) => `${G(d.general)} sails from ${P(d.from)} to ${P(d.to)} (${d.cost} MP, ${d.left} left).`,
    landed: (d) => `${F(d.faction)} lands at ${P(d.space)}.`,
    'landed-inside': (d, f) => `${F(d.faction)} lands ${d.cus} ${f.plural(d.cus, { one: 'CU', other: 'CUs' })} straight inside ${P(d.space)}.`,
    'naval-battle': (d) => `Naval battle off ${P(d.space)}: ${F(d.mover)} (${d.fleets[0]} fleet points, score ${d.score[0]}) against ${F(d.interceptor)} (${d.fleets[1]} fleet points, score ${d.score[1]}) — ${d.winner ? `${F(d.winner)} wins` : 'no decision'}.`,
    'fleet-dispersed': (d) => `The ${n('fleet', d.fleet)} is dispersed.`,
    'fleets-back': () => 'The dispersed fleets return.',
    'picked-up': (d) => `${F(d.faction)} picks up ${n('piece', d.what)} in ${P(d.space)}.`,
    dropped: (d) => `${F(d.faction)} leaves ${n('piece', d.what)} in ${P(d.space)}.`,
    'general-leaves': (d) => `${G(d.general)} leaves the army in ${P(d.space)} and moves on his own.`,
    'general-dropped': (d) => `${F(d.faction)} leaves ${G(d.general)} in ${P(d.space)}.`,
    'minor-detached': (d) => `${F(d.faction)} brings ${G(d.general)} into ${P(d.space)} to lead a detachment.`,
    passage: (d) => `${F(d.faction)} ${d.granted ? 'lets' : 'does not let'} ${F(d.mover)} pass through ${P(d.space)}.`,
    disbanded: (d) => `${F(d.faction)} disbands a Royal Army CU in ${P(d.space)}.`,
    'fleet-recalled': (d) => `${F(d.faction)} brings the ${n('fleet', d.fleet)} back from the Dispersal Box.`,
    'pile-revealed': (d) => (d.faction ? `The set-aside pile reveals ${C(d.card)}: ${F(d.faction)}, drawn by lot, carries out its event.` : `The set-aside pile reveals ${C(d.card)}, whose event is ignored.`),
    battle: (d) => `Battle in ${P(d.space)}: ${n('side', d.attacker)} (strength ${d.strength[0]}, dice ${d.modified[0].join('+')}, score ${d.score[0]}) against ${n('side', d.defender)} (strength ${d.strength[1]}, dice ${d.modified[1].join('+')}, score ${d.score[1]}) — ${d.winner ? `${n('side', d.winner)} wins` : 'a draw'}.`,
    elephants: (d) => `${F(d.faction)}'s elephants roll ${d.rolls.join(', ')}: strength ${d.strength}.`,
    'royal-army-aside': (d) => `${d.cus} Royal Army CUs of ${F(d.faction)} will not fight a more legitimate foe.`,
    'mutiny-fails': (d) => `The army of ${F(d.faction)} in ${P(d.space)} stays loyal: the Mutiny fails.`,
    'storm-at-sea': (d) => `A storm at sea: the naval movement of ${F(d.faction)} is cancelled and the force stays in ${P(d.space)}.`,
    'royal-army-mutiny': (d) => `${d.cus} Royal Army CUs of ${F(d.faction)} mutiny and join ${F(d.to)}.`,
    losses: (d, f) => `${F(d.faction)} loses ${d.cus} ${f.plural(d.cus, { one: 'CU', other: 'CUs' })} in ${P(d.space)}.`,
    'loss-chosen': (d) => `${F(d.faction)} chooses to lose ${n('piece', d.what)}${d.space ? ` in ${P(d.space)}` : ' from the Dispersal Box'}.`,
    attrition: (d, f) => `Attrition on ${d.cus} CUs of ${F(d.faction)}: ${d.roll}, ${d.lost} ${f.plural(d.lost, { one: 'CU', other: 'CUs' })} lost.`,
    dispersed: (d, f) => `${F(d.faction)}: ${d.generals.length ? `${f.list(d.generals.map(G))} and ` : ''}${d.cus} ${f.plural(d.cus, { one: 'CU', other: 'CUs' })} go to the Dispersal Box.`,
    'leader-check': (d) => `Leader loss check for ${G(d.general)}: ${d.roll} — ${d.dies ? 'he dies' : 'he survives'}.`,
    'general-died': (d) => `${G(d.general)} is dead.`,
    'general-replaced': (d) => `${G(d.general)} takes command of the army of ${F(d.faction)}.`,
    'champion-lost': (d) => `${F(d.faction)} attacks a Champion and becomes a Successor.`,
    'champion-regained': (d) => `${F(d.faction)} is a Champion again.`,
    'siege-roll': (d) => `${F(d.faction)} besieges ${P(d.space)}: ${d.roll} (modified ${d.modified}), ${d.points} siege ${d.points === 1 ? 'point' : 'points'} and ${d.losses} lost; ${d.total} of ${d.need}.`,
    'siege-success': (d) => `${P(d.space)} falls to ${F(d.faction)}.`,
    'siege-lifted': (d) => `The siege of ${P(d.space)} is lifted.`,
    forage: (d) => `${F(d.faction)} loses ${d.lost} CU to forage in ${P(d.space)}.`,
    isolated: (d) => `The control marker of ${F(d.faction)} in ${P(d.space)} is isolated and removed.`,
    'royal-captured': (d) => `${F(d.faction)} captures ${R(d.royal)}.`,
    'royal-inactive': (d) => `${R(d.royal)} becomes inactive.`,
    'royal-active': (d) => `${R(d.royal)} becomes active.`,
    married: (d) => `${R(d.royal)} marries into ${F(d.faction)}.`,
    'body-buried': (d) => `${F(d.faction)} buries Alexander in ${P(d.space)} (${d.lp} LP).`,
    'body-lost': () => `Alexander's body, still unburied, is lost to history.`,
    'funeral-cart': () => `The funeral cart is ready: Alexander's body may move.`,
    'general-arrives': (d) => (d.space ? `${G(d.general)} enters play for ${F(d.faction)} in ${P(d.space)}.` : `${G(d.general)} enters play for ${F(d.faction)}.`),
    'general-succeeded': (d) => `${G(d.general)} dies; ${G(d.by)} takes his place.`,
    'heir-of-age': (d) => `${R(d.royal)} comes of age${d.controller ? ` in the hands of ${F(d.controller)}` : ', controlled by nobody'}.`,
    'heir-assassinated': (d) => `${F(d.faction)} has ${R(d.royal)} assassinated.`,
    event: (d) => `Event of ${C(d.card)}.`,
    'event-unplayable': (d) => `The event of ${C(d.card)} cannot be played now.`,
    'unrest-roll': (d) => `${F(d.faction)} rolls ${d.roll} on the Unrest table.`,
    unrest: (d) => (d.space ? `Unrest (${d.roll}) in ${n('province', d.province)}: an independent marker in ${P(d.space)}.` : `Unrest (${d.roll}) in ${n('province', d.province)}: no space can take a marker.`),
    'independent-moved': (d) => `${F(d.faction)} moves the independent army ${n('independent', d.army)} from ${P(d.from)} to ${P(d.to)} (${d.cost} MP, ${d.left} left).`,
    'independent-enters': (d) => `${F(d.faction)} brings the independent army ${n('independent', d.army)} out of ${n('box', d.box)} into ${P(d.to)} (${d.left} MP left).`,
    'independent-defeated': (d) => `The independent army ${n('independent', d.army)} is defeated in ${P(d.space)}.`,
    'independent-holds': (d) => `The independent army ${n('independent', d.army)} holds ${P(d.space)}.`,
    'independent-reaction': (d) => `${F(d.faction)} discards a Surprise card: the independent army ${n('independent', d.army)} tries to ${d.mode === 'intercept' ? 'intercept' : 'avoid battle'} in ${P(d.space)}: ${d.roll}, needs ${d.need} — ${d.success ? 'success' : 'failure'}.`,
    'fleet-owner': (d) => (d.faction ? `The ${n('fleet', d.fleet)} passes to ${F(d.faction)}.` : `The ${n('fleet', d.fleet)} has no owner.`),
    'fleet-upgraded': (d) => `${F(d.faction)} upgrades the ${n('fleet', d.fleet)}.`,
    'legitimacy-lost': (d) => `${F(d.faction)} loses ${d.lp} LP.`,
    'game-over': (d, f) => `The game is over: ${d.winners.length ? f.list(d.winners.map(F)) : 'nobody'} ${d.winners.length === 1 ? 'wins' : 'win'} (${n('reason', d.reason)}).`,
  };
}

export function englishProblems(n: Namer): Catalog<SuccessorsProblems> {
  return {
    'bad-decision': () => 'A decision is a verb with an optional subject and target.',
    'not-your-decision': (d) => `No decision is expected from ${n('faction', d.player)} now.`,
    'game-over': () => 'The game is over.',
    'not-legal': (d) => `“${d.verb}${d.subject ? ` ${d.subject}` : ''}${d.target ? ` → ${d.target}` : ''}” is not a legal choice now.`,
    'bad-options': (d) => `The option “${d.field}” is not valid.`,
  };
}

export function englishPrompts(n: Namer): Catalog<SuccessorsPrompts> {
  return {
    'first-player': () => 'Choose the player who plays first this turn.',
    reinforce: (d, f) => `Place your reinforcements: ${d.cus} ${f.plural(d.cus, { one: 'CU', other: 'CUs' })}, ${d.generals} ${f.plural(d.generals, { one: 'general', other: 'generals' })}.`,
    surrender: () => 'Surrender Segment: make free siege or submission attempts, or go on.',
    tyche: (d) => `Round ${d.round}: play a Tyche card.`,
    ops: (d) => `Use ${d.ops} OP: forced march, control markers or recruiting.`,
    'place-control': (d) => `Place up to ${d.left} control markers.`,
    'start-marker': (d) => `Your general entered his start province, ${n('province', d.province)}: place a control marker in a space of it free of enemies, or skip.`,
    'bonus-event': (d) => `Play the bonus event of ${n('card', d.card)}?`,
    movement: () => 'Movement Segment: roll for movement, or raise a mercenary CU.',
    move: (d) => `Move your armies (movement roll ${d.roll}).`,
    avoid: (d) => `An enemy army enters ${n('place', d.space)}: avoid battle, withdraw inside, or stand.`,
    intercept: (d) => `An enemy army enters ${n('place', d.space)}: intercept, or pass.`,
    naval: (d) => `An enemy force announced a sea route that passes ${n('place', d.space)}: intercept it with your fleets (where on the route, and with which fleets), or pass.`,
    refuse: (d) => `You are intercepted in ${n('place', d.space)}: fight or fall back.`,
    heir: (d) => `${n('royal', d.royal)} comes of age: proclaim him king (and end the game as regent), or have him assassinated.`,
    storm: (d) => `An enemy force sets sail for ${n('place', d.space)}: play a Surprise card against it, or pass.`,
    mutiny: (d) => `A Mutiny strikes your army in ${n('place', d.space)}: answer it with a Surprise card, or pass.`,
    passage: (d) => `An army of another player enters ${n('place', d.space)}: grant it a friendly passage, or not (then it must fight).`,
    detach: (d) => `How many CUs go with the general who intercepts in ${n('place', d.space)}?`,
    'intercept-role': (d) => `Your interception in ${n('place', d.space)} succeeded: attack, or defend (optional rule 23.2).`,
    target: (d) => `Choose the target of ${n('card', d.card)}.`,
    losses: (d, f) => `Choose the CUs you lose${d.space ? ` in ${n('place', d.space)}` : ' in the Dispersal Box'}: ${d.left} ${f.plural(d.left, { one: 'CU', other: 'CUs' })} left to choose (the first choice is the automatic one).`,
    indep: (d) => `An army moves at ${n('place', d.space)}: discard a Surprise card to make an independent army intercept it or avoid its attack (optional rule 23.3), or pass.`,
    'indep-refuse': (d) => `An independent army intercepts you in ${n('place', d.space)}: fight or fall back.`,
    fortune: (d) => `Your roll in ${n('place', d.space)} failed: play a Surprise card to roll again, or pass.`,
    escort: () => 'Name the fleets that escort your naval movement: all of them, some, or none.',
    trireme: (d) => `Enemy fleets intercept your force at ${n('place', d.space)}: play a Surprise card for the naval battle, or pass.`,
    'intercept-independent': (d) => `The independent army ${n('independent', d.army)} enters ${n('place', d.space)}: intercept it, or pass.`,
    'avoid-independent': (d) => `The independent army ${n('independent', d.army)} attacks you in ${n('place', d.space)}: avoid battle, withdraw inside, or stand.`,
    'fortune-roll': (d) => (d.kind === 'unrest' || d.kind === 'epidemic' ? `Your ${ROLL_EN[d.kind]} roll is made: play a Surprise card to roll it again, or pass.` : `Your ${ROLL_EN[d.kind]} roll went against you: play a Surprise card to roll it again, or pass.`),
    garrison: (d) => `Your army attacks the besiegers of ${n('place', d.space)}: the CUs inside the city join the battle (and share a defeat), or stay safe inside.`,
    independent: (d, f) => `Move the independent army ${n('independent', d.army)} (${d.mp} ${f.plural(d.mp, { one: 'MP', other: 'MPs' })} left), hold, or stop.`,
  };
}
