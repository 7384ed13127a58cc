/** The inspector's CPU profiler over the measured part of a benchmark (this thread only). */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

export async function startProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<any>((ok, ko) => session.post(method, params ?? {}, (e, r) => (e ? ko(e) : ok(r)))); // eslint-disable-line @typescript-eslint/no-explicit-any
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
