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
import { map as syrMap } from '@diadochi/syracuse';
import type { SyracuseView } from '@diadochi/syracuse';
import { h, mount, s } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { BOX_H, BOX_W, centre, MAP_H, MAP_W, TERRAIN_FILL } from './layout.ts';
import { buildName, eventText, faceName, stratagemText, leaderName, learnFaces, nm, phaseLabel, pieceName, placeName, promptText, sideName, targetLabel, unitName, verbLabel } from './words.ts';
import './syracuse.css';

export type Side = 'ath' | 'syr';
export type Colours = Record<Side, { fill: string; ink: string }>;

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

const ZONE_RE = /^(T\d+|M\d+|Catane)$/;
const isZone = (x: string) => ZONE_RE.test(x);
/** Verbs that end a step or answer a window without a target: the quiet ones are shown last. */
const QUIET = new Set(['pass', 'done', 'end', 'stay']);

interface Sel {
  verb: string;
  subject?: string;
}

const key = (c: { verb: string; subject?: string }) => `${c.verb}|${c.subject ?? ''}`;

export function syracuseScreen(decide: (d: ChoiceDecision) => Promise<void>, showRule?: (id: string) => void): SyracuseScreen {
  const main = h('div', { class: 'syr-board' });
  const panel = h('div', { class: 'syr-panel orders-pane' });
  let model: BoardModel | null = null;
  let sel: Sel | null = null;
  let focus: string | null = null;
  // phones start zoomed in (the whole map at 390 px is too small to tap); the map box scrolls, not the page
  let zoom = typeof window !== 'undefined' && window.innerWidth < 700;
  let scroll: { left: number; top: number } | null = null;
  let scrolledTo = '';
  let problem = '';
  let busy = false;
  let choicesKey = '';

  const choices = (): Choice[] => (model?.expected ? (model.view.choices ?? []) : []);
  const selected = (): Choice | undefined => (sel ? choices().find((c) => key(c) === key(sel!)) : undefined);

  /** The first choice whose targets are zones and that needs no subject: lit as soon as the step opens. */
  function defaultSel(cs: Choice[]): Sel | null {
    const c = cs.find((x) => !x.subject && x.targets?.some(isZone));
    return c ? { verb: c.verb } : null;
  }

  async function send(d: ChoiceDecision): Promise<void> {
    if (busy) return;
    busy = true;
    problem = '';
    try {
      await decide(d);
      sel = null;
    } catch (e) {
      problem = e instanceof Error ? e.message : String(e);
    } finally {
      busy = false;
      redraw();
    }
  }

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
    const old = main.querySelector('.syr-map');
    if (old) scroll = { left: old.scrollLeft, top: old.scrollTop };
    const mapEl = mapSvg(v, model.colours);
    mount(main, tracks(v, model.colours), mapEl, mapKey());
    if (scroll) {
      mapEl.scrollLeft = scroll.left;
      mapEl.scrollTop = scroll.top;
    }
    showLit(mapEl);
    mount(panel, decisionPanel(v), focusPanel(v), combatBox(v, model.log), handPanel(v), logPanel(model.log));
  }

  // ---------------------------------------------------------------- tracks

  function tracks(v: SyracuseView, col: Colours): HTMLElement {
    const badge = (side: Side) => h('span', { class: 'syr-side', style: `background:${col[side].fill};color:${col[side].ink}` }, sideName(side));
    const turns = Array.from({ length: v.lastTurn + 1 }, (_, i) => i).filter((i) => i >= 1 || v.scenario === 'alcibiades' || v.turn === 0); // box 0 only for 10.2.3
    return h(
      'div',
      { class: 'syr-tracks', 'data-testid': 'syr-tracks' },
      h(
        'ol',
        { class: 'syr-turns', 'aria-label': t('syr.turnTrack') },
        turns.map((i) => h('li', { class: i === v.turn ? 'now' : i < v.turn ? 'past' : '', 'aria-current': i === v.turn ? 'step' : null, title: t('syr.turnN', { n: i }) }, h('b', {}, String(i)), h('small', {}, turnWords(i)))),
      ),
      h(
        'dl',
        { class: 'syr-facts' },
        fact(t('syr.turn'), `${v.turn} — ${nm(`season.${v.season}`)} ${v.year} ${t('syr.bc')}`),
        fact(t('syr.phase'), phaseLabel(v.step.k)),
        fact(t('syr.advantage'), badge(v.advantage)),
        fact(t('syr.initiative'), badge(v.initiative)),
        fact(t('syr.ap'), h('span', { 'data-testid': 'syr-ap' }, `${sideName('ath')} ${v.ap.ath} · ${sideName('syr')} ${v.ap.syr}`, v.actionSide ? ` — ${t('syr.pool', { n: v.pool, side: sideName(v.actionSide) })}` : '')),
        fact(t('syr.supply'), `${sideName('ath')} ${v.supply.ath.box} ${nm(`supply.${v.supply.ath.face}`)} · ${sideName('syr')} ${v.supply.syr.box} ${nm(`supply.${v.supply.syr.face}`)}`),
        fact(t('syr.vp'), `${sideName('ath')} ${v.vp.ath} · ${sideName('syr')} ${v.vp.syr}`),
        fact(t('syr.hands'), `${sideName('ath')} ${v.handCounts.ath} · ${sideName('syr')} ${v.handCounts.syr} · ${t('syr.bowl', { n: v.bowlCount })}`),
        v.works ? fact(t('syr.works'), `${(v.works.dice ?? []).join(', ') || '—'} → ${t('syr.worksPoints', { n: v.works.pt })}`) : null,
      ),
    );
  }

  function turnWords(turn: number): string {
    // the turn track of the engine: turn 1 = autumn 415, seasons in order (syracuse LOST.track)
    const seasons = ['summer', 'autumn', 'winter', 'spring'];
    const year = turn <= 1 ? 415 : turn <= 5 ? 414 : 413;
    return `${nm(`season.${seasons[((turn % 4) + 4) % 4]}`)} ${year}`;
  }

  // ---------------------------------------------------------------- map

  function mapSvg(v: SyracuseView, col: Colours): HTMLElement {
    const c = selected();
    const lit = new Set((c?.targets ?? []).filter(isZone));
    const movers = new Set(choices().filter((x) => x.subject && x.targets?.some(isZone)).map((x) => x.subject!));
    const moverZones = new Set([...v.units, ...v.leaders].filter((p) => movers.has(p.id) && p.zone).map((p) => p.zone!));
    const svg = s('svg', { viewBox: `0 0 ${MAP_W} ${MAP_H}`, class: 'syr-map-svg', role: 'group', 'aria-label': t('syr.map') });
    const edges = s('g', { class: 'syr-edges' });
    for (const e of syrMap.EDGES) {
      const a = centre(e.a);
      const b = centre(e.b);
      const landA = syrMap.ZONE[e.a]?.kind === 'land';
      const landB = syrMap.ZONE[e.b]?.kind === 'land';
      const cls = e.river ? 'river' : e.canal ? 'canal' : e.chains ? `chains chains-${v.chains}` : landA && landB ? 'land' : !landA && !landB ? 'sea' : 'coast';
      edges.append(s('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `edge ${cls}` }));
      if (e.chains) {
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        edges.append(chainsMark(m.x, m.y, v.chains, `${buildName('chains')}: ${t(`syr.state.${v.chains}` as 'syr.state.none')}`));
      }
    }
    const walls = s('g', { class: 'syr-walls' });
    for (const w of syrMap.WALLS) {
      const state = v.walls[w.id];
      for (const [za, zb] of w.edges) {
        const a = centre(za);
        const b = centre(zb);
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
        const nx = (-(b.y - a.y) / len) * 22;
        const ny = ((b.x - a.x) / len) * 22;
        walls.append(
          s(
            'line',
            { x1: m.x - nx, y1: m.y - ny, x2: m.x + nx, y2: m.y + ny, class: `wall wall-${state}`, stroke: state === 'built' ? col[w.side].fill : null, 'data-wall': w.id },
            s('title', {}, `${buildName(w.id)}: ${t(`syr.state.${state}` as 'syr.state.none')}`),
          ),
        );
      }
    }
    const zones = s('g', { class: 'syr-zones' });
    for (const z of syrMap.ZONES) zones.append(zoneBox(v, col, z.id, lit.has(z.id), moverZones.has(z.id), movers));
    svg.append(edges, zones, walls);
    return h('div', { class: `syr-map${zoom ? ' zoomed' : ''}`, 'data-testid': 'syr-map' }, h('button', { type: 'button', class: 'syr-zoom', onclick: () => ((zoom = !zoom), (scrolledTo = ''), redraw()) }, zoom ? t('syr.zoomOut') : t('syr.zoomIn')), svg);
  }

  /** Zoomed in, a newly lit set of zones is scrolled into the map box once, so the player sees his choices. */
  function showLit(mapEl: HTMLElement): void {
    if (!zoom) return;
    const lit = [...mapEl.querySelectorAll<SVGGElement>('.zone.lit, .zone.movers')];
    const sig = lit.map((g) => g.dataset.zone).join(',');
    if (!sig || sig === scrolledTo) return;
    scrolledTo = sig;
    requestAnimationFrame(() => {
      const box = mapEl.getBoundingClientRect();
      const r = lit[0]!.getBoundingClientRect();
      if (r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom) {
        mapEl.scrollLeft += r.left - box.left - box.width / 2 + r.width / 2;
        mapEl.scrollTop += r.top - box.top - box.height / 2 + r.height / 2;
      }
    });
  }

  function zoneBox(v: SyracuseView, col: Colours, id: string, lit: boolean, hasMovers: boolean, movers: Set<string>): SVGGElement {
    const z = syrMap.ZONE[id]!;
    const { x, y } = centre(id);
    const x0 = x - BOX_W / 2;
    const y0 = y - BOX_H / 2;
    const fill = TERRAIN_FILL[z.terrain] ?? '#eee';
    const name = placeName(id);
    const g = s('g', {
      class: `zone zone-${z.kind}${lit ? ' lit' : ''}${hasMovers ? ' movers' : ''}${focus === id ? ' focus' : ''}`,
      'data-zone': id,
      tabindex: lit || hasMovers ? 0 : -1,
      role: 'button',
      'aria-label': `${name} (${id})`,
      onclick: () => onZone(id),
      onkeydown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onZone(id);
        }
      },
    });
    g.append(s('title', {}, `${name} (${id}) — ${terrainWord(id, v)}`));
    g.append(s('rect', { x: x0, y: y0, width: BOX_W, height: BOX_H, rx: z.kind === 'land' ? 6 : 16, fill, class: `zone-bg terrain-${z.terrain}` }));
    if (z.terrain === 'fortified') g.append(s('rect', { x: x0 + 3, y: y0 + 3, width: BOX_W - 6, height: BOX_H - 6, rx: 4, class: 'fortified-ring' }));
    g.append(s('text', { x: x0 + 5, y: y0 + 13, class: 'zone-name' }, short(name, 17)));
    g.append(s('text', { x: x0 + BOX_W - 4, y: y0 + BOX_H - 4, class: 'zone-id', 'text-anchor': 'end' }, id));
    // symbols along the top right: fort, port, camp
    let sx = x0 + BOX_W - 12;
    const sym = (glyph: string, cls: string, title: string, colour?: string) => {
      g.append(s('text', { x: sx, y: y0 + 28, class: `zone-sym ${cls}`, 'text-anchor': 'middle', fill: colour ?? null }, s('title', {}, title), glyph));
      sx -= 16;
    };
    if (z.fort) {
      const f = v.forts[z.fort];
      sym('♜', f.built ? 'fort built' : 'fort site', `${nm(`fort.${z.fort}`)}: ${f.built ? t('syr.fortOf', { side: sideName(f.owner) }) : t('syr.fortSite')}`, f.built ? col[f.owner].fill : undefined);
    }
    if (z.terrain === 'port' || (id === 'M12' && v.camp === 'built')) sym('⚓', 'port', t('syr.port'));
    if (id === 'T17' && v.camp !== 'none') sym(v.camp === 'built' ? '▲' : '✕', `camp camp-${v.camp}`, `${buildName('camp')}: ${t(`syr.state.${v.camp === 'built' ? 'built' : 'destroyed'}`)}`, v.camp === 'built' ? col.ath.fill : undefined);
    if (v.archers.some((a) => a.zone === id)) sym('↟', 'archers', faceName('S7'));
    // the stack: units then leaders, side by side, in rows
    const pieces = [
      ...v.units.filter((u) => u.zone === id && u.status === 'map').sort(bySideThenType).map((u) => ({ kind: 'unit' as const, u })),
      ...v.leaders.filter((l) => l.zone === id && l.status === 'map').map((l) => ({ kind: 'leader' as const, l })),
    ];
    const perRow = 5;
    const cw = 23;
    let slot = 0;
    const shown = pieces.slice(0, 15);
    for (const p of shown) {
      const width = p.kind === 'leader' ? 2 : 1;
      if (Math.floor(slot / perRow) !== Math.floor((slot + width - 1) / perRow)) slot = Math.ceil(slot / perRow) * perRow;
      const row = Math.floor(slot / perRow);
      if (row > 2) break;
      const cx = x0 + 3 + (slot % perRow) * cw;
      const cy = y0 + 33 + row * 21;
      if (p.kind === 'unit') g.append(unitChip(p.u, cx, cy, col, movers.has(p.u.id)));
      else g.append(leaderChip(p.l, cx, cy, cw * 2 - 2, col, movers.has(p.l.id)));
      slot += width;
    }
    if (pieces.length > shown.length) g.append(s('text', { x: x0 + BOX_W - 4, y: y0 + 28, class: 'zone-more', 'text-anchor': 'end' }, `+${pieces.length - shown.length}`));
    return g;
  }

  function unitChip(u: SyracuseView['units'][number], x: number, y: number, col: Colours, mover: boolean): SVGGElement {
    const c = col[u.side as Side];
    const sel2 = sel?.subject === u.id;
    const g = s('g', { 'data-side': u.side, class: `chip unit${u.reduced ? ' reduced' : ''}${u.fort ? ' in-fort' : ''}${u.aboard ? ' aboard' : ''}${mover ? ' mover' : ''}${sel2 ? ' chosen' : ''}`, 'data-piece': u.id, onclick: (e: Event) => (e.stopPropagation(), onPiece(u.id, u.zone)) });
    g.append(s('title', {}, `${sideName(u.side)} — ${unitName(u)}${u.bonus ? ` · ${t('syr.bonus')}` : ''}${u.fort ? ` · ${t('syr.inFort')}` : ''}${u.aboard ? ` · ${t('syr.aboard')}` : ''}`));
    g.append(s('rect', { x, y, width: 22, height: 19, rx: 2, fill: u.reduced ? '#fff' : c.fill, stroke: u.reduced ? c.fill : '#222' }));
    // a bonus unit (`syracuse 1.0.1`) carries a dot in its corner
    if (u.bonus) g.append(s('circle', { cx: x + 19, cy: y + 3.5, r: 2.5, class: 'bonus-dot' }));
    g.append(s('text', { x: x + 11, y: y + 14, 'text-anchor': 'middle', fill: u.reduced ? '#222' : c.ink, class: 'chip-text' }, `${u.type}${u.pf}`));
    return g;
  }

  function leaderChip(l: SyracuseView['leaders'][number], x: number, y: number, w: number, col: Colours, mover: boolean): SVGGElement {
    const c = col[l.side as Side];
    const name = leaderName(l.id);
    const g = s('g', { 'data-side': l.side, class: `chip leader${l.wounded ? ' wounded' : ''}${mover ? ' mover' : ''}${sel?.subject === l.id ? ' chosen' : ''}`, 'data-piece': l.id, onclick: (e: Event) => (e.stopPropagation(), onPiece(l.id, l.zone)) });
    g.append(s('title', {}, `${name}${l.wounded ? ` — ${t('syr.wounded')}` : ''}`));
    g.append(s('rect', { x, y, width: w, height: 19, rx: 9, fill: '#fffdf5', stroke: c.fill, 'stroke-width': 2.5 }));
    g.append(s('text', { x: x + w / 2, y: y + 14, 'text-anchor': 'middle', class: 'chip-text leader-text' }, `${l.wounded ? '✚' : ''}${name.slice(0, l.wounded ? 5 : 6)}`));
    return g;
  }

  function mapKey(): HTMLElement {
    const sw = (cls: string, fill: string, label: string) => h('li', {}, h('span', { class: `key-sw ${cls}`, style: `background:${fill}` }), label);
    return h(
      'ul',
      { class: 'syr-key', 'aria-label': t('syr.key') },
      sw('', TERRAIN_FILL.clear!, t('syr.key.clear')),
      sw('', TERRAIN_FILL.high!, t('syr.key.high')),
      sw('fortified', TERRAIN_FILL.fortified!, t('syr.key.fortified')),
      sw('sea', TERRAIN_FILL.sea!, t('syr.key.sea')),
      sw('sea', TERRAIN_FILL.protected!, t('syr.key.protected')),
      h('li', {}, '⚓ ', t('syr.port')),
      h('li', {}, '♜ ', t('syr.key.fort')),
      h('li', {}, h('span', { class: 'key-line river' }), t('syr.key.river')),
      h('li', {}, h('span', { class: 'key-line wall' }), t('syr.key.wall')),
      h('li', {}, keySvg(chainsMark(11, 8, 'built', '')), buildName('chains')),
      h('li', {}, h('span', { class: 'key-sw reduced' }), t('syr.key.reduced')),
      h('li', {}, h('span', { class: 'key-sw in-fort' }), t('syr.inFort')),
      h('li', {}, h('span', { class: 'key-sw aboard' }), t('syr.aboard')),
      h('li', {}, '● ', t('syr.bonus')),
      h('li', {}, '✚ ', t('syr.wounded')),
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
          disabled: busy,
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
      plays.length ? h('div', { class: 'syr-actions plays' }, plays.map((x) => button(x, `${verbLabel('play')} ${x.subject} ${faceName(x.subject!)}`))) : null,
      moves.length
        ? h('details', { class: 'syr-movers', open: moves.length <= 8 || !!(sel && sel.subject) }, h('summary', {}, t('syr.movers', { n: moves.length })), [...byZone].map(([zz, ms]) => h('div', { class: 'syr-mover-zone' }, h('strong', {}, zz ? placeName(zz) : '—'), ' ', ms.map((m) => button(m, pieceName(v, m.subject!))))))
        : null,
      c?.targets
        ? h(
            'div',
            { class: 'syr-targets', 'data-testid': 'syr-targets' },
            h('p', {}, c.subject ? t('syr.chooseTargetFor', { what: c.verb === 'play' ? faceName(c.subject) : pieceName(v, c.subject) }) : t('syr.chooseTarget'), c.targets.some(isZone) ? ` ${t('syr.orOnMap')}` : ''),
            c.targets.map((tg) => h('button', { type: 'button', class: 'syr-target', 'data-target': tg, disabled: busy, onclick: () => void send({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), target: tg }) }, targetLabel(v, c.verb, c.subject, tg))),
            h('button', { type: 'button', class: 'link', onclick: () => ((sel = null), redraw()) }, t('syr.cancel')),
          )
        : null,
      problem ? h('p', { class: 'error', role: 'alert' }, problem) : null,
    );
  }

  function resultText(v: SyracuseView): string {
    const r = v.result!;
    const who = r.winners.length ? r.winners.map(sideName).join(', ') : '';
    return `${t('game.over')}: ${who ? `${who} — ` : ''}${nm(`level.${r.level}`)} (${sideName('ath')} ${v.vp.ath}, ${sideName('syr')} ${v.vp.syr})`;
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
      h('h3', {}, `${placeName(id)} (${id})`, h('button', { type: 'button', class: 'link', onclick: () => ((focus = null), redraw()) }, ' ✕')),
      h('p', { class: 'muted' }, terrainWord(id, v), z.fort ? ` · ${nm(`fort.${z.fort}`)}: ${v.forts[z.fort].built ? t('syr.fortOf', { side: sideName(v.forts[z.fort].owner) }) : t('syr.fortSite')}` : ''),
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

  function combatBox(v: SyracuseView, log: GameEvent[]): HTMLElement | null {
    const last = [...log].reverse().find((e) => e.type === 'combat');
    const now = v.combat;
    if (!last && !now) return null;
    const d = last?.data as { zone: string; attacker: Side; attack: number; defence: number; column: string; die: number; roll: number; result: [string, string]; winner: Side } | undefined;
    return h(
      'section',
      { class: 'syr-combat', 'data-testid': 'syr-combat' },
      now ? h('p', {}, h('strong', {}, t('syr.combatIn', { zone: placeName(now.zone) })), ` — ${t('syr.attacker')}: ${sideName(now.attacker)}`, now.played.length ? ` · ${now.played.map((p) => `${p.face} ${faceName(p.face)}`).join(', ')}` : '') : null,
      d
        ? h(
            'table',
            { class: 'syr-crt' },
            h('caption', {}, t('syr.lastCombat', { zone: placeName(d.zone) })),
            h('tr', {}, h('th', {}, t('syr.strengths')), h('td', {}, `${d.attack} : ${d.defence}`)),
            h('tr', {}, h('th', {}, t('syr.column')), h('td', { 'data-testid': 'syr-column' }, d.column)),
            h('tr', {}, h('th', {}, t('syr.die')), h('td', { 'data-testid': 'syr-die' }, h('span', { class: 'die' }, String(d.die)), d.roll !== d.die ? ` ${d.roll > d.die ? '+' : '−'}${Math.abs(d.roll - d.die)}` : '')),
            h('tr', {}, h('th', {}, t('syr.row')), h('td', {}, String(Math.max(-1, Math.min(8, d.roll))))),
            h('tr', {}, h('th', {}, t('syr.result')), h('td', {}, `${sideName(d.attacker)} ${lossText(d.result[0])} · ${sideName(d.attacker === 'ath' ? 'syr' : 'ath')} ${lossText(d.result[1])}`)),
            h('tr', {}, h('th', {}, t('syr.winner')), h('td', {}, sideName(d.winner))),
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
      opp ? h('p', { class: 'muted' }, t('syr.oppHand', { side: sideName(opp), n: v.handCounts[opp] })) : null,
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
                { class: `face colour-${f.colour}${choice ? ' playable' : ''}${usable ? '' : ' unusable'}`, 'data-face': f.id, title: `${f.id} ${faceName(f.id)}${text ? ` — ${text}` : ''}` },
                h('span', { class: 'face-id' }, f.id),
                h('strong', {}, faceName(f.id)),
                h('small', {}, f.colour === 'neutral' ? t('syr.neutral') : sideName(f.colour)),
                text ? h('details', { class: 'face-text' }, h('summary', {}, t('syr.stratText')), h('p', {}, text)) : null,
                showRule ? h('button', { type: 'button', class: 'link small', onclick: () => showRule(`syracuse ${f.id}`) }, t('syr.ruleRef', { rule: f.id })) : null,
                choice ? h('button', { type: 'button', class: 'primary small', 'data-testid': 'syr-play', disabled: busy, onclick: () => choose(choice) }, verbLabel('play')) : null,
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
        if (!keep) sel = defaultSel(m.expected ? (m.view.choices ?? []) : []);
      }
      model = m;
      redraw();
    },
    error(text) {
      problem = text;
      redraw();
    },
  };
}

function fact(label: string, value: Node | string): HTMLElement {
  return h('div', {}, h('dt', {}, label), h('dd', {}, value));
}

function short(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

const TYPE_ORDER = 'THCPA';
function bySideThenType(a: { side: string; type: string; id: string }, b: { side: string; type: string; id: string }): number {
  return a.side.localeCompare(b.side) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.id.localeCompare(b.id);
}

function terrainWord(id: string, v: SyracuseView): string {
  const z = syrMap.ZONE[id]!;
  if (id === 'M12' && v.camp === 'built') return t('syr.port');
  return t(`syr.terrain.${z.terrain}` as 'syr.terrain.clear');
}

/** The harbour chains between M8 and M9: three links across the passage; struck through when broken. */
function chainsMark(x: number, y: number, state: string, title: string): SVGGElement {
  const g = s('g', { class: `chains-mark chains-${state}` }, title ? s('title', {}, title) : null);
  for (const dx of [-8, 0, 8]) g.append(s('ellipse', { cx: x + dx, cy: y, rx: 5, ry: 3.5 }));
  if (state === 'broken') g.append(s('line', { x1: x - 12, y1: y - 8, x2: x + 12, y2: y + 8, class: 'broken' }));
  return g;
}

function keySvg(child: SVGElement): SVGSVGElement {
  return s('svg', { width: 22, height: 16, viewBox: '0 0 22 16', 'aria-hidden': 'true' }, child);
}

/** A loss code of the CRT (`syracuse 4.2.1`): E eliminated, A all reduced, a fraction reduced, R none. */
function lossText(code: string): string {
  if (code === 'E' || code === 'A' || code === 'R') return `${code} (${t(`syr.loss.${code}`)})`;
  return `${code} (${t('syr.loss.frac', { f: code })})`;
}
