//! The game's clock: it runs while the board is played and the tab is shown, and stops
//! for good once the board is solved. Plain arithmetic on the times it is given, so it
//! is tested natively; the page feeds it `performance.now()` and the visibility events.

/// Milliseconds banked, and when the current run started (if it runs).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Stopwatch {
    banked: f64,
    since: Option<f64>,
    stopped: bool,
}

impl Stopwatch {
    /// A clock started at `now`.
    pub fn started(now: f64) -> Stopwatch {
        Stopwatch {
            banked: 0.0,
            since: Some(now),
            stopped: false,
        }
    }

    /// A clock that already shows `elapsed`, running again from `now` (a game restored).
    pub fn resumed(elapsed: f64, now: f64) -> Stopwatch {
        Stopwatch {
            banked: elapsed.max(0.0),
            since: Some(now),
            stopped: false,
        }
    }

    /// The tab was hidden: the time so far is banked.
    pub fn pause(&mut self, now: f64) {
        if let Some(since) = self.since.take() {
            self.banked += (now - since).max(0.0);
        }
    }

    /// The tab is shown again (a stopped clock stays stopped).
    pub fn resume(&mut self, now: f64) {
        if self.since.is_none() && !self.stopped {
            self.since = Some(now);
        }
    }

    /// The board is solved: the time is final.
    pub fn stop(&mut self, now: f64) {
        self.pause(now);
        self.stopped = true;
    }

    /// Whether it was stopped for good.
    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    /// The time on the clock at `now`.
    pub fn elapsed(&self, now: f64) -> f64 {
        self.banked + self.since.map_or(0.0, |since| (now - since).max(0.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hidden_tab_does_not_count() {
        let mut clock = Stopwatch::started(1_000.0);
        clock.pause(4_000.0);
        assert_eq!(clock.elapsed(60_000.0), 3_000.0);
        clock.resume(60_000.0);
        assert_eq!(clock.elapsed(62_000.0), 5_000.0);
    }

    #[test]
    fn a_solved_board_stops_the_clock_for_good() {
        let mut clock = Stopwatch::started(0.0);
        clock.stop(86_000.0);
        clock.resume(90_000.0);
        assert!(clock.is_stopped());
        assert_eq!(clock.elapsed(100_000.0), 86_000.0);
    }

    #[test]
    fn a_restored_clock_goes_on_from_its_time() {
        let clock = Stopwatch::resumed(60_000.0, 5_000.0);
        assert_eq!(clock.elapsed(8_000.0), 63_000.0);
    }

    #[test]
    fn pausing_twice_banks_once() {
        let mut clock = Stopwatch::started(0.0);
        clock.pause(1_000.0);
        clock.pause(5_000.0);
        assert_eq!(clock.elapsed(9_000.0), 1_000.0);
    }
}
