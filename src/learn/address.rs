//! /learn's address: `/learn?chapter=3&step=12` opens a chapter at a moment of its live
//! search, so a teacher can hand out "chapter 3, from step 12", and `/learn?set=3.1,8.2`
//! a set of exercises ([`super::set`]). Reading it never fails: a malformed value is
//! dropped and named, as on the solve page.

use super::set::{read_set, write_set, Pick};
use super::Chapter;

/// What the address holds.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LearnAddress {
    /// The chapter open; none: the path's overview.
    pub chapter: Option<Chapter>,
    /// Moves already played in the chapter's search.
    pub step: usize,
    /// A teacher's set of exercises, shown instead of a chapter.
    pub set: Vec<Pick>,
}

/// A value of the address that could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AddressProblem {
    /// `chapter` is not a chapter's number.
    Chapter(String),
    /// `step` is not a whole number.
    Step(String),
    /// Entries of `set` that name no chapter's question.
    Set(Vec<String>),
}

impl LearnAddress {
    /// Chapter `chapter`, `step` moves into its search.
    pub fn at(chapter: Chapter, step: usize) -> LearnAddress {
        LearnAddress {
            chapter: Some(chapter),
            step,
            set: Vec::new(),
        }
    }

    /// Reads the query, given as `get(name)`; what is malformed is dropped and listed.
    pub fn from_query(get: impl Fn(&str) -> Option<String>) -> (LearnAddress, Vec<AddressProblem>) {
        let mut address = LearnAddress::default();
        let mut problems = Vec::new();
        if let Some(given) = get("chapter") {
            match given.trim().parse().ok().and_then(Chapter::from_number) {
                Some(chapter) => address.chapter = Some(chapter),
                None => problems.push(AddressProblem::Chapter(given)),
            }
        }
        if let Some(given) = get("step") {
            match given.trim().parse() {
                Ok(step) if address.chapter.is_some() => address.step = step,
                Ok(_) => {}
                Err(_) => problems.push(AddressProblem::Step(given)),
            }
        }
        if let Some(given) = get("set") {
            let (picks, bad) = read_set(&given);
            if !bad.is_empty() {
                problems.push(AddressProblem::Set(bad));
            }
            address.set = picks;
        }
        (address, problems)
    }

    /// The page's own address: `/learn`, `/learn?chapter=3`, `/learn?chapter=3&step=12`.
    pub fn to_url(&self) -> String {
        if !self.set.is_empty() {
            return format!("/learn?set={}", write_set(&self.set));
        }
        match (self.chapter, self.step) {
            (None, _) => "/learn".to_string(),
            (Some(c), 0) => format!("/learn?chapter={}", c.number()),
            (Some(c), s) => format!("/learn?chapter={}&step={s}", c.number()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> (LearnAddress, Vec<AddressProblem>) {
        LearnAddress::from_query(|name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn a_teachers_link_opens_the_chapter_at_its_step_and_writes_back_the_same() {
        let (address, problems) = read(&[("chapter", "3"), ("step", "12")]);
        assert!(problems.is_empty());
        assert_eq!(address.chapter, Some(Chapter::Backtracking));
        assert_eq!(address.step, 12);
        assert_eq!(address.to_url(), "/learn?chapter=3&step=12");
        assert_eq!(LearnAddress::default().to_url(), "/learn");
    }

    #[test]
    fn malformed_values_are_dropped_and_named() {
        let (address, problems) = read(&[("chapter", "nine"), ("step", "-4")]);
        assert_eq!(address, LearnAddress::default());
        assert_eq!(
            problems,
            [
                AddressProblem::Chapter("nine".into()),
                AddressProblem::Step("-4".into())
            ]
        );
        let (address, problems) = read(&[("chapter", "9")]);
        assert_eq!((address.chapter, problems.len()), (None, 1));
        let (address, problems) = read(&[("set", "3.1,3.99")]);
        assert_eq!(address.set.len(), 1);
        assert_eq!(problems, [AddressProblem::Set(vec!["3.99".into()])]);
        assert_eq!(address.to_url(), "/learn?set=3.1");
    }
}
