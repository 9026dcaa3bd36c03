//! What the visitor can ask of the solver: one type for the buttons, the keys and the
//! scrubber, so that each is handled in one place.

/// A request to the solver page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Play from the step shown.
    Play,
    /// Stop the clock.
    Pause,
    /// Play if paused, pause if playing (the Space key).
    Toggle,
    /// One step forwards.
    Step,
    /// One step back.
    Back,
    /// Show the run's last step.
    SkipToEnd,
    /// Show the next step whose board is a solution.
    NextSolution,
    /// Show the last solution before the step shown.
    PreviousSolution,
    /// Show the step after the next queen taken back.
    NextBacktrack,
    /// Start the run again.
    Reset,
    /// Show this step (the scrubber, "go to step").
    Jump(usize),
}

impl Command {
    /// The command a key stands for (the keys listed on the page).
    pub fn from_key(key: &str) -> Option<Command> {
        Some(match key {
            " " => Command::Toggle,
            "ArrowRight" => Command::Step,
            "ArrowLeft" => Command::Back,
            "End" => Command::SkipToEnd,
            "Home" => Command::Reset,
            "n" => Command::NextSolution,
            "p" => Command::PreviousSolution,
            "b" => Command::NextBacktrack,
            _ => return None,
        })
    }
}

/// Whether a key pressed on an element with this tag (lowercase) is the page's to take
/// as a shortcut. A field keeps every key; a button keeps only Space and Enter, which
/// press it, so that → steps after a click on Reset or Step, as the key help says (the
/// focus stays on the button clicked).
pub fn is_page_key(tag: &str, key: &str) -> bool {
    match tag {
        "input" | "select" | "textarea" => false,
        "button" => !matches!(key, " " | "Enter"),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_listed_keys_are_commands() {
        assert_eq!(Command::from_key(" "), Some(Command::Toggle));
        assert_eq!(Command::from_key("ArrowLeft"), Some(Command::Back));
        assert_eq!(Command::from_key("n"), Some(Command::NextSolution));
        assert_eq!(Command::from_key("x"), None);
    }

    #[test]
    fn a_button_keeps_space_and_enter_and_a_field_every_key() {
        assert!(is_page_key("button", "ArrowRight"), "→ after Reset steps");
        assert!(is_page_key("button", "End"));
        assert!(!is_page_key("button", " "), "Space presses the button");
        assert!(!is_page_key("button", "Enter"));
        assert!(!is_page_key("input", "ArrowRight"), "a slider moves");
        assert!(!is_page_key("textarea", "n"));
        assert!(is_page_key("body", " "));
    }
}
