//! Solutions grouped into symmetry classes (the gallery's content).

use crate::enumerate::all_solutions;
use crate::error::Error;
use crate::{Solution, Symmetry};
use std::collections::BTreeMap;

/// One symmetry class: its canonical (lexicographically smallest) member and every
/// distinct image of it, each with the symmetry that produces it from the canonical one.
///
/// It travels as its canonical member alone: the rest follows from it. Sent whole, the
/// 1,787 classes of n = 12 were 14,200 boards, each checked again as it was read, in one
/// task of the page's main thread (50 ms of thread time, over 200 ms on a busy machine).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "Solution", from = "Solution")
)]
pub struct Class {
    /// The lexicographically smallest member.
    pub canonical: Solution,
    /// Distinct members, in the order of [`Symmetry::ALL`] (first image wins).
    pub members: Vec<(Symmetry, Solution)>,
    /// The symmetries that leave the class's solutions unchanged.
    pub stabilizer: Vec<Symmetry>,
}

impl Class {
    fn of(canonical: Solution) -> Class {
        let mut members: Vec<(Symmetry, Solution)> = Vec::new();
        for g in Symmetry::ALL {
            let image = canonical.transform(g);
            if !members.iter().any(|(_, s)| *s == image) {
                members.push((g, image));
            }
        }
        Class {
            canonical,
            members,
            stabilizer: canonical.stabilizer(),
        }
    }

    /// Solutions in the class: 8, 4, 2 or 1.
    pub fn orbit_size(&self) -> usize {
        self.members.len()
    }

    /// Whether no three queens stand on one straight line of any slope.
    pub fn no_three_in_line(&self) -> bool {
        no_three_in_line(&self.canonical)
    }
}

/// The class of any of its members.
impl From<Solution> for Class {
    fn from(member: Solution) -> Class {
        Class::of(member.canonical())
    }
}

/// A class's canonical member, which names it.
impl From<Class> for Solution {
    fn from(class: Class) -> Solution {
        class.canonical
    }
}

/// Every class of the n×n board, ordered by canonical member.
pub fn classes(n: usize) -> Result<Vec<Class>, Error> {
    let mut by_canonical = BTreeMap::new();
    for s in all_solutions(n)? {
        by_canonical.entry(s.canonical()).or_insert(());
    }
    Ok(by_canonical.into_keys().map(Class::of).collect())
}

/// Whether no three queens of `s` are collinear (any slope, not only chess lines).
pub fn no_three_in_line(s: &Solution) -> bool {
    let pts: Vec<(i64, i64)> = s
        .rows()
        .iter()
        .enumerate()
        .map(|(c, &r)| (c as i64, r as i64))
        .collect();
    for i in 0..pts.len() {
        for j in i + 1..pts.len() {
            for k in j + 1..pts.len() {
                let (a, b, c) = (pts[i], pts[j], pts[k]);
                if (b.0 - a.0) * (c.1 - a.1) == (b.1 - a.1) * (c.0 - a.0) {
                    return false;
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_queens_classes() {
        let cs = classes(8).unwrap();
        assert_eq!(cs.len(), 12);
        let sizes: usize = cs.iter().map(Class::orbit_size).sum();
        assert_eq!(sizes, 92);
        let small: Vec<_> = cs.iter().filter(|c| c.orbit_size() == 4).collect();
        assert_eq!(small.len(), 1);
        assert_eq!(small[0].canonical.to_code(), "35281746");
        let straight: Vec<_> = cs.iter().filter(|c| c.no_three_in_line()).collect();
        assert_eq!(straight.len(), 1);
        assert_eq!(straight[0].canonical.to_code(), "35841726");
    }

    #[test]
    fn a_class_is_made_whole_from_any_of_its_members() {
        for class in classes(8).unwrap() {
            for (_, member) in &class.members {
                assert_eq!(Class::from(*member), class);
            }
            assert_eq!(Solution::from(class.clone()), class.canonical);
        }
    }
}
