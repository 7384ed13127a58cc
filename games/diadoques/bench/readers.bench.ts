/**
 * The order readers' speed (issue 18, issue 13): the same texts read by every family of the
 * vocabulary — military lines of both notations, secondary, money and winter lines, classic DATC
 * lines, and one long adversarial military line — CPU time a round (user + system, which a shared
 * machine disturbs less than the wall clock). Compare a change with the same command before and
 * after it: `npx tsx games/diadoques/bench/readers.bench.ts [ROUNDS]`.
 */
import { cpuUsage } from 'node:process';
import { diadokhoiMap, diadoquesMap } from '../src/map/index.ts';
import { parseOrder as parseClassic } from '../src/classic/notation.ts';
import { parseOrders } from '../src/vocabulary/military/read.ts';
import { parseSecondaryOrders } from '../src/vocabulary/secondary.ts';
import { parseWinterOrders } from '../src/vocabulary/winter.ts';

const rounds = Number(process.argv[2] ?? 300);

const fr = ['A PHE SYR', 'F* CYC Athènes', 'A PHE X', 'Ag# SYR X', 'Am Philippe III MAC X', 'F MOR A1 Alexandrie', "A* SYR A2 Alexandrie d'Issos", 'F MOR Ra Alexandrie', 'F MOR Re MIO, CYC, Alexandrie, MRD, MIN', 'A SYR S A PHE CIL', 'F MOR C A EGY SYR', "a* syrie - alexandrie d'issos", 'Olympias MAC EPI', 'ne pas capturer Olympias'].join('\n');
const en = ['A Arc - (Cyc - EMS) - Egy', 'F Cyc C A Arc - Egy', 'A Cap S A Cil - Cat', 'A Cil H', 'A Lyd Bsg1 Sardes', 'F EMS Spl Alexandria', 'G Cyzica = A Hel'].join('\n');
const secondary = ['passage Ptolémée', 'donner Roxane à Antigone', 'corrompre A* SYR 30', 'contre-corruption A MAC 10', 'enchère A THR 10, 11, 12', 'don 10 T à Séleucos annoncé', 'ordre royal Séleucos', 'ouvrir Sardes à Antigone'].join('\n');
const winter = ['saisir trésor Lysimachia', 'entretenir A MAC', 'licencier A MAC', 'construire A MAC', 'promouvoir A MAC Ae', 'don 10 T à Séleucos annoncé', 'vote pour Antigone'].join('\n');
const classic = ['ENG: F nth -> pic', 'A par - bur', 'F North Sea supports A lon -> bel', 'A Saint-Pétersbourg hold', 'F spa(nc) -> por', 'build A war'];
const adversarial = `A ${'PHE SYR CIL '.repeat(150)}`;

let read = 0;
const round = () => {
  read += parseOrders(fr, { map: diadoquesMap }).orders.length;
  read += parseOrders(en, { map: diadokhoiMap }).orders.length;
  read += parseSecondaryOrders('diadoques', secondary).orders.length;
  read += parseWinterOrders('diadoques', winter).orders.length;
  for (const c of classic) read += parseClassic(c).ok ? 1 : 0;
  read += parseOrders(adversarial, { map: diadoquesMap }).problems.length;
};

for (let i = 0; i < 50; i++) round();
const before = cpuUsage();
for (let i = 0; i < rounds; i++) round();
const cpu = cpuUsage(before);
console.log(`readers: ${Math.round((cpu.user + cpu.system) / rounds)} µs CPU a round of 42 lines of every family and one 1,800-character adversarial line (${rounds} rounds; ${read} read in all)`);
