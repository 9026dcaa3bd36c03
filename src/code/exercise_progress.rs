//! The exercises a learner has passed on this device, as /code keeps them in local
//! storage: their ids, comma-separated, in the order the page lists them. A stored
//! value read back never fails: an id the page no longer knows is dropped.

use nqueens_code::Exercise;

/// Where the device keeps the progress.
pub const PROGRESS_KEY: &str = "nqueens-exercises-passed";

/// The exercises passed, in the page's order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    passed: Vec<Exercise>,
}

impl Progress {
    /// The progress a stored value holds (nothing for a value never stored).
    pub fn read(stored: Option<&str>) -> Progress {
        let ids: Vec<&str> = stored.unwrap_or("").split(',').map(str::trim).collect();
        Progress {
            passed: Exercise::ALL
                .into_iter()
                .filter(|e| ids.contains(&e.id()))
                .collect(),
        }
    }

    /// The value to store.
    pub fn write(&self) -> String {
        self.passed
            .iter()
            .map(|e| e.id())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Records `exercise` as passed; false if it already was.
    pub fn pass(&mut self, exercise: Exercise) -> bool {
        if self.has_passed(exercise) {
            return false;
        }
        self.passed.push(exercise);
        self.passed
            .sort_by_key(|e| Exercise::ALL.iter().position(|a| a == e));
        true
    }

    /// Whether `exercise` has been passed.
    pub fn has_passed(&self, exercise: Exercise) -> bool {
        self.passed.contains(&exercise)
    }

    /// How many have been passed.
    pub fn count(&self) -> usize {
        self.passed.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_survives_storage_in_the_pages_order() {
        let mut progress = Progress::read(None);
        assert_eq!(progress.count(), 0);
        assert!(progress.pass(Exercise::Bitmasks));
        assert!(progress.pass(Exercise::OwnSafe));
        assert!(!progress.pass(Exercise::OwnSafe), "once is enough");
        assert_eq!(progress.write(), "own-safe,bitmasks");
        let again = Progress::read(Some(&progress.write()));
        assert_eq!(again, progress);
        assert!(again.has_passed(Exercise::Bitmasks));
        assert!(!again.has_passed(Exercise::Mirror));
    }

    #[test]
    fn a_damaged_value_keeps_what_it_can() {
        let progress = Progress::read(Some(" mirror ,, nonsense,count-all"));
        assert_eq!(progress.write(), "count-all,mirror");
        assert_eq!(Progress::read(Some("")).count(), 0);
    }
}
