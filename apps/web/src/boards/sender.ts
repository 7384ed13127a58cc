/**
 * How a board sends the decision a player clicked: one at a time, and never twice on the same
 * view. After a decision is accepted the view on screen is answered: its buttons stay disabled
 * until the board is given the next view (`fresh`). Without that, the moment between the
 * judge's answer and the new view showed the old choices enabled again, and a second click (a
 * double click, or a quick player) went to a step that was over and came back refused
 * (`stale-step`, seen in CI on the Syracuse board). A refused decision leaves the view open.
 */
export interface Sender<D> {
  /** A decision is on its way, or the view shown has been answered: choices are disabled. */
  busy(): boolean;
  /** Sends `d` unless busy; resolves to the problem's text, '' when it was accepted. */
  send(d: D): Promise<string>;
  /** The board was given a new view: its choices may be sent. */
  fresh(): void;
}

export function decisionSender<D>(decide: (d: D) => Promise<void>): Sender<D> {
  let inFlight = false;
  let answered = false;
  return {
    busy: () => inFlight || answered,
    async send(d) {
      if (inFlight || answered) return '';
      inFlight = true;
      // Set before `decide`: a local game hands the board its next view inside `decide`, and that
      // `fresh()` must win over this mark.
      answered = true;
      try {
        await decide(d);
        return '';
      } catch (e) {
        answered = false;
        return e instanceof Error ? e.message : String(e);
      } finally {
        inFlight = false;
      }
    },
    fresh() {
      answered = false;
    },
  };
}

export interface SendHooks {
  /** The view on screen: a selection is cleared after an accepted decision only if it is still this one. */
  view(): unknown;
  /** The refusal's text, '' when none. */
  problem(text: string): void;
  /** Clears the selection once the decision was accepted (a local game has already set its next view's). */
  accepted(): void;
  redraw(): void;
}

/** A screen's `send`: the decision goes out with its buttons disabled meanwhile, and the refusal or acceptance is drawn. */
export function screenSend<D>(sender: Sender<D>, hooks: SendHooks): (d: D) => Promise<void> {
  return async (d) => {
    if (sender.busy()) return;
    hooks.problem('');
    const before = hooks.view();
    const sent = sender.send(d);
    hooks.redraw();
    const problem = await sent;
    hooks.problem(problem);
    if (!problem && hooks.view() === before) hooks.accepted();
    hooks.redraw();
  };
}
