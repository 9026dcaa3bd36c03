//! The words of /lab's section on how the count is made (parts assembly) and its
//! comparison with start constellations: a table of their own, so only the deferred part
//! that draws the section carries them.

use crate::protocol::Compared;

/// The fixed words of the section, one value per language.
pub struct MethodStrings {
    pub intro: &'static str,
    /// The method in three steps: quadrants, half-boards, matching.
    pub steps: [&'static str; 3],
    /// The picture's accessible description.
    pub picture: &'static str,
    /// The quadrants' labels in the picture: north-west, north-east, south-west, south-east.
    pub quadrants: [&'static str; 4],
    /// The halves' labels under the picture: west, east.
    pub halves: [&'static str; 2],
    pub compare_intro: &'static str,
    pub compare: &'static str,
    pub comparing: &'static str,
}

/// What the section says; [`Lang::method`](super::Lang::method) gives the visitor's.
pub trait MethodPhrases {
    /// The fixed words.
    fn t(&self) -> &'static MethodStrings;
    /// Both methods' counts and times: "Q(13) = 73 712 both ways. Parts assembly took …".
    fn compared(&self, c: &Compared) -> String;
}
