use super::*;
use crate::queens::cells::Cell;
use crate::queens::step::Action;
use crate::queens::{count, generate, Mark};

fn layout(text: &str) -> Layout {
    Layout::parse(text).unwrap()
}

fn cells(list: &[(usize, usize)]) -> Vec<Cell> {
    list.iter().map(|&(r, c)| Cell::new(r, c)).collect()
}

/// A board with the cells of `marks` (`.` unknown, `x` crossed out, `Q` a queen).
fn board(marks: &str) -> Board {
    let rows: Vec<&str> = marks
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let mut b = Board::new(rows.len());
    for (r, line) in rows.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            match ch {
                'x' => b.set(Cell::new(r, c), Mark::Excluded),
                'Q' => b.set(Cell::new(r, c), Mark::Queen),
                _ => {}
            }
        }
    }
    b
}

/// The step the engine offers on an empty board of `text`.
fn first_step(text: &str) -> Step {
    let l = layout(text);
    next_step(&l, &Board::new(l.n())).unwrap()
}

#[test]
fn a_queen_clears_its_lines_region_and_neighbours() {
    let l = layout("AAAA\nBBBB\nCCCC\nDDDD");
    let s = next_step(&l, &board("....\n.Q..\n....\n....")).unwrap();
    assert_eq!(s.technique, Technique::QueenClears);
    assert_eq!(s.because, cells(&[(1, 1)]));
    let cleared = [
        (0, 0),
        (0, 1),
        (0, 2),
        (1, 0),
        (1, 2),
        (1, 3),
        (2, 0),
        (2, 1),
        (2, 2),
        (3, 1),
    ];
    assert_eq!(s.action, Action::Clear(cells(&cleared)));
}

#[test]
fn a_unit_with_one_cell_left_takes_the_queen() {
    let l = layout("AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE");
    let s = next_step(&l, &board("xx.xx\n.....\n.....\n.....\n.....")).unwrap();
    assert_eq!(s.technique, Technique::LastCell);
    assert_eq!(s.action, Action::Place(Cell::new(0, 2)));
    assert_eq!(s.units, vec![Unit::Region(0)]);
}

#[test]
fn a_region_inside_a_row_clears_the_rest_of_the_row() {
    let s = first_step("AAABB\nBBBBB\nCCCCC\nDDDDD\nEEEEE");
    assert_eq!(s.technique, Technique::RegionInLine);
    assert_eq!(s.units, vec![Unit::Region(0), Unit::Row(0)]);
    assert_eq!(s.because, cells(&[(0, 0), (0, 1), (0, 2)]));
    assert_eq!(s.action, Action::Clear(cells(&[(0, 3), (0, 4)])));
}

#[test]
fn a_row_inside_a_region_clears_the_rest_of_the_region() {
    let s = first_step("AAAAA\nABBCC\nBBBCC\nDDDEE\nDDEEE");
    assert_eq!(s.technique, Technique::LineInRegion);
    assert_eq!(s.units, vec![Unit::Row(0), Unit::Region(0)]);
    assert_eq!(s.action, Action::Clear(cells(&[(1, 0)])));
}

#[test]
fn every_option_of_an_l_tromino_touches_its_inner_corner() {
    let s = first_step("AABBB\nACCBB\nCCDDB\nDDDEE\nDEEEE");
    assert_eq!(s.technique, Technique::EveryOptionTouches);
    assert_eq!(s.units, vec![Unit::Region(0)]);
    assert_eq!(s.because, cells(&[(0, 0), (0, 1), (1, 0)]));
    assert_eq!(s.action, Action::Clear(cells(&[(1, 1)])));
}

#[test]
fn two_regions_inside_two_rows_clear_the_rest_of_them() {
    let s = first_step("AAABBB\nAAABBC\nDDDECC\nDDEEEC\nFFFEEC\nFFFFEE");
    assert_eq!(s.technique, Technique::RegionsInLines);
    let units = [Unit::Region(0), Unit::Region(1), Unit::Row(0), Unit::Row(1)];
    assert_eq!(s.units, units);
    assert_eq!(s.action, Action::Clear(cells(&[(1, 5)])));
}

/// Called on its own: region C's every option touches (2, 0) first.
#[test]
fn two_rows_inside_two_regions_clear_the_rest_of_them() {
    let l = layout("AAABBB\nAABBBB\nACCDDB\nCCEEDD\nCEEFFD\nEEFFFD");
    let u = Units::new(&l);
    let b = Board::new(6);
    let v = View::new(&u, &b).unwrap();
    assert_eq!(applicable(&v)[0], Technique::EveryOptionTouches);
    let s = confine::n_in_n(&v).unwrap();
    assert_eq!(s.technique, Technique::LinesInRegions);
    let units = [Unit::Row(0), Unit::Row(1), Unit::Region(0), Unit::Region(1)];
    assert_eq!(s.units, units);
    assert_eq!(s.action, Action::Clear(cells(&[(2, 0), (2, 5)])));
}

/// The contradictions, each technique called on its own: easier ones would find the
/// same cells first on such small boards.
#[test]
fn a_queen_that_empties_a_row_is_a_contradiction() {
    let l = layout("AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE");
    let u = Units::new(&l);
    let b = board(".....\nx..xx\n.....\n.....\n.....");
    let v = View::new(&u, &b).unwrap();
    let s = contradiction::one_step(&v).unwrap();
    assert_eq!(s.technique, Technique::Contradiction);
    assert_eq!(s.action, Action::Clear(cells(&[(0, 1)])));
    assert_eq!(s.units, vec![Unit::Region(1)]);
    assert_eq!(s.because, cells(&[(0, 1), (1, 1), (1, 2)]));
}

#[test]
fn a_queen_whose_forced_neighbour_empties_a_row_is_a_two_step_contradiction() {
    let l = layout("AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE");
    let u = Units::new(&l);
    let b = board(".....\nx.x.x\nxx.x.\n.....\n.....");
    let v = View::new(&u, &b).unwrap();
    let first = contradiction::one_step(&v).map(|s| s.action);
    assert_ne!(first, Some(Action::Clear(cells(&[(0, 0)]))));
    let s = contradiction::two_step(&v).unwrap();
    assert_eq!(s.technique, Technique::TwoStepContradiction);
    assert_eq!(s.action, Action::Clear(cells(&[(0, 0)])));
    assert_eq!(s.units, vec![Unit::Region(1), Unit::Region(2)]);
}

#[test]
fn a_broken_board_has_no_step() {
    let l = layout("AAAA\nBBBB\nCCCC\nDDDD");
    assert_eq!(next_step(&l, &board("xxxx\n....\n....\n....")), None);
    assert_eq!(next_step(&l, &board("Q...\n.Q..\n....\n....")), None);
}

/// The techniques that apply on a board, in order (the engine's, one by one).
fn applicable(v: &View) -> Vec<Technique> {
    let all = [
        simple::queen_clears(v),
        simple::last_cell(v),
        confine::one_in_one(v),
        simple::every_option_touches(v),
        confine::n_in_n(v),
        contradiction::one_step(v),
        contradiction::two_step(v),
    ];
    all.into_iter().flatten().map(|s| s.technique).collect()
}

/// On generated layouts of every level: each step is sound (it clears no cell of the
/// answer and places only the answer's queens), and no easier technique applied.
#[test]
fn every_step_is_sound_and_the_easiest() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let level = Level::ALL[seed as usize % 4];
        let g = generate(7 + seed as usize % 4, seed, level).unwrap();
        let answer = g.answer.cells();
        let u = Units::new(&g.layout);
        let mut b = Board::new(g.layout.n());
        for s in &g.deduction.steps {
            let v = View::new(&u, &b).unwrap();
            let first = applicable(&v)[0];
            assert_eq!(first, s.technique, "{s:?}");
            match &s.action {
                Action::Place(c) => assert!(answer.contains(*c), "{s:?}"),
                Action::Clear(cs) => assert!(cs.iter().all(|c| !answer.contains(*c)), "{s:?}"),
            }
            seen.insert(s.technique);
            b.apply(s);
        }
        assert_eq!(b.queens(), answer);
    }
    // Every technique but the one-step contradiction, which never comes first: a queen
    // on c that empties unit U attacks all of U's cells, so every option of U attacks c
    // (attacking is symmetric) and `EveryOptionTouches` clears c before.
    let mut expected: std::collections::BTreeSet<Technique> = Technique::ALL.into();
    expected.remove(&Technique::Contradiction);
    assert_eq!(seen, expected);
}

#[test]
fn deduction_grades_what_it_solves() {
    let l = layout("AAAAA\nBBBBB\nCCCCC\nDDDDD\nEEEEE");
    let d = solve_by_deduction(&l);
    assert!(!d.solved); // 14 answers: no deduction finishes it
    assert_eq!(d.level(), None);
    let g = generate(8, 1, Level::Hard).unwrap();
    let d = solve_by_deduction(&g.layout);
    assert!(d.solved);
    assert_eq!(d.level(), Some(Level::Hard));
    assert!(
        d.techniques().contains(&Technique::RegionsInLines)
            || d.techniques().contains(&Technique::LinesInRegions)
    );
    assert_eq!(count(&g.layout, 2).answers[0].cells(), d.board.queens());
}
