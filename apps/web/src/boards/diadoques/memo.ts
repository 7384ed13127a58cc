/**
 * A piece of the view redrawn only when what it shows changed. The board redraws everything
 * from its state after each event (`view.ts`), but some pieces are costly (the map's units,
 * the engine's checks) or hold what the player is doing (a focused box, a form's choices):
 * each piece names the values it shows (`keyOf`), compared with `Object.is` to the last drawn.
 */
export function piece<S>(keyOf: (s: S) => readonly unknown[], draw: (s: S) => void): (s: S) => void {
  let last: readonly unknown[] | null = null;
  return (s) => {
    const key = keyOf(s);
    if (last && last.length === key.length && last.every((x, i) => Object.is(x, key[i]))) return;
    last = key;
    draw(s);
  };
}
