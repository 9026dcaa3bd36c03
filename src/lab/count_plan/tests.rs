use super::*;
use nqueens_core::count::{self, Subproblem};

fn list(n: usize) -> (Vec<Subproblem>, ListId) {
    let parts = count::subproblems(n).unwrap();
    let id = ListId::of(&parts);
    (parts, id)
}

/// The tests' clock: each reading a second after the last, so every chunk is slow
/// and its size follows the list alone.
fn later() -> f64 {
    thread_local! {
        static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) };
    }
    NOW.with(|now| {
        now.set(now.get() + 1000.0);
        now.get()
    })
}

fn count_chunk(parts: &[Subproblem], chunk: &[usize]) -> Vec<(usize, PartCount)> {
    chunk.iter().map(|&i| (i, parts[i].count())).collect()
}

#[test]
fn chunks_cover_the_list_once_and_add_up() {
    let (parts, id) = list(12);
    let mut plan = CountPlan::new(12, &id, 3, None);
    let mut handed = Vec::new();
    let mut turn = 0;
    while !plan.is_finished() {
        let worker = turn % 3;
        turn += 1;
        let first = plan.next_chunk(worker, later());
        let second = plan.next_chunk(worker, later());
        assert_eq!(
            plan.next_chunk(worker, later()),
            None,
            "two chunks at a time"
        );
        for chunk in [first, second].into_iter().flatten() {
            handed.extend(chunk.iter().copied());
            plan.record(worker, &count_chunk(&parts, &chunk), later());
        }
    }
    handed.sort();
    assert_eq!(handed, (0..parts.len()).collect::<Vec<_>>());
    assert_eq!(
        plan.counts(),
        Counts {
            total: 14_200,
            fundamental: 1_787
        }
    );
    assert_eq!(plan.fraction_done(), 1.0);
}

#[test]
fn chunks_shrink_as_the_queue_empties() {
    let (_, id) = list(20);
    let mut plan = CountPlan::new(20, &id, 2, None);
    let first = plan.next_chunk(0, later()).unwrap().len();
    let mut last = first;
    while let Some(chunk) = plan.next_chunk(1, later()) {
        last = chunk.len();
        plan.record(1, &[], later()); // nothing reported: all of it goes back
        if plan.queue.len() < 8 {
            break;
        }
        plan.queue.drain(..chunk.len().min(plan.queue.len()));
    }
    assert!(first > 1 && last < first, "{first} → {last}");
}

#[test]
fn a_crash_requeues_the_running_chunks_and_the_total_stays_exact() {
    let (parts, id) = list(11);
    let mut plan = CountPlan::new(11, &id, 2, None);
    let a = plan.next_chunk(0, later()).unwrap();
    plan.record(0, &count_chunk(&parts, &a), later());
    let _lost = plan.next_chunk(0, later()).unwrap();
    let _also = plan.next_chunk(1, later()).unwrap();
    plan.progress(1, 1234);
    plan.requeue_running();
    while !plan.is_finished() {
        let chunk = plan.next_chunk(1, later()).unwrap();
        plan.record(1, &count_chunk(&parts, &chunk), later());
    }
    assert_eq!(plan.counts().total, 2680);
}

#[test]
fn a_saved_count_resumes_where_it_stopped() {
    let (parts, id) = list(12);
    let mut first = CountPlan::new(12, &id, 2, None);
    let chunk = first.next_chunk(0, later()).unwrap();
    first.record(0, &count_chunk(&parts, &chunk), later());
    let saved = first.saved_text();
    let mut again = CountPlan::new(12, &id, 2, Some(&saved));
    assert_eq!(again.resumed(), (chunk.len(), parts.len()));
    let next = again.next_chunk(0, later()).unwrap();
    assert!(next.iter().all(|i| !chunk.contains(i)));
    again.record(0, &count_chunk(&parts, &next), later());
    while let Some(c) = again.next_chunk(1, later()) {
        again.record(1, &count_chunk(&parts, &c), later());
    }
    assert_eq!(again.counts().total, 14_200);
    // A text from another count starts afresh.
    let (_, other) = list(11);
    assert_eq!(CountPlan::new(11, &other, 2, Some(&saved)).resumed().0, 0);
    assert_eq!(CountPlan::new(12, &id, 2, Some("garbage")).resumed().0, 0);
}

#[test]
fn only_the_chunk_given_is_recorded() {
    let (parts, id) = list(10);
    let mut plan = CountPlan::new(10, &id, 1, None);
    let chunk = plan.next_chunk(0, later()).unwrap();
    let mut forged = count_chunk(&parts, &chunk);
    forged.push((parts.len() - 1, PartCount::default()));
    plan.record(0, &forged, later());
    assert_eq!(plan.resumed(), (0, parts.len()));
    assert_eq!(
        plan.fraction_done(),
        chunk.len() as f64 / parts.len() as f64
    );
}

#[test]
fn a_worker_holds_its_next_chunk_and_finishes_them_in_order() {
    let (parts, id) = list(10);
    let mut plan = CountPlan::new(10, &id, 1, None);
    let first = plan.next_chunk(0, later()).unwrap();
    let second = plan.next_chunk(0, later()).unwrap();
    assert!(first.iter().all(|i| !second.contains(i)));
    // A report of the second chunk while the first is counted is not taken for it.
    plan.record(0, &count_chunk(&parts, &second), later());
    assert_eq!(plan.resumed(), (0, parts.len()));
    assert_eq!(plan.fraction_done(), 0.0);
    // The first is back in the queue, the second is now the one counted.
    let again = plan.next_chunk(0, later()).unwrap();
    assert_eq!(again, first);
    plan.record(0, &count_chunk(&parts, &second), later());
    plan.record(0, &count_chunk(&parts, &first), later());
    let done = (first.len() + second.len()) as f64 / parts.len() as f64;
    assert_eq!(plan.fraction_done(), done);
}

/// A chunk's results as its worker reports them; what it found does not matter to
/// the size of the next chunk.
fn reported(chunk: &[usize]) -> Vec<(usize, PartCount)> {
    chunk.iter().map(|&i| (i, PartCount::default())).collect()
}

/// Counts Q(16)'s list with one worker whose subproblems take `ms_each` each: the
/// sizes of the chunks it was sent, in order.
fn chunk_sizes(ms_each: f64) -> Vec<usize> {
    let (_, id) = list(16);
    let mut plan = CountPlan::new(16, &id, 1, None);
    let mut now = 0.0;
    let mut sizes = Vec::new();
    let mut held = VecDeque::new();
    loop {
        while let Some(chunk) = plan.next_chunk(0, now) {
            sizes.push(chunk.len());
            held.push_back(chunk);
        }
        let Some(chunk) = held.pop_front() else {
            return sizes;
        };
        now += ms_each * chunk.len() as f64;
        plan.record(0, &reported(&chunk), now);
    }
}

#[test]
fn quick_subproblems_travel_together_and_slow_ones_alone() {
    let (parts, _) = list(16);
    // The two chunks sent before any pace is known carry the worker through the
    // page's start; after them, slow subproblems go one at a time.
    let slow = chunk_sizes(100.0);
    assert_eq!(slow[..2], [FIRST_CHUNK; 2], "{slow:?}");
    assert!(slow[2..].iter().all(|&s| s == 1), "{slow:?}");
    let quick = chunk_sizes(0.05);
    assert_eq!(quick.iter().sum::<usize>(), parts.len());
    assert!(quick.len() <= 20, "{quick:?}");
    // Each chunk at most twice the size of the one finished before it was sent
    // (with one worker holding two, the one two before it).
    assert!(
        quick.windows(3).all(|w| w[2] <= MAX_GROWTH * w[0]),
        "{quick:?}"
    );
    // Worth a message: a chunk of 25 ms subproblems is three of them.
    assert!(chunk_sizes(25.0)[2..].iter().all(|&s| s <= 3));
}

#[test]
fn a_long_count_starts_with_chunks_of_a_share() {
    // Q(20)'s share is several pieces: its first chunks, sent before any pace is
    // known, are a share each, so its first result (the progress line's first move,
    // the first save) comes after about 1 % of the count, not 6 %.
    let (_, id) = list(20);
    let mut plan = CountPlan::new(20, &id, 2, None);
    let share = plan.chunk;
    assert!(share > FIRST_CHUNK, "Q(20)'s share: {share}");
    for worker in 0..2 {
        let held: Vec<usize> =
            std::iter::from_fn(|| plan.next_chunk(worker, 0.0).map(|c| c.len())).collect();
        assert_eq!(held, [share; IN_FLIGHT], "worker {worker}");
    }
}

#[test]
fn chunks_sized_by_pace_still_shrink_as_the_queue_empties() {
    let (parts, _) = list(16);
    for ms_each in [0.05, 4.0, 25.0] {
        let sizes = chunk_sizes(ms_each);
        let mut left = parts.len();
        for &size in &sizes {
            assert!(
                size <= (left / TAIL_SHARE).max(1),
                "{ms_each} ms: {sizes:?}"
            );
            left -= size;
        }
    }
}

#[test]
fn a_slow_chunk_after_quick_ones_brings_the_size_back_down() {
    let (_, id) = list(16);
    let mut plan = CountPlan::new(16, &id, 1, None);
    let a = plan.next_chunk(0, 0.0).unwrap();
    plan.record(0, &reported(&a), 0.01);
    let b = plan.next_chunk(0, 0.01).unwrap();
    let c = plan.next_chunk(0, 0.01).unwrap();
    assert!(b.len() > a.len() && c.len() > 1, "{a:?} {b:?} {c:?}");
    // b took 100 ms a subproblem: c was sent before that was known, the next is not.
    plan.record(0, &reported(&b), 100.0 * b.len() as f64);
    assert_eq!(
        plan.next_chunk(0, 100.0 * b.len() as f64).map(|d| d.len()),
        Some(1)
    );
}

#[test]
fn eta_waits_for_data() {
    assert_eq!(eta_seconds(0.0, 1.0), None);
    assert_eq!(eta_seconds(0.5, 2.0), Some(2.0));
}
