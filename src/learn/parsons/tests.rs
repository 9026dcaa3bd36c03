//! Tests of `parsons`: the shuffle, the moves, the check and the orders it takes.

use super::*;

const PROGRAM: [&str; 4] = ["f(k):", "  if k > n: stop", "  for r:", "    f(k+1)"];

/// Solves the problem as a learner would with the keyboard: for each place, bring the
/// right line up, then set its depth.
fn solve(p: &mut Parsons) {
    for at in 0..p.len() {
        let from = (at..p.len())
            .find(|&i| p.lines[p.order[i]].text == p.lines[at].text)
            .unwrap();
        for i in (at..from).rev() {
            assert!(p.move_line(i + 1, i));
        }
        while p.depths[at] < p.lines[at].depth {
            assert!(p.shift(at, 1));
        }
    }
}

#[test]
fn the_lines_come_shuffled_flush_left_and_the_same_for_a_seed() {
    let p = Parsons::new(&PROGRAM, 3);
    assert_ne!(p.check(), Check::Solved);
    assert!(p.arranged().all(|(_, depth)| depth == 0));
    assert_eq!(p, Parsons::new(&PROGRAM, 3));
    let mut texts: Vec<_> = p.arranged().map(|(t, _)| t).collect();
    texts.sort();
    assert_eq!(texts, ["f(k):", "f(k+1)", "for r:", "if k > n: stop"]);
}

const TWO: [&str; 4] = ["f():", "  a", "g():", "  b"];

#[test]
fn interchangeable_blocks_stand_in_either_order_and_nothing_else_passes() {
    let blocks = [Interchangeable(&[0..2, 2..4])];
    assert_eq!(orders(&blocks, 4), [[0, 1, 2, 3], [2, 3, 0, 1]]);
    let mut p = Parsons::new(&TWO, 5).taking(&blocks);
    p.solve();
    assert_eq!(p.check(), Check::Solved);
    // g's block first, then f's.
    assert!(p.move_line(2, 0) && p.move_line(3, 1));
    assert_eq!(
        p.arranged().collect::<Vec<_>>(),
        [("g():", 0), ("b", 1), ("f():", 0), ("a", 1)]
    );
    assert_eq!(p.check(), Check::Solved);
    // f between g and its line: out of place in either order.
    assert!(p.move_line(2, 1));
    assert_eq!(p.check(), Check::OutOfOrder(1));
}

#[test]
fn three_checks_stand_in_any_of_their_six_orders() {
    let all = orders(&[Interchangeable(&[1..2, 2..3, 3..4])], 5);
    assert_eq!(all.len(), 6);
    assert_eq!(all[0], [0, 1, 2, 3, 4]);
    assert!(all.contains(&vec![0, 3, 2, 1, 4]));
    assert!(all.iter().all(|o| o[0] == 0 && o[4] == 4));
}

#[test]
fn a_group_inside_a_block_moves_with_it() {
    // f's two checks in either order, and f and g in either order: four programs.
    let all = orders(
        &[
            Interchangeable(&[1..2, 2..3]),
            Interchangeable(&[0..3, 3..5]),
        ],
        5,
    );
    assert_eq!(
        all,
        [
            vec![0, 1, 2, 3, 4],
            vec![3, 4, 0, 1, 2],
            vec![0, 2, 1, 3, 4],
            vec![3, 4, 0, 2, 1]
        ]
    );
}

#[test]
fn no_seed_gives_the_answer_away() {
    for seed in 0..200 {
        assert_ne!(
            Parsons::new(&PROGRAM, seed).check(),
            Check::Solved,
            "seed {seed}"
        );
    }
}

#[test]
fn moving_and_indenting_solves_it_and_the_check_names_the_first_fault() {
    let mut p = Parsons::new(&PROGRAM, 7);
    solve(&mut p);
    assert_eq!(p.check(), Check::Solved);
    assert!(p.shift(3, -1));
    assert_eq!(p.check(), Check::WrongDepth(3));
    assert!(p.shift(3, 1));
    assert!(p.move_line(1, 2));
    assert_eq!(p.check(), Check::OutOfOrder(1));
}

#[test]
fn another_language_keeps_the_arrangement_and_its_check() {
    const OTRO: [&str; 4] = ["f(k):", "  si k > n: parar", "  para r:", "    f(k+1)"];
    let mut p = Parsons::new(&PROGRAM, 7);
    solve(&mut p);
    assert!(p.shift(3, -1));
    let depths: Vec<u8> = p.arranged().map(|(_, d)| d).collect();
    assert!(p.relabel(&OTRO));
    assert_eq!(p.arranged().map(|(_, d)| d).collect::<Vec<_>>(), depths);
    assert_eq!(p.check(), Check::WrongDepth(3));
    assert_eq!(p.arranged().nth(1), Some(("si k > n: parar", 1)));
    assert!(p.shift(3, 1));
    assert_eq!(p.check(), Check::Solved);
    assert!(p.relabel(&PROGRAM));
    assert_eq!(p.check(), Check::Solved);
    // Another program, or the same at other depths, is refused.
    let kept = p.clone();
    assert!(!p.relabel(&PROGRAM[..3]));
    assert!(!p.relabel(&["f(k):", "if k > n: stop", "  for r:", "    f(k+1)"]));
    assert_eq!(p, kept);
}

#[test]
fn moves_off_the_list_or_past_the_limits_are_refused() {
    let mut p = Parsons::new(&PROGRAM, 1);
    let before = p.clone();
    assert!(!p.move_line(0, 4));
    assert!(!p.move_line(2, 2));
    assert!(!p.shift(0, -1));
    assert!(!p.shift(9, 1));
    assert_eq!(p, before);
    for _ in 0..MAX_DEPTH {
        assert!(p.shift(0, 1));
    }
    assert!(!p.shift(0, 1));
}
