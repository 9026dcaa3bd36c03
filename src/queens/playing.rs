//! The board being played, from the worker's reply to what the address asked for: a
//! made level (with its answer), or a layout given whole, counted (played with hints only
//! when it has exactly one answer). Plain Rust, so each reply's outcome is tested
//! natively; the page shows the game and, when there is one, the notice.

use super::address::Wanted;
use super::words::Verdict;
use crate::protocol::QueensReply;
use nqueens_core::queens::{Answer, Layout, Level, QueensError};

/// The board being played.
#[derive(Debug, Clone, PartialEq)]
pub struct Playing {
    /// What the address asked for (the share link names it again).
    pub wanted: Wanted,
    /// Milliseconds the worker took to make (or count) it: `data-ms`, which
    /// `make bench-queens` reads.
    pub ms: f64,
    /// The layout.
    pub layout: Layout,
    /// Its one answer (None: the layout given has none, or several; no hints then).
    pub answer: Option<Answer>,
    /// The level its solution by deduction needs.
    pub level: Option<Level>,
    /// Each region's swatch in the core's palette, as the worker assigned them.
    pub colours: Vec<usize>,
}

/// What the page tells the player about a reply.
#[derive(Debug, Clone, PartialEq)]
pub enum Notice {
    /// A layout given whole has no answer, or more than one.
    NotUnique(Verdict),
    /// The worker refused the recipe or the layout.
    Refused(QueensError),
}

impl Playing {
    /// The board `reply` gives for `wanted`, and what to tell the player.
    pub fn from_reply(wanted: Wanted, reply: QueensReply) -> (Option<Playing>, Option<Notice>) {
        let (id, answer, level, colours, ms, notice) = match reply {
            QueensReply::Level {
                layout,
                answer,
                level,
                colours,
                ms,
                ..
            } => (layout, Some(answer), level, colours, ms, None),
            QueensReply::Counted {
                layout,
                count,
                level,
                colours,
                ms,
            } => {
                let unique = count.complete && count.solutions == 1;
                let notice = match count.solutions {
                    _ if unique => None,
                    0 => Some(Notice::NotUnique(Verdict::None)),
                    found => Some(Notice::NotUnique(Verdict::Many {
                        found,
                        complete: count.complete,
                    })),
                };
                let answer = count.answers.first().cloned().filter(|_| unique);
                (layout, answer, level, colours, ms, notice)
            }
            QueensReply::Refused(why) => return (None, Some(Notice::Refused(why))),
        };
        match Layout::from_id(&id) {
            Ok(layout) => (
                Some(Playing {
                    wanted,
                    ms,
                    layout,
                    answer,
                    level,
                    colours,
                }),
                notice,
            ),
            Err(why) => (None, Some(Notice::Refused(why))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::queens::{count, level};
    use nqueens_core::queens::Recipe;

    #[test]
    fn a_made_level_is_played_with_its_answer_and_no_notice() {
        let recipe: Recipe = "9-hard-42".parse().expect("a recipe");
        let (playing, notice) = Playing::from_reply(Wanted::Recipe(recipe), level(recipe));
        let playing = playing.expect("a board");
        assert_eq!((playing.layout.n(), playing.level), (9, Some(Level::Hard)));
        assert!(playing.answer.is_some_and(|a| a.fits(&playing.layout)));
        assert_eq!(notice, None);
    }

    #[test]
    fn a_layout_with_many_answers_is_played_without_hints_and_said() {
        let rows = Layout::rows(6).expect("a size");
        let (playing, notice) =
            Playing::from_reply(Wanted::Layout(rows.clone()), count(&rows.id(), 2));
        assert_eq!(playing.expect("a board").answer, None);
        assert_eq!(
            notice,
            Some(Notice::NotUnique(Verdict::Many {
                found: 2,
                complete: false
            }))
        );
    }

    #[test]
    fn a_refusal_gives_no_board_and_its_reason() {
        let (playing, notice) = Playing::from_reply(
            Wanted::today(None),
            QueensReply::Refused(QueensError::Empty),
        );
        assert_eq!(playing, None);
        assert_eq!(notice, Some(Notice::Refused(QueensError::Empty)));
    }
}
