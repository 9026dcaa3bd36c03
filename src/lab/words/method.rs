//! The words of /lab's section on how the count is made (parts assembly) and its
//! comparison with start constellations: a trait of their own, apart from
//! [`LabWords`](super::LabWords), so only the deferred part that draws the section
//! carries them.

mod en;
mod es;

use crate::i18n::Lang;
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

/// What the section says; [`method_words`] gives the visitor's.
pub trait MethodPhrases {
    /// The fixed words.
    fn t(&self) -> &'static MethodStrings;
    /// Both methods' counts and times: "Q(13) = 73 712 both ways. Parts assembly took …".
    fn compared(&self, c: &Compared) -> String;
}

/// The section's words in `lang`.
pub fn method_words(lang: Lang) -> &'static dyn MethodPhrases {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}
