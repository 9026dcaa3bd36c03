use super::*;
use crate::count::subproblems;

const V: &str = "test";

fn reports(n: usize, k: usize) -> Vec<ShardReport> {
    let parts = subproblems(n).unwrap();
    (0..k)
        .map(|i| {
            let shard = Shard::new(i, k).unwrap();
            let mut sum = PartCount::default();
            for j in shard.indices(parts.len()) {
                sum += parts[j].count();
            }
            ShardReport::new(n, shard, &parts, sum, V)
        })
        .collect()
}

fn merged(r: &[ShardReport]) -> Result<PartCount, MergeError> {
    merge(r, |n| subproblems(n).ok(), V)
}

#[test]
fn shards_add_up_to_the_count() {
    for k in [1, 3, 7, 64] {
        let sum = merged(&reports(10, k)).unwrap();
        assert_eq!(
            crate::count::Counts::from(sum),
            crate::count::Counts {
                total: 724,
                fundamental: 92
            },
            "k = {k}"
        );
    }
}

#[test]
fn every_defect_is_refused() {
    let good = reports(9, 4);
    let mut missing = good.clone();
    missing.remove(2);
    assert_eq!(
        merged(&missing),
        Err(MergeError::Missing {
            shards: vec![2],
            of: 4
        })
    );
    let mut twice = good.clone();
    twice.push(good[1].clone());
    assert!(matches!(merged(&twice), Err(MergeError::Duplicate { .. })));
    let mut mixed = good.clone();
    mixed[3] = reports(10, 4)[3].clone();
    assert!(matches!(merged(&mixed), Err(MergeError::MixedN { .. })));
    let mut split = good.clone();
    split[3] = reports(9, 5)[3].clone();
    assert!(matches!(
        merged(&split),
        Err(MergeError::MixedShards { .. })
    ));
    let mut old = good.clone();
    old[0].version = "0.0.1".into();
    assert!(matches!(merged(&old), Err(MergeError::Version { .. })));
    let mut forged = good.clone();
    forged[1].checksum = "0".repeat(16);
    assert!(matches!(merged(&forged), Err(MergeError::Checksum { .. })));
    let mut wrong = good;
    wrong[1].subproblems.pop();
    assert!(matches!(
        merged(&wrong),
        Err(MergeError::NotItsShare { .. })
    ));
    assert_eq!(merged(&[]), Err(MergeError::Empty));
}

#[test]
fn shards_take_each_subproblem_once_in_runs_of_consecutive_ones() {
    for (total, k) in [(722, 512), (16_000, 512), (91_000, 512), (100, 3), (5, 8)] {
        let mut owner = vec![None; total];
        for i in 0..k {
            let mine = Shard::new(i, k).unwrap().indices(total);
            for &j in &mine {
                assert_eq!(owner[j].replace(i), None, "{j} of {total} in two shards");
            }
            // Runs of up to 16, and at least eight a shard when the list allows it.
            let runs = 1 + mine.windows(2).filter(|w| w[1] != w[0] + 1).count();
            if total >= 8 * k && !mine.is_empty() {
                assert!(
                    runs >= 8 && mine.len() <= 16 * runs,
                    "{total}/{k}: {runs} runs"
                );
            }
        }
        assert!(
            owner.iter().all(Option::is_some),
            "{total}/{k}: a subproblem in no shard"
        );
    }
}
