//! Contradictions: a queen tried on a cell, and the board answers no. One step: the
//! queen alone leaves some unit with no cell. Two steps: it leaves some unit one cell,
//! whose forced queen, with the first, leaves a unit with none. Players call it
//! "if a queen went here…"; it is the only kind of trial the engine makes, so the
//! levels below Expert need none.
//!
//! The engine never offers the one-step kind first: a queen on c that empties unit U
//! attacks all of U's cells, so every option of U attacks c (attacking is symmetric),
//! and [`EveryOptionTouches`](crate::queens::Technique::EveryOptionTouches), easier,
//! clears c. It stays, named, for a player who asks why a cell is out.

use super::View;
use crate::queens::cells::{Cell, Cells};
use crate::queens::step::{Action, Step};
use crate::queens::technique::Technique;
use crate::queens::units::Unit;

/// The first unit of `open` (skipping the units of `placed`) left with no cell.
fn emptied(v: &View, left: Cells, placed: &[Cell]) -> Option<Unit> {
    let taken: Vec<Unit> = placed.iter().flat_map(|&c| v.u.units_of(c)).collect();
    v.open
        .iter()
        .copied()
        .find(|u| !taken.contains(u) && (v.u.cells(*u) & left).is_empty())
}

/// The first unknown cell whose queen empties a unit.
pub(super) fn one_step(v: &View) -> Option<Step> {
    v.cand.iter().find_map(|c| {
        let left = v.cand - v.u.attack[c.bit()];
        let unit = emptied(v, left, &[c])?;
        Some(Step {
            technique: Technique::Contradiction,
            because: (v.left(unit) | Cells::single(c)).to_vec(),
            units: vec![unit],
            action: Action::Clear(vec![c]),
        })
    })
}

/// The first unknown cell whose queen forces another, the two emptying a unit.
pub(super) fn two_step(v: &View) -> Option<Step> {
    v.cand.iter().find_map(|c| {
        let left = v.cand - v.u.attack[c.bit()];
        let mine = v.u.units_of(c);
        v.open
            .iter()
            .filter(|u| !mine.contains(u))
            .find_map(|&forcing| {
                let only = v.u.cells(forcing) & left;
                let d = only.first().filter(|_| only.len() == 1)?;
                let after = left - v.u.attack[d.bit()];
                let unit = emptied(v, after, &[c, d])?;
                Some(Step {
                    technique: Technique::TwoStepContradiction,
                    because: (v.left(unit) | Cells::single(c) | Cells::single(d)).to_vec(),
                    units: vec![forcing, unit],
                    action: Action::Clear(vec![c]),
                })
            })
    })
}
