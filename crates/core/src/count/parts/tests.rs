use super::board::transform;
use super::subsets::ColumnSubsets;
use super::*;

#[test]
fn the_pieces_add_up_to_the_published_totals() {
    for n in 4..=13 {
        let (total, _) = crate::published::counts(n).unwrap();
        let sum: u64 = pieces(n).unwrap().iter().map(|p| p.count().solutions).sum();
        assert_eq!(sum, total, "n = {n}");
    }
}

/// Each build of the hot loops this processor runs (plain x86-64 always, x86-64-v3 where
/// it has it) counts every piece alike, and the pieces add up to the published totals.
#[test]
fn every_build_of_the_hot_loops_counts_alike() {
    let builds = Isa::all_here();
    for n in 4..=13 {
        let (total, _) = crate::published::counts(n).unwrap();
        for &isa in &builds {
            let mut sum = Found::default();
            for piece in pieces(n).unwrap() {
                let found = piece.count_with(isa);
                assert_eq!(found, piece.count_with(Isa::Plain), "n = {n}, {isa:?}");
                sum.solutions += found.solutions;
                sum.boards += found.boards;
            }
            assert_eq!(sum.solutions, total, "n = {n}, {isa:?}");
        }
    }
}

#[test]
fn each_piece_counts_as_many_splits_and_every_counted_split_is_in_one() {
    // An even board (one symmetric start), an odd board's symmetric centre and its
    // others: the progress of a count is told in pieces done.
    for n in [12, 13, 16] {
        let board = Board::new(n);
        for (index, (start, _)) in starts(n).iter().enumerate() {
            let counted: Vec<u32> = board.counted_splits(start).collect();
            let of_start: Vec<Splits> = pieces(n)
                .unwrap()
                .into_iter()
                .filter(|p| usize::from(p.start) == index)
                .collect();
            let per_piece = if board.is_symmetric(start) {
                COUNTED_PER_PIECE
            } else {
                SPLITS_PER_PIECE
            };
            let mut covered = 0;
            for (i, piece) in of_start.iter().enumerate() {
                assert_eq!(
                    piece.first, covered,
                    "n = {n}, start {index}: runs follow on"
                );
                covered += piece.len;
                let inside = counted
                    .iter()
                    .filter(|&&at| (piece.first..piece.first + piece.len).contains(&at))
                    .count() as u32;
                if i + 1 < of_start.len() {
                    assert_eq!(inside, per_piece, "n = {n}, start {index}, piece {i}");
                } else {
                    assert!((1..=per_piece).contains(&inside), "n = {n}, last piece");
                }
            }
            assert_eq!(counted.last().map_or(0, |at| at + 1), covered, "n = {n}");
        }
    }
}

#[test]
fn subsets_are_every_subset_of_that_size_once() {
    let set = 0b1011_0110;
    for size in 0..=5 {
        let got: Vec<u32> = subsets(set, size).collect();
        let want: Vec<u32> = (0..=set)
            .filter(|s| s & !set == 0 && s.count_ones() == size)
            .collect();
        assert_eq!(got, want, "size {size}");
    }
}

#[test]
fn column_subsets_are_the_subsets_of_the_set_asked_for() {
    let mut columns = ColumnSubsets::default();
    // In turn, as a count's pieces come: a set, another, the first again.
    for set in [0b1011_0110, 0b111, 0b1011_0110, 0] {
        for size in 0..=6 {
            let want: Vec<u32> = subsets(set, size).collect();
            assert_eq!(columns.of(set, size), want, "set {set:b}, size {size}");
        }
    }
}

#[test]
fn quadrant_table_sizes_are_the_placement_counts() {
    for m in 1..=6 {
        let q = Quadrant::new(m);
        let all: usize = (0..1u32 << m)
            .flat_map(|r| (0..1u32 << m).map(move |c| (r, c)))
            .map(|(r, c)| q.with(r, c).count())
            .sum();
        assert_eq!(
            Quadrant::bytes(m),
            4 * (1 << (2 * m)) + 8 * all as u64,
            "m = {m}"
        );
    }
}

#[test]
fn the_eight_symmetries_are_distinct() {
    let images: std::collections::BTreeSet<_> = (0..8)
        .map(|g| [transform(g, 5, (0, 1)), transform(g, 5, (2, 4))])
        .collect();
    assert_eq!(images.len(), 8);
}

#[test]
fn rejects_sizes_out_of_range() {
    assert!(pieces(3).is_err());
    assert!(pieces(MAX_PARTS_N + 1).is_err());
    assert!(prepare(3).is_err());
    assert!(prepare(MAX_PARTS_N + 1).is_err());
}

#[test]
fn a_prepared_count_is_the_same_count() {
    prepare(13).unwrap();
    let (total, _) = crate::published::counts(13).unwrap();
    let sum: u64 = pieces(13)
        .unwrap()
        .iter()
        .map(|p| p.count().solutions)
        .sum();
    assert_eq!(sum, total);
}

#[test]
fn the_memory_told_before_a_count_covers_the_peaks_measured() {
    // Peak resident memory of `nqueens count N --jobs 1` (or one shard), in MB, 26f12fd.
    let measured = [
        (16, 5.9),
        (17, 8.1),
        (18, 22.0),
        (19, 35.7),
        (20, 158.2),
        (21, 229.4),
        (22, 1356.4),
    ];
    for (n, mb) in measured {
        let told = peak_bytes(n, 1) as f64 / 1e6;
        assert!(
            told >= mb && told < 1.5 * mb,
            "n = {n}: {told:.1} MB told, {mb} measured"
        );
    }
    assert!(peak_bytes(22, 2) > peak_bytes(22, 1) + 800_000_000);
}
