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
}
