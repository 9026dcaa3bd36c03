//! What the CLI's integration tests share: the binary, run with a text on its stdin.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `nqueens ARGS` with `stdin` written to its standard input, and waits for it.
pub fn with_stdin<'a>(args: impl IntoIterator<Item = &'a str>, stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}
