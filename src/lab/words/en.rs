//! /lab in English.

use super::{LabWords, Labels};
use crate::i18n::format_megabytes;
use crate::i18n::format_rate;
use crate::i18n::format_seconds;
use crate::i18n::group;
use crate::lab::count_plan::CountOutcome;
use crate::ui::decimal::fixed;

/// English.
pub struct En;

const LABELS: Labels = Labels {
    lab_title: "Counting lab",
    lab_intro: "Count every solution Q(n) and the fundamental ones (up to rotation and reflection), shared among background workers.",
    count_idle: "A count shows its progress, speed and time left here; each result is checked against the published value in the table.",
    workers: "workers",
    benchmark: "Benchmark",
    allow_large: "Allow n up to 21 (up to an hour of work)",
    table_title: "Published counts and counts made here",
    col_published: "Q(n), OEIS A000170",
    col_fundamental: "fundamental, A002562",
    col_here: "counted here",
    col_time: "time",
    quoted: "quoted",
    chart_title: "Q(n) on a logarithmic scale, with the estimate (0.143·n)ⁿ",
    chart_published: "published",
    chart_counted: "counted here",
    chart_estimate: "(0.143·n)ⁿ (Simkin 2021)",
    method_title: "How the count is made: parts assembly",
};

impl LabWords for En {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn counting(&self, n: usize, percent: f64) -> String {
        format!("Counting Q({n})… {} %", fixed(percent, 0))
    }

    fn resumed(&self, n: usize, done: usize, total: usize) -> String {
        format!(
            "Resumed the count of Q({n}) where it stopped: {} of {} subproblems were already counted.",
            group(done as u64),
            group(total as u64)
        )
    }

    fn rate_eta(&self, nodes_per_s: f64, eta_s: Option<f64>) -> String {
        let rate = format_rate(nodes_per_s);
        match eta_s {
            Some(eta) => format!("{rate} half-boards/s · about {} left", format_seconds(eta)),
            None => format!("{rate} half-boards/s"),
        }
    }

    fn benchmark_result(&self, n: usize, seconds: f64, nodes_per_s: f64, workers: usize) -> String {
        format!(
            "Q({n}) in {} with {workers} workers: {} half-boards/s.",
            format_seconds(seconds),
            format_rate(nodes_per_s)
        )
    }

    fn count_done(&self, o: &CountOutcome) -> String {
        let memory = match o.memory_peak {
            0 => String::new(),
            bytes => format!(", each taking at most {}", format_megabytes(bytes)),
        };
        format!(
            "Q({}) = {}, of which {} fundamental: counted in {} by {} workers{memory}.",
            o.n,
            group(o.counts.total),
            group(o.counts.fundamental),
            format_seconds(o.seconds),
            o.workers
        )
    }

    fn duration(&self, seconds: f64) -> String {
        format_seconds(seconds)
    }

    fn earlier_part(&self, seconds: f64) -> String {
        format!("incl. {} before the reload", format_seconds(seconds))
    }
}
