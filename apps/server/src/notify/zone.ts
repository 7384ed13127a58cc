/**
 * Deadlines in each player's time zone (issue 21 item 3). A user stores the IANA zone his browser
 * reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`); mails and webhooks print every
 * date in it, with its name, so "17:30 Asia/Kolkata" cannot be misread. Without one: UTC.
 */

/** The zones this server knows (the runtime's ICU list), checked once. */
let known: Set<string> | null = null;

/**
 * An IANA zone name this server can print in. ICU lists canonical names only (`Asia/Calcutta`)
 * while browsers report current ones (`Asia/Kolkata`), so a name absent from the list is also
 * taken when the runtime resolves it as a zone name (not an offset such as `+05:30`).
 */
export function isTimeZone(zone: string): boolean {
  known ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (known.has(zone)) return true;
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `2025-01-01 17:30 Asia/Kolkata`: the same form in both languages, 24-hour, the zone's name last. */
export function inZone(ms: number, zone: string | null): string {
  const z = zone && isTimeZone(zone) ? zone : 'UTC';
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')} ${z}`;
}
