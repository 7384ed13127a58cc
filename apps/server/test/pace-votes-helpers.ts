/** What the tests of issue 21 items 3 and 5 share (named paces, time zones, votes). */
export { backends, expectOk, startedGame, testServer, users } from './helpers.ts';

let n = 0;
/** A user name no other test of the same server takes. */
export const uniqueName = (s: string) => `${s}-pv${++n}`;
