//! `queens bench`: the figures of issue #76, measured in-process with one clock (median
//! of many runs, so one slow run does not move them). Run from a release build.

use crate::failure::Failure;
use nqueens_core::queens::{count, generate, is_unique, Layout, Level};
use std::io::Write;
use std::time::{Duration, Instant};

/// The median and the largest of some timings.
fn summary(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    (median, times.last().copied().unwrap_or_default())
}

/// Generate + grade at one size: `seeds` seeds for each level, the median of each
/// level and of all.
fn generation(n: usize, seeds: u64, out: &mut dyn Write) -> Result<(), Failure> {
    let mut all = Vec::new();
    for level in Level::ALL {
        let mut times = Vec::new();
        for seed in 0..seeds {
            let t = Instant::now();
            generate(n, seed, level).map_err(Failure::Queens)?;
            times.push(t.elapsed());
        }
        all.extend(&times);
        let (median, max) = summary(times);
        writeln!(
            out,
            "  {n}×{n} {:<6}  median {median:>10.2?}  max {max:>10.2?}",
            level.id()
        )?;
    }
    let (median, max) = summary(all);
    writeln!(
        out,
        "  {n}×{n} all     median {median:>10.2?}  max {max:>10.2?}"
    )?;
    Ok(())
}

/// Runs every figure.
pub fn run(layouts: u64, out: &mut dyn Write) -> Result<(), Failure> {
    // Prove unique: generated layouts of sizes 7 to 11, each level in turn.
    let mut times = Vec::new();
    for i in 0..layouts {
        let n = 7 + (i % 5) as usize;
        let g = generate(n, i, Level::ALL[(i % 4) as usize]).map_err(Failure::Queens)?;
        let t = Instant::now();
        let unique = is_unique(&g.layout);
        times.push(t.elapsed());
        if !unique {
            return Err(Failure::Refused(format!(
                "generated layout {i} is not unique"
            )));
        }
    }
    let (median, max) = summary(times);
    writeln!(
        out,
        "prove unique, {layouts} generated layouts n = 7..11: median {median:.2?}, max {max:.2?}"
    )?;
    writeln!(out, "generate + grade (seeds 0..):")?;
    generation(9, 40, out)?;
    generation(16, 10, out)?;
    let rows = Layout::rows(12).map_err(Failure::Queens)?;
    let t = Instant::now();
    let found = count(&rows, u64::MAX);
    writeln!(
        out,
        "A002464(12), the rows layout counted: {} in {:.2?} ({} nodes)",
        found.solutions,
        t.elapsed(),
        found.nodes
    )?;
    Ok(())
}
