//! `nqueens count` and `nqueens merge`: threads, a checkpoint file that survives
//! `kill -9`, shards for other machines, and the merge of their reports.

use crate::Failure;
use nqueens_core::count::{
    self, merge, Checkpoint, Counts, ListId, PartCount, Shard, ShardReport, Subproblem,
};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

/// The version written into shard reports and required by `merge`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// What `nqueens count` was asked.
pub struct CountRequest {
    pub n: usize,
    pub fundamental: bool,
    pub jobs: usize,
    pub checkpoint: Option<PathBuf>,
    pub shard: Option<Shard>,
    pub stats: bool,
}

/// Reads `I/K` (0 ≤ I < K).
pub fn parse_shard(text: &str) -> Result<Shard, String> {
    let bad = || format!("'{text}' is not a shard I/K with 0 ≤ I < K (for example 3/64)");
    let (i, k) = text.split_once('/').ok_or_else(bad)?;
    let (i, k) = (
        i.trim().parse().map_err(|_| bad())?,
        k.trim().parse().map_err(|_| bad())?,
    );
    Shard::new(i, k).ok_or_else(bad)
}

/// Counts, prints the totals (or the shard's report), and keeps the checkpoint.
pub fn run_count(request: CountRequest, out: &mut dyn Write) -> Result<(), Failure> {
    let n = request.n;
    // The rate includes building the subproblem list: it is part of every count.
    let started = Instant::now();
    let parts = count::subproblems(n)?;
    fits_in_memory(n, request.jobs)?;
    let shard = request.shard.unwrap_or_else(Shard::whole);
    let mut ledger = Ledger::open(request.checkpoint.as_deref(), n, shard, &parts)?;
    let resumed = ledger.checkpoint.sum().nodes;
    let todo = ledger.checkpoint.remaining();
    count_parallel(&parts, &todo, request.jobs, |index, part| {
        ledger.record(index, part)
    })?;
    let sum = ledger.checkpoint.sum();
    if request.stats {
        // The rate counts only this run's work, not what a checkpoint brought.
        let seconds = started.elapsed().as_secs_f64();
        let megabytes = |bytes: u64| bytes as f64 / 1e6;
        eprintln!(
            "boards {} seconds {seconds:.3} boards_per_second {:.0} subproblems {} needed_mb {:.1} peak_mb {} instructions {}",
            sum.nodes,
            (sum.nodes - resumed) as f64 / seconds.max(1e-9),
            todo.len(),
            megabytes(count::parts::peak_bytes(n, request.jobs)),
            peak_resident()
                .map(|bytes| format!("{:.1}", megabytes(bytes)))
                .unwrap_or_else(|| "unknown".into()),
            count::instructions(),
        );
    }
    if request.shard.is_some() {
        let report = ShardReport::new(n, shard, &parts, sum, VERSION);
        let line = serde_json::to_string(&report)
            .map_err(|e| Failure::Refused(format!("cannot write the report: {e}")))?;
        writeln!(out, "{line}")?;
        return Ok(());
    }
    let counts = Counts::from(sum);
    writeln!(out, "{}", counts.total)?;
    if request.fundamental {
        writeln!(out, "{}", counts.fundamental)?;
    }
    Ok(())
}

/// Refuses, before it starts, a count whose tables would not fit in the memory free now
/// (Linux tells it; elsewhere the count is tried).
fn fits_in_memory(n: usize, jobs: usize) -> Result<(), Failure> {
    let needed = count::parts::peak_bytes(n, jobs);
    let Some(free) = meminfo_bytes("/proc/meminfo", "MemAvailable:") else {
        return Ok(());
    };
    if needed > free {
        return Err(Failure::Refused(format!(
            "counting Q({n}) needs about {} MB of memory, and {} MB are free",
            needed / 1_000_000,
            free / 1_000_000
        )));
    }
    Ok(())
}

/// This process's peak resident memory (Linux's VmHWM), in bytes.
fn peak_resident() -> Option<u64> {
    meminfo_bytes("/proc/self/status", "VmHWM:")
}

/// A "Name:  1234 kB" line of a /proc file, in bytes.
fn meminfo_bytes(path: &str, name: &str) -> Option<u64> {
    let text = std::fs::read_to_string(path).ok()?;
    let line = text.lines().find(|l| l.starts_with(name))?;
    let kib: u64 = line[name.len()..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kib * 1024)
}

/// The checkpoint, and the file its lines are appended to as subproblems finish.
struct Ledger {
    checkpoint: Checkpoint,
    file: Option<(PathBuf, File)>,
}

impl Ledger {
    /// Resumes from `path` if it holds a checkpoint of this count, or starts one there.
    fn open(
        path: Option<&Path>,
        n: usize,
        shard: Shard,
        parts: &[Subproblem],
    ) -> Result<Ledger, Failure> {
        let list = ListId::of(parts);
        let Some(path) = path else {
            return Ok(Ledger {
                checkpoint: Checkpoint::new(n, shard, &list),
                file: None,
            });
        };
        let shown = path.display();
        let failed = |what: &str, e: &dyn std::fmt::Display| {
            Failure::Refused(format!("checkpoint {shown}: {what}: {e}"))
        };
        let existing = match std::fs::read_to_string(path) {
            Ok(text) if !text.is_empty() => Some(text),
            Ok(_) => None,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(failed("cannot read it", &e)),
        };
        let checkpoint = match &existing {
            Some(text) => Checkpoint::resume(n, shard, &list, text)
                .map_err(|e| failed("cannot resume from it", &e))?,
            None => Checkpoint::new(n, shard, &list),
        };
        // Rewrite it whole: a line cut short by a crash must not run into the next.
        let mut file = File::create(path).map_err(|e| failed("cannot write it", &e))?;
        file.write_all(checkpoint.to_text().as_bytes())
            .and_then(|()| file.sync_data())
            .map_err(|e| failed("cannot write it", &e))?;
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(|e| failed("cannot append to it", &e))?;
        if checkpoint.finished() > 0 {
            eprintln!(
                "nqueens: resuming from {shown}: {} of {} subproblems already counted",
                checkpoint.finished(),
                shard.indices(parts.len()).len()
            );
        }
        Ok(Ledger {
            checkpoint,
            file: Some((path.to_path_buf(), file)),
        })
    }

    /// Keeps a finished subproblem, in memory and in the file.
    fn record(&mut self, index: usize, part: PartCount) -> Result<(), Failure> {
        self.checkpoint.record(index, part);
        if let Some((path, file)) = &mut self.file {
            file.write_all(Checkpoint::line(index, part).as_bytes())
                .map_err(|e| {
                    Failure::Refused(format!(
                        "checkpoint {}: cannot append to it: {e}",
                        path.display()
                    ))
                })?;
        }
        Ok(())
    }
}

/// Counts the subproblems `todo` of `parts` with `jobs` threads taking them in turn;
/// `done` hears of each as it finishes, on this thread.
fn count_parallel(
    parts: &[Subproblem],
    todo: &[usize],
    jobs: usize,
    mut done: impl FnMut(usize, PartCount) -> Result<(), Failure>,
) -> Result<(), Failure> {
    if jobs <= 1 {
        // One job: no thread to hand the results over from.
        for &index in todo {
            done(index, parts[index].count())?;
        }
        return Ok(());
    }
    // In list order, as the lab's workers take it: the list starts with its largest
    // subproblem, and a start's pieces come one after another, so a thread makes each
    // start's keys once (sorting the pieces by their number of splits sent the short
    // last piece of every start to the end, each to make its start's keys again).
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(todo.len()).max(1) {
            let tx = tx.clone();
            let next = &next;
            scope.spawn(move || {
                while let Some(&index) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if tx.send((index, parts[index].count())).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for (index, part) in rx {
            if let Err(failure) = done(index, part) {
                // Stop handing out work; the threads finish what they hold.
                next.store(todo.len(), Ordering::Relaxed);
                return Err(failure);
            }
        }
        Ok(())
    })
}

/// `nqueens merge FILE...`: the total, then the fundamental count.
pub fn run_merge(files: &[PathBuf], out: &mut dyn Write) -> Result<(), Failure> {
    let mut reports = Vec::new();
    for path in files {
        let shown = path.display();
        let text = std::fs::read_to_string(path)
            .map_err(|e| Failure::Refused(format!("{shown}: cannot read it: {e}")))?;
        let mut any = false;
        for (i, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let mut report: ShardReport = serde_json::from_str(line).map_err(|e| {
                Failure::Refused(format!("{shown} line {}: not a shard report: {e}", i + 1))
            })?;
            report.source = shown.to_string();
            reports.push(report);
            any = true;
        }
        if !any {
            return Err(Failure::Refused(format!("{shown}: empty, no shard report")));
        }
    }
    let sum = merge(&reports, |n| count::subproblems(n).ok(), VERSION)
        .map_err(|e| Failure::Refused(e.to_string()))?;
    let counts = Counts::from(sum);
    writeln!(out, "{}\n{}", counts.total, counts.fundamental)?;
    Ok(())
}
