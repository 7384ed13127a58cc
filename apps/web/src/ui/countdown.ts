/** A live deadline countdown; every countdown on the page ticks from one timer. */
import { h } from '../dom.ts';
import { formatDuration, t } from '../i18n.ts';

const live = new Set<() => void>();
let timer: number | null = null;

function tickAll(): void {
  for (const f of live) f();
}

export function countdown(deadlineAt: number | null, pausedLeftMs: number | null = null, template: 'game.deadlineIn' | 'game.reactionIn' | 'lobby.deadlineIn' = 'game.deadlineIn'): HTMLElement {
  const el = h('span', { class: 'countdown' });
  if (deadlineAt === null) {
    el.textContent = pausedLeftMs !== null ? `${t('game.paused')} (${formatDuration(pausedLeftMs)})` : '—';
    return el;
  }
  el.setAttribute('title', new Date(deadlineAt).toLocaleString());
  const update = () => {
    if (!el.isConnected && el.dataset.started) return void live.delete(update);
    el.dataset.started = '1';
    const left = deadlineAt - Date.now();
    el.textContent = left > 0 ? t(template, { time: formatDuration(left) }) : t('game.deadlinePassed');
    el.classList.toggle('urgent', left > 0 && left < 3600_000);
  };
  update();
  live.add(update);
  timer ??= window.setInterval(tickAll, 1000);
  return el;
}
