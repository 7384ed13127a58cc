/**
 * The Syracuse board, drawn from the view in one redraw function (as Rally the Troops boards
 * are): the map with its zones, stacks, forts, walls and chains; the turn, advantage and action
 * point tracks; the player's stratagems as cards; the combat box; the log; and the decision
 * panel. Every action is one of the rule-listed choices of the view (`view.choices`, from the
 * engine's `choices`): only those are lit, and a click on a lit zone, piece, card or button
 * sends exactly that choice. Nothing is probed through validate.
 *
 * Used by the online board (index.ts) and the hot-seat page (local-page.ts).
 */
import type { Choice, ChoiceDecision, GameEvent } from '@diadochi/kernel';
import { map as syrMap, tables } from '@diadochi/syracuse';
import type { SyracuseView } from '@diadochi/syracuse';
import { h, mount, s } from '../../dom.ts';
import { colon, singular, t } from '../../i18n.ts';
import { BOARD_SIZE, MAIN_VIEW, mapLayers, TERRAIN_FILL, terrainWord, zoneAt } from './map-board.ts';
import type { Colours, MapMarks, Side } from './map-board.ts';
import { worksProgress } from '@diadochi/syracuse/board';
import type { Pt, WorkItem } from '@diadochi/syracuse/board';
import { panZoom } from '../pan-zoom.ts';
import { buildName, eventText, faceName, stratagemText, leaderName, learnFaces, nm, phaseLabel, pieceName, placeName, promptText, sideName, targetLabel, unitName, verbLabel } from './words.ts';
import './syracuse.css';
import { decisionSender, screenSend } from '../sender.ts';
import { defaultSel, isZone, litOf } from './picks.ts';
import type { Sel } from './picks.ts';

export type { Colours, Side } from './map-board.ts';

export interface BoardModel {
  view: SyracuseView;
  /** The player whose decision it is on this screen (his choices are shown); null: none. */
  expected: boolean;
  /** Visible events, oldest first. */
  log: GameEvent[];
  colours: Colours;
}

export interface SyracuseScreen {
  main: HTMLElement;
  panel: HTMLElement;
  set(model: BoardModel): void;
  /** Shows a problem (a refused decision) in the panel. */
  error(text: string): void;
}

/** Verbs that end a step or answer a window without a target: the quiet ones are shown last. */
const QUIET = new Set(['pass', 'done', 'end', 'stay']);
/** The widest view a phone opens on by itself, in board units (the whole board is 1511 across). */
const PHONE_SPAN = 760;

const key = (c: { verb: string; subject?: string }) => `${c.verb}|${c.subject ?? ''}`;

export function syracuseScreen(decide: (d: ChoiceDecision) => Promise<void>, showRule?: (id: string) => void): SyracuseScreen {
  const main = h('div', { class: 'syr-board' });
  const panel = h('div', { class: 'syr-panel orders-pane' });
  let model: BoardModel | null = null;
  let sel: Sel | null = null;
  let focus: string | null = null;
  // the map keeps one <svg> for the life of the screen: its view (zoom, pan) survives every redraw
  const svg = s('svg', { class: 'syr-map-svg', role: 'group', 'aria-label': t('syr.map'), preserveAspectRatio: 'xMidYMid meet' });
  const pz = panZoom(svg, BOARD_SIZE);
  const zoomButton = (label: string, title: string, f: () => void) => h('button', { type: 'button', class: 'syr-zoom-btn', title, 'aria-label': title, onclick: f }, label);
  const mapEl = h(
    'div',
    { class: 'syr-map', 'data-testid': 'syr-map' },
    svg,
    h('div', { class: 'syr-zoom' }, zoomButton('+', t('syr.zoomIn'), () => pz.zoomBy(1.4)), zoomButton('−', t('syr.zoomLess'), () => pz.zoomBy(1 / 1.4)), zoomButton('⤢', t('syr.zoomOut'), () => pz.whole())),
  );
  const mapHelp = h('p', { class: 'syr-map-help muted' }, t('syr.mapHelp'));
  const phone = () => typeof window !== 'undefined' && window.innerWidth < 700;
  let framed: string | null = null;
  let placed = false;
  let problem = '';
  const sender = decisionSender(decide);
  const busy = () => sender.busy();
  let choicesKey = '';

  const choices = (): Choice[] => (model?.expected ? (model.view.choices ?? []) : []);
  const selected = (): Choice | undefined => (sel ? choices().find((c) => key(c) === key(sel!)) : undefined);

  const send = screenSend<ChoiceDecision>(sender, {
    view: () => model?.view,
    problem: (text) => (problem = text),
    accepted: () => {
      sel = null;
    },
    redraw: () => redraw(),
  });

  function choose(c: Choice): void {
    if (!c.targets) {
      void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}) });
      return;
    }
    if (c.targets.length === 1 && !c.targets.some(isZone)) {
      void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), target: c.targets[0] });
      return;
    }
    sel = { verb: c.verb, ...(c.subject ? { subject: c.subject } : {}) };
    redraw();
  }

  function onZone(zone: string): void {
    const c = selected();
    if (c?.targets?.includes(zone)) {
      void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), target: zone });
      return;
    }
    focus = zone;
    redraw();
  }

  function onPiece(id: string, zone: string | null): void {
    // a lit counter is the pick itself (a loss, the unit S9 eliminates, a recovery): that choice is sent
    const picked = selected();
    if (picked?.targets?.includes(id)) {
      void send({ verb: picked.verb, ...(picked.subject ? { subject: picked.subject } : {}), target: id });
      return;
    }
    // a lit zone takes the click before the pieces in it: the move goes there
    if (zone && selected()?.targets?.includes(zone)) {
      onZone(zone);
      return;
    }
    const c = choices().find((x) => x.subject === id && x.targets);
    if (c) {
      sel = { verb: c.verb, subject: id };
      focus = zone;
      redraw();
    } else if (zone) onZone(zone);
  }

  function redraw(): void {
    if (!model) return;
    const v = model.view;
    learnFaces(v);
    const m = marks(v);
    svg.replaceChildren(...mapLayers(v, model.colours, m, { zone: onZone, piece: onPiece }));
    mount(main, tracks(v, model.colours), mapEl, mapHelp, mapKey());
    if (!placed && mapEl.isConnected) {
      // first sight of the board: the whole map on a screen wide enough, the lit zones on a phone
      placed = true;
      pz.refit();
      if (phone()) {
        const zones = [...(m.lit.size ? m.lit : m.moverZones)];
        frameAround(zones.length ? zones.map(zoneAt) : [zoneAt('T16')], m);
        framed = zones.join(',');
      } else pz.frame(MAIN_VIEW, 900, 0);
    }
    if (placed) showLit(m);
    mount(panel, decisionPanel(v), focusPanel(v), combatBox(v, model.log), handPanel(v), logPanel(model.log));
  }

  // ---------------------------------------------------------------- tracks

  /**
   * The board's edge, as the printed board has it, drawn from the view: the turn track with the
   * Turn marker in the current box, coloured by the initiative (`syracuse 2.B.1.1`); the
   * Advantage track with its marker on the holder's side (`syracuse 8`, 8.7); the action points;
   * the supply tracks, boxes 3 to 0 (`syracuse 6.0.1`); and the works in progress: each side's
   * line of walls in building order with the next one marked (`syracuse 5.4.5`), the camp, the
   * forts, the chains, and in the works phase the dice and the points left (`syracuse 5.1.1`).
   */
  function tracks(v: SyracuseView, col: Colours): HTMLElement {
    const badge = (side: Side) => h('span', { class: 'syr-side', style: `background:${col[side].fill};color:${col[side].ink}` }, sideName(side));
    const marker = (side: Side, label: string, title: string, testid: string) =>
      h('span', { class: 'syr-marker', 'data-testid': testid, 'data-side': side, title, style: `background:${col[side].fill};color:${col[side].ink}` }, label);
    const turns = Array.from({ length: v.lastTurn + 1 }, (_, i) => i).filter((i) => i >= 1 || v.scenario === 'alcibiades' || v.turn === 0); // box 0 only for 10.2.3
    const turnTrack = h(
      'section',
      { class: 'syr-track syr-turn-track', 'aria-label': t('syr.turnTrack') },
      h('h4', {}, t('syr.turnTrack')),
      h(
        'ol',
        { class: 'syr-turns' },
        turns.map((i) =>
          h(
            'li',
            { class: i === v.turn ? 'now' : i < v.turn ? 'past' : '', 'aria-current': i === v.turn ? 'step' : null, title: t('syr.turnN', { n: i }) },
            h('b', {}, String(i)),
            h('small', {}, turnWords(i)),
            i === v.turn ? marker(v.initiative, t('syr.turnMarkerShort'), t('syr.turnMarker', { side: sideName(v.initiative) }), 'syr-turn-marker') : null,
          ),
        ),
      ),
    );
    const advantage = h(
      'section',
      { class: 'syr-track syr-adv-track', 'data-testid': 'syr-advantage', 'data-holder': v.advantage, 'aria-label': t('syr.advantage') },
      h('h4', {}, t('syr.advantage')),
      h(
        'div',
        { class: 'syr-boxes' },
        (['ath', 'syr'] as const).map((side) => h('div', { class: `syr-box${side === v.advantage ? ' held' : ''}`, style: side === v.advantage ? `border-color:${col[side].fill}` : '' }, h('span', { class: 'box-name' }, sideName(side)), side === v.advantage ? marker(side, t('syr.advMarkerShort'), t('syr.advHolds', { side: sideName(side) }), 'syr-adv-marker') : null)),
      ),
      h('p', { class: 'syr-track-note', 'data-testid': 'syr-adv-holder' }, t('syr.advHolds', { side: sideName(v.advantage) }), ' ', h('span', { class: 'muted' }, t('syr.advHelp'))),
    );
    const apTrack = h(
      'section',
      { class: 'syr-track syr-ap-track', 'aria-label': t('syr.ap') },
      h('h4', {}, t('syr.ap')),
      h(
        'div',
        { class: 'syr-boxes', 'data-testid': 'syr-ap' },
        (['ath', 'syr'] as const).map((side) => h('div', { class: 'syr-box', 'data-side': side }, h('span', { class: 'box-name' }, sideName(side)), h('b', { class: 'box-value' }, String(v.ap[side])))),
      ),
      v.actionSide ? h('p', { class: 'syr-track-note' }, t('syr.pool', { n: v.pool, side: sideName(v.actionSide) })) : null,
    );
    const supply = h(
      'section',
      { class: 'syr-track syr-supply-track', 'data-testid': 'syr-supply', 'aria-label': t('syr.supply') },
      h('h4', {}, t('syr.supply')),
      (['ath', 'syr'] as const).map((side) =>
        h(
          'div',
          { class: 'syr-supply-row', 'data-side': side },
          h('span', { class: 'box-name' }, sideName(side)),
          [3, 2, 1, 0].map((box) =>
            h(
              'span',
              { class: `syr-box small${box === v.supply[side].box ? ' held' : ''}` },
              String(box),
              box === v.supply[side].box ? marker(side, nm(`supply.${v.supply[side].face}`), `${sideName(side)} — ${nm(`supply.${v.supply[side].face}`)} (${box})`, `syr-supply-${side}`) : null,
            ),
          ),
        ),
      ),
    );
    return h(
      'div',
      { class: 'syr-tracks', 'data-testid': 'syr-tracks' },
      turnTrack,
      h('div', { class: 'syr-track-row' }, advantage, apTrack, supply),
      worksBox(v, col),
      h(
        'dl',
        { class: 'syr-facts' },
        fact(t('syr.turn'), `${v.turn} — ${nm(`season.${v.season}`)} ${v.year} ${t('syr.bc')}`),
        fact(t('syr.phase'), phaseLabel(v.step.k)),
        fact(t('syr.initiative'), badge(v.initiative)),
        fact(t('syr.vp'), `${sideName('ath')} ${v.vp.ath} · ${sideName('syr')} ${v.vp.syr}`),
        fact(t('syr.hands'), `${sideName('ath')} ${v.handCounts.ath} · ${sideName('syr')} ${v.handCounts.syr} · ${t('syr.bowl', { n: v.bowlCount })}`),
      ),
    );
  }

  /** The works in progress (`syracuse 5`): each side's walls in building order, the next one marked, the other works, and the works phase's dice. */
  function worksBox(v: SyracuseView, col: Colours): HTMLElement {
    const progress = worksProgress(v);
    const item = (w: WorkItem, short: string) =>
      h(
        'li',
        {
          class: `syr-work state-${w.state}${w.next ? ' next' : ''}`,
          'data-work': w.id,
          'data-state': w.state,
          title: `${buildName(w.id)} — ${t(`syr.state.${w.state}` as 'syr.state.none')}${w.next ? ` · ${t('syr.nextWork')}` : ''}`,
          style: w.state === 'built' ? `background:${col[w.owner].fill};color:${col[w.owner].ink}` : `border-color:${col[w.owner].fill}`,
        },
        h('b', {}, short),
        h('small', {}, w.next ? t('syr.nextWork') : t(`syr.state.${w.state}` as 'syr.state.none')),
      );
    const shortOf = (id: string) => (/^[AS]\d/.test(id) ? id.slice(1) : capital(buildName(id)));
    const dice = v.works?.dice ?? [];
    return h(
      'section',
      { class: 'syr-track syr-works', 'data-testid': 'syr-works', 'aria-label': t('syr.worksTrack') },
      h('h4', {}, t('syr.worksTrack')),
      (['ath', 'syr'] as const).map((side) => {
        const p = progress[side];
        return h(
          'div',
          { class: 'syr-works-row', 'data-side': side, 'data-built': p.built },
          h('span', { class: 'box-name' }, h('span', { class: 'dot', style: `background:${col[side].fill}` }), t('syr.wallsOf', { side: nm(`side-adj.${side}`) })),
          h('ol', { class: 'syr-work-line' }, p.line.map((w) => item(w, shortOf(w.id)))),
          h('span', { class: 'syr-works-count', 'data-testid': `syr-walls-${side}` }, t('syr.wallsBuilt', { n: p.built, total: p.total })),
          p.others.length ? h('ul', { class: 'syr-work-line others' }, p.others.map((w) => item(w, capital(buildName(w.id))))) : null,
        );
      }),
      v.works
        ? h(
            'p',
            { class: 'syr-works-now', 'data-testid': 'syr-works-now' },
            h('strong', {}, `${colon(t('syr.worksDice'))} `),
            dice.length ? dice.map((d) => dieFace(d)) : '—',
            ` → ${t('syr.worksPoints', { n: v.works.pt })}`,
          )
        : null,
    );
  }

  function turnWords(turn: number): string {
    // the turn track of the engine: turn 1 = autumn 415, seasons in order (syracuse LOST.track)
    const seasons = ['summer', 'autumn', 'winter', 'spring'];
    const year = turn <= 1 ? 415 : turn <= 5 ? 414 : 413;
    return `${nm(`season.${seasons[((turn % 4) + 4) % 4]}`)} ${year}`;
  }

  // ---------------------------------------------------------------- map

  function marks(v: SyracuseView): MapMarks {
    const c = selected();
    const movers = new Set(choices().filter((x) => x.subject && x.targets?.some(isZone)).map((x) => x.subject!));
    const lit = litOf(c, v);
    return {
      lit: lit.zones,
      targets: lit.pieces,
      movers,
      moverZones: new Set([...v.units, ...v.leaders].filter((p) => movers.has(p.id) && p.zone).map((p) => p.zone!)),
      chosen: sel?.subject ?? null,
      focus,
    };
  }

  /** A newly lit set of zones (or, when none, the pieces that can move) is brought into view once. */
  function showLit(m: MapMarks): void {
    const targetZones = [...new Set([...model!.view.units, ...model!.view.leaders].filter((p) => m.targets.has(p.id) && p.zone).map((p) => p.zone!))];
    const zones = m.lit.size ? [...m.lit] : targetZones.length ? targetZones : [...m.moverZones];
    const sig = zones.join(',');
    if (sig === framed) return;
    framed = sig;
    const pts = zones.map(zoneAt);
    if (pts.length && !pz.shows(pts)) frameAround(pts, m);
  }

  /**
   * Frames these points. On a phone the map never opens wider than `PHONE_SPAN` board units (the
   * counters stay big enough to tap): the lit zones nearest the chosen piece are shown, the
   * others are a drag or the whole-map button away.
   */
  function frameAround(pts: Pt[], m: MapMarks): void {
    if (!phone()) {
      pz.frame(pts, 900);
      return;
    }
    const piece = m.chosen ? [...model!.view.units, ...model!.view.leaders].find((p) => p.id === m.chosen)?.zone : null;
    const c: Pt = piece ? zoneAt(piece) : [pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length];
    const near = pts.filter((p) => Math.abs(p[0] - c[0]) < PHONE_SPAN / 2 && Math.abs(p[1] - c[1]) < PHONE_SPAN * 0.7);
    pz.frame([c, ...near], 520);
  }

  function mapKey(): HTMLElement {
    const sw = (cls: string, fill: string, label: string) => h('li', {}, h('span', { class: `key-sw ${cls}`, style: `background:${fill}` }), label);
    return h(
      'ul',
      { class: 'syr-key', 'aria-label': t('syr.key') },
      sw('', TERRAIN_FILL.clear!, t('syr.key.clear')),
      sw('high', TERRAIN_FILL.high!, t('syr.key.high')),
      sw('fortified', TERRAIN_FILL.fortified!, t('syr.key.fortified')),
      sw('sea', TERRAIN_FILL.sea!, t('syr.key.sea')),
      sw('sea', TERRAIN_FILL.protected!, t('syr.key.protected')),
      h('li', {}, '⚓ ', t('syr.port')),
      h('li', {}, h('span', { class: 'key-sym' }, '▣'), t('syr.key.fort')),
      h('li', {}, h('span', { class: 'key-line river' }), t('syr.key.river')),
      h('li', {}, h('span', { class: 'key-line wall' }), t('syr.key.wall')),
      h('li', {}, h('span', { class: 'key-line wall-next' }), t('syr.key.wallNext')),
      h('li', {}, h('span', { class: 'key-line chains' }), buildName('chains')),
      h('li', {}, h('span', { class: 'key-sw reduced' }), t('syr.key.reduced')),
      h('li', {}, h('span', { class: 'key-sw in-fort' }), t('syr.inFort')),
      h('li', {}, h('span', { class: 'key-sw aboard' }), t('syr.aboard')),
      h('li', {}, '● ', t('syr.bonus')),
      h('li', {}, h('span', { class: 'key-wound' }, '✚'), t('syr.wounded')),
      h('li', {}, h('span', { class: 'key-sw lit' }), t('syr.key.lit')),
    );
  }

  // ---------------------------------------------------------------- panel

  function decisionPanel(v: SyracuseView): HTMLElement {
    const st = v.step as { k: string; side?: Side };
    const head = h('div', { class: 'syr-now' }, h('h2', {}, phaseLabel(st.k)), st.side ? h('p', {}, t('syr.toDecide', { side: sideName(st.side) })) : null, v.result ? h('p', { class: 'result' }, resultText(v)) : null);
    if (!model!.expected) return h('section', { class: 'syr-decide', 'data-testid': 'syr-decide' }, head, h('p', { class: 'muted' }, v.result ? '' : t('syr.waiting')));
    const cs = choices();
    const c = selected();
    const plain = cs.filter((x) => !x.subject && x.verb !== 'play');
    const plays = cs.filter((x) => x.verb === 'play');
    const moves = cs.filter((x) => x.subject && x.verb !== 'play');
    const button = (x: Choice, label: string) =>
      h(
        'button',
        {
          type: 'button',
          class: `syr-choice${QUIET.has(x.verb) ? ' quiet' : ''}${c && key(c) === key(x) ? ' chosen' : ''}`,
          'data-testid': 'syr-choice',
          'data-verb': x.verb,
          'data-subject': x.subject ?? null,
          disabled: busy(),
          onclick: () => choose(x),
        },
        label,
      );
    const sorted = [...plain].sort((a, b) => Number(QUIET.has(a.verb)) - Number(QUIET.has(b.verb)));
    const byZone = new Map<string, Choice[]>();
    for (const m of moves) {
      const p = [...v.units, ...v.leaders].find((x) => x.id === m.subject);
      const zz = p?.zone ?? '';
      byZone.set(zz, [...(byZone.get(zz) ?? []), m]);
    }
    return h(
      'section',
      { class: 'syr-decide', 'data-testid': 'syr-decide' },
      head,
      h('p', { class: 'syr-prompt', 'data-testid': 'syr-prompt' }, promptText(v)),
      h('div', { class: 'syr-actions', role: 'group', 'aria-label': t('syr.actions') }, sorted.map((x) => button(x, verbLabel(x.verb)))),
      plays.length ? h('div', { class: 'syr-actions plays' }, plays.map((x) => button(x, `${colon(verbLabel('play'))} ${faceName(x.subject!)}`))) : null,
      moves.length
        ? h('details', { class: 'syr-movers', open: moves.length <= 8 || !!(sel && sel.subject) }, h('summary', {}, t('syr.movers', { n: moves.length })), [...byZone].map(([zz, ms]) => h('div', { class: 'syr-mover-zone' }, h('strong', {}, zz ? placeName(zz) : '—'), ' ', ms.map((m) => button(m, pieceName(v, m.subject!))))))
        : null,
      c?.targets
        ? h(
            'div',
            { class: 'syr-targets', 'data-testid': 'syr-targets' },
            h('p', {}, c.subject ? t('syr.chooseTargetFor', { what: c.verb === 'play' ? faceName(c.subject) : pieceName(v, c.subject) }) : t('syr.chooseTarget'), c.targets.some(isZone) ? ` ${t('syr.orOnMap')}` : ''),
            c.targets.map((tg) => h('button', { type: 'button', class: 'syr-target', 'data-target': tg, disabled: busy(), onclick: () => void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), target: tg }) }, targetLabel(v, c.verb, c.subject, tg))),
            h('button', { type: 'button', class: 'link', onclick: () => ((sel = null), redraw()) }, t('syr.cancel')),
          )
        : null,
      problem ? h('p', { class: 'error', role: 'alert' }, problem) : null,
    );
  }

  function resultText(v: SyracuseView): string {
    const r = v.result!;
    const who = r.winners.length ? r.winners.map(sideName).join(', ') : '';
    return `${colon(t('game.over'))} ${who ? `${who} — ` : ''}${nm(`level.${r.level}`)} (${sideName('ath')} ${v.vp.ath}, ${sideName('syr')} ${v.vp.syr})`;
  }

  function focusPanel(v: SyracuseView): HTMLElement | null {
    if (!focus) return null;
    const id = focus;
    const units = v.units.filter((u) => u.zone === id && u.status === 'map');
    const leaders = v.leaders.filter((l) => l.zone === id && l.status === 'map');
    const z = syrMap.ZONE[id]!;
    const near = syrMap.neighbours(id).map(placeName).join(', ');
    return h(
      'section',
      { class: 'syr-focus', 'data-testid': 'syr-focus' },
      h('h3', {}, placeName(id), h('button', { type: 'button', class: 'link', onclick: () => ((focus = null), redraw()) }, ' ✕')),
      h('p', { class: 'muted' }, terrainWord(id, v), z.fort ? ` · ${colon(nm(`fort.${z.fort}`))} ${v.forts[z.fort].built ? t('syr.fortOf', { side: sideName(v.forts[z.fort].owner) }) : t('syr.fortSite')}` : ''),
      units.length + leaders.length === 0 ? h('p', { class: 'muted' }, t('syr.empty')) : null,
      h(
        'ul',
        { class: 'syr-stack' },
        units.map((u) => h('li', {}, h('span', { class: `dot side-${u.side}` }), `${sideName(u.side)} — ${unitName(u)}`, u.fort ? ` · ${t('syr.inFort')}` : '', u.aboard ? ` · ${t('syr.aboard')}` : '')),
        leaders.map((l) => h('li', {}, h('span', { class: `dot side-${l.side}` }), `${leaderName(l.id)} (${sideName(l.side)})`, l.wounded ? ` — ${t('syr.wounded')}` : '')),
      ),
      h('p', { class: 'muted small' }, t('syr.adjacent'), ' ', near),
    );
  }

  /**
   * The last combat as the table reads it (`syracuse 4.2`, `T-CRT`): the strengths and the odds
   * column, the die (as a die face) and its modifier, and the whole table row of the modified
   * die with the column used lit, then the losses and the winner.
   */
  function combatBox(v: SyracuseView, log: GameEvent[]): HTMLElement | null {
    const last = [...log].reverse().find((e) => e.type === 'combat');
    const now = v.combat;
    if (!last && !now) return null;
    const d = last?.data as { zone: string; attacker: Side; attack: number; defence: number; column: string; die: number; roll: number; result: [string, string]; winner: Side } | undefined;
    const row = d ? Math.max(-1, Math.min(8, d.roll)) : 0;
    const mod = d ? d.roll - d.die : 0;
    const cells = tables.CRT[row] ?? [];
    const defender: Side | null = d ? (d.attacker === 'ath' ? 'syr' : 'ath') : null;
    return h(
      'section',
      { class: 'syr-combat', 'data-testid': 'syr-combat' },
      now ? h('p', {}, h('strong', {}, t('syr.combatIn', { zone: placeName(now.zone) })), ` — ${colon(t('syr.attacker'))} ${sideName(now.attacker)}`, now.played.length ? ` · ${now.played.map((p) => faceName(p.face)).join(', ')}` : '') : null,
      d
        ? h(
            'div',
            { class: 'syr-crt-box' },
            h('h3', {}, t('syr.lastCombat', { zone: placeName(d.zone) })),
            h(
              'dl',
              { class: 'syr-crt-facts' },
              fact(t('syr.strengths'), `${sideName(d.attacker)} ${d.attack} : ${d.defence} ${sideName(defender!)}`),
              fact(t('syr.column'), h('span', { 'data-testid': 'syr-column', class: 'crt-col' }, d.column)),
              fact(t('syr.die'), h('span', { 'data-testid': 'syr-die' }, dieFace(d.die), mod ? ` ${mod > 0 ? '+' : '−'}${Math.abs(mod)} = ${d.roll}` : '')),
              fact(t('syr.row'), h('span', { 'data-testid': 'syr-row' }, rowLabel(row))),
            ),
            h(
              'table',
              { class: 'syr-crt', 'data-testid': 'syr-crt-row' },
              h('caption', {}, t('syr.crt', { row: rowLabel(row) })),
              h('tr', {}, h('th', {}, t('syr.column')), tables.COLUMNS.map((c) => h('th', { class: c === d.column ? 'used' : '' }, c))),
              h(
                'tr',
                {},
                h('th', {}, rowLabel(row)),
                cells.map((cell, i) => h('td', { class: tables.COLUMNS[i] === d.column ? 'used' : '', title: `${sideName(d.attacker)} ${lossText(cell[0])} · ${sideName(defender!)} ${lossText(cell[1])}` }, t('syr.crtCell', { att: cell[0], def: cell[1] }))),
              ),
            ),
            h('p', {}, h('strong', {}, `${colon(t('syr.result'))} `), `${sideName(d.attacker)} ${lossText(d.result[0])} · ${sideName(defender!)} ${lossText(d.result[1])}`),
            h('p', {}, h('strong', {}, `${colon(t('syr.winner'))} `), sideName(d.winner)),
          )
        : null,
    );
  }

  function handPanel(v: SyracuseView): HTMLElement {
    const me = v.viewer;
    const playable = new Map(choices().filter((c) => c.verb === 'play').map((c) => [c.subject!, c]));
    const opp: Side | null = me === 'ath' ? 'syr' : me === 'syr' ? 'ath' : null;
    return h(
      'section',
      { class: 'syr-hand', 'data-testid': 'syr-hand' },
      h('h3', {}, me ? t('syr.yourHand', { n: v.hand?.length ?? 0 }) : t('syr.hands')),
      opp ? h('p', { class: 'muted' }, t(singular(v.handCounts[opp] ?? 0) ? 'syr.oppHand.one' : 'syr.oppHand.many', { side: sideName(opp), n: v.handCounts[opp] })) : null,
      h(
        'div',
        { class: 'syr-cards' },
        (v.hand ?? []).map((c) =>
          h(
            'div',
            { class: 'syr-card', 'data-counter': c.counter, tabindex: 0 },
            c.faces.map((f) => {
              const choice = playable.get(f.id);
              const usable = f.colour === 'neutral' || f.colour === me;
              const text = stratagemText(f.id);
              return h(
                'div',
                { class: `face colour-${f.colour}${choice ? ' playable' : ''}${usable ? '' : ' unusable'}`, 'data-face': f.id, title: `${faceName(f.id)}${text ? ` — ${text}` : ''}` },
                                h('strong', {}, faceName(f.id)),
                h('small', {}, f.colour === 'neutral' ? t('syr.neutral') : sideName(f.colour)),
                text ? h('details', { class: 'face-text' }, h('summary', {}, t('syr.stratText')), h('p', {}, text)) : null,
                showRule ? h('button', { type: 'button', class: 'link small', onclick: () => showRule(`syracuse ${f.id}`) }, t('syr.ruleRef', { rule: f.id })) : null,
                choice ? h('button', { type: 'button', class: 'primary small', 'data-testid': 'syr-play', disabled: busy(), onclick: () => choose(choice) }, verbLabel('play')) : null,
              );
            }),
          ),
        ),
      ),
    );
  }

  function logPanel(log: GameEvent[]): HTMLElement {
    const lines = log.slice(-60).reverse();
    return h('section', { class: 'syr-log', 'data-testid': 'syr-log' }, h('h3', {}, t('syr.log')), h('ol', { reversed: true }, lines.map((e) => h('li', { class: `ev-${e.type}` }, eventText(e)))));
  }

  return {
    main,
    panel,
    set(m) {
      const k = JSON.stringify(m.expected ? m.view.choices : null) + m.view.step.k;
      if (k !== choicesKey) {
        choicesKey = k;
        problem = '';
        const keep = sel && (m.expected ? (m.view.choices ?? []) : []).some((c) => key(c) === key(sel!));
        if (!keep) sel = defaultSel(m.expected ? (m.view.choices ?? []) : [], m.view);
      }
      if (m.view !== model?.view) sender.fresh();
      model = m;
      redraw();
    },
    error(text) {
      problem = text;
      redraw();
    },
  };
}

/** A catalog name as a label on the board: its article dropped (`le camp athénien` → `Camp athénien`, `the chains` → `Chains`). */
function capital(name: string): string {
  const bare = name.replace(/^(the |le |la |les |l’|l')/i, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

function fact(label: string, value: Node | string): HTMLElement {
  return h('div', {}, h('dt', {}, label), h('dd', {}, value));
}

/** A die showing `n` pips (`syracuse 4.2.0.3`). */
function dieFace(n: number): SVGSVGElement {
  const pips: Record<number, [number, number][]> = {
    1: [[12, 12]],
    2: [[6, 6], [18, 18]],
    3: [[6, 6], [12, 12], [18, 18]],
    4: [[6, 6], [18, 6], [6, 18], [18, 18]],
    5: [[6, 6], [18, 6], [12, 12], [6, 18], [18, 18]],
    6: [[6, 6], [18, 6], [6, 12], [18, 12], [6, 18], [18, 18]],
  };
  return s('svg', { width: 26, height: 26, viewBox: '-1 -1 26 26', class: 'die', role: 'img', 'aria-label': String(n) }, s('rect', { width: 24, height: 24, rx: 4 }), (pips[n] ?? []).map(([x, y]) => s('circle', { cx: x, cy: y, r: 2.4 })));
}

/** A row of the CRT: the modified die, −1 or less … 8 or more (`syracuse T-CRT`). */
function rowLabel(row: number): string {
  return row <= -1 ? '≤ −1' : row >= 8 ? '8+' : String(row);
}

/** A loss code of the CRT (`syracuse 4.2.1`): E eliminated, A all reduced, a fraction reduced, R none. */
function lossText(code: string): string {
  if (code === 'E' || code === 'A' || code === 'R') return `${code} (${t(`syr.loss.${code}`)})`;
  return `${code} (${t('syr.loss.frac', { f: code })})`;
}
