/**
 * The Successors board's panels around the map, each drawn from the view: the tracks (turn
 * track with what arrives when, 21; the record track of VP and LP, 2.6.6; prestige, 17.6; the
 * Usurper, 17.5; the royal family and who holds whom, 17–18; fleets, 13), the hand as readable
 * cards and the discard pile (7), the last battle, siege or attrition with its dice and table
 * row (12, 15, 12.8), and the log with its rule links.
 */
import type { Choice, GameEvent } from '@diadochi/kernel';
import { BATTLE_TABLE, battleColumn, cardByNumber, FLEETS, ROYALS, TURN_TRACK } from '@diadochi/successors';
import type { BoardFacts, SuccessorsView } from '@diadochi/successors';
import { h, s } from '../../dom.ts';
import { colon, t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';
import type { Colours } from './map.ts';
import { cardName, cardText, eventText, factionName, fleetName, generalName, idLabel, placeName, royalName, verbLabel } from './words.ts';

export function badge(f: string, col: Colours): HTMLElement {
  const c = col[f] ?? { fill: '#999', ink: '#000' };
  return h('span', { class: 'suc-faction', 'data-faction': f, style: `background:${c.fill};color:${c.ink}` }, factionName(f));
}

/** The turn track (successors 21, 22.4): turns with their year and what arrives at their start; the round of the turn. */
export function turnTrack(v: SuccessorsView): HTMLElement {
  const words = (e: (typeof TURN_TRACK)[number]['events'][number]): string => {
    switch (e.kind) {
      case 'funeral-cart-built':
        return t('suc.track.cart');
      case 'general-arrives':
        return t('suc.track.arrives', { general: generalName(e.general) });
      case 'general-dies':
        return t('suc.track.dies', { general: generalName(e.general), by: generalName(e.replacedBy) });
      case 'heir-comes-of-age':
        return t('suc.track.ofAge', { royal: royalName(e.royal) });
      case 'body-lost-unless-buried':
        return t('suc.track.bodyLost');
    }
  };
  const last = v.options.turns;
  return h(
    'section',
    { class: 'suc-track suc-turns', 'aria-label': t('suc.turnTrack') },
    h('h4', {}, t('suc.turnTrack'), ' ', h('span', { class: 'muted', 'data-testid': 'suc-round' }, t('suc.roundOf', { round: v.round, n: 5 }))),
    h(
      'ol',
      {},
      TURN_TRACK.filter((e) => e.turn <= last).map((e) =>
        h(
          'li',
          { class: e.turn === v.turn ? 'now' : e.turn < v.turn ? 'past' : '', 'aria-current': e.turn === v.turn ? 'step' : null, 'data-turn': e.turn },
          h('b', {}, t('suc.turnN', { n: e.turn })),
          h('small', {}, t('suc.yearBC', { year: e.yearBC })),
          e.events.length ? h('small', { class: 'arrives' }, e.events.map(words).join(' · ')) : null,
        ),
      ),
    ),
  );
}

/** One row per player: generals on the map, VP, LP, prestige, cards in hand, Champion or Successor, Usurper, fleets. */
export function playersTable(v: SuccessorsView, facts: BoardFacts, col: Colours): HTMLElement {
  const fleetsOf = (f: string) => FLEETS.filter((fl) => v.fleets[fl.id]?.owner === f).map((fl) => {
    const st = v.fleets[fl.id]!;
    return `${fleetName(fl.id)} ${st.strong ? fl.strong : fl.weak}${st.dispersed ? ` (${t('suc.dispersed')})` : ''}`;
  });
  return h(
    'section',
    { class: 'suc-track suc-players', 'aria-label': t('suc.players') },
    h(
      'table',
      { class: 'suc-record', 'data-testid': 'suc-record' },
      h('thead', {}, h('tr', {}, h('th', {}, t('suc.player')), h('th', { title: t('suc.vpLong') }, t('suc.vp')), h('th', { title: t('suc.lpLong') }, t('suc.lp')), h('th', { title: t('suc.prestigeLong') }, t('suc.prestige')), h('th', { title: t('suc.handLong') }, t('suc.hand')), h('th', {}, t('suc.generals')), h('th', {}, t('suc.status')))),
      h(
        'tbody',
        {},
        v.factions.map((f) =>
          h(
            'tr',
            { 'data-faction': f, class: v.order[v.active] === f ? 'active' : '' },
            h('td', {}, badge(f, col), v.viewer === f ? h('small', {}, ` ${t('suc.you')}`) : null),
            h('td', { 'data-testid': 'suc-vp' }, String(v.vp[f] ?? 0)),
            h('td', {}, String(v.lp[f] ?? 0)),
            h('td', {}, String(facts.prestige[f] ?? 0)),
            h('td', { 'data-testid': 'suc-hand-size' }, String(v.handSizes[f] ?? 0)),
            h('td', { class: 'gens' }, Object.entries(v.generals).filter(([id, g]) => g.owner === f && g.where === 'map' && !id.startsWith('minor:')).map(([id]) => generalName(id)).join(', ') || '—', fleetsOf(f).length ? h('small', { class: 'fleets' }, ` · ${fleetsOf(f).join(', ')}`) : null),
            h('td', {}, v.usurper === f ? h('strong', { class: 'usurper' }, t('suc.usurper')) : v.champion[f] ? t('suc.champion') : t('suc.successor')),
          ),
        ),
      ),
    ),
  );
}

/** The royal family (successors 17, 18): where each is and who holds him or her. */
export function royalsList(v: SuccessorsView, facts: BoardFacts, col: Colours): HTMLElement {
  return h(
    'section',
    { class: 'suc-track suc-royals', 'aria-label': t('suc.royals') },
    h('h4', {}, t('suc.royals')),
    h(
      'ul',
      {},
      ROYALS.map((r) => {
        const st = v.royals[r.id];
        if (!st) return null;
        const where = st.dead ? t('suc.royalDead') : st.buried ? t('suc.buriedIn', { space: placeName(st.buried) }) : st.space ? placeName(st.space) : st.box ? t('suc.inBox') : t('suc.royalAway');
        const holder = facts.royals[r.id];
        return h('li', { 'data-royal': r.id }, h('strong', {}, royalName(r.id)), ` — ${where}`, !st.active && !st.dead ? ` (${t('suc.inactive')})` : '', holder ? h('span', {}, ' · ', badge(holder, col)) : null);
      }),
    ),
  );
}

/** A Tyche card as the player reads it: name, OP value, kind, must-play, the event text (hover and tap); the card's choices as buttons. */
export function cardFace(n: number, choices: Choice[], act: (c: Choice) => void, busy: boolean): HTMLElement {
  const def = cardByNumber(n);
  const text = cardText(n);
  return h(
    'div',
    { class: `suc-card kind-${def?.kind ?? 'event'}${choices.length ? ' playable' : ''}`, 'data-card': n, 'data-testid': 'suc-card', title: `${cardName(n)} — ${text}`, tabindex: 0 },
    h('div', { class: 'card-head' }, h('span', { class: 'ops', title: t('suc.opsLong') }, String(def?.ops ?? '')), h('strong', {}, cardName(n))),
    h('small', { class: 'card-kind' }, t(`suc.cardKind.${def?.kind ?? 'event'}` as Key), def?.mustPlay ? ` · ${t('suc.mustPlay')}` : '', def?.removeAfterEvent ? ` · ${t('suc.removeAfter')}` : ''),
    h('details', { class: 'card-text' }, h('summary', {}, t('suc.cardText')), h('p', {}, text)),
    choices.length
      ? h(
          'div',
          { class: 'card-actions' },
          choices.map((c) => h('button', { type: 'button', class: c.verb === 'play-event' ? 'primary small' : 'small', 'data-testid': 'suc-card-action', 'data-verb': c.verb, 'data-card': n, disabled: busy, onclick: () => act(c) }, verbLabel(c.verb))),
        )
      : null,
  );
}

export function discardPile(v: SuccessorsView): HTMLElement {
  return h(
    'details',
    { class: 'suc-discard', 'data-testid': 'suc-discard' },
    h('summary', {}, t('suc.discardPile', { n: v.discard.length }), ' · ', t('suc.deckSize', { n: v.deckSize })),
    v.discard.length ? h('div', { class: 'suc-cards' }, [...v.discard].reverse().map((n) => cardFace(n, [], () => {}, false))) : h('p', { class: 'muted' }, t('suc.emptyPile')),
  );
}

function die(n: number, dim = false): SVGSVGElement {
  const pips: Record<number, [number, number][]> = {
    1: [[12, 12]],
    2: [[6, 6], [18, 18]],
    3: [[6, 6], [12, 12], [18, 18]],
    4: [[6, 6], [18, 6], [6, 18], [18, 18]],
    5: [[6, 6], [18, 6], [12, 12], [6, 18], [18, 18]],
    6: [[6, 6], [18, 6], [6, 12], [18, 12], [6, 18], [18, 18]],
  };
  return s('svg', { width: 24, height: 24, viewBox: '-1 -1 26 26', class: `die${dim ? ' dim' : ''}`, role: 'img', 'aria-label': String(n) }, s('rect', { width: 24, height: 24, rx: 4 }), (pips[n] ?? []).map(([x, y]) => s('circle', { cx: x, cy: y, r: 2.4 })));
}

type BattleData = { space: string; attacker: string; defender: string; strength: [number, number]; dice: [number[], number[]]; modified: [number[], number[]]; score: [number, number]; winner: string | null };

/**
 * The last battle (successors 12.5, 12.6: each side's strength picks the column, its two dice
 * raised to the commander's battle value make the row, the cell is its score; the losses that
 * followed), the last siege roll (15.1) or attrition roll (12.8), from the log.
 */
export function combatBox(log: GameEvent[], col: Colours, showRule: (rule: string) => void): HTMLElement | null {
  const i = findLast(log, (e) => e.type === 'battle' || e.type === 'siege-roll' || e.type === 'attrition' || e.type === 'naval-battle');
  if (i < 0) return null;
  const e = log[i]!;
  const after = log.slice(i + 1, i + 12).filter((x) => ['losses', 'leader-check', 'general-died', 'dispersed', 'siege-success', 'elephants', 'fell-back', 'overrun', 'champion-lost'].includes(x.type));
  const rule = e.rule ? h('button', { type: 'button', class: 'link small rule-link', onclick: () => showRule(e.rule!) }, e.rule.replace(/^successors /, '§')) : null;
  const side = (x: string) => (x.startsWith('independent') ? h('span', { class: 'suc-faction indep' }, idLabel(x.replace(/^independent:/, '').split('+')[0] ?? '')) : badge(x, col));
  let body: HTMLElement;
  if (e.type === 'battle') {
    const d = e.data as BattleData;
    const row = (k: 0 | 1) => {
      const total = (d.modified[k] ?? []).reduce((a, b) => a + b, 0);
      const c = battleColumn(d.strength[k]);
      const cols = [c - 1, c, c + 1].filter((x) => x >= 0 && x < BATTLE_TABLE.columns.length);
      return h(
        'tr',
        { 'data-side': k === 0 ? 'attacker' : 'defender' },
        h('th', {}, side(k === 0 ? d.attacker : d.defender)),
        h('td', {}, String(d.strength[k])),
        h('td', { class: 'dice' }, (d.dice[k] ?? []).map((n, j) => h('span', { class: 'die-pair' }, die(n, n !== d.modified[k]?.[j]), n !== d.modified[k]?.[j] ? `→${d.modified[k]?.[j]}` : '')), h('b', { class: 'total' }, ` = ${total}`)),
        h('td', { class: 'table-row' }, h('span', { class: 'row-cells', title: t('suc.tableRow', { total }) }, cols.map((x) => h('span', { class: x === c ? 'used' : '' }, `${BATTLE_TABLE.columns[x]}:${BATTLE_TABLE.scores[x]?.[total - 2] ?? '–'}`)))),
        h('td', { class: 'score' }, String(d.score[k])),
      );
    };
    body = h(
      'div',
      {},
      h('h3', {}, t('suc.battleIn', { space: placeName(d.space) }), ' ', rule),
      h('table', { class: 'suc-battle', 'data-testid': 'suc-battle' }, h('tr', {}, h('th', {}, ''), h('th', {}, t('suc.strength')), h('th', { title: t('suc.diceLong') }, t('suc.dice')), h('th', { title: t('suc.tableRowLong') }, t('suc.tableRowHead')), h('th', {}, t('suc.score'))), row(0), row(1)),
      h('p', {}, h('strong', {}, colon(t('suc.winner'))), ' ', d.winner ? side(d.winner) : t('suc.draw')),
    );
  } else {
    body = h('div', {}, h('h3', {}, t(e.type === 'siege-roll' ? 'suc.lastSiege' : e.type === 'attrition' ? 'suc.lastAttrition' : 'suc.lastNaval'), ' ', rule), h('p', {}, ...diceOf(e), ' ', eventText(e)));
  }
  return h('section', { class: 'suc-combat', 'data-testid': 'suc-combat', 'data-kind': e.type }, body, after.length ? h('ul', { class: 'after' }, after.map((x) => h('li', {}, eventText(x)))) : null);
}

function diceOf(e: GameEvent): SVGSVGElement[] {
  const d = e.data as { roll?: number; dice?: [number[], number[]] };
  if (typeof d.roll === 'number' && d.roll >= 1 && d.roll <= 6) return [die(d.roll)];
  if (d.dice) return d.dice.flat().filter((n) => n >= 1 && n <= 6).map((n) => die(n));
  return [];
}

function findLast<T>(xs: T[], f: (x: T) => boolean): number {
  for (let i = xs.length - 1; i >= 0; i--) if (f(xs[i]!)) return i;
  return -1;
}

/** The game record as this player may see it, newest first, each line with the rule that made it. */
export function logPanel(log: GameEvent[], showRule: (rule: string) => void): HTMLElement {
  const lines = log.slice(-80).reverse();
  return h(
    'section',
    { class: 'suc-log', 'data-testid': 'suc-log' },
    h('h3', {}, t('suc.log')),
    h('ol', { reversed: true }, lines.map((e) => h('li', { class: `ev-${e.type}` }, eventText(e), e.rule ? h('button', { type: 'button', class: 'link small rule-link', 'data-rule': e.rule, title: t('suc.ruleLink'), onclick: () => showRule(e.rule!) }, e.rule.replace(/^successors /, '§')) : null))),
  );
}
