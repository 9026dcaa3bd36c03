//! Everything /lab says, English and Spanish side by side in `words/en.rs` and
//! `words/es.rs`: one trait, so a phrase missing in either language is a compile error,
//! and a translator finds every string of the room in one folder.

mod en;
mod es;
pub mod method;

use crate::i18n::Lang;
use crate::lab::count_plan::CountOutcome;

/// The words of /lab.
pub trait LabWords {
    /// The fixed words of the room.
    fn labels(&self) -> &'static Labels;
    /// "Counting Q(n)… 42 %".
    fn counting(&self, n: usize, percent: f64) -> String;
    /// A count went on from where an earlier visit (or a crash) left it.
    fn resumed(&self, n: usize, done: usize, total: usize) -> String;
    /// Speed and time left of a count.
    fn rate_eta(&self, nodes_per_s: f64, eta_s: Option<f64>) -> String;
    /// A benchmark's result.
    fn benchmark_result(&self, n: usize, seconds: f64, nodes_per_s: f64, workers: usize) -> String;
    /// A count just finished, told where it was started: Q(n), the fundamental count,
    /// the time and the workers.
    fn count_done(&self, outcome: &CountOutcome) -> String;
    /// A duration in the language's decimals: "0.4 s", "0,4 s".
    fn duration(&self, seconds: f64) -> String;
    /// Under a resumed count's time: "incl. 4.1 s before the reload".
    fn earlier_part(&self, seconds: f64) -> String;
}

/// The fixed words of /lab, one value per language: a language that lacks one does
/// not compile.
#[derive(Debug)]
pub struct Labels {
    pub lab_title: &'static str,
    pub lab_intro: &'static str,
    /// What the progress line will show, while no count runs.
    pub count_idle: &'static str,
    pub workers: &'static str,
    pub benchmark: &'static str,
    pub allow_large: &'static str,
    pub table_title: &'static str,
    pub col_published: &'static str,
    pub col_fundamental: &'static str,
    pub col_here: &'static str,
    pub col_time: &'static str,
    pub quoted: &'static str,
    pub chart_title: &'static str,
    pub chart_published: &'static str,
    pub chart_counted: &'static str,
    pub chart_estimate: &'static str,
    pub method_title: &'static str,
}

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static dyn LabWords {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}

#[cfg(test)]
mod tests;
