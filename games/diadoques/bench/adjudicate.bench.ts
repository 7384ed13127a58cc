/**
 * Median time to adjudicate one busy military season of Les Diadoques: six players, about 40
 * units and 10 characters, every unit ordered (moves, supports, sieges, a convoy, resupplies,
 * retreat lists), characters moving alone. `npx tsx games/diadoques/bench/adjudicate.bench.ts [ROUNDS]`.
 */
import { bench, Dice, formatBench, rngFromSeed } from '@diadochi/kernel';
import { resolveSeason } from '../src/rules/season.ts';
import { runScenario } from '../src/scenario/run.ts';

const POSITION = `ruleset: diadoques
season: summer -318
units:
  cassandre: A* MAC, A THE, A EPI, Ae ETO, F EUB, F EGE, A Pella
  lysimaque: A* CHE, A THR, A BOS, A HEL, F PRO, Fe POC, A Lysimachia
  antigone: A* PHR, A LYD, A CAR, A PIS, Ae AXY, A BIT, A MYS, F EOL
  eumene: A* CAP, A ANC, A LYC, A PTE, A PON, A COM
  ptolemee: A* EGY, A PHE, A PAL, F MOR, F MIN, Fe SAL, A Peluse
  seleucos: A* CHD, A MES, A BAS, A SUS, A ASS, A SYR
characters:
  Olympias: with ETO controlled by cassandre
  Philippe III: with THE controlled by cassandre
  Roxane: with MAC controlled by cassandre
  Cléopâtre: ION
control:
  cassandre: Pella, Pydna, MAC
  lysimaque: Lysimachia, CHE
  antigone: Gordion, PHR
  eumene: Tyane, CAP, Sardes
  ptolemee: Alexandrie, Peluse, EGY, Tyr
  seleucos: Babylone, CHD
sieges:
  Sardes: 1 by LYD
orders cassandre:
  A* MAC CHA
  A THE S A ETO ATT
  Ae ETO ATT
  A EPI ILL
  F EUB CYC
  F EGE S F EUB CYC
  A Pella X
orders lysimaque:
  A* CHE S A HEL MYS
  A HEL MYS
  A THR CHA
  A BOS X
  F PRO EGE
  Fe POC PAP
  A Lysimachia CHE
orders antigone:
  A* PHR S A MYS BIT
  A MYS BIT
  A BIT ANC
  A LYD A2 Sardes
  A CAR ION
  A PIS S Ae AXY LYC
  Ae AXY LYC
  F EOL MRD
  A CAR Re MYS, X
orders eumene:
  A* CAP S A LYC
  A LYC X
  A LYC Re CIL, X
  A ANC S A LYC
  A PTE PAP
  A PON PAP
  A COM SYR
orders ptolemee:
  A* EGY SIN
  A PHE SYR
  A PAL S A PHE SYR
  F MOR CYR
  F MIN S A PHE SYR
  Fe SAL CHY
  A Peluse X
orders seleucos:
  A* CHD BAS
  A BAS SUS
  A SUS PER
  A MES ARM
  A ASS MED
  A SYR COM
  A SYR Re ARA, DAM, X
`;

const run = runScenario(POSITION, { fileName: 'bench' });
if (!run.scenario || run.problems.length > 0) {
  console.error(run.sheet);
  process.exit(1);
}
const sc = run.scenario;
const orders = Object.fromEntries(Object.entries(sc.orders).map(([p, b]) => [p, b.text]));
const units = sc.state.units.length;
const characters = sc.state.characters.filter((c) => c.space !== null).length;
const rounds = Number(process.argv[2] ?? 200);
const report = bench(`adjudicate a busy diadoques season (${units} units, ${characters} characters)`, rounds, 1, () => {
  resolveSeason({ state: sc.state, orders, dice: new Dice(rngFromSeed('bench')) });
}, () => performance.now());
console.log(formatBench(report));
