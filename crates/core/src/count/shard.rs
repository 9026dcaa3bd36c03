//! Sharing one count between machines: a deterministic share of the subproblems per
//! shard, a report each shard prints, and the merge that refuses an incomplete or mixed
//! set of reports.
//!
//! Shard `i` of `k` takes every `k`-th run of consecutive subproblems, from run `i`:
//! striping gives every shard a similar mix. A run is as long as leaves each shard at
//! least eight runs, and at most 16 subproblems: on an odd board consecutive pieces
//! split the same start, whose placements a thread makes into keys once for the run
//! (striped one by one, a shard of Q(23) would make them again for each of its ~180
//! pieces). A report names its subproblems and a checksum of the whole list,
//! so a report from another list (another program version, another n) cannot be added
//! by mistake.

use super::{PartCount, Subproblem};
use std::fmt;

/// Shard `index` of `of` (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    index: usize,
    of: usize,
}

impl Shard {
    /// Shard `index` of `of`, if `index < of`.
    pub fn new(index: usize, of: usize) -> Option<Shard> {
        (index < of).then_some(Shard { index, of })
    }

    /// The whole count as one shard.
    pub fn whole() -> Shard {
        Shard { index: 0, of: 1 }
    }

    /// Its number, from 0.
    pub fn index(self) -> usize {
        self.index
    }

    /// How many shards share the count.
    pub fn of(self) -> usize {
        self.of
    }

    /// Its subproblems among `total`: every `of`-th run of [`Shard::run`] consecutive
    /// ones, from run `index`.
    pub fn indices(self, total: usize) -> Vec<usize> {
        let run = self.run(total);
        (0..total)
            .filter(|i| (i / run) % self.of == self.index)
            .collect()
    }

    /// The length of a run: at most 16 subproblems, and at least eight runs a shard.
    fn run(self, total: usize) -> usize {
        (total / (8 * self.of)).clamp(1, 16)
    }
}

/// What names a subproblem list: its length and checksum. Checkpoints and shard reports
/// carry it, so results counted over another list (another n, another program version)
/// are never added in. A page gets it from a worker without building the list itself.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ListId {
    /// How many subproblems.
    pub len: usize,
    /// [`list_checksum`] of them.
    pub checksum: String,
}

impl ListId {
    /// The id of `parts`.
    pub fn of(parts: &[Subproblem]) -> ListId {
        ListId {
            len: parts.len(),
            checksum: list_checksum(parts),
        }
    }
}

/// A checksum of a subproblem list (FNV-1a over what names each piece), in hex: equal lists,
/// equal checksums.
pub fn list_checksum(parts: &[Subproblem]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |byte: u8| {
        hash ^= byte as u64;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    };
    for part in parts {
        match part {
            Subproblem::Board { n } => {
                eat(0xff);
                eat(*n);
            }
            Subproblem::Splits(s) => {
                let (start, first, len) = s.id();
                eat(s.n() as u8);
                start.to_le_bytes().into_iter().for_each(&mut eat);
                first.to_le_bytes().into_iter().for_each(&mut eat);
                len.to_le_bytes().into_iter().for_each(&mut eat);
                eat(0xfe);
            }
            Subproblem::Symmetric { n } => {
                eat(0xfd);
                eat(*n);
            }
        }
    }
    format!("{hash:016x}")
}

/// What one shard found: one JSON line of `nqueens count N --shard I/K`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShardReport {
    /// The board size.
    pub n: usize,
    /// This shard's number, from 0.
    pub shard: usize,
    /// How many shards share the count.
    pub shards: usize,
    /// Solutions found (each class with its size).
    pub solutions: u64,
    /// What the symmetries keep of them ([`PartCount::fixed`]).
    pub fixed: u64,
    /// Queens placed.
    pub nodes: u64,
    /// The subproblems counted (indices into the list of n).
    pub subproblems: Vec<usize>,
    /// The version of the program that counted.
    pub version: String,
    /// [`list_checksum`] of the whole list of n.
    pub checksum: String,
    /// Where the report was read from, for messages (not part of the report).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub source: String,
}

impl ShardReport {
    /// The report of `shard` having counted `found` over the list `parts` of n.
    pub fn new(
        n: usize,
        shard: Shard,
        parts: &[Subproblem],
        found: PartCount,
        version: &str,
    ) -> ShardReport {
        ShardReport {
            n,
            shard: shard.index,
            shards: shard.of,
            solutions: found.solutions,
            fixed: found.fixed,
            nodes: found.nodes,
            subproblems: shard.indices(parts.len()),
            version: version.to_string(),
            checksum: list_checksum(parts),
            source: String::new(),
        }
    }

    fn count(&self) -> PartCount {
        PartCount {
            solutions: self.solutions,
            fixed: self.fixed,
            nodes: self.nodes,
        }
    }

    fn name(&self) -> String {
        if self.source.is_empty() {
            format!("shard {}/{}", self.shard, self.shards)
        } else {
            format!("{} (shard {}/{})", self.source, self.shard, self.shards)
        }
    }
}

/// Why a set of shard reports does not add up to a count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MergeError {
    /// No report at all.
    Empty,
    /// Two reports count different boards.
    MixedN {
        /// The first report.
        first: String,
        /// The report that differs.
        other: String,
    },
    /// Two reports split the count into different numbers of shards.
    MixedShards {
        /// The first report.
        first: String,
        /// The report that differs.
        other: String,
    },
    /// A report comes from another program version than the others, or than this one.
    Version {
        /// The report.
        report: String,
        /// Its version.
        found: String,
        /// The version expected.
        expected: String,
    },
    /// A report's subproblem list is not the one this n has here.
    Checksum {
        /// The report.
        report: String,
    },
    /// A report's shard number is not below its number of shards, or its subproblems
    /// are not that shard's.
    NotItsShare {
        /// The report.
        report: String,
    },
    /// The same shard twice.
    Duplicate {
        /// One report.
        first: String,
        /// The other.
        second: String,
    },
    /// Shards without a report.
    Missing {
        /// Their numbers.
        shards: Vec<usize>,
        /// How many shards there are.
        of: usize,
    },
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::Empty => write!(f, "no shard reports to merge"),
            MergeError::MixedN { first, other } => {
                write!(f, "{other} counts another board size than {first}")
            }
            MergeError::MixedShards { first, other } => {
                write!(
                    f,
                    "{other} splits the count into another number of shards than {first}"
                )
            }
            MergeError::Version {
                report,
                found,
                expected,
            } => write!(f, "{report} was counted by nqueens {found}, not {expected}"),
            MergeError::Checksum { report } => write!(
                f,
                "{report} was counted over another subproblem list (checksum differs)"
            ),
            MergeError::NotItsShare { report } => {
                write!(f, "{report} does not list its shard's subproblems")
            }
            MergeError::Duplicate { first, second } => {
                write!(f, "{second} repeats {first}")
            }
            MergeError::Missing { shards, of } => {
                let list: Vec<String> = shards.iter().take(10).map(|s| s.to_string()).collect();
                let more = if shards.len() > 10 { ", …" } else { "" };
                write!(
                    f,
                    "missing {} of {of} shards: {}{more}",
                    shards.len(),
                    list.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for MergeError {}

/// Adds up the reports of every shard of one count, after checking that they are all
/// there, once each, from one program over one list (`parts`, the list of their n).
pub fn merge(
    reports: &[ShardReport],
    parts_of: impl Fn(usize) -> Option<Vec<Subproblem>>,
    version: &str,
) -> Result<PartCount, MergeError> {
    let first = reports.first().ok_or(MergeError::Empty)?;
    for r in reports {
        let pair = || (first.name(), r.name());
        if r.n != first.n {
            let (first, other) = pair();
            return Err(MergeError::MixedN { first, other });
        }
        if r.shards != first.shards {
            let (first, other) = pair();
            return Err(MergeError::MixedShards { first, other });
        }
        if r.version != version {
            return Err(MergeError::Version {
                report: r.name(),
                found: r.version.clone(),
                expected: version.to_string(),
            });
        }
    }
    let parts = parts_of(first.n).ok_or(MergeError::Checksum {
        report: first.name(),
    })?;
    let checksum = list_checksum(&parts);
    let mut seen: Vec<Option<&ShardReport>> = vec![None; first.shards];
    let mut sum = PartCount::default();
    for r in reports {
        if r.checksum != checksum {
            return Err(MergeError::Checksum { report: r.name() });
        }
        let share = Shard::new(r.shard, r.shards).map(|s| s.indices(parts.len()));
        if share.as_ref() != Some(&r.subproblems) {
            return Err(MergeError::NotItsShare { report: r.name() });
        }
        if let Some(earlier) = seen[r.shard] {
            return Err(MergeError::Duplicate {
                first: earlier.name(),
                second: r.name(),
            });
        }
        seen[r.shard] = Some(r);
        sum += r.count();
    }
    let missing: Vec<usize> = (0..first.shards).filter(|&s| seen[s].is_none()).collect();
    if !missing.is_empty() {
        return Err(MergeError::Missing {
            shards: missing,
            of: first.shards,
        });
    }
    Ok(sum)
}

#[cfg(test)]
mod tests;
