//! `nqueens count --checkpoint`: killed with SIGKILL mid-count, then run again, it
//! resumes without recounting what it finished and prints the exact totals.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const NQUEENS: &str = env!("CARGO_BIN_EXE_nqueens");

fn lines(path: &std::path::Path) -> usize {
    std::fs::read_to_string(path)
        .map(|t| t.lines().count())
        .unwrap_or(0)
}

#[test]
fn a_count_killed_mid_way_resumes_to_the_exact_total() {
    let dir = std::env::temp_dir().join(format!("nqueens-checkpoint-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("q16.checkpoint");
    let _ = std::fs::remove_file(&file);

    let mut child = Command::new(NQUEENS)
        .args(["count", "16", "--jobs", "1", "--checkpoint"])
        .arg(&file)
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    // Kill it once it has finished some subproblems, long before all 53.
    let started = Instant::now();
    while lines(&file) < 10 && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(2));
    }
    child.kill().unwrap(); // SIGKILL: no chance to tidy up
    child.wait().unwrap();
    let kept = lines(&file) - 1;
    assert!((9..53).contains(&kept), "killed after {kept} subproblems");

    let resumed = Command::new(NQUEENS)
        .args(["count", "16", "--fundamental", "--checkpoint"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(resumed.status.success());
    assert_eq!(
        String::from_utf8_lossy(&resumed.stdout),
        "14772512\n1846955\n"
    );
    let said = String::from_utf8_lossy(&resumed.stderr);
    let already: usize = said
        .split("resuming from ")
        .nth(1)
        .and_then(|rest| rest.split(": ").nth(1))
        .and_then(|rest| rest.split(' ').next())
        .and_then(|k| k.parse().ok())
        .unwrap_or_else(|| panic!("no resume line in {said:?}"));
    assert!(already >= kept, "resumed {already}, kept {kept}");
    // A header, and a line per subproblem.
    assert_eq!(lines(&file), 54, "every subproblem recorded once");

    // A checkpoint of another count is refused with one line, not overwritten.
    let other = Command::new(NQUEENS)
        .args(["count", "15", "--checkpoint"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(other.status.code(), Some(2));
    let err = String::from_utf8_lossy(&other.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("another count"), "{err}");
    assert_eq!(lines(&file), 54);
    std::fs::remove_dir_all(&dir).unwrap();
}
