/**
 * Notifications from the judge over a WebSocket (`/api/ws`): new phases and result sheets,
 * messages, submissions, reminders, game changes. Reconnects by itself and subscribes again
 * to the games the page is showing.
 */
import { inviteFor } from './api.ts';

/** A subscription, with the token of a private game's link when the page came by it (the judge answers not-found otherwise). */
function subscribeMessage(gameId: string): { type: 'subscribe'; gameId: string; invite?: string } {
  const invite = inviteFor(gameId);
  return invite ? { type: 'subscribe', gameId, invite } : { type: 'subscribe', gameId };
}

export interface ServerMessage {
  type: string;
  gameId?: string;
  [k: string]: unknown;
}

type Listener = (m: ServerMessage) => void;

class Socket {
  private ws: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly games = new Set<string>();
  private retry = 500;
  private timer: number | null = null;
  private wanted = false;
  connected = false;

  start(): void {
    this.wanted = true;
    if (!this.ws) this.open();
  }

  /** Reopens with the current cookie (after logging in or out). */
  restart(): void {
    this.ws?.close();
    this.ws = null;
    if (this.wanted) this.open();
  }

  private open(): void {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      this.connected = true;
      this.retry = 500;
      for (const g of this.games) ws.send(JSON.stringify(subscribeMessage(g)));
      this.emit({ type: 'connection', connected: true });
    };
    ws.onmessage = (e) => {
      try {
        this.emit(JSON.parse(String(e.data)) as ServerMessage);
      } catch {
        // not ours
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.connected = false;
      this.ws = null;
      this.emit({ type: 'connection', connected: false });
      if (this.wanted && this.timer === null) {
        this.timer = window.setTimeout(() => {
          this.timer = null;
          this.open();
        }, this.retry);
        this.retry = Math.min(this.retry * 2, 15000);
      }
    };
  }

  subscribe(gameId: string): void {
    this.games.add(gameId);
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(subscribeMessage(gameId)));
  }

  unsubscribe(gameId: string): void {
    this.games.delete(gameId);
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'unsubscribe', gameId }));
  }

  on(f: Listener): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  private emit(m: ServerMessage): void {
    for (const f of [...this.listeners]) f(m);
  }
}

export const socket = new Socket();
