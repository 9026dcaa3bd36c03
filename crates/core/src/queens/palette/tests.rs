use super::vision::ciede2000;
use super::*;
use crate::queens::{generate, Cell, Layout, Level, QueensError, MAX_N, MIN_N};
use std::sync::LazyLock;

/// The layouts the floor is measured on: 40 a size from 5 to 16 (10 a level), by seed,
/// generated once for all the tests.
static LAYOUTS: LazyLock<Vec<Layout>> = LazyLock::new(|| {
    let mut out = Vec::new();
    for n in 5..=MAX_N {
        for seed in 0..40u64 {
            let level = Level::ALL[seed as usize % Level::ALL.len()];
            match generate(n, seed, level) {
                Ok(g) => out.push(g.layout),
                Err(QueensError::GaveUp { .. }) => {}
                Err(e) => panic!("{n}×{n}, seed {seed}: {e}"),
            }
        }
    }
    out
});

/// The pairs of regions sharing an edge, found again here rather than by the module's
/// own [`neighbours`], so that a fault there cannot hide.
fn touching(layout: &Layout) -> Vec<(usize, usize)> {
    let n = layout.n();
    let mut pairs = std::collections::BTreeSet::new();
    for row in 0..n {
        for col in 0..n {
            let a = layout.region(Cell::new(row, col));
            for (r, c) in [(row + 1, col), (row, col + 1)] {
                if r < n && c < n {
                    let b = layout.region(Cell::new(r, c));
                    if a != b {
                        pairs.insert((a.min(b), a.max(b)));
                    }
                }
            }
        }
    }
    pairs.into_iter().collect()
}

#[test]
fn touching_regions_stay_apart_for_every_vision() {
    let layouts = &*LAYOUTS;
    // Too many give-ups would make the floor an empty promise.
    assert!(layouts.len() >= 450, "only {} layouts", layouts.len());
    let mut faults = Vec::new();
    for layout in layouts {
        let colours = assign(layout);
        let mut pairs = neighbours(layout);
        pairs.sort_unstable();
        assert_eq!(pairs, touching(layout), "{layout}");
        for (a, b) in pairs {
            let (x, y) = (PALETTE[colours[a]], PALETTE[colours[b]]);
            for vision in Vision::ALL {
                let d = distance(x.rgb(), y.rgb(), vision);
                if d < MIN_NEIGHBOUR_DISTANCE {
                    faults.push(format!(
                        "{layout}\n{} next to {}: {d:.2} ({vision:?})",
                        x.hex, y.hex
                    ));
                }
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} pairs too close:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

#[test]
fn assign_gives_each_region_its_own_swatch_and_always_the_same() {
    let mut layouts = LAYOUTS.clone();
    for n in MIN_N..=MAX_N {
        layouts.push(Layout::rows(n).expect("rows"));
    }
    layouts.extend(
        (0..8)
            .filter_map(|seed| generate(MIN_N, seed, Level::Easy).ok())
            .map(|g| g.layout),
    );
    for layout in layouts.iter().step_by(7) {
        let colours = assign(layout);
        assert_eq!(colours.len(), layout.n(), "{layout}");
        assert!(colours.iter().all(|&s| s < PALETTE.len()), "{colours:?}");
        let mut seen = colours.clone();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), colours.len(), "{colours:?}");
        assert_eq!(assign(layout), colours, "{layout}");
    }
}

#[test]
fn simulation_matches_known_values() {
    for vision in Vision::ALL {
        for (c, v) in simulate([255; 3], vision).into_iter().zip([1.0; 3]) {
            assert!((c - v).abs() < 1e-3, "{vision:?}: white became {c}");
        }
        assert_eq!(simulate([0; 3], vision), [0.0; 3], "{vision:?}");
    }
    // Pure red is the first column of the matrix (its negative entry clipped).
    assert_eq!(
        simulate([255, 0, 0], Vision::Deuteranopia),
        [0.367322, 0.280085, 0.0]
    );
    let (red, green) = ([255, 0, 0], [0, 255, 0]);
    // Normal eyes see red and green as far apart as colours go ...
    assert!(distance(red, green, Vision::Normal) > 80.0);
    // ... a deuteranope as one yellowish hue, told apart by lightness alone.
    assert!(distance(red, green, Vision::Deuteranopia) < 20.0);
    let [r, g, _] = simulate(red, Vision::Deuteranopia);
    let [r2, g2, _] = simulate(green, Vision::Deuteranopia);
    assert!((r / g - r2 / g2).abs() < 0.05, "{} vs {}", r / g, r2 / g2);
    // A protanope sees red dark: about half its normal luminance.
    let [r, g, b] = simulate(red, Vision::Protanopia);
    assert!(0.2126 * r + 0.7152 * g + 0.0722 * b < 0.6 * 0.2126);
    // Blue and green merge for a tritanope more than for anyone else.
    let (blue, teal) = ([0, 120, 255], [0, 200, 160]);
    let tritan = distance(blue, teal, Vision::Tritanopia);
    assert!(Vision::ALL[..3]
        .iter()
        .all(|&v| distance(blue, teal, v) > tritan));
    // Round trip of the transfer function.
    for c in [0u8, 10, 128, 255] {
        assert!((srgb(linear(c)) * 255.0 - f64::from(c)).abs() < 1e-9);
    }
}

#[test]
fn ciede2000_matches_sharma_wu_dalal() {
    // Pairs 1, 7, 17, 25 and 34 of Sharma, Wu & Dalal (2005), table 1.
    let pairs = [
        ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
        ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
        ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        (
            [60.2574, -34.0099, 36.2677],
            [60.4626, -34.1751, 39.4387],
            1.2644,
        ),
        (
            [22.7233, 20.0904, -46.6940],
            [23.0331, 14.9730, -42.5619],
            2.0373,
        ),
    ];
    for (a, b, want) in pairs {
        assert!((ciede2000(a, b) - want).abs() < 1e-4, "{a:?} {b:?}");
        assert!((ciede2000(b, a) - want).abs() < 1e-4, "{b:?} {a:?}");
    }
}

#[test]
fn normal_eyes_tell_every_two_swatches_apart() {
    for (i, s) in PALETTE.iter().enumerate() {
        for t in &PALETTE[i + 1..] {
            let d = distance(s.rgb(), t.rgb(), Vision::Normal);
            assert!(d >= 14.0, "{} and {}: {d:.2}", s.hex, t.hex);
        }
    }
}

#[test]
fn a_dark_queen_reads_on_every_swatch() {
    // WCAG 2: (lighter + 0.05) / (darker + 0.05), at least 4.5 for text.
    let ink = luminance([0x1b; 3]);
    for s in PALETTE {
        let contrast = (luminance(s.rgb()) + 0.05) / (ink + 0.05);
        assert!(contrast >= 4.5, "{}: {contrast:.2}", s.hex);
    }
}

#[test]
fn swatches_are_well_formed_and_each_once() {
    assert_eq!(hex(3), PALETTE[3].hex);
    assert_eq!(hex(PALETTE.len() + 3), PALETTE[3].hex, "an index wraps");
    for (i, s) in PALETTE.iter().enumerate() {
        let digits = s.hex.strip_prefix('#').unwrap_or("");
        assert!(
            digits.len() == 6
                && digits
                    .bytes()
                    .all(|d| matches!(d, b'0'..=b'9' | b'a'..=b'f')),
            "{}",
            s.hex
        );
        for t in &PALETTE[i + 1..] {
            assert_ne!(s.hex, t.hex);
        }
    }
    assert_eq!(PALETTE[0].rgb(), {
        let h = |k: usize| u8::from_str_radix(&PALETTE[0].hex[k..k + 2], 16).unwrap_or(0);
        [h(1), h(3), h(5)]
    });
}
