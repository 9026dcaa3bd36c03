//! Confinement: k units of one kind whose cells all lie inside k units of another kind
//! take all k queens of those, so the containers' other cells are cleared. With k = 1
//! these are the first techniques players learn (a region inside one row, a row inside
//! one region); with k ≥ 2, the N-in-N technique.
//!
//! If k regions lie inside k rows, the other rows lie inside the other regions, and
//! both say the same cells go: so only sets of at most half the open lines are tried,
//! at most C(16, 8) sets of each kind on the largest board.

use super::View;
use crate::queens::cells::Cells;
use crate::queens::step::{Action, Step};
use crate::queens::technique::Technique;
use crate::queens::units::Unit;

/// Which units are confined (inner) and which contain them (outer).
#[derive(Clone, Copy)]
enum Kind {
    Region,
    Row,
    Col,
}

/// The four pairings and their techniques (k = 1, k ≥ 2), easiest first.
const PAIRINGS: [(Kind, Kind, Technique, Technique); 4] = [
    (
        Kind::Region,
        Kind::Row,
        Technique::RegionInLine,
        Technique::RegionsInLines,
    ),
    (
        Kind::Region,
        Kind::Col,
        Technique::RegionInLine,
        Technique::RegionsInLines,
    ),
    (
        Kind::Row,
        Kind::Region,
        Technique::LineInRegion,
        Technique::LinesInRegions,
    ),
    (
        Kind::Col,
        Kind::Region,
        Technique::LineInRegion,
        Technique::LinesInRegions,
    ),
];

/// A region inside one line, or a line inside one region.
pub(super) fn one_in_one(v: &View) -> Option<Step> {
    PAIRINGS
        .iter()
        .find_map(|&(inner, outer, single, _)| confined(v, inner, outer, 1, single))
}

/// N regions inside N lines, then N lines inside N regions, smallest N first.
pub(super) fn n_in_n(v: &View) -> Option<Step> {
    let open = v.open.len() / 3;
    (2..=open / 2).find_map(|k| {
        PAIRINGS
            .iter()
            .find_map(|&(inner, outer, _, many)| confined(v, inner, outer, k, many))
    })
}

fn of_kind(v: &View, kind: Kind) -> Vec<Unit> {
    v.open
        .iter()
        .copied()
        .filter(|u| {
            matches!(
                (kind, u),
                (Kind::Region, Unit::Region(_))
                    | (Kind::Row, Unit::Row(_))
                    | (Kind::Col, Unit::Col(_))
            )
        })
        .collect()
}

/// The first set of `k` outer units holding exactly `k` inner units' cells, whose
/// other cells are still unknown somewhere.
fn confined(v: &View, inner: Kind, outer: Kind, k: usize, technique: Technique) -> Option<Step> {
    let inner = of_kind(v, inner);
    let outer = of_kind(v, outer);
    let m = outer.len();
    if k == 0 || k > m {
        return None;
    }
    // Each inner unit's span: the outer units (by index in `outer`) its cells meet.
    let spans: Vec<u32> = inner
        .iter()
        .map(|&i| {
            let left = v.left(i);
            (0..m).fold(0, |s, j| {
                s | u32::from(!(left & v.u.cells(outer[j])).is_empty()) << j
            })
        })
        .collect();
    // The k-subsets of 0..m in increasing order (Gosper's hack).
    let mut set: u32 = (1 << k) - 1;
    while set < 1 << m {
        let inside: Vec<usize> = (0..inner.len())
            .filter(|&i| spans[i] != 0 && spans[i] & !set == 0)
            .collect();
        if inside.len() == k {
            let chosen: Vec<Unit> = (0..m)
                .filter(|j| set >> j & 1 == 1)
                .map(|j| outer[j])
                .collect();
            let area = chosen.iter().fold(Cells::EMPTY, |a, &u| a | v.u.cells(u));
            let kept = inside
                .iter()
                .fold(Cells::EMPTY, |a, &i| a | v.u.cells(inner[i]));
            let cleared = area & (v.cand - kept);
            if !cleared.is_empty() {
                let because = inside
                    .iter()
                    .fold(Cells::EMPTY, |a, &i| a | v.left(inner[i]));
                let mut units: Vec<Unit> = inside.iter().map(|&i| inner[i]).collect();
                units.extend(chosen);
                return Some(Step {
                    technique,
                    because: because.to_vec(),
                    units,
                    action: Action::Clear(cleared.to_vec()),
                });
            }
        }
        let low = set & set.wrapping_neg();
        let ripple = set + low;
        set = (((set ^ ripple) >> 2) / low) | ripple;
    }
    None
}
