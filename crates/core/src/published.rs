//! The figures the literature publishes, quoted so that tests and pages can compare.

/// Q(n) for n = 1..=27 (OEIS A000170): index 0 is n = 1.
pub const TOTAL: [u64; 27] = [
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2_680,
    14_200,
    73_712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// Fundamental solutions for n = 1..=27 (OEIS A002562).
pub const FUNDAMENTAL: [u64; 27] = [
    1,
    0,
    0,
    1,
    2,
    1,
    6,
    12,
    46,
    92,
    341,
    1_787,
    9_233,
    45_752,
    285_053,
    1_846_955,
    11_977_939,
    83_263_591,
    621_012_754,
    4_878_666_808,
    39_333_324_973,
    336_376_244_042,
    3_029_242_658_210,
    28_439_272_956_934,
    275_986_683_743_434,
    2_789_712_466_510_289,
    29_363_495_934_315_694,
];

/// The published (total, fundamental) for n, if known.
pub fn counts(n: usize) -> Option<(u64, u64)> {
    let i = n.checked_sub(1)?;
    Some((*TOTAL.get(i)?, *FUNDAMENTAL.get(i)?))
}

/// Asymptotic estimate Q(n) ≈ (0.143·n)^n (Simkin 2021).
pub fn asymptotic(n: usize) -> f64 {
    (0.143 * n as f64).powi(n as i32)
}
