/** `bundle` relative to the repository root; its absolute path when it is up to date with its sources, else null. */
export function freshBundle(bundle: string, root?: string): string | null;
