/**
 * Order entry as text, one order per line, for every game with text orders. Each line is
 * checked at once by the game's own order reader in the browser (names, notation), then by
 * the judge: the draft is saved (not ready) and the judge's 422 problems come back with
 * their line. The list under the text shows each order with its state.
 */
import type { Problem } from '@diadochi/kernel';
import { ApiError, type SubmitOutcome } from '../api.ts';
import { h, mount } from '../dom.ts';
import { t } from '../i18n.ts';
import { toast } from './notify.ts';

export interface LineProblem {
  line: number;
  message: string;
  /** Columns in the line, when known. */
  start?: number;
  end?: number;
  rule?: string;
}

export interface OrderEditorOptions {
  /** The game's reader, run on every keystroke; returns the problems per line. */
  check?(text: string): LineProblem[];
  toDecision(text: string): unknown;
  /** Sends the decision; the answer says whether it completed the step (`currentStep > step`). */
  submit(decision: unknown, ready: boolean): Promise<Pick<SubmitOutcome, 'step' | 'currentStep'>>;
  setReady(ready: boolean): Promise<unknown>;
  showRule?(id: string): void;
  /** Called after each edit (the map redraws the orders). */
  onChange?(text: string): void;
  /** Short description shown before a line (`Ptolémée's fleet`…), when the game can tell. */
  describe?(line: string): string | null;
  /** A problem of the judge in the reader's language (the game's words); its message when absent. */
  say?(p: Problem): string;
  /**
   * Saves the text as typed, valid or not, apart from the decision (issue 17 item 5); resolves
   * to the problems the judge found in it. Called a moment after each edit.
   */
  saveDraft?(decision: unknown): Promise<{ problems: Problem[] | null }>;
}

export interface OrderEditor {
  el: HTMLElement;
  text(): string;
  /**
   * Replaces the text. `fromServer`: it comes from the judge (the submitted decision or the saved
   * draft), so it is not sent back; `problems`: what the judge found in it, shown on their lines.
   */
  setText(text: string, fromServer?: boolean, problems?: Problem[] | null): void;
  /** Replaces the line for which `same(line)` holds, or appends. */
  upsert(line: string, same: (existing: string) => boolean): void;
  setEnabled(on: boolean): void;
  setReady(ready: boolean): void;
  /** What the list says while there is no order (each phase has its own default). */
  setEmptyText(text: string): void;
  focus(): void;
}

const SERVER_DELAY_MS = 500;
/** A draft is saved this long after the last keystroke (every edit, valid or not). */
const DRAFT_DELAY_MS = 400;

/**
 * The judge's problems, by line of the text (`path: ['orders', n]`), else on no line (-1), each
 * said by `say` (the game's words in the reader's language) or as the judge wrote it.
 */
export function problemsByLine(problems: Problem[], text: string, say: (p: Problem) => string = (p) => p.message): LineProblem[] {
  const starts = lineStarts(text);
  return problems.map((p) => {
    const line = p.path?.[0] === 'orders' && typeof p.path[1] === 'number' ? p.path[1] : p.span ? lineAt(starts, p.span.start) : -1;
    const base = starts[line] ?? 0;
    const inLine = p.span && p.span.start >= base ? { start: p.span.start - base, end: p.span.end - base } : {};
    return { line, message: say(p), ...inLine, ...(p.rule ? { rule: p.rule } : {}) };
  });
}

function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') out.push(i + 1);
  return out;
}

function lineAt(starts: number[], offset: number): number {
  let i = 0;
  while (i + 1 < starts.length && starts[i + 1]! <= offset) i++;
  return i;
}

export function orderEditor(o: OrderEditorOptions): OrderEditor {
  const area = h('textarea', { class: 'orders-text', rows: 8, spellcheck: false, autocomplete: 'off', 'aria-label': t('orders.type'), 'data-testid': 'orders-text' });
  const list = h('ol', { class: 'order-lines', 'data-testid': 'order-lines', 'aria-live': 'polite' });
  const status = h('p', { class: 'order-status', role: 'status' });
  const send = h('button', { type: 'button', class: 'primary', 'data-testid': 'send-orders' }, t('orders.send'));
  const unready = h('button', { type: 'button' }, t('orders.unready'));
  const clear = h('button', { type: 'button' }, t('orders.clear'));
  let local: LineProblem[] = [];
  let server: LineProblem[] | null = null;
  let checking = false;
  let timer: number | null = null;
  let draftTimer: number | null = null;
  let draftSeq = 0;
  let seq = 0;
  let ready = false;
  let emptyText = t('orders.none');

  const render = () => {
    const lines = area.value.split('\n');
    const items: HTMLElement[] = [];
    lines.forEach((raw, i) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      const own = local.filter((p) => p.line === i);
      // A line the browser already refuses shows the browser's reason, not the judge's as well.
      const mine = own.length > 0 ? own : (server ?? []).filter((p) => p.line === i);
      const state = mine.length > 0 ? 'invalid' : checking || server === null ? 'checking' : 'valid';
      const label = state === 'invalid' ? t('orders.invalid') : state === 'valid' ? t('orders.valid') : t('orders.checking');
      const describe = o.describe?.(line);
      items.push(
        h(
          'li',
          { class: `order-line ${state}`, 'data-state': state, 'data-line': i },
          h('span', { class: 'state-icon', 'aria-label': label, title: label }, state === 'invalid' ? '✗' : state === 'valid' ? '✓' : '…'),
          h('code', {}, mine[0]?.start !== undefined ? highlight(raw, mine[0]) : line),
          describe ? h('small', { class: 'muted' }, ` ${describe}`) : null,
          mine.map((p) => h('div', { class: 'problem' }, p.message, p.rule && o.showRule ? h('button', { type: 'button', class: 'rule-link', onclick: () => o.showRule!(p.rule!) }, p.rule) : null)),
        ),
      );
    });
    const general = (server ?? []).filter((p) => p.line < 0);
    for (const p of general) items.push(h('li', { class: 'order-line invalid' }, h('span', { class: 'state-icon' }, '✗'), p.message));
    mount(list, items.length > 0 ? items : [h('li', { class: 'muted' }, emptyText)]);
  };

  const highlight = (raw: string, p: LineProblem) => [raw.slice(0, p.start), h('mark', {}, raw.slice(p.start, p.end) || ' '), raw.slice(p.end)];

  const checkServer = async () => {
    const text = area.value;
    const mine = ++seq;
    if (text.trim() === '') {
      checking = false;
      server = [];
      return render();
    }
    checking = true;
    render();
    try {
      await o.submit(o.toDecision(text), false);
      if (mine !== seq) return;
      server = [];
      status.textContent = t('orders.saved');
      ready = false;
    } catch (e) {
      if (mine !== seq) return;
      if (e instanceof ApiError && e.problems.length > 0) server = problemsByLine(e.problems, text, o.say);
      else {
        server = [];
        status.textContent = e instanceof Error ? e.message : String(e);
      }
    } finally {
      if (mine === seq) {
        checking = false;
        render();
      }
    }
  };

  /** Saves the draft as typed (issue 17 item 5): `data-draft` says `saving`, then `saved` or `failed`. */
  const saveDraft = async () => {
    if (!o.saveDraft) return;
    const mine = ++draftSeq;
    const text = area.value;
    try {
      const { problems } = await o.saveDraft(o.toDecision(text));
      if (mine !== draftSeq) return;
      area.dataset.draft = 'saved';
      // Lines the browser reads but the judge refuses are marked too, as a submission would mark them.
      if (local.length > 0 && problems && text === area.value) {
        server = problemsByLine(problems, text, o.say);
        render();
      }
      if (local.length > 0) status.textContent = t('drafts.saved');
    } catch {
      if (mine === draftSeq) area.dataset.draft = 'failed';
    }
  };

  const changed = (fromServer = false) => {
    local = o.check?.(area.value) ?? [];
    server = fromServer ? [] : null;
    if (timer !== null) window.clearTimeout(timer);
    if (draftTimer !== null) window.clearTimeout(draftTimer);
    if (!fromServer && o.saveDraft) {
      area.dataset.draft = 'saving';
      draftTimer = window.setTimeout(() => void saveDraft(), DRAFT_DELAY_MS);
    }
    if (!fromServer) {
      seq++;
      // Only orders the browser finds readable go to the judge.
      if (local.length === 0) timer = window.setTimeout(() => void checkServer(), SERVER_DELAY_MS);
      else server = [];
    }
    render();
    o.onChange?.(area.value);
  };
  area.addEventListener('input', () => changed());
  area.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      send.click();
    }
  });

  send.addEventListener('click', async () => {
    if (timer !== null) window.clearTimeout(timer);
    const text = area.value;
    const mine = ++seq;
    send.disabled = true;
    try {
      const out = await o.submit(o.toDecision(text), true);
      server = [];
      toast(t('orders.sentReady'), 'success');
      // When this submission completed the step, the next phase may already be on screen (its
      // socket frame can beat this answer): "you are ready" would then be a lie about it.
      if (out.currentStep === out.step) {
        ready = true;
        status.textContent = t('orders.sentReady');
      }
    } catch (e) {
      if (e instanceof ApiError && e.problems.length > 0) {
        server = problemsByLine(e.problems, text, o.say);
        status.textContent = t('orders.problemsFromServer');
      } else status.textContent = e instanceof Error ? e.message : String(e);
    } finally {
      if (mine === seq) checking = false;
      send.disabled = false;
      render();
    }
  });
  unready.addEventListener('click', async () => {
    try {
      await o.setReady(false);
      ready = false;
      status.textContent = t('orders.saved');
    } catch (e) {
      status.textContent = e instanceof Error ? e.message : String(e);
    }
  });
  clear.addEventListener('click', () => {
    area.value = '';
    changed();
  });

  render();
  return {
    el: h('div', { class: 'order-editor' }, h('label', { class: 'label' }, t('orders.type'), area), h('div', { class: 'row buttons' }, send, unready, clear), h('p', { class: 'ready-hint muted' }, t('orders.readyHint')), status, list),
    text: () => area.value,
    setText(text, fromServer = false, problems = null) {
      area.value = text;
      draftSeq++;
      changed(fromServer);
      if (fromServer && problems && problems.length > 0) {
        server = problemsByLine(problems, text, o.say);
        status.textContent = t('drafts.restored');
        render();
      }
    },
    upsert(line, same) {
      const lines = area.value.split('\n').filter((l, i, all) => !(l.trim() === '' && i === all.length - 1));
      const i = lines.findIndex((l) => l.trim() !== '' && same(l));
      if (i >= 0) lines[i] = line;
      else lines.push(line);
      area.value = lines.join('\n');
      changed();
    },
    setEnabled(on) {
      area.disabled = !on;
      send.disabled = !on;
      unready.disabled = !on;
      clear.disabled = !on;
    },
    setReady(r) {
      // A new phase starts not ready: the last phase's "you are ready" must not stay on screen.
      if (!r && ready && status.textContent === t('orders.sentReady')) status.textContent = '';
      ready = r;
      unready.hidden = !ready;
      if (ready) status.textContent = t('orders.sentReady');
    },
    setEmptyText(text) {
      emptyText = text;
      render();
    },
    focus: () => area.focus(),
  };
}
