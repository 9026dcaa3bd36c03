//! The running frame's variables, as the trace keeps them for the replay's call stack.
//!
//! Reading a scope costs the text of every value, so it is read only where the replay
//! needs it: when a call is entered, when a variable comes or goes, and for each step of
//! the board. A step of the board is read *before* its call: the board API has no sight
//! of the caller's scope, and the debugger's next stop comes too late, after a refused
//! `safe(k, r)` the loop has already moved `r` on. So the debugger reads the scope when
//! it stops at the call itself, found by its place in the source ([`board_calls`]).

use super::State;
use crate::trace::{Variable, MAX_SCOPES, NOT_KEPT, VALUE_CHARS};
use rhai::{Position, Scope};
use std::collections::HashSet;

/// The board API's functions that record a step.
const BOARD_CALLS: [&str; 4] = ["safe", "place", "remove", "solution"];

/// Where (line, column, from 1, as Rhai counts them) the source calls the board API:
/// a name of [`BOARD_CALLS`], whole, before its `(`.
pub(super) fn board_calls(source: &str) -> HashSet<(usize, usize)> {
    let mut at = HashSet::new();
    for (row, line) in source.lines().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        let word = |c: char| c.is_alphanumeric() || c == '_';
        for start in 0..chars.len() {
            if start > 0 && word(chars[start - 1]) {
                continue;
            }
            for name in BOARD_CALLS {
                let end = start + name.chars().count();
                let named = chars
                    .get(start..end)
                    .is_some_and(|w| w.iter().copied().eq(name.chars()));
                let called = chars[end.min(chars.len())..]
                    .iter()
                    .find(|c| !c.is_whitespace())
                    == Some(&'(');
                if named && called {
                    at.insert((row + 1, start + 1));
                }
            }
        }
    }
    at
}

/// A frame's variables in the order defined, one of each name: the innermost (an inner
/// block's shadows an outer one). Rhai lists a scope's newest first.
pub(super) fn variables(scope: &Scope) -> Vec<Variable> {
    let mut all: Vec<Variable> = Vec::new();
    for (name, _, value) in scope.iter_raw() {
        if all.iter().any(|v| v.name == name) {
            continue;
        }
        let mut text = value.to_string();
        if text.chars().count() > VALUE_CHARS {
            text = text.chars().take(VALUE_CHARS - 1).collect::<String>() + "…";
        }
        all.push(Variable {
            name: name.to_string(),
            value: text,
        });
    }
    all.reverse();
    all
}

/// The variables read at a call of the board, before it ran.
pub(super) struct BeforeCall {
    line: usize,
    column: usize,
    variables: Vec<Variable>,
    len: usize,
}

impl State {
    /// At a stop of the debugger in the running frame: if it stops at a call of the
    /// board, its variables now are the ones that call's step is made with.
    pub(super) fn stopped_at(&mut self, position: Position, scope: &Scope) {
        let (Some(line), Some(column)) = (position.line(), position.position()) else {
            return;
        };
        if self.board_calls.contains(&(line, column)) {
            self.before_call = Some(BeforeCall {
                line,
                column,
                variables: variables(scope),
                len: scope.len(),
            });
        }
    }

    /// After a step of the board made at `position`: its variables, read before the
    /// call if the debugger stopped there, or else at the next stop.
    pub(super) fn made_step(&mut self, position: Position) {
        let step = self.last_step();
        match self.before_call.take() {
            Some(before)
                if position.line() == Some(before.line)
                    && position.position() == Some(before.column) =>
            {
                self.saw_variables(step, before.variables, before.len, false);
                self.read_before = Some(step);
            }
            _ => {
                self.pending = Some(step);
                self.read_before = None;
            }
        }
    }

    /// Notes the scope as the running frame's variables after step `step`, if they
    /// changed (always for a call just entered, `entered`).
    pub(super) fn saw_scope(&mut self, step: u32, scope: &Scope, entered: bool) {
        // Before the first step there is nothing to attach them to: the replay starts
        // from no variables, and the top level's show from its first step on.
        if self.trace.steps.is_empty() {
            return;
        }
        self.saw_variables(step, variables(scope), scope.len(), entered);
    }

    fn saw_variables(&mut self, step: u32, vars: Vec<Variable>, len: usize, entered: bool) {
        let id = match self.scope_ids.get(&vars) {
            Some(&id) => id,
            None if self.trace.scopes.len() < MAX_SCOPES => {
                let id = self.trace.scopes.len() as u32;
                self.trace.scopes.push(vars.clone());
                self.scope_ids.insert(vars, id);
                id
            }
            None => NOT_KEPT,
        };
        if entered {
            self.frame_scopes.push((id, len));
        } else if let Some(last) = self.frame_scopes.last_mut() {
            let seen = last.0;
            *last = (id, len);
            if seen == id {
                return;
            }
        }
        // One set a step: the running frame changes only with a step (a call, a return).
        match self.trace.scope_at.last_mut() {
            Some(last) if last.0 == step => last.1 = id,
            _ => self.trace.scope_at.push((step, id)),
        }
    }

    /// Reads the running frame's variables from `scope`, its own, at a stop of the
    /// debugger: when a step left them to read (a return to it, a board call the
    /// debugger did not stop at), or when a variable came or went (a `let`, a loop's
    /// end), so that a frame's variables are as of its last step or new variable. A step
    /// read before its call keeps what it was made with: the loop's variable that goes
    /// as the loop ends after it does not rewrite it.
    /// Reading them at every stop would cost their text at each of a run's millions of
    /// operations.
    pub(super) fn settle(&mut self, scope: &Scope) {
        let grew = self
            .frame_scopes
            .last()
            .is_some_and(|&(_, len)| len != scope.len());
        if let Some(step) = self.pending.take() {
            self.saw_scope(step, scope, false);
        } else if grew && self.read_before != Some(self.last_step()) {
            let step = self.last_step();
            self.saw_scope(step, scope, false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_calls_are_found_by_their_whole_name_before_a_parenthesis() {
        let at =
            board_calls("if safe(k, r) { place (k, r); }\nunsafe(1); let place = 2;\nsolution();");
        assert_eq!(at, HashSet::from([(1, 4), (1, 17), (3, 1)]));
    }
}
