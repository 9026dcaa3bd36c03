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
    /// Run to the end in the worker at full speed.
    SkipToEnd,
    /// Start the run again.
    Reset,
    /// Show this step (the scrubber).
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
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_listed_keys_are_commands() {
        assert_eq!(Command::from_key(" "), Some(Command::Toggle));
        assert_eq!(Command::from_key("ArrowLeft"), Some(Command::Back));
        assert_eq!(Command::from_key("x"), None);
    }
}
