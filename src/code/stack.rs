//! The learner's call stack at a step of /code's replay, as its view draws it: the top
//! level first, then each call under way, each with its variables as last seen, and
//! the call that just returned. Plain, so tested natively; `code::program_stack`
//! draws it.

use crate::code::words::call;
use nqueens_code::{RunState, Variable};

/// A frame as drawn: its name (a call, or none for the top level), its variables
/// (`None`: not kept), whether it runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShownFrame {
    /// The call, as the program wrote it; `None` for the top level.
    pub call: Option<String>,
    /// Its variables, if kept.
    pub variables: Option<Vec<Variable>>,
    /// It is the frame running.
    pub running: bool,
}

/// The frames of `state`, the top level first, and the call that just returned.
pub fn shown(state: &RunState) -> (Vec<ShownFrame>, Option<(String, Option<String>)>) {
    let frames = state.frames();
    let last = frames.len() - 1;
    let shown = frames
        .into_iter()
        .enumerate()
        .map(|(i, (frame, variables))| ShownFrame {
            call: frame.map(call),
            variables: variables.map(<[Variable]>::to_vec),
            running: i == last,
        })
        .collect();
    let returned = state
        .returned
        .as_ref()
        .map(|(frame, value)| (call(frame), value.clone()));
    (shown, returned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_step_zero_the_stack_is_the_top_level_and_no_solver_frame() {
        let (frames, returned) = shown(&RunState::new(8));
        assert_eq!(
            frames,
            vec![ShownFrame {
                call: None,
                variables: Some(Vec::new()),
                running: true
            }]
        );
        assert_eq!(returned, None);
    }
}
