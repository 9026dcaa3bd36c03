use super::*;
use nqueens_core::Square;

mod limits;

/// The plain solver of the issue and of /code's first template.
pub(crate) const PLAIN: &str = "fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}
queens(1);
";

pub(crate) fn stopped(source: &str, n: u32) -> Diagnostic {
    match run(source, n, &Limits::default()).outcome {
        Outcome::Stopped(d) => d,
        Outcome::Finished => panic!("{source} ran to its end"),
    }
}

#[test]
fn the_plain_solver_finds_q_of_n_with_the_textbook_effort() {
    for n in 1..=10 {
        let run = run(PLAIN, n, &Limits::default());
        assert_eq!(run.outcome, Outcome::Finished, "n = {n}");
        let verdict = Verdict::of(&run.trace, n);
        assert!(verdict.all_found(), "n = {n}: {verdict:?}");
        let reference = verdict.effort.reference.expect("a size /solve runs");
        let expected_goal = if verdict.reported == 1 {
            nqueens_core::search::Goal::First
        } else {
            nqueens_core::search::Goal::All
        };
        assert_eq!(reference.goal, expected_goal, "n = {n}");
        let reference = reference.counters;
        assert_eq!(
            (verdict.effort.tried, verdict.effort.placed),
            (reference.tried, reference.placed),
            "n = {n}: the same squares tried and nodes as the reference backtracking"
        );
    }
}

#[test]
fn eight_queens_reads_the_published_figures() {
    let run = run(PLAIN, 8, &Limits::default());
    let verdict = Verdict::of(&run.trace, 8);
    assert_eq!(
        (verdict.correct, verdict.effort.tried, verdict.effort.placed),
        (92, 15_720, 2_056)
    );
}

/// The first-solution search of the exercise's model answer.
const FIRST: &str = include_str!("exercises/first_solution.rhai");

#[test]
fn a_first_solution_run_is_compared_with_the_textbook_first_solution() {
    use nqueens_core::search::Goal;
    let done = run(FIRST, 8, &Limits::default());
    let effort = Verdict::of(&done.trace, 8).effort;
    let reference = effort.reference.expect("8 is a size /solve runs");
    // The figures are the core's: its search to the first solution, and to the end.
    let first = Reference::textbook(8, Goal::First).expect("n = 8");
    let all = Reference::textbook(8, Goal::All).expect("n = 8");
    assert_eq!((first.counters.tried, all.counters.tried), (876, 15_720));
    assert_eq!(reference, first, "not the all-solutions figures");
    assert_eq!(
        (effort.tried, effort.placed),
        (first.counters.tried, first.counters.placed),
        "the model answer is the textbook search, stopped at its first solution"
    );
    let whole = run(PLAIN, 8, &Limits::default());
    assert_eq!(Verdict::of(&whole.trace, 8).effort.reference, Some(all));
}

#[test]
fn a_solver_that_tests_squares_itself_is_counted_by_its_placements() {
    let done = run(Exercise::OwnSafe.model(), 8, &Limits::default());
    let effort = Verdict::of(&done.trace, 8).effort;
    assert!(effort.tests_itself(), "{effort:?}");
    assert_eq!(
        effort.placed,
        effort.reference.expect("n = 8").counters.placed,
        "its own test finds the textbook's nodes: 2,056 queens placed"
    );
    assert!(!Verdict::of(&run(PLAIN, 8, &Limits::default()).trace, 8)
        .effort
        .tests_itself());
}

#[test]
fn the_first_solution_placed_from_memory_does_not_pass() {
    let placed = "let rows = [1, 5, 8, 6, 3, 7, 2, 4];
for c in 1..=8 { place(c, rows[c - 1]); }
solution();";
    assert_eq!(
        Exercise::FirstSolution.check(placed).err(),
        Some(Shortfall::NothingTried)
    );
}

#[test]
fn each_step_has_its_line_and_each_call_its_arguments() {
    let run = run(PLAIN, 4, &Limits::default());
    let steps = &run.trace.steps;
    assert_eq!(steps[0].action, Action::Enter(0));
    assert_eq!(
        run.trace.frames[0],
        Frame {
            function: "queens".into(),
            args: vec!["1".into()]
        }
    );
    assert_eq!(steps[0].line, 7, "queens(1) is called on line 7");
    assert_eq!(
        steps[1],
        Step {
            action: Action::Try {
                square: Square::new(0, 0),
                safe: true
            },
            line: 4
        }
    );
    assert_eq!(
        steps[2],
        Step {
            action: Action::Place(Square::new(0, 0)),
            line: 4
        }
    );
    assert_eq!(steps[3].action, Action::Enter(1));
    assert_eq!(run.trace.frames[1].args, vec!["2".to_string()]);
    let solution = steps.iter().find(|s| s.action == Action::Solution).unwrap();
    assert_eq!(solution.line, 2);
    let enters = steps
        .iter()
        .filter(|s| matches!(s.action, Action::Enter(_)))
        .count();
    let exits = steps
        .iter()
        .filter(|s| matches!(s.action, Action::Exit(_)))
        .count();
    assert_eq!(enters, exits, "every call returns");
}

#[test]
fn errors_name_their_line_and_column() {
    let d = stopped("let a = 1;\nlet b = (a + 2;\n", 8);
    assert!(matches!(d.problem, Problem::Syntax { .. }), "{d:?}");
    assert_eq!(d.line, 2);

    let d = stopped("let a = 1;\nprint(b);\n", 8);
    assert_eq!(
        (d.problem, d.line),
        (Problem::UnknownVariable("b".into()), 2)
    );

    let d = stopped("fn f(a, b) { a + b }\n\nf(1);\n", 8);
    assert_eq!(
        (d.problem, d.line),
        (
            Problem::UnknownFunction {
                name: "f".into(),
                given: 1,
                defined: vec![2]
            },
            3
        )
    );

    let d = stopped("let a = [1, 2, 3];\nlet b = a[5];\n", 8);
    assert_eq!(
        (d.problem, d.line),
        (Problem::IndexOutOfRange { index: 5, len: 3 }, 2)
    );

    let d = stopped("place(1, 1);\nplace(1, 1);\n", 8);
    assert_eq!(
        (d.problem, d.line, d.column),
        (Problem::Occupied(Square::new(0, 0)), 2, 1)
    );

    let d = stopped("remove(3, 2);", 8);
    assert_eq!(d.problem, Problem::Empty(Square::new(1, 2)));

    let d = stopped("\nsafe(9, 1);", 8);
    assert_eq!(
        (d.problem, d.line),
        (Problem::OffBoard { col: 9, row: 1 }, 2)
    );
}

#[test]
fn a_top_level_variable_read_in_a_function_is_told_as_rhai_scoping() {
    let d = stopped(
        "let count = 0;\nfn queens(k) {\n  count += 1;\n}\nqueens(1);\n",
        8,
    );
    assert_eq!(
        (d.problem.clone(), d.line),
        (
            Problem::TopLevelVariable {
                name: "count".into(),
                function: "queens".into()
            },
            3
        )
    );
    assert!(d.problem.to_string().contains("parameter"), "{d:?}");
    // A name defined nowhere stays an unknown variable, in a function or not.
    let d = stopped("fn f() { total }\nf();\n", 8);
    assert_eq!(d.problem, Problem::UnknownVariable("total".into()));
}

#[test]
fn errors_inside_functions_point_into_them() {
    let d = stopped("fn f() {\n  place(0, 1);\n}\nf();\n", 8);
    assert_eq!(
        (d.problem, d.line),
        (Problem::OffBoard { col: 0, row: 1 }, 2)
    );
}

#[test]
fn n_can_be_shadowed_by_the_program() {
    let run = run(
        "fn f(n) { print(n); }\nf(5);\nprint(n);",
        8,
        &Limits::default(),
    );
    assert_eq!(run.outcome, Outcome::Finished);
    assert_eq!(run.trace.output, vec!["5".to_string(), "8".to_string()]);
}

#[test]
fn a_wrong_solution_is_shown_with_its_attack_and_a_repeat_is_flagged() {
    let source = "for c in 1..=4 { place(c, c); }\nsolution();\nfor c in 1..=4 { remove(c, c); }\n\
        place(1, 2); place(2, 4); place(3, 1); place(4, 3);\nsolution();\nsolution();\n";
    let run = run(source, 4, &Limits::default());
    assert_eq!(run.outcome, Outcome::Finished);
    let verdict = Verdict::of(&run.trace, 4);
    assert_eq!((verdict.reported, verdict.correct), (3, 1));
    assert_eq!(
        verdict.faults,
        vec![
            (
                1,
                SolutionFault::Attack(Square::new(0, 0), Square::new(1, 1))
            ),
            (3, SolutionFault::Repeated { first: 2 }),
        ]
    );
    assert!(!verdict.all_found());
}

#[test]
fn a_short_board_is_a_fault_too() {
    let run = run("place(1, 1);\nsolution();", 4, &Limits::default());
    let verdict = Verdict::of(&run.trace, 4);
    assert_eq!(
        verdict.faults,
        vec![(1, SolutionFault::Queens { placed: 1 })]
    );
}

#[test]
fn every_exercise_passes_with_its_model_answer() {
    for exercise in Exercise::ALL {
        if let Err(shortfall) = exercise.check(exercise.model()) {
            panic!("{exercise:?}: {shortfall:?}");
        }
    }
}

#[test]
fn the_plain_solver_falls_short_of_each_exercise_with_a_reason() {
    let check = |e: Exercise| e.check(PLAIN).err();
    assert_eq!(
        check(Exercise::OwnSafe),
        Some(Shortfall::CalledSafe { line: 4 })
    );
    assert_eq!(
        check(Exercise::FirstSolution),
        Some(Shortfall::Found {
            n: 8,
            found: 92,
            expected: 1
        })
    );
    assert_eq!(
        check(Exercise::CountAll),
        Some(Shortfall::Count {
            n: 1,
            printed: None,
            expected: 1
        })
    );
    assert_eq!(
        check(Exercise::Mirror),
        Some(Shortfall::NotHalved {
            tried: 15_720,
            plain: 15_720
        })
    );
    // Row 1 is tried for column 2 while a1 holds it.
    assert_eq!(
        check(Exercise::Permutations),
        Some(Shortfall::RowReused(Square::new(0, 1)))
    );
    assert_eq!(
        check(Exercise::Bitmasks),
        Some(Shortfall::CalledSafe { line: 4 })
    );
}

#[test]
fn shortfalls_say_what_is_missing() {
    // The mirror exercise with the mirror images left out: 46 of 92.
    let half = Exercise::Mirror.model().replace(
        "    for c in 1..=n { remove(c, rows[c]); }\n    for c in 1..=n { place(c, n + 1 - rows[c]); }\n    solution();\n",
        "    for c in 1..=n { remove(c, rows[c]); }\n    for c in 1..=n { place(c, n + 1 - rows[c]); }\n",
    );
    assert_ne!(half, Exercise::Mirror.model());
    assert_eq!(
        Exercise::Mirror.check(&half).err(),
        Some(Shortfall::Found {
            n: 8,
            found: 46,
            expected: 92
        })
    );
    // The first solution reported, but the search goes on to the end.
    let on = "fn queens(k, found) {
    if k > n { if found == 0 { solution(); } return found + 1; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); found = queens(k + 1, found); remove(k, r); }
    }
    found
}
queens(1, 0);";
    assert_eq!(
        Exercise::FirstSolution.check(on).err(),
        Some(Shortfall::KeptSearching {
            tried: 15_720,
            to_first: 876
        })
    );
    // Testing every row against the masks costs too many operations.
    let every_row = "fn count(k, rows, up, down) {
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
print(count(1, 0, 0, 0));";
    assert_eq!(
        Exercise::Bitmasks.check(every_row).err(),
        Some(Shortfall::OverBudget {
            budget: BITMASK_BUDGET
        })
    );
}

/// What a program printed, for a run that must end.
fn printed(source: &str) -> Vec<String> {
    let run = run(source, 4, &Limits::default());
    assert_eq!(run.outcome, Outcome::Finished, "{source}");
    run.trace.output
}

#[test]
fn arrays_do_what_a_solver_asks_of_them() {
    assert_eq!(
        printed(
            "let a = [];
            a.pad(3, 0);
            a[1] = 5;
            a.push(7);
            print(a);
            print(a.len());
            print(a.pop());
            print(a.shift());
            a.insert(0, 9);
            a.insert(-1, 8);
            a.insert(99, 6);
            print(a);
            print(a.remove(1));
            print(a.remove(-1));
            print(a.remove(99));
            print(5 in a);
            print(4 in a);
            print(a.index_of(0));
            print(a.index_of(\"x\"));
            let s = 0;
            for x in a { s += x; }
            print(s);
            a.truncate(1);
            print(a);
            a.clear();
            print(a.is_empty());"
        ),
        [
            "[0, 5, 0, 7]",
            "4",
            "7",
            "0",
            "[9, 5, 8, 0, 6]",
            "5",
            "6",
            "",
            "false",
            "false",
            "2",
            "-1",
            "17",
            "[9]",
            "true",
        ]
    );
}

#[test]
fn an_array_without_end_is_stopped_with_a_message() {
    let d = stopped("let a = []; loop { a.push(1); }", 4);
    assert_eq!(d.line, 1);
    assert!(d.problem.to_string().contains("20000 items"), "{d:?}");
    let d = stopped("let a = []; a.pad(1_000_000_000_000, 0);", 4);
    assert!(d.problem.to_string().contains("20000 items"), "{d:?}");
}

/// The replay's state after the first `k` steps of `run`.
fn state_after(done: &Run, k: usize) -> RunState {
    let mut state = RunState::new(done.n);
    for i in 0..k {
        state.apply(&Played::of(&done.trace, i).expect("a step"));
    }
    state
}

fn var(name: &str, value: &str) -> Variable {
    Variable {
        name: name.into(),
        value: value.into(),
    }
}

#[test]
fn before_the_first_step_the_stack_is_the_programs_top_level_alone() {
    let state = RunState::new(8);
    assert_eq!(state.frames(), vec![(None, Some(&[][..]))]);
}

#[test]
fn each_frame_shows_its_variables_and_each_call_its_return_value() {
    let source = "let found = 0;
fn queens(k) {
    if k > n { solution(); return true; }
    for r in 1..=n {
        if safe(k, r) {
            place(k, r);
            if queens(k + 1) { return true; }
            remove(k, r);
        }
    }
    false
}
found = queens(1);
print(found);
";
    let done = run(source, 4, &Limits::default());
    assert_eq!(done.outcome, Outcome::Finished);
    // Step 0 enters queens(1), with its parameter and its loop's r, which come before
    // its first step. The top level's variables show as of its own steps: none yet.
    let state = state_after(&done, 1);
    let frames = state.frames();
    assert_eq!(frames.len(), 2);
    assert_eq!(frames[0], (None, Some(&[][..])));
    assert_eq!(frames[1].1, Some(&[var("k", "1"), var("r", "1")][..]));
    // At its first safe(1, 1), the call holds k and r.
    let state = state_after(&done, 2);
    assert_eq!(
        state.frames()[1].1,
        Some(&[var("k", "1"), var("r", "1")][..])
    );
    // A call that returned, with its value: queens(2) on a1 finds nothing.
    let returned = (0..done.trace.steps.len())
        .map(|k| state_after(&done, k + 1))
        .find_map(|s| s.returned)
        .expect("a call returns");
    assert_eq!(
        returned,
        (
            Frame {
                function: "queens".into(),
                args: vec!["3".into()]
            },
            Some("false".into())
        )
    );
    // The last return: queens(1) is true, and the top level reads it before print.
    let end = state_after(&done, done.trace.steps.len());
    assert_eq!(
        end.frames(),
        vec![(None, Some(&[var("found", "true")][..]))]
    );
    let last_return =
        (0..done.trace.steps.len())
            .rev()
            .find_map(|k| match Played::of(&done.trace, k) {
                Some(Played::Return { value, .. }) => Some(value),
                _ => None,
            });
    assert_eq!(last_return, Some(Some("true".to_string())));
}

#[test]
fn each_step_of_the_board_shows_the_variables_it_was_made_with() {
    // The loop's r moves on right after a refused safe(k, r): the step must show the r
    // it asked about, not the next one.
    let source = "fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}
queens(1);";
    let done = run(source, 5, &Limits::default());
    assert_eq!(done.outcome, Outcome::Finished);
    let mut checked = 0;
    for (k, step) in done.trace.steps.iter().enumerate() {
        let square = match step.action {
            Action::Try { square, .. } | Action::Place(square) | Action::Remove(square) => square,
            _ => continue,
        };
        let state = state_after(&done, k + 1);
        let frames = state.frames();
        let (_, vars) = frames.last().expect("a frame");
        let vars = vars.expect("its variables");
        let row = (square.row + 1).to_string();
        let col = (square.col + 1).to_string();
        assert!(
            vars.contains(&var("r", &row)) && vars.contains(&var("k", &col)),
            "step {k}, {:?} on {square}: {vars:?}",
            step.action
        );
        checked += 1;
    }
    assert!(checked > 100);
}
