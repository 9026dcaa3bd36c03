//! The finished subproblems of a count, kept as it goes so that a count cut short (a
//! `kill -9`, a crash, a closed tab) resumes without redoing them.
//!
//! The text form is a header line and then one line per finished subproblem, appended
//! as each finishes; the CLI keeps it in a file, the lab page in local storage. A line
//! cut short by the crash itself (no newline yet) is dropped, so the worst a crash costs
//! is the subproblems that were running.

use super::shard::{ListId, Shard};
use super::PartCount;
use std::collections::BTreeMap;
use std::fmt;

/// The first word of the header.
const MAGIC: &str = "nqueens-checkpoint";
/// The format's version.
const FORMAT: u32 = 2;

/// A count's finished subproblems and their results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkpoint {
    n: usize,
    shard: Shard,
    total: usize,
    checksum: String,
    done: BTreeMap<usize, PartCount>,
}

/// Why a checkpoint's text cannot resume this count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckpointError {
    /// The first line is not a checkpoint header.
    NotACheckpoint,
    /// It belongs to another count (another n, shard or subproblem list).
    OtherCount {
        /// What the header says.
        found: String,
        /// What this count's header would say.
        expected: String,
    },
    /// A complete line that is not a result, or names a subproblem outside the shard.
    BadLine {
        /// Its number, from 1.
        line: usize,
    },
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::NotACheckpoint => write!(f, "not an nqueens checkpoint"),
            CheckpointError::OtherCount { found, expected } => write!(
                f,
                "a checkpoint of another count ('{found}', this one is '{expected}')"
            ),
            CheckpointError::BadLine { line } => {
                write!(f, "line {line} is not a finished subproblem of this count")
            }
        }
    }
}

impl std::error::Error for CheckpointError {}

impl Checkpoint {
    /// An empty checkpoint of `shard` of the count of n whose list is `list`.
    pub fn new(n: usize, shard: Shard, list: &ListId) -> Checkpoint {
        Checkpoint {
            n,
            shard,
            total: list.len,
            checksum: list.checksum.clone(),
            done: BTreeMap::new(),
        }
    }

    /// Reads `text` as a checkpoint of this count (what [`Checkpoint::new`] would
    /// make), dropping a last line cut short.
    pub fn resume(
        n: usize,
        shard: Shard,
        list: &ListId,
        text: &str,
    ) -> Result<Checkpoint, CheckpointError> {
        let mut out = Checkpoint::new(n, shard, list);
        let mut lines = text.split_inclusive('\n');
        let header = lines.next().ok_or(CheckpointError::NotACheckpoint)?;
        let header = header.trim_end();
        if !header.starts_with(MAGIC) {
            return Err(CheckpointError::NotACheckpoint);
        }
        if header != out.header() {
            return Err(CheckpointError::OtherCount {
                found: header.to_string(),
                expected: out.header(),
            });
        }
        let mine = shard.indices(list.len);
        for (i, line) in lines.enumerate() {
            let Some(line) = line.strip_suffix('\n') else {
                break; // cut short by the crash: that subproblem is counted again
            };
            let bad = CheckpointError::BadLine { line: i + 2 };
            let fields: Vec<u64> = line
                .split(' ')
                .map(str::parse)
                .collect::<Result<_, _>>()
                .map_err(|_| bad.clone())?;
            let [index, solutions, fixed, nodes] = fields[..] else {
                return Err(bad);
            };
            let index = index as usize;
            if mine.binary_search(&index).is_err() {
                return Err(bad);
            }
            out.done.insert(
                index,
                PartCount {
                    solutions,
                    fixed,
                    nodes,
                },
            );
        }
        Ok(out)
    }

    /// The header line (without its newline).
    pub fn header(&self) -> String {
        format!(
            "{MAGIC} {FORMAT} n={} shard={}/{} subproblems={} checksum={}",
            self.n,
            self.shard.index(),
            self.shard.of(),
            self.total,
            self.checksum
        )
    }

    /// The whole text: the header, then a line per finished subproblem.
    pub fn to_text(&self) -> String {
        let mut out = self.header();
        out.push('\n');
        for (&index, &part) in &self.done {
            out.push_str(&Self::line(index, part));
        }
        out
    }

    /// The line that records `part` as the result of subproblem `index`.
    pub fn line(index: usize, part: PartCount) -> String {
        format!("{index} {} {} {}\n", part.solutions, part.fixed, part.nodes)
    }

    /// Records a finished subproblem.
    pub fn record(&mut self, index: usize, part: PartCount) {
        self.done.insert(index, part);
    }

    /// Whether subproblem `index` is finished.
    pub fn is_done(&self, index: usize) -> bool {
        self.done.contains_key(&index)
    }

    /// How many subproblems are finished.
    pub fn finished(&self) -> usize {
        self.done.len()
    }

    /// How many subproblems the shard has.
    pub fn size(&self) -> usize {
        self.shard.indices(self.total).len()
    }

    /// Whether every subproblem of the shard is finished.
    pub fn is_complete(&self) -> bool {
        self.finished() == self.size()
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The shard's subproblems still to count.
    pub fn remaining(&self) -> Vec<usize> {
        self.shard
            .indices(self.total)
            .into_iter()
            .filter(|i| !self.is_done(*i))
            .collect()
    }

    /// The finished subproblems' results, added up.
    pub fn sum(&self) -> PartCount {
        let mut sum = PartCount::default();
        for part in self.done.values() {
            sum += *part;
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::{subproblems, ListId};

    #[test]
    fn a_resumed_count_gives_the_same_total() {
        let parts = subproblems(11).unwrap();
        let list = ListId::of(&parts);
        let whole = Shard::whole();
        let mut cp = Checkpoint::new(11, whole, &list);
        for i in (0..parts.len()).step_by(3) {
            cp.record(i, parts[i].count());
        }
        // A crash in the middle of writing the next line.
        let text = cp.to_text() + "4 17";
        let mut resumed = Checkpoint::resume(11, whole, &list, &text).unwrap();
        assert_eq!(resumed, cp);
        for i in resumed.remaining() {
            resumed.record(i, parts[i].count());
        }
        let sum = resumed.sum();
        assert_eq!(
            crate::count::Counts::from(sum),
            crate::count::Counts {
                total: 2680,
                fundamental: 341
            }
        );
    }

    #[test]
    fn another_count_is_refused() {
        let parts = ListId::of(&subproblems(11).unwrap());
        let text = Checkpoint::new(11, Shard::whole(), &parts).to_text();
        let other = ListId::of(&subproblems(12).unwrap());
        assert!(matches!(
            Checkpoint::resume(12, Shard::whole(), &other, &text),
            Err(CheckpointError::OtherCount { .. })
        ));
        let half = Shard::new(1, 2).unwrap();
        assert!(matches!(
            Checkpoint::resume(11, half, &parts, &text),
            Err(CheckpointError::OtherCount { .. })
        ));
        assert_eq!(
            Checkpoint::resume(11, Shard::whole(), &parts, "hello\n"),
            Err(CheckpointError::NotACheckpoint)
        );
        let garbled = text + "1 2 x 4\n";
        assert_eq!(
            Checkpoint::resume(11, Shard::whole(), &parts, &garbled),
            Err(CheckpointError::BadLine { line: 2 })
        );
    }
}
