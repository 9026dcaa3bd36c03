//! /code's first task: the editor opens on a skeleton of the solver, its recursive step
//! left to write, with a ladder of hints revealed one at a time and a model answer one
//! click away. A finished solver in the editor made "write your own" a press of Run;
//! the learner now writes the step, and may climb the hints or look at the answer.
//!
//! What the page keeps of it is here, plain and tested natively; the words (the
//! skeleton, the hints, the answer) are each language's (`ProgramPhrases`).

/// Hints the skeleton has: a nudge, the step, the near-answer.
pub const HINTS: usize = 3;

/// How many of the skeleton's hints are shown; they are revealed in order, and stay.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StarterHints {
    shown: usize,
}

impl StarterHints {
    /// No hint shown.
    pub fn new() -> StarterHints {
        StarterHints::default()
    }

    /// Shows the next hint; false once all are shown.
    pub fn reveal(&mut self) -> bool {
        if self.shown == HINTS {
            return false;
        }
        self.shown += 1;
        true
    }

    /// Hints shown, the first ones.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// Every hint is shown: the next is the model answer.
    pub fn all_shown(&self) -> bool {
        self.shown == HINTS
    }
}

/// What the editor holds once `replacement` (a model answer, an exercise's program, an
/// imported file) replaces `before`, and the program to offer back: the learner's own
/// text is never lost silently, and nothing is offered back when nothing changed.
pub fn replace(before: String, replacement: &str) -> (String, Option<String>) {
    let kept = (before != replacement).then_some(before);
    (replacement.to_string(), kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use nqueens_code::{run, Limits, Outcome, Verdict};

    #[test]
    fn the_hints_come_one_at_a_time_and_stop_at_the_last() {
        let mut hints = StarterHints::new();
        assert_eq!(hints.shown(), 0);
        assert!(hints.reveal() && hints.reveal());
        assert!(!hints.all_shown());
        assert!(hints.reveal());
        assert!(hints.all_shown());
        assert!(!hints.reveal(), "nothing past the last");
        assert_eq!(hints.shown(), HINTS);
    }

    #[test]
    fn the_model_answer_keeps_the_learners_program_to_bring_back() {
        let (now, kept) = replace("mine".to_string(), "model");
        assert_eq!((now.as_str(), kept.as_deref()), ("model", Some("mine")));
        let (_, kept) = replace("model".to_string(), "model");
        assert_eq!(kept, None, "nothing to bring back");
    }

    /// The editor's first program must leave the solver to write: before, it was the
    /// finished solver, and Run alone passed "write your own" with all 92.
    #[test]
    fn the_editor_opens_on_a_skeleton_that_runs_and_finds_nothing_yet() {
        for lang in [Lang::En, Lang::Es] {
            let say = crate::code::words::words(lang);
            let skeleton = say.template();
            assert!(
                skeleton.contains("// your turn") || skeleton.contains("// te toca"),
                "{lang:?}: the step to write is marked"
            );
            let done = run(skeleton, 8, &Limits::default());
            assert_eq!(done.outcome, Outcome::Finished, "{lang:?}: it runs");
            let verdict = Verdict::of(&done.trace, 8);
            assert_eq!(verdict.reported, 0, "{lang:?}: it finds nothing yet");
            assert!(
                !skeleton.contains("safe(k, r)"),
                "{lang:?}: the step is left out"
            );
            // The model answer is the skeleton finished: the same lines around the step.
            let model = say.model_answer();
            assert!(Verdict::of(&run(model, 8, &Limits::default()).trace, 8).all_found());
            let (head, _) = skeleton
                .split_once("    for r in 1..=n {")
                .unwrap_or_default();
            assert!(!head.is_empty() && model.starts_with(head), "{lang:?}");
            // The last hint is the near-answer: it names the step's calls.
            let hints = say.starter_hints();
            assert!(hints.iter().all(|h| h.ends_with(['.', '}'])), "{lang:?}");
            assert!(hints[HINTS - 1].contains("remove(k, r)"), "{lang:?}");
        }
    }
}
