//! What happens at a step of a search, in English: the sentence under the board, the
//! square in focus, branch and bound's last expansion. The longest of the shared
//! sentences, apart.

use super::collisions_count;
use crate::i18n::{group, list};
use nqueens_core::search::{
    Algorithm, Event, Expanded, Focus, LocalEvent, Order, Reason, Replay, SearchEvent,
};
use nqueens_core::square::file_name;

pub(super) fn step(algorithm: Algorithm, shown: &Replay) -> Option<String> {
    if let Some(f) = shown.focus {
        return Some(focus(f));
    }
    let file = |c: u32| file_name(c);
    Some(match shown.event.as_ref()? {
        Event::Search(e) => match *e {
            SearchEvent::Solution => format!(
                "All {} queens are safe: solution {}",
                shown.setup.n,
                group(shown.tally.counters.solutions)
            ),
            SearchEvent::Rotate { from } => format!(
                "Next permutation: the queens from file {} on move one file to the left",
                file(u32::from(from))
            ),
            SearchEvent::Check { valid: true } => "No two queens share a diagonal".into(),
            SearchEvent::Check { valid: false } => {
                "Two queens share a diagonal: not a solution".into()
            }
            SearchEvent::Expand { .. } => frontier_head(algorithm, shown.expanded.as_ref()?),
            SearchEvent::LimitReached => "The frontier reached its memory limit: stop".into(),
            SearchEvent::Done => match shown.tally.counters.solutions {
                0 => "Nothing is left to search: no solution".into(),
                1 => "Nothing is left to search: 1 solution found".into(),
                s => format!("Nothing is left to search: {} solutions found", group(s)),
            },
            _ => return None,
        },
        Event::Local(e) => match *e {
            LocalEvent::Place { col, row, from, collisions } if from == col => format!(
                "Greedy start: the queen of file {} goes on rank {}; {}",
                file(col), row + 1, collisions_count(collisions)
            ),
            LocalEvent::Place { col, row, from, collisions } => format!(
                "Greedy start: the queen of file {} takes rank {} from file {}; {}",
                file(col), row + 1, file(from), collisions_count(collisions)
            ),
            LocalEvent::Shift { col, from, to, collisions } if from == to => format!(
                "The attacked queen of file {} already stands on a square of its file with the fewest conflicts: it stays on rank {}; {} left",
                file(col), to + 1, collisions_count(collisions)
            ),
            LocalEvent::Shift { col, from, to, collisions } => format!(
                "The attacked queen of file {} moves along its file from rank {} to rank {}, a square with the fewest conflicts; {} left",
                file(col), from + 1, to + 1, collisions_count(collisions)
            ),
            LocalEvent::Swap { a, b, collisions } => format!(
                "Swap the queens of files {} and {}: {} left",
                file(a), file(b), collisions_count(collisions)
            ),
            LocalEvent::Refuse { a, b, .. } => format!(
                "Swapping the queens of files {} and {} would add collisions: refused at this temperature",
                file(a), file(b)
            ),
            LocalEvent::Draw { collisions, .. } => format!(
                "Draw a random permutation: {} on the diagonals",
                collisions_count(collisions)
            ),
            LocalEvent::Rejected { .. } => "It has collisions: throw it away and draw again".into(),
            LocalEvent::Generation(ref population) => format!(
                "Generation {}: the fittest genome has {}",
                group(u64::from(population.generation)), collisions_count(shown.collisions.unwrap_or(0))
            ),
            LocalEvent::Stuck { col, .. } => format!(
                "No swap helps the queen of file {}: it stays",
                file(col)
            ),
            LocalEvent::Restart { .. } => "Too long without progress: start again".into(),
            LocalEvent::Solved => "No collisions left: a solution".into(),
            LocalEvent::GaveUp { collisions } => format!(
                "The cap is reached with {} left: give up",
                collisions_count(collisions)
            ),
        },
        Event::Built(_) => return None,
    })
}

pub(super) fn focus(focus: Focus) -> String {
    match focus {
        Focus::Trying(sq) => format!("Try {sq}"),
        Focus::Rejected(r) => {
            let line = match r.reason {
                Reason::Row => "its rank",
                Reason::Diagonal => "the / diagonal",
                Reason::AntiDiagonal => "the \\ diagonal",
            };
            let by = r.by.map(|q| format!(" by {q}")).unwrap_or_default();
            let then = match r.next {
                Some(next) => format!("try {next}"),
                None => format!(
                    "no square is left in file {}: go back",
                    file_name(r.square.col)
                ),
            };
            format!("{} is attacked along {line}{by} — {then}", r.square)
        }
        Focus::Placed(sq) => format!("No queen attacks {sq} — place a queen there"),
        Focus::Removed {
            square,
            after_solution: true,
        } => {
            format!("Take back the queen on {square} to look for more solutions")
        }
        Focus::Removed { square, .. } => {
            format!("Dead end — take back the queen on {square}")
        }
    }
}

pub(super) fn frontier_head(algorithm: Algorithm, e: &Expanded) -> String {
    let (taken, queue) = match algorithm.frontier() {
        Some(Order::BreadthFirst) => ("the head of the queue", "queue"),
        Some(Order::DepthFirst) | None => ("the top of the stack", "stack"),
    };
    let node = match e.node.is_empty() {
        true => "the empty board".to_string(),
        false => list(&e.node.queens().collect::<Vec<_>>(), "and"),
    };
    let children = match e.children {
        1 => "1 safe child".to_string(),
        c => format!("{c} safe children"),
    };
    format!(
        "{node}, {taken}: {children} put in; {} open nodes in the {queue}",
        group(u64::from(e.frontier))
    )
}
