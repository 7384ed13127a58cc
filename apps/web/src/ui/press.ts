/**
 * The press panel (issue 17 item 15), as Diplomacy players know it from webDiplomacy, Backstabbr
 * and Diplicity: a list of conversations — everyone, each power or group written with, the
 * referee's, the unsigned — each with its unread count; opening one shows its messages in order
 * with their senders and a box to write in it; a way back to the list (the phone's only way).
 * Private press is offered only to powers someone reads; the others are named with why. The
 * game's press rules (public, private, grey, black, moderated) say what may be written.
 */
import { api, ApiError, request } from '../api.ts';
import type { Correspondent, GameSummary, Message } from '../api.ts';
import { h, mount } from '../dom.ts';
import { colon, formatDate, t } from '../i18n.ts';
import type { Key } from '../i18n.ts';
import { errorBox } from './form.ts';
import { countsAsUnread, nonReaders, powersKey, Threads } from './press/threads.ts';
import type { Thread } from './press/threads.ts';

export interface PressPanel {
  el: HTMLElement;
  add(m: Message): void;
  /** The panel is shown: the open conversation is read. */
  markRead(): void;
  onUnread(f: (n: number) => void): void;
  /** Told the number of messages the caller may read, as they come (a gunboat game's tab shows once the referee writes). */
  onCount(f: (n: number) => void): void;
}

export function pressPanel(game: GameSummary, powerName: (p: string) => string): PressPanel {
  const rules = game.settings.press;
  const me = game.you.power;
  const asReferee = me === null && game.you.roles.includes('game-master');
  const canWrite = (me !== null || asReferee) && game.status !== 'forming' && game.status !== 'cancelled';
  const threads = new Threads();
  let correspondents: Correspondent[] = [];
  let open: string | null = null;
  let unreadListener: (n: number) => void = () => {};
  let countListener: (n: number) => void = () => {};
  const errors = errorBox();

  const whyText = (c: Extract<Correspondent, { reads: false }>) => t(`press.why.${c.why}` as Key, { power: powerName(c.power) });
  const threadName = (th: Thread) =>
    th.kind === 'all' ? t('press.thread.all') : th.kind === 'referee' ? t('press.thread.referee') : th.kind === 'unsigned' ? t('press.thread.unsigned') : th.with.map(powerName).join(', ');
  const sender = (m: Message) => (m.mine ? t('press.you') : m.from === null ? t('press.anonymous') : m.from === 'referee' ? t('press.referee') : powerName(m.from));
  const emit = () => {
    unreadListener(threads.total());
    countListener(threads.ordered().reduce((n, th) => n + th.messages.length, 0));
  };

  // ---- the list of conversations ------------------------------------------------------
  const list = h('ul', { class: 'threads', 'data-testid': 'press-threads', 'aria-label': t('press.threads') });
  const rulesNote = h('div', { class: 'press-rules muted' }, pressRulesLines().map((line) => h('p', {}, line)));
  const newBox = h('div', { class: 'press-new' });
  const listView = h('div', { class: 'press-list-view' }, rulesNote, list, newBox);
  const threadView = h('div', { class: 'press-thread-view', hidden: true });

  function pressRulesLines(): string[] {
    const lines: string[] = [];
    if (!rules.public && !rules.private) lines.push(t('press.rules.none'));
    else if (!rules.public) lines.push(t('press.rules.noPublic'));
    else if (!rules.private) lines.push(t('press.rules.noPrivate'));
    if (rules.moderated && (rules.public || rules.private)) lines.push(t('press.rules.moderated'));
    if (me === null && !asReferee) lines.push(t('press.rules.spectator'));
    return lines;
  }

  function renderList(): void {
    mount(
      list,
      threads.ordered().map((th) => {
        const last = th.messages.at(-1);
        return h(
          'li',
          {},
          h(
            'button',
            { type: 'button', class: `thread-row${th.unread > 0 ? ' has-unread' : ''}`, 'data-thread': th.key, 'data-testid': 'press-thread', onclick: () => openThread(th.key) },
            h('span', { class: 'thread-name' }, threadName(th)),
            th.unread > 0 ? h('span', { class: 'badge unread', 'data-testid': 'thread-unread', 'aria-label': t('press.unread', { n: th.unread }) }, String(th.unread)) : null,
            h('span', { class: 'thread-last muted' }, last ? `${colon(sender(last))} ${last.body}` : t('press.noMessages')),
          ),
        );
      }),
    );
  }

  /** The form that opens a conversation with chosen powers: only those who read; the others named with why. */
  function renderNew(): void {
    if (!canWrite || (!rules.private && !asReferee)) return mount(newBox);
    const others = correspondents.filter((c) => c.power !== me);
    const readers = others.filter((c) => c.reads);
    const refused = others.filter((c): c is Extract<Correspondent, { reads: false }> => !c.reads);
    // One clause per reason, naming its powers: "Austria, Germany and Italy: played by bots, which read no press".
    const groups = (['bot', 'out', 'empty'] as const).flatMap((why) => {
      const names = refused.filter((c) => c.why === why).map((c) => powerName(c.power));
      if (names.length === 0) return [];
      const powers = names.length === 1 ? names[0]! : t('press.and', { first: names.slice(0, -1).join(', '), last: names.at(-1)! });
      return [t(`press.whyGroup.${why}.${names.length === 1 ? 'one' : 'many'}` as Key, { powers })];
    });
    const notOffered = groups.length > 0 ? h('p', { class: 'muted not-offered', 'data-testid': 'press-not-offered' }, t('press.notOffered', { list: groups.join(t('press.listSep')) })) : null;
    if (readers.length === 0) return mount(newBox, h('p', { class: 'muted' }, t('press.new.nobody')), notOffered);
    const boxes = readers.map((c) => h('input', { type: 'checkbox', value: c.power, name: 'press-to' }));
    const problem = h('p', { class: 'muted', role: 'status' });
    const form = h(
      'form',
      {
        class: 'press-new-form',
        hidden: true,
        onsubmit: (e: Event) => {
          e.preventDefault();
          const chosen = boxes.filter((b) => b.checked).map((b) => b.value);
          if (chosen.length === 0) return void (problem.textContent = t('press.new.none'));
          problem.textContent = '';
          boxes.forEach((b) => (b.checked = false));
          form.hidden = true;
          const th = threads.ensure(powersKey(chosen));
          if (th.messages.length === 0) th.openedAt = Date.now();
          openThread(th.key);
        },
      },
      h('fieldset', { class: 'recipients' }, h('legend', {}, t('press.new.pick')), boxes.map((b) => h('label', {}, b, ' ', powerName(b.value)))),
      problem,
      h('button', { type: 'submit' }, t('press.new.open')),
    );
    const toggle = h('button', { type: 'button', class: 'secondary', 'data-testid': 'press-new', 'aria-expanded': 'false', onclick: () => {
      form.hidden = !form.hidden;
      toggle.setAttribute('aria-expanded', String(!form.hidden));
    } }, t('press.new'));
    mount(newBox, toggle, form, notOffered);
  }

  // ---- one conversation -------------------------------------------------------------
  let threadList: HTMLOListElement | null = null;

  function whoLine(th: Thread): string {
    if (th.kind === 'all') return t('press.who.all');
    if (th.kind === 'referee') return t('press.who.referee');
    if (th.kind === 'unsigned') return t('press.who.unsigned');
    const names = th.with.map(powerName).join(', ');
    return asReferee ? t('press.who.powersGm', { names }) : t('press.who.powers', { names });
  }

  /** Why the caller cannot write in this conversation, or null when he can. */
  function noWriting(th: Thread): string | null {
    if (!canWrite || th.kind === 'referee' || th.kind === 'unsigned') return '';
    if (th.kind === 'all' && !rules.public && !asReferee) return t('press.noPublic');
    if (th.kind === 'powers' && !rules.private && !asReferee) return t('press.noPrivate');
    const cannot = nonReaders(th.with, correspondents);
    if (cannot.length > 0) return t('press.cannotWrite', { list: cannot.map(whyText).join(t('press.listSep')) });
    return null;
  }

  function renderMessages(th: Thread): void {
    if (!threadList) return;
    if (th.messages.length === 0) return void mount(threadList, h('li', { class: 'muted' }, t('press.noMessages')));
    mount(
      threadList,
      th.messages.map((m) => {
        const status = m.mine?.status ?? m.status;
        return h(
          'li',
          { class: `message${m.mine ? ' mine' : ''}`, 'data-testid': 'press-message' },
          h(
            'div',
            { class: 'meta' },
            h('strong', {}, sender(m)),
            m.mine?.press === 'grey' ? h('span', { class: 'badge' }, t('press.sentUnsigned')) : null,
            m.mine?.press === 'black' && m.from && m.from !== 'referee' ? h('span', { class: 'badge' }, t('press.sentAs', { power: powerName(m.from) })) : null,
            ' · ',
            h('time', {}, formatDate(m.createdAt)),
            status === 'held' ? h('span', { class: 'badge' }, t('press.held')) : status === 'rejected' ? h('span', { class: 'badge' }, t('press.rejected')) : null,
          ),
          h('p', {}, m.body),
          // diadoques §9d.1, diadokhoi §7.11.3: the referee of a moderated game releases or rejects each held message.
          asReferee && m.status === 'held' && !m.mine
            ? h(
                'div',
                { class: 'row moderate' },
                h('button', { type: 'button', 'data-testid': 'press-release', onclick: () => void moderate(m, 'release') }, t('press.release')),
                h('button', { type: 'button', class: 'secondary', 'data-testid': 'press-reject', onclick: () => void moderate(m, 'reject') }, t('press.reject')),
              )
            : null,
        );
      }),
    );
    threadList.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }

  async function moderate(m: Message, action: 'release' | 'reject'): Promise<void> {
    errors.clear();
    try {
      const r = await request<{ message: Message }>('POST', `/games/${encodeURIComponent(game.id)}/messages/${encodeURIComponent(m.id)}/${action}`);
      const th = threads.ensure(m.thread);
      threads.add({ ...r.message, thread: m.thread, ...(action === 'reject' ? { status: 'rejected' as const } : {}) });
      renderMessages(th);
    } catch (x) {
      errors.show(x);
    }
  }

  function composer(th: Thread): HTMLElement {
    const why = noWriting(th);
    if (why !== null) return h('p', { class: 'muted no-compose', 'data-testid': 'press-no-compose' }, why);
    const kinds = asReferee ? [] : (['grey', 'black'] as const).filter((k) => rules[k]);
    const kind = h('select', { 'aria-label': t('press.kind') }, h('option', { value: 'white' }, t('press.kind.white')), kinds.map((k) => h('option', { value: k }, t(`press.kind.${k}`))));
    const claimable = correspondents.map((c) => c.power).filter((p) => p !== me);
    const as = h('select', { 'aria-label': t('press.kind.black'), hidden: true }, claimable.map((p) => h('option', { value: p }, powerName(p))));
    kind.addEventListener('change', () => (as.hidden = kind.value !== 'black'));
    const body = h('textarea', { rows: 3, 'aria-label': t('press.body'), maxlength: 5000, class: 'press-body' });
    const send = h('button', { type: 'submit' }, t('press.send'));
    return h(
      'form',
      {
        class: 'compose',
        'data-testid': 'press-compose',
        onsubmit: async (e: Event) => {
          e.preventDefault();
          errors.clear();
          send.disabled = true;
          try {
            const r = await api.post(game.id, { to: th.kind === 'all' ? 'all' : th.with, body: body.value, press: kind.value, ...(kind.value === 'black' ? { as: as.value } : {}) });
            body.value = '';
            panel.add(r.message);
          } catch (x) {
            if (x instanceof ApiError && x.code === 'recipient-cannot-read') {
              // The seats changed since the panel was drawn (a power eliminated, a bot took over): say who and why.
              errors.show(new ApiError(x.status, x.code, t('press.refused', { list: refusedText(x) })));
              void reload();
            } else errors.show(x);
          } finally {
            send.disabled = false;
          }
        },
      },
      kinds.length > 0 ? h('div', { class: 'row' }, kind, as) : null,
      body,
      send,
    );
  }

  function refusedText(x: ApiError): string {
    return x.problems
      .flatMap((p) => {
        const d = p.data as { power?: string; why?: 'bot' | 'out' | 'empty' } | undefined;
        return d?.power && d.why ? [whyText({ power: d.power, reads: false, why: d.why })] : [];
      })
      .join(t('press.listSep'));
  }

  function openThread(key: string): void {
    const th = threads.ensure(key);
    open = key;
    errors.clear();
    threadList = h('ol', { class: 'messages', 'aria-live': 'polite' });
    const title = h('h3', { tabindex: -1, 'data-testid': 'press-thread-title' }, threadName(th));
    mount(
      threadView,
      h('button', { type: 'button', class: 'link press-back', 'data-testid': 'press-back', onclick: () => closeThread() }, `← ${t('press.back')}`),
      title,
      h('p', { class: 'muted press-who', 'data-testid': 'press-who' }, whoLine(th)),
      threadList,
      composer(th),
    );
    renderMessages(th);
    listView.hidden = true;
    threadView.hidden = false;
    title.focus({ preventScroll: true });
    title.scrollIntoView({ block: 'nearest' });
    markOpen();
  }

  function closeThread(): void {
    const key = open;
    open = null;
    threadList = null;
    threadView.hidden = true;
    listView.hidden = false;
    errors.clear();
    renderList();
    if (key) list.querySelector<HTMLElement>(`[data-thread="${CSS.escape(key)}"]`)?.focus();
  }

  /** Whether the reader sees the panel now (its tab selected, the page in front). */
  const visible = () => panel.el.isConnected && !panel.el.closest('[hidden]') && document.visibilityState !== 'hidden';

  /** Marks the open conversation read up to its last message, when it is on screen. */
  function markOpen(): void {
    if (!open || !visible()) return;
    const th = threads.get(open);
    const last = th?.messages.at(-1);
    if (!th || !last || th.unread === 0) return;
    th.unread = 0;
    emit();
    renderList();
    void api.markRead(game.id, last.id, th.key).then(
      (r) => {
        if (r.threads) threads.setUnread({ ...r.threads, ...(open === th.key ? { [th.key]: 0 } : {}) });
        emit();
        renderList();
      },
      () => {},
    );
  }

  async function reload(): Promise<void> {
    const r = await api.messages(game.id);
    for (const m of r.messages) threads.add(m);
    for (const th of r.threads) threads.ensure(th.key);
    threads.setUnread(Object.fromEntries(r.threads.map((th) => [th.key, th.unread])));
    correspondents = r.correspondents;
    emit();
    renderList();
    renderNew();
    if (open) {
      const th = threads.get(open)!;
      renderMessages(th);
      markOpen();
    }
  }

  const panel: PressPanel = {
    el: h('section', { class: 'press-panel' }, h('h2', {}, t('press.title')), listView, threadView, errors.el),
    add(m) {
      const fresh = threads.add(m);
      const th = threads.ensure(m.thread);
      if (fresh && countsAsUnread(m)) th.unread++;
      if (open === m.thread) {
        renderMessages(th);
        markOpen();
      }
      emit();
      renderList();
    },
    markRead() {
      markOpen();
    },
    onUnread(f) {
      unreadListener = f;
      emit();
    },
    onCount(f) {
      countListener = f;
      emit();
    },
  };
  renderList();
  renderNew();
  void reload().catch(errors.show);
  // Back to this browser tab with a conversation open: what arrived meanwhile is read now.
  document.addEventListener('visibilitychange', () => markOpen());
  return panel;
}
