use super::*;

#[test]
fn a_finished_count_tells_each_workers_memory_peak_when_known() {
    let outcome = CountOutcome {
        n: 18,
        counts: nqueens_core::count::Counts {
            total: 666_090_624,
            fundamental: 83_263_591,
        },
        nodes: 1,
        seconds: 6.23,
        earlier_seconds: 0.0,
        workers: 2,
        memory_peak: 38_010_880,
    };
    assert_eq!(
        words(Lang::En).count_done(&outcome),
        "Q(18) = 666\u{202f}090\u{202f}624, of which 83\u{202f}263\u{202f}591 fundamental: \
         counted in 6.2 s by 2 workers, each taking at most 38 MB."
    );
    assert_eq!(
        words(Lang::Es).count_done(&outcome),
        "Q(18) = 666\u{202f}090\u{202f}624, de ellas 83\u{202f}263\u{202f}591 fundamentales: \
         contado en 6,2 s con 2 procesos, cada uno con 38 MB como mucho."
    );
    let unknown = CountOutcome {
        memory_peak: 0,
        ..outcome
    };
    assert!(words(Lang::En)
        .count_done(&unknown)
        .ends_with("by 2 workers."));
}
