import type { DatcCase } from './datc-case.ts';

/**
 * Where the DATC data file (TedDriggs/diplomacy `json_tests/datc.json`) departs from the DATC
 * v3.0 document's preferred answers, the case is run with the fields below replaced — each with
 * the DATC passage that justifies it. Every amendment is explained in
 * docs/rules/classic/decisions.md ("The DATC data file").
 */
export interface DatcAmendment {
  /** Case name in the file. */
  name: string;
  /** The case's edition when the file has the same name for several editions. */
  edition?: string;
  reason: string;
  /** Fields replaced wholesale. */
  replace: Partial<Pick<DatcCase, 'orders' | 'preceding_main_phase' | 'civil_disorder'>>;
}

export const DATC_AMENDMENTS: readonly DatcAmendment[] = [
  {
    name: 't6b02_moving_with_unspecified_coast_when_coast_is_not_necessary',
    reason: 'DATC 4.B.2 and 6.B.2 prefer that the move is attempted to the only coast the fleet can reach (a poorly written order with one meaning); the file says it fails.',
    replace: { orders: { 'FRA: F gas -> spa': 'Succeeds' } },
  },
  {
    name: 't6b10_unit_ordered_with_wrong_coast',
    reason: 'DATC 4.B.5 and 6.B.10 prefer that the wrong coast of the ordered unit is ignored and the move attempted; the file follows its author\'s stricter choice ("errata").',
    replace: { orders: { 'FRA: F spa(nc) -> lyo': 'Succeeds' } },
  },
  {
    name: 't6b12_army_movement_with_coastal_specification',
    reason: 'DATC 4.B.6 and 6.B.12 prefer that a coast written for an army is ignored and the move attempted; the file follows its author\'s stricter choice ("errata").',
    replace: { orders: { 'FRA: A gas -> spa(nc)': 'Succeeds' } },
  },
  {
    name: 't6b15_supporting_foreign_unit_with_unspecified_coast',
    reason: 'DATC 6.B.15 prefers that the support without coast succeeds and "the Italian fleet in the Western Mediterranean bounces": both fleets have strength 2, so the English fleet bounces too. The file says it succeeds (and ignores the case).',
    replace: {
      orders: {
        'FRA: F por supports F mao -> spa': null,
        'ENG: F mao -> spa(nc)': 'Fails',
        'ITA: F lyo supports F wes -> spa(sc)': null,
        'ITA: F wes -> spa(sc)': 'Fails',
      },
    },
  },
  {
    name: 't6g11_a_convoy_to_an_adjacent_place_with_a_paradox',
    reason: 'DATC v3.0 changed its preference for 6.G.11 (history, version 3.0): no fallback to the land route, so this is the simple convoy paradox — the fleet in the North Sea dislodges the convoying fleet and the army in Sweden does not advance. The file keeps the version 2 answer.',
    replace: {
      orders: {
        'ENG: F nwy Supports F nth -> ska': null,
        'ENG: F nth -> ska': 'Succeeds',
        'RUS: A swe -> nwy': 'Fails',
        'RUS: F ska convoys swe -> nwy': null,
        'RUS: F bar Supports A swe -> nwy': null,
      },
    },
  },
  {
    name: 't6h01_no_supports_during_retreat',
    reason: 'The file drops the Austrian support order of the retreat phase and expects the Turkish retreat to succeed; DATC 6.H.1 gives the support "A Serbia Supports F Trieste - Albania" and says it is illegal, so both fleets retreating to Albania are disbanded.',
    replace: {
      orders: {
        'AUS: F tri -> alb': 'Fails',
        'AUS: A ser supports F tri -> alb': null,
        'TUR: F gre -> alb': 'Fails',
      },
    },
  },
  {
    name: 't6h02_no_supports_from_retreating_unit',
    reason: 'The file\'s case is garbled ("F nor", most units missing); transcribed from DATC 6.H.2.',
    replace: {
      preceding_main_phase: {
        orders: {
          'ENG: A lvp -> edi': 'Succeeds',
          'ENG: F yor Supports A lvp -> edi': null,
          'ENG: F nwy Hold': 'Fails',
          'GER: A kie Supports A ruh -> hol': null,
          'GER: A ruh -> hol': 'Succeeds',
          'RUS: F edi Hold': 'Fails',
          'RUS: A swe Supports A fin -> nwy': null,
          'RUS: A fin -> nwy': 'Succeeds',
          'RUS: F hol Hold': 'Fails',
        },
      },
      orders: {
        'ENG: F nwy -> nth': 'Fails',
        'RUS: F edi -> nth': 'Fails',
        'RUS: F hol Supports F edi -> nth': null,
      },
    },
  },
  {
    name: 't6h03_no_convoy_during_retreat',
    reason: 'The file\'s case lacks the German attack and the convoy order; transcribed from DATC 6.H.3.',
    replace: {
      preceding_main_phase: {
        orders: {
          'ENG: F nth Hold': 'Succeeds',
          'ENG: A hol Hold': 'Fails',
          'GER: F kie Supports A ruh -> hol': null,
          'GER: A ruh -> hol': 'Succeeds',
        },
      },
      orders: {
        'ENG: A hol -> yor': 'Fails',
        'ENG: F nth convoys hol -> yor': null,
      },
    },
  },
  {
    name: 't6j09_civil_disorder_must_be_counted_from_both_coasts_second_scenario',
    reason: 'The file\'s answer comes from map data without the Norway–St Petersburg border. With it (DATC chapter 4: "Norway is connected to St Petersburg both for armies and for fleets"), the fleet in Skagerrak is two steps from St Petersburg and the army in Albania, three from Sevastopol, is removed — as in DATC 6.J.9, where the army in Greece goes.',
    replace: { civil_disorder: ['RUS: A alb'] },
  },
];

/** DATC cases missing from the data file, transcribed from the DATC document. */
export const DATC_ADDED_CASES: readonly DatcCase[] = [
  {
    name: 't6d16_convoying_a_unit_dislodging_a_unit_of_same_power_is_allowed',
    url: 'https://webdiplomacy.net/doc/DATC_v3_0.html#6.D.16',
    phase: 'Main',
    orders: {
      'ENG: A lon Hold': 'Fails',
      'ENG: F nth convoys bel -> lon': null,
      'FRA: F eng Supports A bel -> lon': null,
      'FRA: A bel -> lon': 'Succeeds',
    },
  },
];
