//! The techniques that look at one queen or one unit: a queen clears around it, a unit
//! with one cell left takes its queen, and the cells every option of a unit touches.

use super::View;
use crate::queens::step::{Action, Step};
use crate::queens::technique::Technique;

/// The first queen whose row, column, region or neighbours still hold an unknown cell.
pub(super) fn queen_clears(v: &View) -> Option<Step> {
    v.queens.iter().find_map(|q| {
        let cleared = v.u.attack[q.bit()] & v.cand;
        (!cleared.is_empty()).then(|| Step {
            technique: Technique::QueenClears,
            because: vec![q],
            units: v.u.units_of(q).to_vec(),
            action: Action::Clear(cleared.to_vec()),
        })
    })
}

/// The first open unit with one unknown cell: its queen.
pub(super) fn last_cell(v: &View) -> Option<Step> {
    v.open.iter().find_map(|&unit| {
        let left = v.left(unit);
        let cell = left.first().filter(|_| left.len() == 1)?;
        Some(Step {
            technique: Technique::LastCell,
            because: v.u.cells(unit).to_vec(),
            units: vec![unit],
            action: Action::Place(cell),
        })
    })
}

/// The first unit whose every option attacks or touches some unknown cell outside it:
/// a domino of a region clears the cells beside both halves, an L tromino its corner's
/// diagonal neighbour, and so on, without naming shapes.
pub(super) fn every_option_touches(v: &View) -> Option<Step> {
    v.open.iter().find_map(|&unit| {
        let left = v.left(unit);
        if left.len() < 2 {
            return None;
        }
        let hit = left
            .iter()
            .fold(v.u.grid, |hit, c| hit & v.u.attack[c.bit()]);
        let cleared = hit & (v.cand - left);
        (!cleared.is_empty()).then(|| Step {
            technique: Technique::EveryOptionTouches,
            because: left.to_vec(),
            units: vec![unit],
            action: Action::Clear(cleared.to_vec()),
        })
    })
}
