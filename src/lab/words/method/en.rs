//! /lab's section on how the count is made, in English.

use super::{MethodPhrases, MethodStrings};
use crate::i18n::{format_ms, group};
use crate::protocol::Compared;
use crate::ui::decimal::fixed;

/// English.
pub struct En;

static METHOD_STRINGS: super::MethodStrings = MethodStrings {
    intro: "Every solution of an even board has exactly n/2 queens in its west half and n/2 in its east half, and as many in its north and south halves (an odd board first fixes its middle rank and file). So the counter never searches the whole board queen by queen:",
    steps: [
        "Quadrants: it lists every way to place queens in each quarter of the board, with the ranks and diagonals each way takes.",
        "Half-boards: it joins the north and south quarters of one half into half-boards whose files all have a queen.",
        "Matching: for each west half-board it counts the east halves that take the other ranks and none of its diagonals, by sorting and looking up keys instead of searching. The board's symmetries cut the work by almost 8.",
    ],
    picture: "An 8×8 solution, 1 5 8 6 3 7 2 4, cut into four quarters: the west half (files a to d) and the east half (files e to h) each hold four queens, one per file. The marks beside it show the ranks each half takes, 1 5 6 8 in the west and 2 3 4 7 in the east: between them every rank once, which is what the matching looks for.",
    quadrants: ["NW", "NE", "SW", "SE"],
    halves: ["west half", "east half"],
    compare_intro: "The lab's counts use parts assembly. Count one board both ways, on one thread of a worker: by parts, and by the method it replaced, start constellations (the queens of the border first, then a search of the middle).",
    compare: "Compare the two methods",
    comparing: "Counting both ways…",
};

impl MethodPhrases for En {
    fn t(&self) -> &'static MethodStrings {
        &METHOD_STRINGS
    }

    fn compared(&self, c: &Compared) -> String {
        let ((parts, parts_ms), (stars, stars_ms)) = (c.parts, c.constellations);
        if !c.agree() {
            return format!(
                "The two methods disagree on Q({}): {} by parts, {} by constellations. Please report it.",
                c.n,
                group(parts.total),
                group(stars.total)
            );
        }
        let faster = match c.faster() {
            (true, times) => format!("parts assembly is {}× faster here", fixed(times, 1)),
            (false, times) => format!(
                "constellations are {}× faster on this board",
                fixed(times, 1)
            ),
        };
        format!(
            "Q({}) = {} both ways. Parts assembly: {}; constellations: {}: {faster}.",
            c.n,
            group(parts.total),
            format_ms(parts_ms),
            format_ms(stars_ms)
        )
    }
}
