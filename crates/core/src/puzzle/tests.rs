use super::*;
use proptest::prelude::*;

fn id(text: &str) -> PuzzleId {
    text.parse().unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every puzzle has exactly one completion (the completion counter's proof), its
    /// clues are part of it, its level is the one asked for, and the id rebuilds it.
    #[test]
    fn every_puzzle_has_one_answer(n in MIN_PUZZLE_N..=MAX_PUZZLE_N, level in 0usize..3, seed in any::<u64>()) {
        let id = PuzzleId::Generated { n, level: Level::ALL[level], seed };
        let p = Puzzle::new(id).unwrap();
        let c = completions(&p.clues, u64::MAX);
        prop_assert_eq!(c.count, 1);
        prop_assert_eq!(c.first.map(Placement::from), Some(p.answer));
        prop_assert!(p.answer.is_solution());
        prop_assert!(p.clues.queens().all(|q| p.answer.has_queen(q)));
        prop_assert!(p.clues.len() < n);
        prop_assert_eq!(p.level(), Level::ALL[level]);
        prop_assert_eq!(Puzzle::new(id.to_string().parse().unwrap()).unwrap(), p);
    }

    /// Following the hints from the clues places the answer's queens, one per hint,
    /// and every reason but trial and error holds on the board.
    #[test]
    fn hints_lead_to_the_answer(n in MIN_PUZZLE_N..=MAX_PUZZLE_N, level in 0usize..3, seed in 0u64..1000) {
        let p = Puzzle::new(PuzzleId::Generated { n, level: Level::ALL[level], seed }).unwrap();
        let mut board = p.clues;
        for _ in 0..n {
            match p.hint(&board) {
                PuzzleHint::Solved => break,
                PuzzleHint::Remove(sq) => prop_assert!(false, "removal of {} on the way", sq),
                PuzzleHint::Place(f) => {
                    prop_assert!(p.answer.has_queen(f.square));
                    if let Why::LastSafe { line } = f.why {
                        let open: Vec<Square> = line_squares(n, line).filter(|&s| !board.is_attacked(s) && !board.has_queen(s)).collect();
                        prop_assert_eq!(open, vec![f.square]);
                    }
                    if p.level() == Level::Easy {
                        prop_assert!(matches!(f.why, Why::LastSafe { .. }), "{:?}", f.why);
                    }
                    board.place(f.square);
                }
            }
        }
        prop_assert_eq!(board, p.answer);
        prop_assert_eq!(p.hint(&board), PuzzleHint::Solved);
    }
}

fn line_squares(n: usize, line: crate::model::Line) -> impl Iterator<Item = Square> {
    (0..n as u32).filter_map(move |k| match line {
        crate::model::Line::Column(c) => Some(Square::new(k, c as u32 - 1)),
        crate::model::Line::Row(r) => Some(Square::new(r as u32 - 1, k)),
        _ => None,
    })
}

#[test]
fn a_wrong_queen_is_taken_away_first() {
    let p = Puzzle::new(id("8-easy-1")).unwrap();
    let col = (0..8).find(|&c| p.clues.row(c).is_none()).unwrap();
    let right = p.answer.row(col).unwrap();
    let wrong = Square::new((right + 1) % 8, col as u32);
    let mut board = p.clues;
    board.place(wrong);
    assert_eq!(p.hint(&board), PuzzleHint::Remove(wrong));
}

#[test]
fn ids_read_and_write() {
    assert_eq!(
        id("8-hard-42"),
        PuzzleId::Generated {
            n: 8,
            level: Level::Hard,
            seed: 42
        }
    );
    assert_eq!(id("8-hard-42").to_string(), "8-hard-42");
    assert_eq!(id(" 2026-11-23 ").to_string(), "2026-11-23");
    for bad in [
        "",
        "8",
        "8-hard",
        "8-extreme-1",
        "x-hard-1",
        "8-hard-1-2",
        "8-hard--1",
        "2026-02-30",
        "<script>",
    ] {
        assert!(
            matches!(bad.parse::<PuzzleId>(), Err(Error::BadPuzzleId { .. })),
            "{bad}"
        );
    }
    assert_eq!(
        "15-easy-1".parse::<PuzzleId>(),
        Err(Error::SizeOutOfRange {
            n: 15,
            min: 6,
            max: 14
        })
    );
    assert_eq!(
        Error::BadPuzzleId { id: "x".into() }.to_string(),
        "'x' is not a puzzle: use a date (2026-11-23) or size-level-seed (8-hard-42)"
    );
}

#[test]
fn the_daily_puzzle_walks_through_levels_and_sizes() {
    // Monday 2026-11-23 to Sunday 2026-11-29.
    let week: Vec<(usize, Level)> = (23..=29)
        .map(|d| id(&format!("2026-11-{d}")))
        .map(|i| (i.n(), i.level()))
        .collect();
    let levels: Vec<Level> = week.iter().map(|w| w.1).collect();
    use Level::*;
    assert_eq!(levels, [Easy, Easy, Medium, Medium, Hard, Hard, Hard]);
    assert!(week.iter().all(|w| (8..=12).contains(&w.0)));
    // A year of daily puzzles: each one has one answer and the day's level.
    let start = Date::new(2026, 1, 1).unwrap().days();
    for days in start..start + 366 {
        let id = PuzzleId::Daily(Date::from_days(days).unwrap());
        let p = Puzzle::new(id).unwrap();
        assert_eq!((p.n(), p.level()), (id.n(), id.level()));
        assert_eq!(completions(&p.clues, 2).count, 1);
    }
}

/// The grades over many seeds: every size has puzzles of every level, harder levels
/// give fewer clues and more work. The figures are the calibration table of the module's
/// documentation (`cargo test -p nqueens-core --release calibration -- --nocapture`).
#[test]
fn calibration() {
    for n in MIN_PUZZLE_N..=MAX_PUZZLE_N {
        let mut clues = [0.0; 3];
        for (i, level) in Level::ALL.into_iter().enumerate() {
            let (mut given, mut tried, mut ruled_out, mut placed) = (0, 0, 0, 0);
            let seeds = 50;
            for seed in 0..seeds {
                let p = Puzzle::new(PuzzleId::Generated { n, level, seed }).unwrap();
                given += p.clues.len();
                tried += p.effort.tried;
                ruled_out += p.effort.ruled_out;
                placed += p.effort.last_safe;
            }
            let per = |x: u32| x as f64 / seeds as f64;
            clues[i] = given as f64 / seeds as f64;
            println!(
                "n={n:2} {:6}: clues {:4.1}, last safe squares {:4.1}, ruled out {:4.1}, tried {:5.1}",
                level.id(),
                clues[i],
                per(placed),
                per(ruled_out),
                per(tried)
            );
        }
        assert!(
            clues[0] > clues[1] && clues[1] >= clues[2],
            "n = {n}: {clues:?}"
        );
    }
}
