//! The programs /code shows, each written once. A program whose comments are in the
//! visitor's language is a macro: it holds the code, takes the comment lines as arguments
//! and yields the whole program as one `&'static str` at compile time. A language passes
//! only its comments, so English and Spanish cannot drift apart in their code (the tests
//! check that they differ only in comments), and a comment left out does not compile.
//! A program with no comments is a plain constant.

/// The program a first visit opens: the search, with the step to write left as comments.
macro_rules! starter {
    ($c0:literal, $c1:literal, $c2:literal, $c3:literal $(,)?) => {
        concat!(
            "// ",
            $c0,
            "
// ",
            $c1,
            "
fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        // ",
            $c2,
            "
        // ",
            $c3,
            "
    }
}

queens(1);
",
        )
    };
}
pub(super) use starter;

/// The first task's model answer: the search with that step written.
macro_rules! model_answer {
    ($c0:literal, $c1:literal $(,)?) => {
        concat!(
            "// ",
            $c0,
            "
// ",
            $c1,
            "
fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}

queens(1);
",
        )
    };
}
pub(super) use model_answer;

/// The exercise that writes `safe` itself: the rows kept in an array, the diagonals left to do.
macro_rules! own_safe {
    ($c0:literal, $c1:literal, $c2:literal $(,)?) => {
        concat!(
            "// ",
            $c0,
            "
// ",
            $c1,
            "
fn ok(rows, k, r) {
    for c in 1..k {
        if rows[c] == r { return false; }
        // ",
            $c2,
            "
    }
    true
}

fn queens(rows, k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if ok(rows, k, r) {
            rows[k] = r;
            place(k, r);
            queens(rows, k + 1);
            remove(k, r);
        }
    }
}

let rows = [];
rows.pad(n + 1, 0);
queens(rows, 1);
",
        )
    };
}
pub(super) use own_safe;

/// The exercise that stops at the first solution: the plain search to change.
pub(super) const FIRST_SOLUTION: &str = "fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) {
            place(k, r);
            queens(k + 1);
            remove(k, r);
        }
    }
}

queens(1);
";

/// The exercise that counts n = 1 to 10: a counting search to complete.
macro_rules! count_all {
    ($c0:literal $(,)?) => {
        concat!(
            "// ",
            $c0,
            "
fn count(size, k) {
    if k > size { return 1; }
    0
}

for size in 1..=10 {
    print(`n = ${size}: ${count(size, 1)}`);
}
",
        )
    };
}
pub(super) use count_all;

/// The exercise that searches half the boards: the plain search, with the first column to restrict.
macro_rules! mirror {
    ($c0:literal $(,)?) => {
        concat!(
            "fn queens(rows, k) {
    if k > n { solution(); return; }
    // ",
            $c0,
            "
    for r in 1..=n {
        if safe(k, r) {
            rows[k] = r;
            place(k, r);
            queens(rows, k + 1);
            remove(k, r);
        }
    }
}

let rows = [];
rows.pad(n + 1, 0);
queens(rows, 1);
",
        )
    };
}
pub(super) use mirror;

/// The exercise that skips the rows taken: the plain search, with the array of rows used.
pub(super) const PERMUTATIONS: &str = "fn queens(used, k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) {
            place(k, r);
            queens(used, k + 1);
            remove(k, r);
        }
    }
}

let used = [];
used.pad(n + 1, false);
queens(used, 1);
";

/// The exercise that counts with bitmasks: the masks of rows and diagonals.
macro_rules! bitmasks {
    ($c0:literal $(,)?) => {
        concat!(
            "// ",
            $c0,
            "
fn count(k, rows, up, down) {
    if k > n { return 1; }
    let total = 0;
    for r in 1..=n {
        let bit = 1 << (r - 1);
        if ((rows | up | down) & bit) == 0 {
            total += count(k + 1, rows | bit, (up | bit) << 1, (down | bit) >> 1);
        }
    }
    total
}

print(count(1, 0, 0, 0));
",
        )
    };
}
pub(super) use bitmasks;
