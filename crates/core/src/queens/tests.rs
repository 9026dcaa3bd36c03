use super::*;
use crate::search::local::Rng;

/// A layout from its picture (the tests' layouts are valid).
fn layout(text: &str) -> Layout {
    Layout::parse(text).unwrap()
}

/// A random layout with regions grown from a random no-touch permutation's queens:
/// sometimes unique, often not.
fn random_layout(n: usize, rng: &mut Rng) -> Layout {
    let planted = Answer::new(generate::permutation(n, rng));
    generate::grow(n, &planted, rng).unwrap()
}

/// Every answer by trying all n! column orders.
fn brute_force(layout: &Layout) -> u64 {
    fn go(layout: &Layout, cols: &mut Vec<u8>, used: u32) -> u64 {
        let n = layout.n();
        if cols.len() == n {
            return u64::from(Answer::new(cols.clone()).fits(layout));
        }
        let mut total = 0;
        for c in (0..n as u8).filter(|c| used >> c & 1 == 0) {
            cols.push(c);
            total += go(layout, cols, used | 1 << c);
            cols.pop();
        }
        total
    }
    go(layout, &mut Vec::new(), 0)
}

#[test]
fn a_layout_prints_as_it_was_read() {
    let text = "AABBB\nACCBB\nCCDDB\nDDDEE\nDEEEE";
    assert_eq!(layout(text).to_string(), text);
    // Either case, spaces between letters and blank lines around are accepted.
    let loose = "\n a a b b b\nACCBB\nccddb\nDDDEE\nDEEEE\n\n";
    assert_eq!(layout(loose), layout(text));
    // Generated layouts are lettered in reading order.
    let g = generate(9, 1, Level::Easy).unwrap();
    assert!(g.layout.to_string().starts_with('A'));
    assert_eq!(g.layout.canonical(), g.layout);
    // Letters are renumbered alphabetically.
    assert_eq!(
        layout("QQQQ\nRRRR\nXXXX\nZZZZ").to_string(),
        "AAAA\nBBBB\nCCCC\nDDDD"
    );
}

#[test]
fn bad_layouts_say_why() {
    let err = |text: &str| Layout::parse(text).unwrap_err();
    assert_eq!(err(""), QueensError::Empty);
    assert_eq!(err(" \n\n"), QueensError::Empty);
    assert_eq!(
        err("AB\nBA"),
        QueensError::SizeOutOfRange {
            n: 2,
            min: 4,
            max: 16
        }
    );
    assert_eq!(
        err("AAAA\nBBB\nCCCC\nDDDD"),
        QueensError::Ragged {
            row: 2,
            cells: 3,
            n: 4
        }
    );
    assert_eq!(
        err("AAAA\nBBBBB\nCCCC\nDDDD"),
        QueensError::Ragged {
            row: 2,
            cells: 5,
            n: 4
        }
    );
    assert_eq!(
        err("AAAA\nB1BB\nCCCC\nDDDD"),
        QueensError::NotALetter {
            row: 2,
            col: 2,
            found: '1'
        }
    );
    assert_eq!(
        err("AAAA\nBBBB\nCCCC\nCCCC"),
        QueensError::RegionCount { found: 3, n: 4 }
    );
    assert_eq!(
        err("AAAA\nBBBB\nCCDD\nDEEE"),
        QueensError::RegionCount { found: 5, n: 4 }
    );
    // B's two cells touch only at a corner: two pieces.
    assert_eq!(
        err("AAAA\nABCC\nCCBD\nDDDD"),
        QueensError::SplitRegion { region: 'B' }
    );
    let long = "ABCDEFGHIJKLMNOPQ\n".repeat(17);
    assert!(matches!(
        err(&long),
        QueensError::SizeOutOfRange { n: 17, .. }
    ));
    assert_eq!(
        Layout::new(4, vec![0; 15]),
        Err(QueensError::Ragged {
            row: 4,
            cells: 3,
            n: 4
        })
    );
}

#[test]
fn an_id_rebuilds_its_layout_and_is_url_safe() {
    let mut rng = Rng::new(5);
    for n in MIN_N..=MAX_N {
        for _ in 0..5 {
            let l = random_layout(n, &mut rng);
            let id = l.id();
            assert!(id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
            assert_eq!(Layout::from_id(&id), Ok(l), "{id}");
        }
    }
    assert_eq!(layout("AAAA\nBBBB\nCCCC\nDDDD").id().len(), 1 + 6);
    assert_eq!(random_layout(9, &mut rng).id().len(), 55);
    assert_eq!(random_layout(16, &mut rng).id().len(), 172);
}

#[test]
fn ids_no_layout_writes_are_refused() {
    let good = layout("AABBB\nACCBB\nCCDDB\nDDDEE\nDEEEE").id();
    let bad = |id: &str| matches!(Layout::from_id(id), Err(QueensError::BadId { .. }));
    assert!(bad(""));
    assert!(bad(&good[..good.len() - 1]));
    assert!(bad(&format!("{good}A")));
    assert!(bad(&good.replace(&good[1..2], "+")));
    assert!(bad("D")); // a 3×3 grid
                       // A valid id whose grid is not a layout says why.
    let split = Layout::from_id(&good.replacen(&good[2..3], "_", 1));
    assert!(split.is_err());
}

/// OEIS A002464: permutations of n with no two neighbours differing by 1.
#[test]
fn the_rows_layout_counts_a002464() {
    for (n, expected) in [(4, 2), (5, 14), (6, 90), (7, 646), (8, 5242), (9, 47_622)] {
        let c = count(&Layout::rows(n).unwrap(), u64::MAX);
        assert_eq!((c.solutions, c.complete), (expected, true), "n = {n}");
    }
}

#[test]
fn the_counter_agrees_with_brute_force() {
    let mut rng = Rng::new(76);
    for n in 5..=8 {
        for _ in 0..12 {
            let l = random_layout(n, &mut rng);
            let all = brute_force(&l);
            let c = count(&l, u64::MAX);
            assert_eq!(c.solutions, all, "\n{l}");
            assert!(c.complete);
            assert_eq!(c.answers.len() as u64, all.min(2));
            assert!(c.answers.iter().all(|a| a.fits(&l)));
            // Capped at 2: what proving unique needs.
            let capped = count(&l, 2);
            assert_eq!(capped.solutions, all.min(2));
            assert_eq!(capped.complete, all < 2);
            assert_eq!(is_unique(&l), all == 1);
        }
    }
}

#[test]
fn an_answer_draws_its_queens_on_the_layout() {
    let l = layout("ABBB\nBBBC\nDDDC\nDDDD");
    let a = Answer::new(vec![0, 2, 1, 3]);
    assert!(!a.fits(&l)); // rows 1 and 2 touch
    let a = Answer::new(vec![1, 3, 0, 2]);
    assert_eq!(a.to_string(), "2,4,1,3");
    assert_eq!(a.draw(&l), "aQbb\nbbbQ\nQddc\nddQd\n");
}

#[test]
fn a_thousand_generated_layouts_are_unique_and_graded() {
    let mut per_level = [0u32; 4];
    for i in 0..1000u64 {
        let n = 6 + (i % 6) as usize;
        let level = Level::ALL[(i % 3) as usize];
        let g = generate(n, i, level).unwrap();
        let c = count(&g.layout, 2);
        assert_eq!(c.solutions, 1, "{n} {level:?} {i}\n{}", g.layout);
        assert_eq!(c.answers[0], g.answer);
        // Levels below Expert are solved by deduction alone, without a contradiction.
        assert!(g.deduction.solved);
        assert_eq!(g.deduction.level(), Some(level));
        assert!(g.deduction.hardest < Some(Technique::Contradiction));
        assert_eq!(g.deduction.board.queens(), g.answer.cells());
        per_level[level as usize] += 1;
    }
    assert_eq!(per_level, [334, 333, 333, 0]);
}

#[test]
fn expert_layouts_need_a_contradiction_and_deduction_finishes_them() {
    for n in [7, 9, 11] {
        let g = generate(n, 3, Level::Expert).unwrap();
        assert!(g.deduction.solved);
        assert!(g.deduction.hardest >= Some(Technique::Contradiction));
        assert!(is_unique(&g.layout));
    }
}

#[test]
fn a_seed_names_one_layout() {
    let a = generate(9, 42, Level::Medium).unwrap();
    let b = generate(9, 42, Level::Medium).unwrap();
    assert_eq!(a.layout, b.layout);
    assert_ne!(a.layout, generate(9, 43, Level::Medium).unwrap().layout);
    let recipe: Recipe = "9-medium-42".parse().unwrap();
    assert_eq!(recipe.to_string(), "9-medium-42");
    assert_eq!(recipe.generate().unwrap().layout, a.layout);
}

#[test]
fn the_generator_refuses_sizes_it_cannot_make() {
    assert!(matches!(
        generate(17, 1, Level::Easy),
        Err(QueensError::SizeOutOfRange { n: 17, .. })
    ));
    assert!(matches!(
        generate(3, 1, Level::Easy),
        Err(QueensError::SizeOutOfRange { n: 3, .. })
    ));
}

#[test]
fn bad_recipes_are_refused() {
    for text in [
        "",
        "9",
        "9-hard",
        "9-cruel-1",
        "9-hard-x",
        "9-hard-1-2",
        "x-hard-1",
    ] {
        assert!(matches!(
            text.parse::<Recipe>(),
            Err(QueensError::BadRecipe { .. })
        ));
    }
    assert!(matches!(
        "20-hard-1".parse::<Recipe>(),
        Err(QueensError::SizeOutOfRange { n: 20, .. })
    ));
}

#[test]
fn the_daily_puzzle_follows_the_date() {
    // 2026-11-23 is a Monday.
    let monday = daily(2026, 11, 23).unwrap();
    assert_eq!(monday, daily(2026, 11, 23).unwrap());
    assert_eq!(monday.level, Level::Easy);
    assert_eq!(daily(2026, 11, 29).unwrap().level, Level::Expert);
    let week: Vec<Recipe> = (23..=29).map(|d| daily(2026, 11, d).unwrap()).collect();
    assert!(week.iter().all(|r| (7..=11).contains(&r.n)));
    assert!(week.windows(2).all(|w| w[0].seed + 1 == w[1].seed));
    assert_eq!(
        daily(2026, 2, 30),
        Err(QueensError::BadDate {
            year: 2026,
            month: 2,
            day: 30
        })
    );
}

/// About a second: the generator never gives up on a daily layout.
#[test]
fn every_daily_puzzle_of_a_year_generates() {
    let mut day = crate::puzzle::Date::new(2027, 1, 1).unwrap();
    for _ in 0..365 {
        let text = day.to_string();
        let (y, m, d) = (&text[..4], &text[5..7], &text[8..]);
        let r = daily(y.parse().unwrap(), m.parse().unwrap(), d.parse().unwrap()).unwrap();
        assert!(r.generate().is_ok(), "{r}");
        day = crate::puzzle::Date::from_days(day.days() + 1).unwrap();
    }
}

#[test]
#[ignore = "a survey for tuning the generator, printed"]
fn survey() {
    for n in [5, 7, 9, 11, 16] {
        let mut rng = Rng::new(n as u64);
        let mut levels = std::collections::BTreeMap::new();
        let t = std::time::Instant::now();
        let mut tries = 0;
        for _ in 0..200 {
            tries += 1;
            let Some((l, _)) = generate::unique(n, &mut rng) else {
                continue;
            };
            let d = solve_by_deduction(&l);
            *levels.entry(format!("{:?}", d.level())).or_insert(0) += 1;
        }
        eprintln!("n={n} {tries} tries {:?} {levels:?}", t.elapsed());
        for level in Level::ALL {
            let mut att = vec![];
            let mut times = vec![];
            for seed in 0..20 {
                let t = std::time::Instant::now();
                att.push(generate(n, seed, level).map(|g| g.attempts).unwrap_or(999));
                times.push(t.elapsed());
            }
            times.sort();
            eprintln!(
                "  {level:?} median {:?} max {:?} {att:?}",
                times[10], times[19]
            );
        }
    }
}
