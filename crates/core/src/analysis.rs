//! The play page's live analysis of a position: can it still be completed, in how many
//! ways, what to do next, and which solution a full board is. One function of the
//! position, so the page's worker, its tests and any other front end read it the same.

use crate::completion::{self, Hint, MAX_COUNT_COMPLETIONS_N};
use crate::enumerate::{lexicographic_rank, MAX_RANK_N};
use crate::error::check_size;
use crate::{classes, published, Error, Placement, Solution, Symmetry, MAX_SEARCH_N};

/// Which solution the player found.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Verdict {
    /// The class's canonical (lexicographically smallest) member.
    pub canonical: Solution,
    /// The symmetry that turns the canonical solution into this one.
    pub symmetry: Symmetry,
    /// Solutions in the class.
    pub orbit_size: usize,
    /// 1-based place in lexicographic order (for n ≤ 14).
    pub rank: Option<u64>,
    /// Q(n), where it is published.
    pub total: Option<u64>,
    /// 1-based number of the class among all classes sorted by canonical form, as the
    /// gallery numbers them (for n ≤ 12).
    pub class_number: Option<usize>,
    /// How many classes n has (for n ≤ 12).
    pub classes: Option<usize>,
}

/// The live analysis of a position.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Analysis {
    /// The position analysed, so the page can drop answers about older positions.
    pub position: Placement,
    /// Some solution contains these queens.
    pub completable: bool,
    /// Solutions containing these queens (counted for n ≤ 16).
    pub completions: Option<u64>,
    /// What to do next.
    pub hint: Hint,
    /// Which solution it is, when the board is solved.
    pub verdict: Option<Verdict>,
}

/// Classes are numbered up to this board (the gallery's range).
const MAX_CLASS_NUMBER_N: usize = 12;

/// Completable? In how many ways? What next? Which solution is it? (n ≤ 32)
pub fn analyse(p: &Placement) -> Result<Analysis, Error> {
    let n = p.n();
    check_size(n, 1, MAX_SEARCH_N)?;
    let countable = n <= MAX_COUNT_COMPLETIONS_N;
    let (completable, completions) = if !p.attacks().is_empty() {
        (false, countable.then_some(0))
    } else if p.is_empty() {
        // The empty board: every solution, known without a search.
        let total = published::counts(n).map(|(t, _)| t);
        (total.is_none_or(|t| t > 0), total.filter(|_| countable))
    } else if countable {
        let c = completion::completions(p, u64::MAX);
        (c.count > 0, Some(c.count))
    } else {
        (completion::is_completable(p), None)
    };
    Ok(Analysis {
        position: *p,
        completable,
        completions,
        hint: completion::hint(p),
        verdict: Solution::try_from(*p).ok().map(|s| verdict(&s)),
    })
}

fn verdict(s: &Solution) -> Verdict {
    let n = s.n();
    let canonical = s.canonical();
    let numbered = (n <= MAX_CLASS_NUMBER_N)
        .then(|| classes::classes(n).ok())
        .flatten()
        .map(|cs| {
            (
                cs.iter()
                    .position(|c| c.canonical == canonical)
                    .map(|i| i + 1),
                cs.len(),
            )
        });
    Verdict {
        canonical,
        symmetry: s.from_canonical(),
        orbit_size: s.orbit_size(),
        rank: (n <= MAX_RANK_N)
            .then(|| lexicographic_rank(s).ok())
            .flatten(),
        total: published::counts(n).map(|(t, _)| t),
        class_number: numbered.and_then(|(i, _)| i),
        classes: numbered.map(|(_, c)| c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    fn at(code: &str, n: usize) -> Analysis {
        analyse(&Placement::parse(code, n).unwrap()).unwrap()
    }

    #[test]
    fn analysis_of_positions() {
        let a = at("1", 8);
        assert!(a.completable);
        assert_eq!(a.completions, Some(4));
        assert!(matches!(a.hint, Hint::Place(Square { col: 1, .. })));
        let clash = at("12", 8);
        assert!(!clash.completable);
        assert!(matches!(clash.hint, Hint::Remove { enough: true, .. }));
        let empty = at("", 20);
        assert!(empty.completable && empty.completions.is_none());
    }

    #[test]
    fn the_last_of_the_92_is_named() {
        let v = at("84136275", 8).verdict.unwrap();
        assert_eq!((v.rank, v.total), (Some(92), Some(92)));
        assert_eq!((v.class_number, v.classes), (Some(1), Some(12)));
        assert_eq!(v.canonical.to_code(), "15863724");
        assert_eq!(v.symmetry, Symmetry::ReflectHorizontal);
        assert_eq!(v.orbit_size, 8);
    }
}
