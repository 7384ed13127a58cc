/**
 * How the diadoques map maps onto the diadokhoi map where both show the same region: the
 * French abbreviation (printed where the French rulebook uses it, reconstructed otherwise —
 * see docs/rules/diadoques/map-decisions.md) and the French citadel ids.
 */

/** diadokhoi province or sea id → diadoques id. Rome (Rom) has no diadoques counterpart. */
export const PROVINCE_ID: Record<string, string> = {
  Ita: 'ITA', Ill: 'ILL', Scy: 'SCY', Trd: 'TRD', Thr: 'THR', Ist: 'IST', Che: 'CHE', Bos: 'BOS',
  Peo: 'PEO', Cha: 'CHA', Mac: 'MAC', Tau: 'EPI', The: 'THE', Eto: 'ETO', Att: 'ATT', Arc: 'ARC',
  Lac: 'LAC', Cre: 'CRE', Rho: 'RHO', Chy: 'CHY', Cau: 'CAU', Pon: 'PON', Pap: 'PAP', Bit: 'BIT',
  Hel: 'HEL', Lyd: 'LYD', Car: 'CAR', Mys: 'MYS', Pis: 'PIS', Phr: 'PHR', Axy: 'AXY', Ank: 'ANC',
  Lyc: 'LYC', Pte: 'PTE', Cap: 'CAP', Ion: 'ION', Pam: 'PAM', Cil: 'CIL', Com: 'COM', Arm: 'ARM',
  Syr: 'SYR', Phe: 'PHE', Dam: 'DAM', Pal: 'PAL', Nab: 'NAB', Idu: 'IDU', Sin: 'SIN', Ara: 'ARA',
  Mes: 'MES', Egy: 'EGY', Lib: 'LIB', Cyr: 'CYR', Ass: 'ASS', Ghe: 'GHE', Chd: 'CHD', LMe: 'BAS',
  Sus: 'SUS', Per: 'PER', Med: 'MED', Hyr: 'HYR',
  PeG: 'GPE', ArG: 'GAR', HyS: 'MHY', EMS: 'MOR', InS: 'MIN', GSa: 'SAL', RhS: 'MRD', IoS: 'MIO',
  Mae: 'MAE', Adr: 'ADR', Cyc: 'CYC', Eol: 'EOL', Eub: 'EUB', Aeg: 'EGE', Pro: 'PRO', WPE: 'POC',
  EPE: 'POR',
};

/** diadokhoi citadel id → diadoques citadel id (Laranda, Ankyra and Ariararthea have none). */
export const CITADEL_ID: Record<string, string> = {
  pella: 'pella', lysimachia: 'lysimachia', gordion: 'gordion', babylone: 'babylone', alexandria: 'alexandrie',
  parsagades: 'parsagades', petra: 'petra', cyrene: 'cyrene', tyr: 'tyr', 'alexandria-of-issos': 'alexandrie-d-issos',
  soloi: 'soloi', panticapea: 'panticapee', sardes: 'sardes', milet: 'milet', rhodes: 'rhodes', byzance: 'byzance',
  athens: 'athenes', sparta: 'sparte', tarenta: 'tarente', pydna: 'pydna', lamia: 'lamia', delphi: 'delphes',
  salamine: 'salamine', 'heraclea-pontica': 'heraclee-pontique', cyzica: 'cyzique', isaura: 'isaura', nora: 'nora',
  ephese: 'ephese', gaza: 'gaza', peluse: 'peluse', suse: 'suse', ekbatane: 'ecbatane', hecatompylos: 'hecatompylos',
};

export function toFr(id: string): string {
  const out = PROVINCE_ID[id] ?? CITADEL_ID[id];
  if (!out) throw new Error(`no diadoques counterpart for ${id}`);
  return out;
}
