/**
 * Standard Diplomacy (`classic`): the map of Europe (classic/map.ts) with units, supply
 * centres and order arrows; orders by clicking a unit then a lit province (classic/clicks.ts,
 * fed by the rules' own list of legal orders), or typed in the usual notation — abbreviations
 * or full names, English or French (`A Vie - Bud`, `A Vienna - Budapest`, `F StP/sc - Bot`) —
 * checked by the game's reader as you type, then by the judge. A table of each power's units
 * and centres stays under the map (readable on a phone, and by screen readers).
 */
import { problemLine } from '@diadochi/kernel';
import type { Choice } from '@diadochi/kernel';
import { classic, classicChoices, classicMap, parseOrder } from '@diadochi/diadoques/classic';
import type { GameView } from '../api.ts';
import { h, mount } from '../dom.ts';
import { colon, lang, t } from '../i18n.ts';
import type { Adapter } from './adapter.ts';
import { colourOf } from '../palette.ts';
import { field } from '../ui/form.ts';
import { orderEditor } from '../ui/order-editor.ts';
import type { LineProblem } from '../ui/order-editor.ts';
import type { Board, BoardContext, PastStep } from './board.ts';
import { phaseName } from './phase-names.ts';
import { buildOptions, chooseCoast, chooseVerb, click, due, IDLE, lit, orderable, verbs } from './classic/clicks.ts';
import type { ClickContext, ClickResult, ClickState, CUnit } from './classic/clicks.ts';
import { classicMapView, loadClassicMap } from './classic/map.ts';
import type { CArrow, ClassicMapView } from './classic/map.ts';
import { abbreviation, placeName, powerName, unitLabel, unitText, w } from './classic/words.ts';
import type { WordKey } from './classic/words.ts';

interface ClassicViewLike {
  edition?: '2023' | '1982' | '1971' | 'dptg';
  year?: number;
  season?: string;
  phase?: 'movement' | 'retreat' | 'adjustment';
  units?: CUnit[];
  owners?: Record<string, string>;
  centres?: Record<string, number>;
  dislodged?: { unit: CUnit; retreats: string[] }[];
}

const provinceOf = (region: string): string => region.replace(/\(\w\w\)$/, '');

export const classicAdapter: Adapter = {
  ruleset: 'classic',
  powerName,
  phaseName,
  newGameOptions() {
    const last = h('input', { type: 'number', min: 1901, max: 2100, name: 'lastYear' });
    return { el: field(w('lastYear'), last), value: () => ({ options: last.value ? { lastYear: Number(last.value) } : {} }) };
  },
  createBoard: classicBoard,
  // The result sheet, the prompts, the problems and the game's end in the reader's language, from
  // the game's own catalogs (issue 17 items 4, 11).
  speaker: classic,
};

/** The arrows of written order lines (lines the reader cannot read draw nothing). */
function arrowsOf(text: string, units: readonly CUnit[], power: string): CArrow[] {
  const out: CArrow[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const r = parseOrder(line);
    if (!r.ok) continue;
    const o = r.value;
    const from = units.find((u) => provinceOf(u.region) === o.unit.place.province)?.region ?? o.unit.place.province;
    const region = (p: { province: string; coast?: string }) => (p.coast ? `${p.province}(${p.coast})` : p.province);
    if (o.verb === 'hold') out.push({ kind: 'hold', from, power });
    else if (o.verb === 'move') out.push({ kind: 'move', from, to: region(o.to), power });
    else if (o.verb === 'support') out.push({ kind: 'support', from, to: o.target.place.province, ...(o.to ? { via: o.to.province } : {}), power });
    else if (o.verb === 'convoy') out.push({ kind: 'convoy', from, to: o.target.place.province, via: o.to.province, power });
  }
  return out;
}

function classicBoard(ctx: BoardContext): Board {
  const caption = h('h2', { class: 'season', 'data-testid': 'season' });
  const mapSlot = h('div', { class: 'map-slot' }, h('p', { class: 'muted' }, t('game.loading')));
  const key = h('p', { class: 'legend muted', 'data-testid': 'map-key' });
  const table = h('div', { class: 'classic-table' });
  const main = h('div', { class: 'classic-board' }, caption, mapSlot, key, table);
  const promptEl = h('p', { class: 'prompt', 'aria-live': 'polite', 'data-testid': 'prompt' });
  const buttons = h('div', { class: 'action-buttons', role: 'group' });
  const notation = h('p', { class: 'help muted' }, w('notation'));
  const editor = orderEditor({
    check: (text) => readerProblems(text),
    toDecision: (text) => text,
    submit: ctx.submit,
    setReady: ctx.setReady,
    // Every draft is saved as typed, valid or not (issue 17 item 5).
    saveDraft: ctx.saveDraft,
    showRule: ctx.showRule,
    onChange: () => drawOrders(),
  });
  const orders = h('div', { class: 'orders-pane' }, h('h2', {}, t('orders.title')), promptEl, buttons, editor.el, notation);

  let gv: GameView | null = null;
  let view: ClassicViewLike = {};
  let me: string | null = null;
  let step = -1;
  let state: ClickState = IDLE;
  let choices: { step: number; list: Choice[] | null } | null = null;
  let mv: ClassicMapView | null = null;
  let past: PastStep | null = null;

  const expected = () => !!me && !!gv?.view.pending?.players.includes(me);

  function ordersList(): Choice[] | null {
    if (!me || !view.phase || !view.units) return null;
    if (choices?.step !== step) {
      let list: Choice[] | null = null;
      try {
        list = classicChoices({ phase: view.phase, units: view.units, dislodged: view.dislodged ?? [], options: { edition: view.edition ?? '2023' } }, me);
      } catch {
        list = null;
      }
      choices = { step, list };
    }
    return choices.list;
  }

  function clickContext(): ClickContext | null {
    if (!me || !view.phase || !expected()) return null;
    return {
      me,
      phase: view.phase,
      units: view.units ?? [],
      dislodged: (view.dislodged ?? []).map((d) => d.unit),
      owners: view.owners ?? {},
      choices: ordersList(),
      homeCentres: classicMap.homeCentres(me),
      fleetRegions: (p) => classicMap.fleetRegions(p),
      armyCan: (p) => classicMap.armyRegion(p) !== undefined,
    };
  }

  function readerProblems(text: string): LineProblem[] {
    const out: LineProblem[] = [];
    text.split('\n').forEach((line, i) => {
      if (!line.trim() || line.trim().startsWith('#')) return;
      const r = parseOrder(line);
      if (!r.ok) for (const p of r.error) out.push({ line: i, message: problemLine(classic, p, lang()), ...(p.span ? { start: p.span.start, end: p.span.end } : {}) });
    });
    return out;
  }

  function apply(r: ClickResult): void {
    state = r.state;
    if (r.write) {
      const k = r.write.key;
      editor.upsert(r.write.line, (existing) => {
        const p = parseOrder(existing);
        if (!p.ok) return false;
        return p.value.unit.place.province === k;
      });
    }
    renderBuilder();
  }

  function renderBuilder(): void {
    const c = clickContext();
    if (past) return;
    if (!c) {
      mv?.light([], null);
      promptEl.textContent = me ? w('pick.nothing') : '';
      mount(buttons);
      return;
    }
    const selected = state.step === 'idle' || state.step === 'build' ? null : state.unit.region;
    const litNow = lit(c, state);
    // Idle: my units that may be ordered are lit, so the first click is obvious.
    mv?.light(state.step === 'idle' && c.phase !== 'adjustment' ? orderable(c).map((u) => u.region) : litNow, selected);
    const parts: HTMLElement[] = [];
    let prompt: string;
    const unit = state.step === 'idle' || state.step === 'build' ? null : state.unit;
    const name = unit ? unitLabel(unit) : '';
    switch (state.step) {
      case 'idle':
        prompt = c.phase === 'adjustment' ? (due(c) > 0 ? w('pick.build', { n: due(c) }) : due(c) < 0 ? w('pick.disband', { n: -due(c) }) : w('pick.nothing')) : w('pick.unit');
        break;
      case 'move':
        prompt = w('pick.move', { unit: name });
        break;
      case 'supported':
        prompt = w('pick.supported', { unit: name });
        break;
      case 'support-to':
        prompt = w('pick.supportTo', { unit: name, other: unitLabel(state.other) });
        break;
      case 'convoyed':
        prompt = w('pick.convoyed', { unit: name });
        break;
      case 'convoy-to':
        prompt = w('pick.convoyTo', { unit: name, other: unitLabel(state.other) });
        break;
      case 'coast':
        prompt = w('pick.coast');
        for (const r of state.regions) parts.push(h('button', { type: 'button', 'data-coast': r, onclick: () => apply(chooseCoast(state, r)) }, placeName(r)));
        break;
      case 'retreat':
        prompt = w('pick.retreat', { unit: name });
        break;
      case 'build': {
        const province = state.province;
        prompt = w('pick.buildType', { place: placeName(province) });
        for (const b of buildOptions(c, province)) {
          parts.push(h('button', { type: 'button', 'data-build': b.line, onclick: () => apply({ state: IDLE, write: { line: b.line, key: province } }) }, `${w(b.label)}${b.coast ? ` (${w(`coast.${b.coast}` as WordKey)})` : ''}`));
        }
        break;
      }
    }
    for (const v of verbs(c, state)) parts.push(h('button', { type: 'button', 'data-action': v, class: state.step === 'move' && v === 'move' ? 'selected' : '', onclick: () => apply(chooseVerb(c, state, v)) }, w(`verb.${v}` as WordKey)));
    if (state.step !== 'idle') parts.push(h('button', { type: 'button', class: 'link', 'data-action': 'cancel', onclick: () => apply({ state: IDLE }) }, w('verb.cancel')));
    promptEl.textContent = prompt;
    promptEl.setAttribute('data-step', String(step));
    mount(buttons, parts);
  }

  function drawOrders(): void {
    if (past || !mv || !me) return;
    mv.arrows(arrowsOf(editor.text(), [...(view.units ?? []), ...(view.dislodged ?? []).map((d) => d.unit)], me));
  }

  function renderTable(v: ClassicViewLike, players: string[]): void {
    const units = v.units ?? [];
    mount(
      table,
      h(
        'table',
        { class: 'units-table' },
        h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, t('board.units')), h('th', {}, w('centres')))),
        h(
          'tbody',
          {},
          players.map((p) => {
            const c = colourOf(ctx.colours, p);
            const mine = units.filter((u) => u.power === p);
            const centres = Object.entries(v.owners ?? {})
              .filter(([, o]) => o === p)
              .map(([k]) => k)
              .sort();
            return h(
              'tr',
              { 'data-power': p },
              h('th', {}, h('span', { class: 'swatch', style: `background:${c.fill};color:${c.ink}` }, powerName(p).charAt(0)), powerName(p)),
              // Abbreviations as on paper, the full names on hover (issue 17 item 11: no lowercase ids on screen).
              h('td', { 'data-testid': `units-${p}`, title: mine.map(unitLabel).join(', ') }, mine.map(unitText).join(', ') || '—'),
              h('td', { title: centres.map((x) => placeName(x)).join(', ') }, `${centres.length}: ${centres.map(abbreviation).join(' ')}`),
            );
          }),
        ),
      ),
      (v.dislodged ?? []).length ? h('div', {}, h('h3', {}, t('board.retreatsPending')), h('ul', {}, v.dislodged!.map((d) => h('li', {}, `${colon(powerName(d.unit.power))} ${unitLabel(d.unit)} → ${d.retreats.map(placeName).join(', ') || '—'}`)))) : null,
    );
  }

  const captionOf = (v: ClassicViewLike) => `${v.season ? phaseName(v.season) : ''} ${v.year ?? ''} — ${v.phase ? phaseName(v.phase) : ''}`;

  function drawPosition(v: ClassicViewLike, players: string[], title: string): void {
    caption.textContent = title;
    renderTable(v, players);
    mv?.draw(v.units ?? [], v.owners ?? {}, (v.dislodged ?? []).map((d) => d.unit), me);
  }

  function renderKey(): void {
    mount(key, `A ${w('key.army')} · F ${w('key.fleet')} · ○ ${w('key.centre')} · ${w('key.dislodged')} · ${w('key.impassable')}. ${w('map.source')}`);
  }

  const ready = loadClassicMap().then((pre) => {
    mv = classicMapView(pre, { colours: ctx.colours, onPlace: (province, unitRegion) => onPlace(province, unitRegion) });
    mount(mapSlot, mv.el);
    renderKey();
    if (gv) {
      if (past) showPast(past);
      else present();
      if (me) mv.frame((view.units ?? []).filter((u) => u.power === me).map((u) => u.region));
    }
  });

  function onPlace(province: string, unitRegion?: string): void {
    const c = clickContext();
    if (!c || past) return;
    apply(click(c, state, province, unitRegion));
  }

  function present(): void {
    if (!gv) return;
    drawPosition(view, gv.view.players, captionOf(view));
    renderBuilder();
    drawOrders();
  }

  function showPast(p: PastStep | null): void {
    past = p;
    if (!p) return present();
    const before = p.before.view as ClassicViewLike;
    mv?.light([], null);
    mv?.arrows([]);
    // The caption already names the season, year and phase: the step's phase name would say it twice.
    drawPosition(before, p.before.players, t('results.step', { step: p.step, phase: captionOf(before) }));
  }

  return {
    main,
    orders,
    ready,
    update(next) {
      gv = next;
      me = next.game.you.power;
      view = next.view.view as ClassicViewLike;
      if (next.view.step !== step) {
        step = next.view.step;
        state = IDLE;
        // The draft as typed comes back first, its refused lines marked; else the orders sent.
        const draft = next.draft?.step === next.view.step ? next.draft : null;
        const mine = (draft ? draft.decision : next.view.mySubmission) as unknown;
        const orders = (mine as { orders?: unknown } | null)?.orders;
        const text = typeof mine === 'string' ? mine : Array.isArray(orders) ? orders.map((o) => (typeof o === 'string' ? o : String((o as { text?: unknown }).text ?? ''))).join('\n') : '';
        editor.setText(text, true, draft?.problems);
      }
      editor.setEnabled(expected());
      editor.setReady(!!me && next.ready.includes(me));
      if (!past) present();
    },
    showPast,
    destroy() {},
  };
}
