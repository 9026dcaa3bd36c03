//! The solve page's address: `/solve?algo=backtracking&n=6&step=57` holds a run and a
//! moment of it, so a teacher can share "look at step 57". Reading it never fails: each
//! malformed value becomes its default and a message in the visitor's language says
//! what was wrong, as on the play page.

use nqueens_core::search::{Algorithm, Goal, Setup};

/// The solver's setup and the step shown: everything the address holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolveAddress {
    /// The run.
    pub setup: Setup,
    /// The step shown (0: before the first).
    pub step: usize,
}

/// A value of the address that could not be used (its default was taken instead).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AddressProblem {
    /// `algo` names no algorithm.
    Algorithm(String),
    /// `n` is not a size the algorithm offers.
    Size {
        /// The value as given.
        given: String,
        /// The algorithm's smallest size.
        min: usize,
        /// The algorithm's largest size.
        max: usize,
    },
    /// `goal` is neither `all` nor `first`.
    Goal(String),
    /// `seed` is not a whole number.
    Seed(String),
    /// `step` is not a whole number.
    Step(String),
}

impl Default for SolveAddress {
    fn default() -> SolveAddress {
        SolveAddress {
            setup: Setup {
                n: 8,
                algorithm: Algorithm::Backtracking,
                goal: Goal::All,
                seed: 1,
            },
            step: 0,
        }
    }
}

impl SolveAddress {
    /// Reads the address's query, given as `get(name)`; what is malformed takes its
    /// default and is listed.
    pub fn from_query(get: impl Fn(&str) -> Option<String>) -> (SolveAddress, Vec<AddressProblem>) {
        let mut address = SolveAddress::default();
        let mut problems = Vec::new();
        let setup = &mut address.setup;
        if let Some(id) = get("algo") {
            match Algorithm::from_id(id.trim()) {
                Some(a) => setup.algorithm = a,
                None => problems.push(AddressProblem::Algorithm(id)),
            }
        }
        if let Some(goal) = get("goal") {
            match goal.trim() {
                "all" => setup.goal = Goal::All,
                "first" => setup.goal = Goal::First,
                _ => problems.push(AddressProblem::Goal(goal)),
            }
        }
        let (min, max) = setup.algorithm.sizes(setup.goal);
        setup.n = setup.n.clamp(min, max);
        if let Some(text) = get("n") {
            match text.trim().parse::<usize>() {
                Ok(n) if (min..=max).contains(&n) => setup.n = n,
                _ => problems.push(AddressProblem::Size {
                    given: text,
                    min,
                    max,
                }),
            }
        }
        if let Some(text) = get("seed") {
            match text.trim().parse() {
                Ok(seed) => setup.seed = seed,
                Err(_) => problems.push(AddressProblem::Seed(text)),
            }
        }
        if let Some(text) = get("step") {
            match text.trim().parse() {
                Ok(step) => address.step = step,
                Err(_) => problems.push(AddressProblem::Step(text)),
            }
        }
        (address, problems)
    }

    /// The page's own address (path and query), with only what differs from the
    /// defaults besides the algorithm and n: `/solve?algo=min-conflicts&n=16&seed=3&step=40`.
    pub fn to_url(&self) -> String {
        let s = &self.setup;
        let mut query = vec![format!("algo={}", s.algorithm.id()), format!("n={}", s.n)];
        if s.goal == Goal::First && !s.algorithm.is_local() {
            query.push("goal=first".to_string());
        }
        if s.algorithm.is_seeded() {
            query.push(format!("seed={}", s.seed));
        }
        if self.step > 0 {
            query.push(format!("step={}", self.step));
        }
        format!("/solve?{}", query.join("&"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> (SolveAddress, Vec<AddressProblem>) {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        SolveAddress::from_query(|name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        })
    }

    #[test]
    fn every_algorithm_and_goal_round_trips_through_its_address() {
        for algorithm in Algorithm::ALL {
            for goal in [Goal::All, Goal::First] {
                let (min, max) = algorithm.sizes(goal);
                let address = SolveAddress {
                    setup: Setup {
                        n: (min + 1).min(max),
                        algorithm,
                        goal: if algorithm.is_local() {
                            Goal::All
                        } else {
                            goal
                        },
                        seed: 7,
                    },
                    step: 57,
                };
                let url = address.to_url();
                let query = url.split_once('?').map(|(_, q)| q).unwrap_or_default();
                let pairs: Vec<(&str, &str)> = query
                    .split('&')
                    .filter_map(|kv| kv.split_once('='))
                    .collect();
                let (back, problems) = read(&pairs);
                assert!(problems.is_empty(), "{url}: {problems:?}");
                let mut expected = address;
                if !algorithm.is_seeded() {
                    expected.setup.seed = 1; // not part of a systematic search's address
                }
                assert_eq!(back, expected, "{url}");
            }
        }
    }

    #[test]
    fn no_query_is_the_default_run() {
        assert_eq!(read(&[]), (SolveAddress::default(), vec![]));
        assert_eq!(
            SolveAddress::default().to_url(),
            "/solve?algo=backtracking&n=8"
        );
    }

    #[test]
    fn a_size_is_read_within_the_algorithms_range() {
        let (a, problems) = read(&[("algo", "backtracking"), ("n", "6")]);
        assert_eq!((a.setup.n, problems), (6, vec![]));
        let (max_all, max_first) = (
            Algorithm::Backtracking.sizes(Goal::All).1,
            Algorithm::Backtracking.sizes(Goal::First).1,
        );
        assert!(
            max_first > max_all,
            "a first solution is offered on larger boards"
        );
        let big = max_first.to_string();
        let (a, problems) = read(&[("n", big.as_str()), ("goal", "first")]);
        assert_eq!(
            (a.setup.n, a.setup.goal, problems),
            (max_first, Goal::First, vec![])
        );
        let (a, problems) = read(&[("n", big.as_str())]);
        assert_eq!(a.setup.n, 8);
        assert_eq!(
            problems,
            vec![AddressProblem::Size {
                given: big,
                min: 4,
                max: max_all
            }]
        );
    }

    #[test]
    fn each_malformed_value_takes_its_default_and_is_named() {
        let (a, problems) = read(&[
            ("algo", "quantum"),
            ("n", "eight"),
            ("goal", "some"),
            ("seed", "-1"),
            ("step", "57th"),
        ]);
        assert_eq!(a, SolveAddress::default());
        assert_eq!(problems.len(), 5);
        assert_eq!(problems[0], AddressProblem::Algorithm("quantum".into()));
        assert_eq!(problems[1], AddressProblem::Goal("some".into()));
        assert!(matches!(&problems[2], AddressProblem::Size { given, .. } if given == "eight"));
        assert_eq!(problems[3], AddressProblem::Seed("-1".into()));
        assert_eq!(problems[4], AddressProblem::Step("57th".into()));
    }
}
