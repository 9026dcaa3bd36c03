//! The programs /code shows, each written once. A program whose comments are in the
//! visitor's language is a macro: it holds the code, takes the comment lines as arguments
//! and yields the whole program as one `&'static str` at compile time. A language passes
//! only its comments, so English and Spanish cannot drift apart in their code (the tests
//! check that they differ only in comments), and a comment left out does not compile.
//! A program with no comments is a plain constant.

/// The program a first visit opens: the search, with the step to write left as comments.
#[rustfmt::skip]
macro_rules! starter {
    ($goal:literal, $from_one:literal, $your_turn:literal, $then:literal $(,)?) => {
        concat!(
            "// ", $goal, "\n",
            "// ", $from_one, "\n",
            "fn queens(k) {\n",
            "    if k > n { solution(); return; }\n",
            "    for r in 1..=n {\n",
            "        // ", $your_turn, "\n",
            "        // ", $then, "\n",
            "    }\n",
            "}\n",
            "\n",
            "queens(1);\n",
        )
    };
}
pub(super) use starter;

/// The first task's model answer: the search with that step written.
#[rustfmt::skip]
macro_rules! model_answer {
    ($goal:literal, $from_one:literal $(,)?) => {
        concat!(
            "// ", $goal, "\n",
            "// ", $from_one, "\n",
            "fn queens(k) {\n",
            "    if k > n { solution(); return; }\n",
            "    for r in 1..=n {\n",
            "        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }\n",
            "    }\n",
            "}\n",
            "\n",
            "queens(1);\n",
        )
    };
}
pub(super) use model_answer;

/// The exercise that writes `safe` itself: the rows kept in an array, the diagonals left to do.
#[rustfmt::skip]
macro_rules! own_safe {
    ($rows:literal, $question:literal, $diagonals:literal $(,)?) => {
        concat!(
            "// ", $rows, "\n",
            "// ", $question, "\n",
            "fn ok(rows, k, r) {\n",
            "    for c in 1..k {\n",
            "        if rows[c] == r { return false; }\n",
            "        // ", $diagonals, "\n",
            "    }\n",
            "    true\n",
            "}\n",
            "\n",
            "fn queens(rows, k) {\n",
            "    if k > n { solution(); return; }\n",
            "    for r in 1..=n {\n",
            "        if ok(rows, k, r) {\n",
            "            rows[k] = r;\n",
            "            place(k, r);\n",
            "            queens(rows, k + 1);\n",
            "            remove(k, r);\n",
            "        }\n",
            "    }\n",
            "}\n",
            "\n",
            "let rows = [];\n",
            "rows.pad(n + 1, 0);\n",
            "queens(rows, 1);\n",
        )
    };
}
pub(super) use own_safe;

/// The exercise that stops at the first solution: the plain search to change.
pub(super) const FIRST_SOLUTION: &str = concat!(
    "fn queens(k) {\n",
    "    if k > n { solution(); return; }\n",
    "    for r in 1..=n {\n",
    "        if safe(k, r) {\n",
    "            place(k, r);\n",
    "            queens(k + 1);\n",
    "            remove(k, r);\n",
    "        }\n",
    "    }\n",
    "}\n",
    "\n",
    "queens(1);\n",
);

/// The exercise that counts n = 1 to 10: a counting search to complete.
#[rustfmt::skip]
macro_rules! count_all {
    ($returns:literal $(,)?) => {
        concat!(
            "// ", $returns, "\n",
            "fn count(size, k) {\n",
            "    if k > size { return 1; }\n",
            "    0\n",
            "}\n",
            "\n",
            "for size in 1..=10 {\n",
            "    print(`n = ${size}: ${count(size, 1)}`);\n",
            "}\n",
        )
    };
}
pub(super) use count_all;

/// The exercise that searches half the boards: the plain search, with the first column to restrict.
#[rustfmt::skip]
macro_rules! mirror {
    ($which_rows:literal $(,)?) => {
        concat!(
            "fn queens(rows, k) {\n",
            "    if k > n { solution(); return; }\n",
            "    // ", $which_rows, "\n",
            "    for r in 1..=n {\n",
            "        if safe(k, r) {\n",
            "            rows[k] = r;\n",
            "            place(k, r);\n",
            "            queens(rows, k + 1);\n",
            "            remove(k, r);\n",
            "        }\n",
            "    }\n",
            "}\n",
            "\n",
            "let rows = [];\n",
            "rows.pad(n + 1, 0);\n",
            "queens(rows, 1);\n",
        )
    };
}
pub(super) use mirror;

/// The exercise that skips the rows taken: the plain search, with the array of rows used.
pub(super) const PERMUTATIONS: &str = concat!(
    "fn queens(used, k) {\n",
    "    if k > n { solution(); return; }\n",
    "    for r in 1..=n {\n",
    "        if safe(k, r) {\n",
    "            place(k, r);\n",
    "            queens(used, k + 1);\n",
    "            remove(k, r);\n",
    "        }\n",
    "    }\n",
    "}\n",
    "\n",
    "let used = [];\n",
    "used.pad(n + 1, false);\n",
    "queens(used, 1);\n",
);

/// The exercise that counts with bitmasks: the masks of rows and diagonals.
#[rustfmt::skip]
macro_rules! bitmasks {
    ($masks:literal $(,)?) => {
        concat!(
            "// ", $masks, "\n",
            "fn count(k, rows, up, down) {\n",
            "    if k > n { return 1; }\n",
            "    let total = 0;\n",
            "    for r in 1..=n {\n",
            "        let bit = 1 << (r - 1);\n",
            "        if ((rows | up | down) & bit) == 0 {\n",
            "            total += count(k + 1, rows | bit, (up | bit) << 1, (down | bit) >> 1);\n",
            "        }\n",
            "    }\n",
            "    total\n",
            "}\n",
            "\n",
            "print(count(1, 0, 0, 0));\n",
        )
    };
}
pub(super) use bitmasks;
