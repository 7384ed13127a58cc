/**
 * A command a game adds to `npx diadochi` (e.g. `map`, `adjudicate`, `datc`, `selfplay`).
 * Tools live apart from rules code: they may read files and print; rules may not.
 */
export interface ToolCommand {
  name: string;
  summary: string;
  /** One line, e.g. `map <ruleset> [--check] [--svg FILE]`. */
  usage: string;
  /** Runs with the arguments after the command name; resolves to the process exit code. */
  run(argv: string[]): Promise<number>;
}
