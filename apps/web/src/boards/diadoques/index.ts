/**
 * The Les Diadoques / Diadokhoi board: the map with units, control, citadels and weather;
 * order entry by clicking (unit → action → target) and by typing in the rulebook's
 * notation, both checked at once by the engine's own readers, their refusals in the reader's
 * language; results with arrows; the season's event. In the autumn of a game merging the
 * winter with it (`diadokhoi §7.11.2`), the winter form beside the season's, writing after `winter:`.
 */
import type { Choice, Problem } from '@diadochi/kernel';
import { eventText, orderChoices, orderTextProblems, parseOrders, parsePurchases, problemText, promptText, startProblems, voidOrderProblems } from '@diadochi/diadoques';
import type { WholeState } from '@diadochi/diadoques';
import { MAPS, SCENARIOS } from '@diadochi/diadoques/map';
import type { GameView } from '../../api.ts';
import { h, mount } from '../../dom.ts';
import { colon, lang, t, typeset } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';
import type { Adapter } from '../adapter.ts';
import { plainName } from '../adapter.ts';
import { colourOf } from '../../palette.ts';
import { field } from '../../ui/form.ts';
import { orderEditor, problemsByLine } from '../../ui/order-editor.ts';
import type { LineProblem } from '../../ui/order-editor.ts';
import { ruleLink } from '../../ui/results.ts';
import type { Board, BoardContext, PastStep } from '../board.ts';
import { phaseName } from '../phase-names.ts';
import { ACTION_KEYS, actionsFor, candidates, chooseAction, clickSpace, finishRetreatList, IDLE, orderableUnits } from './builder.ts';
import type { Action, BuilderContext, BuilderState } from './builder.ts';
import { loadPrerendered, mapView } from './map-view.ts';
import { powerBadges } from '../badges.ts';
import type { MapView } from './map-view.ts';
import { readView } from './model.ts';
import type { DUnit, DView } from './model.ts';
import { lineIsFor, placeName, printDraft } from './notation.ts';
import type { Draft } from './notation.ts';
import { draftArrows, eventStatus, orderArrows, seasonPicture } from './sheet.ts';
import { startChoices, startExamples, stateOf } from './choices.ts';
import { politicsPanel, startForm, winterForm } from './forms.ts';
import type { Form, FormsContext } from './forms.ts';
import { startLine } from './lines.ts';
import type { ViewState } from './lines.ts';
import { upsertInPart, winterMarker, winterPart } from './merged.ts';
import { warningsPanel } from './warnings.ts';
import type { Part } from './merged.ts';

type Ruleset = 'diadoques' | 'diadokhoi';

/**
 * What the pending phase asks: military orders (with the political lines), the diadokhoi
 * retreat step, winter orders, or the start purchases (build lines).
 */
type Step = 'orders' | 'retreats' | 'winter' | 'start' | 'none';
function stepOf(pending: string | undefined, statePhase: string): Step {
  if (pending === 'start' || pending === 'winter' || pending === 'retreats') return pending;
  if (pending) return 'orders';
  return statePhase === 'winter' || statePhase === 'retreats' ? statePhase : 'none';
}

function names(ruleset: Ruleset) {
  const powers = new Map<string, { fr: string; en: string }>();
  const characters = new Map<string, { fr: string; en: string }>();
  for (const sc of SCENARIOS[ruleset]) {
    for (const p of sc.powers) if (!powers.has(p.power)) powers.set(p.power, p.names);
    for (const c of sc.characters) if (!characters.has(c.character)) characters.set(c.character, c.names);
  }
  return {
    power: (id: string) => powers.get(id)?.[lang()] ?? plainName(id),
    character: (id: string) => characters.get(id)?.[lang()] ?? plainName(id),
  };
}

export function diadoquesAdapter(ruleset: Ruleset): Adapter {
  const n = names(ruleset);
  return {
    ruleset,
    powerName: n.power,
    phaseName,
    newGameOptions() {
      const list = SCENARIOS[ruleset];
      const select = h('select', { name: 'scenario' }, list.map((sc) => h('option', { value: sc.id }, `${sc.title} (${sc.playerCount})`)));
      const last = h('input', { type: 'number', name: 'lastYear', min: 1, max: 400, placeholder: String(-(list[0]?.start.year ?? -319) - 4) });
      // diadokhoi §7.11.2: the winter orders sent with the autumn's, a mail round saved each year.
      const merged = h('input', { type: 'checkbox', name: 'mergedWinter', id: 'f-mergedWinter' });
      const mergedField = h('div', { class: 'field' }, h('label', { class: 'check' }, merged, ` ${t('new.mergedWinter')}`), h('small', { class: 'hint' }, t('new.mergedWinterHint')));
      return {
        el: h('div', {}, field(t('new.scenario'), select), field(t('new.lastYear'), last), mergedField),
        // The first scenario is the engine's default: no option needed for it. Years are BC.
        value: () => ({
          options: {
            ...(select.value && select.value !== list[0]?.id ? { scenario: select.value } : {}),
            ...(last.value ? { lastYear: -Math.abs(Number(last.value)) } : {}),
            ...(merged.checked ? { mergedWinter: true } : {}),
          },
        }),
      };
    },
    createBoard: (ctx) => diadoquesBoard(ctx, ruleset, n.character),
  };
}

/** What the engine's text reader needs of the view's state (the game's options, season and phase). */
type TextContext = Parameters<typeof orderTextProblems>[0];
const textContext = (s: ViewState): TextContext => ({ ...(s as unknown as TextContext), options: (s as Partial<TextContext>).options ?? ({} as TextContext['options']) });

/** Does this step take the winter orders with the autumn's (`diadokhoi §7.11.2`)? As the engine's `mergesWinter`. */
const mergesWinter = (s: ViewState | null): boolean => !!s && textContext(s).options.mergedWinter === true && s.season === 'autumn' && s.phase === 'orders';

/** Do two of these units share a space? */
function hasStack(units: { space: string }[]): boolean {
  return new Set(units.map((u) => u.space)).size < units.length;
}

function seasonTitle(v: DView): string {
  const season = v.season ? t(`board.season.${v.season}` as Key) : '';
  const year = v.year === null ? '' : v.year < 0 ? `${-v.year} ${lang() === 'fr' ? 'av. J.-C.' : 'BC'}` : String(v.year);
  return `${season} ${year}`.trim();
}

function diadoquesBoard(ctx: BoardContext, ruleset: Ruleset, characterName: (id: string) => string): Board {
  const map = MAPS[ruleset];
  const info = h('div', { class: 'board-info', 'data-testid': 'board-info' });
  const pastBanner = h('div', { class: 'past-banner', hidden: true });
  const mapSlot = h('div', { class: 'map-slot' }, h('p', { class: 'muted' }, t('game.loading')));
  const legend = h('ul', { class: 'legend' });
  const main = h('div', { class: 'diadoques-board' }, info, pastBanner, mapSlot, legend);
  const builderEl = h('div', { class: 'builder', 'data-testid': 'builder' });
  const extra = h('div', { class: 'board-extra' });
  const promptEl = h('p', { class: 'prompt-text', 'data-testid': 'prompt' });
  // How to give orders: clicking and keys for a season; the forms say their own for winter and start.
  const helpEl = h('p', { class: 'help muted' }, t('orders.help'));
  const firstTurnEl = h('p', { class: 'first-turn', hidden: true });
  const formsEl = h('div', { class: 'order-forms', 'data-testid': 'order-forms' });
  let form: Form | null = null;
  /** A place being picked on the map for a form (a build, a bribe's target). */
  let picking: { spaces: string[]; done: (space: string, unit?: string) => void } | null = null;
  let gv: GameView | null = null;
  let view: DView | null = null;
  let me: string | null = null;
  let state: BuilderState = IDLE;
  let mv: MapView | null = null;
  let past: PastStep | null = null;
  let step = -1;
  const drafts = new Map<string, Draft>();

  const bctx = (): BuilderContext => ({ map, view: view!, me: expected() ? me : null, choices: engineChoices() });
  /** The engine's list of what my units may do now (issue 17), computed once per step shown. */
  let choicesFor: { step: number; choices: Choice[] | null } | null = null;
  function engineChoices(): Choice[] | null {
    if (!me || !expected() || step_() !== 'orders') return null;
    if (choicesFor?.step !== step) {
      const raw = stateOf(gv?.view.view);
      let choices: Choice[] | null = null;
      try {
        choices = raw ? orderChoices(raw as unknown as Parameters<typeof orderChoices>[0], me) : null;
      } catch {
        choices = null;
      }
      choicesFor = { step, choices };
    }
    return choicesFor.choices;
  }
  const expected = () => !!(me && gv?.view.pending?.players.includes(me));
  const step_ = (): Step => stepOf(gv?.view.pending?.phase, view?.phase ?? 'orders');

  /** A refusal of the engine in the reader's language (`problemText`), else as the engine wrote it. */
  const say = (p: Problem) => problemText(p, { ruleset, lang: lang() });
  const editor = orderEditor({
    say,
    check: (text) => localCheck(text),
    toDecision: (text) => text,
    submit: ctx.submit,
    setReady: ctx.setReady,
    saveDraft: ctx.saveDraft,
    showRule: ctx.showRule,
    onChange: (text) => {
      drawOrders();
      form?.refresh();
      showWarnings(text);
    },
  });

  function localCheck(text: string): LineProblem[] {
    try {
      const now = step_();
      // Start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`): `A MAC`, or a winter build line, each
      // checked as the judge checks it (type, place, fleets, money); the count is the form's to say.
      if (now === 'start') {
        const raw = stateOf(gv?.view.view);
        const parsed = parsePurchases(ruleset, text).problems;
        if (!raw || !me || parsed.length > 0) return problemsByLine(parsed, text, say);
        return problemsByLine(startProblems(raw as unknown as Parameters<typeof startProblems>[0], me, text).filter((p) => p.code !== 'purchase-incomplete'), text, say);
      }
      if (now === 'retreats') return problemsByLine(parseOrders(text, { map, phase: 'retreats' }).problems, text, say);
      // The engine's own reading of a season or a winter, as the judge reads it: military,
      // secondary, bribe, bid and gift lines; winter lines, conditions allowed (`diadokhoi §7.11.1`);
      // in a merged autumn the winter lines after `winter:` (`diadokhoi §7.11.2`).
      const raw = stateOf(gv?.view.view);
      if (!raw) return [];
      const read = orderTextProblems(textContext(raw), text);
      // Military orders the season would ignore whatever the others write (a move to a space not next to the unit…): refused at once, as the judge refuses them (issue 17).
      const void_ = now === 'orders' && me ? voidOrderProblems(raw as unknown as Parameters<typeof voidOrderProblems>[0], me, text) : [];
      return problemsByLine([...read, ...void_], text, say);
    } catch {
      return [];
    }
  }

  /**
   * Writes a line of the forms or the clicks: replaces the line for which `same` holds, else
   * appends; in a merged autumn, inside its part (season lines before `winter:`, winter lines after).
   */
  function writeLine(part: Part, line: string, same: (existing: string) => boolean): void {
    if (!mergesWinter(stateOf(gv?.view.view))) return editor.upsert(line, same);
    editor.setText(upsertInPart(editor.text(), part, line, same, winterMarker(ruleset)));
  }

  /** The orders in the text, as arrows: read by the engine's reader, or remembered from the clicks. */
  /** Issue 17 item 2: what the rules will do to my own pieces if these orders stand (revolt, capture, upkeep). */
  const warnings = warningsPanel({ map, powerName: ctx.powerName, characterName, showRule: ctx.showRule });
  function showWarnings(text: string): void {
    warnings.update(expected() ? (stateOf(gv?.view.view) as unknown as WholeState | null) : null, me, text);
  }

  function drawOrders(): void {
    if (!mv || past) return;
    const text = editor.text();
    const arrows = [];
    if (step_() === 'orders' || step_() === 'retreats') {
      try {
        // An order the season would ignore is drawn as ignored, never as an order about to be carried out (issue 17).
        const raw = step_() === 'orders' && me ? stateOf(gv?.view.view) : null;
        const refused = new Set(raw && me ? voidOrderProblems(raw as unknown as Parameters<typeof voidOrderProblems>[0], me, text).map((p) => Number(p.path?.[1])) : []);
        for (const o of parseOrders(text, { map }).orders) arrows.push(...orderArrows(o.order, refused.has(o.line) ? 'ignored' : 'pending'));
      } catch {
        // unreadable: nothing drawn
      }
    } else {
      for (const line of text.split('\n')) {
        const d = drafts.get(line.trim());
        if (d) arrows.push(...draftArrows(d));
      }
    }
    mv.arrows(arrows);
  }

  /**
   * Writes a finished order: it replaces the line of the same unit. On the first turn several
   * units may share a space, and each order takes the next unit there (`diadoques §12.6`):
   * the k-th unit of a space gets the k-th line naming that space.
   */
  function write(d: Draft, unit: DUnit | null): void {
    const line = printDraft(map, d);
    drafts.set(line, d);
    const same = view ? view.units.filter((u) => u.power === me && u.space === d.unit.space) : [];
    const k = unit ? Math.max(0, same.findIndex((u) => u.id === unit.id)) : 0;
    // A retreat list is a line of its own beside the unit's order (`diadoques §9a.36`).
    const isList = (l: string) => /\sRe\s/i.test(l);
    let seen = 0;
    writeLine('season', line, (existing) => lineIsFor(map, existing, d.unit) && isList(existing) === (d.kind === 'retreats') && seen++ === k);
  }

  function go(tr: { state: BuilderState; draft?: Draft }): void {
    const unit = state.step === 'idle' ? null : state.unit;
    state = tr.state;
    if (tr.draft) write(tr.draft, unit);
    renderBuilder();
  }

  const unitLabel = (u: DUnit) => `${u.type} ${placeName(map, u.space)}`;

  function renderBuilder(): void {
    if (!view || past) return;
    const c = bctx();
    const units = orderableUnits(c);
    if (picking) mv?.highlight(picking.spaces, null);
    else mv?.highlight(candidates(c, state), state.step === 'idle' ? null : state.unit.space, state.step === 'idle' ? undefined : state.unit.id);
    builderEl.hidden = false;
    if (!expected()) return mount(builderEl, h('p', { class: 'muted' }, t('orders.notExpected')));
    // Winter and start purchases have forms of their own: the builder only says what a map click picks.
    const formsOnly = step_() === 'winter' || step_() === 'start';
    builderEl.hidden = formsOnly && !picking;
    if (formsOnly) return mount(builderEl, picking ? h('p', { class: 'prompt', 'aria-live': 'polite' }, t('forms.picking', { n: picking.spaces.length })) : null);
    const prompt =
      state.step === 'idle'
        ? t('orders.pickUnit')
        : state.step === 'action'
          ? t('orders.pickAction', { unit: unitLabel(state.unit) })
          : state.step === 'target'
            ? t('orders.pickTarget')
            : state.step === 'supported'
              ? t('orders.pickSupported')
              : state.step === 'support-dest'
                ? t('orders.pickSupportTarget')
                : t('orders.pickRetreats');
    // The target box offers the engine's legal targets only (issue 17); the map lights the same.
    const offered = picking ? [] : candidates(c, state);
    const targetList = h('datalist', { id: 'target-places' }, offered.map((id) => h('option', { value: placeName(map, id) })));
    const targetNote = h('p', { class: 'problem', role: 'alert', 'data-testid': 'target-note' });
    const provinceOfCitadel = (id: string) => map.citadels.find((x) => x.id === id)?.province;
    const targetInput = h('input', { list: 'target-places', class: 'target-input', 'aria-label': t('orders.target'), placeholder: t('orders.target'), 'data-testid': 'target-input' });
    targetInput.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      const id = resolvePlace(targetInput.value);
      if (!id) return;
      if (c.choices && state.step !== 'retreat-list' && !offered.includes(id) && !offered.some((x) => provinceOfCitadel(x) === id)) {
        // Typed, not offered: say why rather than write an order the season would ignore (issue 17).
        targetInput.setAttribute('aria-invalid', 'true');
        mount(targetNote, t('orders.notOffered', { place: placeName(map, id) }));
        return;
      }
      go(clickSpace(c, state, id));
    });
    const parts: (HTMLElement | null)[] = [
      h('p', { class: 'prompt', 'aria-live': 'polite' }, prompt),
      h(
        'div',
        { class: 'unit-buttons', role: 'group', 'aria-label': t('orders.myUnits') },
        units.map((u) => h('button', { type: 'button', class: `unit-button${state.step !== 'idle' && state.unit.id === u.id ? ' selected' : ''}`, 'data-space': u.space, onclick: () => go(clickSpace(c, IDLE, u.space, u.id)) }, unitLabel(u))),
      ),
    ];
    if (state.step === 'action') {
      const acts = actionsFor(c, state.unit);
      parts.push(h('div', { class: 'action-buttons', role: 'group', 'aria-label': t('orders.action') }, acts.map((a) => h('button', { type: 'button', 'data-action': a, onclick: () => go(chooseAction(c, state, a)) }, t(`action.${a}` as Key)))));
    }
    if (state.step === 'target' || state.step === 'supported' || state.step === 'support-dest' || state.step === 'retreat-list') parts.push(targetInput, targetList, targetNote);
    if (state.step === 'retreat-list') {
      const list = state.list;
      parts.push(
        h('p', {}, list.map((x, i) => `${i + 1}. ${placeName(map, x)}`).join('  ') || '—'),
        h('div', { class: 'row' }, h('button', { type: 'button', 'data-action': 'retreats-done', onclick: () => go(finishRetreatList(state, false)) }, t('orders.done')), h('button', { type: 'button', 'data-action': 'retreats-done-x', onclick: () => go(finishRetreatList(state, true)) }, `${t('orders.done')} + X`)),
      );
    }
    if (state.step !== 'idle') parts.push(h('button', { type: 'button', class: 'link', onclick: () => go({ state: IDLE }) }, t('orders.cancel')));
    mount(builderEl, parts);
    if (state.step === 'action') (builderEl.querySelector('.action-buttons button') as HTMLElement | null)?.focus();
    else if (state.step !== 'idle') targetInput.focus();
  }

  function resolvePlace(text: string): string | null {
    const q = text.trim().toLowerCase();
    if (!q) return null;
    const all = [...map.provinces, ...map.seas, ...map.citadels];
    const hit = all.find((s) => s.id.toLowerCase() === q) ?? all.find((s) => placeName(map, s.id).toLowerCase() === q) ?? all.find((s) => s.names.fr.toLowerCase() === q || s.names.en.toLowerCase() === q);
    return hit?.id ?? null;
  }

  function renderInfo(v: DView): void {
    const w = v.weather;
    const weather = [
      w.storms.length ? t('board.weather.storms', { spaces: w.storms.map((x) => placeName(map, x)).join(', ') }) : '',
      w.floods.length ? t('board.weather.floods', { rivers: w.floods.map((r) => map.rivers.find((x) => x.id === r)?.names[lang()] ?? r).join(', ') }) : '',
      w.blocked.length ? t('board.weather.blocked', { spaces: w.blocked.map((x) => placeName(map, x)).join(', ') }) : '',
    ].filter(Boolean);
    const money = me !== null && v.treasury[me] !== undefined ? `${v.treasury[me]} ${map.currency}` : null;
    mount(
      info,
      h('strong', { class: 'season', 'data-testid': 'season' }, seasonTitle(v) || (gv?.view.pending ? phaseName(gv.view.pending.phase) : '')),
      h('span', { class: 'weather', 'data-testid': 'weather' }, `${colon(t('board.weather'))} ${weather.length ? weather.join(' · ') : t('board.weather.fair')}`),
      v.event ? h('span', { class: 'event', 'data-testid': 'event' }, `${colon(t('board.event'))} ${v.event.title}`, v.event.text ? ` — ${v.event.text}` : '', v.event.rule ? ruleLink(v.event.rule, ctx.showRule) : null) : null,
      money ? h('span', { class: 'treasury' }, `${colon(t('board.treasury'))} ${money}`) : null,
    );
  }

  function renderLegend(players: string[]): void {
    // The map's badges: unique per game (Diadokhoi's Antipatros and Antigonos, issue 17 item 7).
    const badges = powerBadges([...ctx.colours.keys()], ctx.powerName);
    mount(
      legend,
      players.map((p) => {
        const c = colourOf(ctx.colours, p);
        const count = view?.units.filter((u) => u.power === p).length ?? 0;
        return h('li', { 'data-power': p }, h('span', { class: 'swatch', style: `background:${c.fill};color:${c.ink}` }, badges.get(p) ?? ctx.powerName(p).charAt(0)), `${ctx.powerName(p)} (${count})`);
      }),
      h('li', {}, h('span', { class: 'swatch', style: `background:${colourOf(ctx.colours, null).fill}` }, ''), t('board.neutral')),
    );
  }

  /** A click while a form waits for a place: a highlighted one is taken, any other ignored. */
  function pickAt(space: string, unit?: string): void {
    const p = picking;
    if (!p || !p.spaces.includes(space)) return;
    picking = null;
    p.done(space, unit);
    renderBuilder();
  }

  /** The form of the pending phase, built on the player's view (rebuilt at each new position). */
  function renderForms(): void {
    picking = null;
    const raw = stateOf(gv?.view.view);
    const now = step_();
    form = null;
    if (expected() && raw && me) {
      const fc: FormsContext = {
        map,
        ruleset,
        state: raw,
        me,
        text: () => editor.text(),
        write: (line: string, same?: (l: string) => boolean) => writeLine('season', line, same ?? ((l) => l.trim() === line)),
        pick: (spaces: string[], done: (space: string, unit?: string) => void) => {
          picking = { spaces, done };
          renderBuilder();
          (mapSlot.querySelector('svg') as SVGElement | null)?.focus?.();
        },
        powerName: ctx.powerName,
        characterName,
        say,
      };
      form = now === 'winter' ? winterForm(fc) : now === 'start' ? startForm(fc) : now === 'orders' ? (mergesWinter(raw) ? mergedForms(fc) : politicsPanel(fc)) : null;
    }
    mount(formsEl, form?.el ?? null);
    const pending = gv?.view.pending;
    // The step the forms were built for: tests and scripts wait on it to know the page moved on.
    promptEl.setAttribute('data-step', String(gv?.view.step ?? -1));
    // The start's examples are this player's own purchases, as the engine lists them (issue 17 item 6).
    const examples = now === 'start' && raw && me ? startExamples(startChoices(raw, me)).map((x) => startLine(map, x.type, x.place)) : undefined;
    // The engine's French prompt has ordinary spaces before its colons: typeset for the reader.
    promptEl.textContent = pending && expected() ? typeset(promptText(pending.phase, { year: view?.year ?? null, season: view?.season ?? null, mergedWinter: !!raw && textContext(raw).options.mergedWinter === true, ...(examples ? { examples } : {}) }, { ruleset, lang: lang() })) : '';
    helpEl.hidden = now !== 'orders' && now !== 'retreats';
    // First turn (`diadoques §12.6`): units bought in one space must spread out by the end of it.
    const stacked = !!(raw && me && raw.firstTurn && now === 'orders' && hasStack(raw.units.filter((u) => u.power === me)));
    firstTurnEl.hidden = !(stacked && expected());
    firstTurnEl.textContent = t('orders.firstTurn');
    editor.setEmptyText(now === 'start' ? t('orders.none.start') : now === 'winter' ? t('orders.none.winter') : t('orders.none'));
  }

  /**
   * A merged autumn (`diadokhoi §7.11.2`): the season's politics, then the winter form, which
   * reads and writes only the lines after `winter:` (it adds that line with its first order).
   */
  function mergedForms(fc: FormsContext): Form {
    const season = politicsPanel(fc);
    const winter = winterForm({ ...fc, text: () => winterPart(editor.text()), write: (line, same) => writeLine('winter', line, same ?? ((l) => l.trim() === line)) });
    const el = h('div', { class: 'merged-forms' }, season.el, h('p', { class: 'form-hint muted', 'data-testid': 'merged-hint' }, t('forms.merged.hint', { marker: winterMarker(ruleset) })), winter.el);
    return {
      el,
      refresh: () => {
        season.refresh();
        winter.refresh();
      },
    };
  }

  function renderExtra(v: DView): void {
    const mine = v.retreats.filter((r) => v.units.find((u) => u.id === r.unit)?.power === me);
    mount(
      extra,
      mine.length
        ? h('div', { class: 'retreats-pending' }, h('h3', {}, t('board.retreatsPending')), h('ul', {}, mine.map((r) => h('li', {}, `${placeName(map, r.from)} → ${r.options.map((x) => placeName(map, x.split('/')[0]!)).join(', ') || '—'}`))))
        : null,
    );
  }

  const mapReady = loadPrerendered(ruleset).then((pre) => {
    performance.mark('diadochi:map-loaded');
    mv = mapView(pre, {
      ruleset,
      map,
      colours: ctx.colours,
      powerName: ctx.powerName,
      characterName,
      onSpace: (id, unit) => {
        if (past || !view) return;
        if (picking) return pickAt(id, unit);
        go(clickSpace(bctx(), state, id, unit));
      },
      onUnitKey: (u, key) => {
        if (past || !view) return;
        const c = bctx();
        const selected = clickSpace(c, IDLE, u.space, u.id);
        if (selected.state.step !== 'action') return;
        let action: Action | undefined = ACTION_KEYS[key];
        if (view.phase === 'retreats' && key === 'r') action = 'retreat';
        if (!action || !actionsFor(c, u).includes(action)) return;
        state = selected.state;
        go(chooseAction(c, state, action));
      },
    });
    performance.mark('diadochi:map-parsed');
    mount(mapSlot, mv.el);
    if (view) {
      drawPresent();
      // A player starts zoomed onto his units and what lies around them; a spectator sees it all.
      if (me) mv.frame(view.units.filter((u) => u.power === me).map((u) => u.space));
    }
    performance.mark('diadochi:map-drawn');
    // Interactive once the browser has painted the map: two animation frames later.
    return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });

  function drawPresent(): void {
    if (!mv || !view) return;
    mv.draw(view, me);
    mv.markers([]);
    drawOrders();
    renderBuilder();
  }

  return {
    main,
    orders: h('div', { class: 'orders-pane', onkeydown: (e: KeyboardEvent) => {
      if (e.key === 'Escape' && picking) {
        picking = null;
        renderBuilder();
      }
    } }, h('h2', {}, t('orders.title')), promptEl, firstTurnEl, helpEl, builderEl, extra, formsEl, warnings.el, editor.el),
    update(next) {
      gv = next;
      me = next.game.you.power;
      view = readView(next.view.view, ruleset);
      const newStep = next.view.step !== step;
      step = next.view.step;
      if (newStep) {
        state = IDLE;
        drafts.clear();
        // The draft as typed comes back first, valid or not, its refused lines marked (issue 17 item 5); else the orders sent.
        const draft = next.draft?.step === next.view.step ? next.draft : null;
        const mine = draft ? draft.decision : next.view.mySubmission;
        editor.setText(typeof mine === 'string' ? mine : Array.isArray((mine as { orders?: unknown })?.orders) ? ((mine as { orders: string[] }).orders.join('\n')) : typeof (mine as { orders?: unknown })?.orders === 'string' ? (mine as { orders: string }).orders : '', true, draft?.problems);
      }
      editor.setEnabled(expected());
      editor.setReady(me !== null && next.ready.includes(me));
      renderInfo(view);
      renderLegend(next.view.players);
      renderExtra(view);
      if (newStep || !form) renderForms();
      if (!past) drawPresent();
      void mapReady;
    },
    showPast(p) {
      past = p;
      if (!mv) return;
      if (!p) {
        pastBanner.hidden = true;
        if (view) renderInfo(view);
        return drawPresent();
      }
      const before = readView(p.before.view, ruleset);
      const after = readView(p.after.view, ruleset);
      const pic = seasonPicture(p.sheet.events);
      pastBanner.hidden = false;
      pastBanner.textContent = `${t('results.step', { step: p.step, phase: phaseName(p.sheet.phase) })} — ${seasonTitle(before)}`;
      renderInfo(before);
      mv.draw(before, me);
      mv.highlight([], null);
      mv.arrows(pic.arrows);
      // Citadels and control as they ended, so captures and falls show beside the arrows.
      mv.markers([...pic.markers, ...Object.entries(after.control).filter(([sp, pw]) => before.control[sp] !== pw).map(([sp, pw]) => ({ space: sp, kind: 'control' as const, power: pw }))]);
    },
    sheetLine(e) {
      const status = eventStatus(e);
      return h(
        'li',
        { class: `sheet-line type-${e.type}${status ? ` status-${status}` : ''}`, 'data-status': status ?? '', 'data-type': e.type },
        status ? h('span', { class: `status-badge ${status}` }, t(`results.${status}` as Key)) : null,
        // The line in the reader's language, from the event's data (`eventText`).
        h('span', {}, eventText(e, { ruleset, lang: lang() })),
        e.rule ? ruleLink(e.rule, ctx.showRule) : null,
      );
    },
    ready: mapReady,
    destroy() {
      mv = null;
    },
  };
}
