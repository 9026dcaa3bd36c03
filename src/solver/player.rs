//! The solver page's playback, as a plain struct: a window of the run (its events and
//! the replayed state at every step of it), the step shown, what the worker knows of the
//! whole run, and the clock's speed budget.
//!
//! Every figure on the page is read off the step shown: the board, the counters, the
//! code line, and the solutions and collisions found up to it, so no mix of Step, Back,
//! scrubbing, jumps and Skip to end can make them disagree. A step outside the window
//! (the end, the next solution, far back) is asked of the worker as a [`Target`]; its
//! answer is a new window around that step. The player never talks to the worker itself:
//! it queues [`Request`]s, which the page's session sends, and takes the replies.

use crate::protocol::{AnimationReply, FoundAt, Known, Target};
use crate::timeline::{Playable, Timeline};
use nqueens_core::search::{Counters, Focus, Replay, Setup};
use nqueens_core::{Error, Placement};

/// Events kept ahead of the shown step before asking the worker for more.
pub const LOW_WATER: usize = 4096;
/// Events asked for when a run starts: enough for the first seconds at any speed, and
/// decoded in a short task while the page is still loading; the rest follow in batches.
pub const FIRST_BATCH: u32 = 1024;
/// Events asked for at once, at most. Decoding a batch is one task on the main thread:
/// 50,000 events took 65–79 ms, past the 50 ms a page should stay under, and the worker
/// answers batches of 8,192 fast enough to stay ahead of the fastest speed.
pub const MAX_BATCH: u32 = 8192;

/// What the player asks of the worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// Up to this many more events of the window.
    More(u32),
    /// A new window around a step.
    Seek(Target),
}

/// One run, from its start to its end: the solver's search (fed by the animation
/// worker), or any run known whole, such as the variants' walk.
pub struct Player<S: Playable = Replay> {
    timeline: Timeline<S>,
    shown: S,
    pos: usize,
    /// Steps asked for before their events arrived (a click right after loading).
    pending: usize,
    playing: bool,
    /// Steps per second while playing.
    speed: f64,
    /// Fraction of a step owed by the clock.
    budget: f64,
    /// The window reaches the run's end.
    exhausted: bool,
    /// What the worker knows of the whole run.
    known: Known,
    /// Requests not yet sent.
    outbox: Vec<Request>,
    /// Requests sent and not yet answered.
    awaited: usize,
    /// A seek on its way, and the steps the worker has run meanwhile.
    seeking: Option<(Target, u64)>,
}

impl Player {
    /// A run of `setup`, at `speed` steps per second, that opens at step `open_at`.
    pub fn new(setup: Setup, speed: f64, open_at: usize) -> Result<Player, Error> {
        let mut player = Player::at_start(Timeline::new(setup)?, speed, Known::default());
        if open_at > 0 {
            player.seek(Target::Step(open_at as u64));
        } else {
            player.outbox.push(Request::More(FIRST_BATCH));
        }
        Ok(player)
    }

    /// The worker's answer to a request.
    pub fn receive(&mut self, reply: AnimationReply) {
        self.awaited = self.awaited.saturating_sub(1);
        self.known = reply.known;
        self.exhausted = reply.exhausted;
        if let Some(window) = reply.window {
            self.timeline = Timeline::starting_at(window.from as usize, *window.state);
            for e in reply.events {
                self.timeline.push(e);
            }
            self.seeking = None;
            self.pending = 0;
            self.show(window.show as usize);
        } else {
            for e in reply.events {
                self.timeline.push(e);
            }
            self.timeline.trim(self.pos);
            if self.pending > 0 {
                let before = self.pos;
                self.advance(self.pending);
                self.pending -= self.pos - before;
            }
        }
        self.refill();
    }

    /// The counters of the step shown.
    pub fn counters(&self) -> Counters {
        self.shown.tally.counters
    }

    /// The queens of the step shown.
    pub fn placement(&self) -> Placement {
        self.shown.placement()
    }

    /// The square in focus at the step shown.
    pub fn focus(&self) -> Option<Focus> {
        self.shown.focus
    }

    /// The solutions found up to the step shown that are listed (the run's first ones),
    /// and how many more were found up to it.
    pub fn found(&self) -> (Vec<FoundAt>, u64) {
        let listed: Vec<FoundAt> = self
            .known
            .found
            .iter()
            .filter(|f| f.step as usize <= self.pos)
            .copied()
            .collect();
        let more = self
            .counters()
            .solutions
            .saturating_sub(listed.len() as u64);
        (listed, more)
    }

    /// Collisions left over the steps up to the one shown (local searches).
    pub fn chart(&self) -> Vec<(usize, u64)> {
        let pos = self.pos as u64;
        let mut points: Vec<(usize, u64)> = self
            .known
            .chart
            .iter()
            .filter(|&&(s, _)| s <= pos)
            .map(|&(s, c)| (s as usize, c))
            .collect();
        if let Some(c) = self.shown.collisions {
            if points.last().is_none_or(|&(s, _)| s < self.pos) {
                points.push((self.pos, c));
            }
        }
        points
    }
}

impl<S: Playable> Player<S> {
    /// A run known whole, from state `start` through `steps`, at `speed` steps per
    /// second: nothing is asked of a worker.
    pub fn whole(start: S, steps: Vec<S::Step>, speed: f64) -> Player<S> {
        let mut timeline = Timeline::starting_at(0, start);
        let total = steps.len() as u64;
        steps.into_iter().for_each(|step| timeline.push(step));
        let known = Known {
            reached: total,
            total: Some(total),
            ..Known::default()
        };
        let mut player = Player::at_start(timeline, speed, known);
        player.exhausted = true;
        player
    }

    /// A player of `timeline` showing its first step, paused, with nothing asked yet.
    fn at_start(timeline: Timeline<S>, speed: f64, known: Known) -> Player<S> {
        Player {
            shown: timeline.state_at(0),
            timeline,
            pos: 0,
            pending: 0,
            playing: false,
            speed,
            budget: 0.0,
            exhausted: false,
            known,
            outbox: Vec::new(),
            awaited: 0,
            seeking: None,
        }
    }

    /// The requests to send now.
    pub fn take_requests(&mut self) -> Vec<Request> {
        self.awaited += self.outbox.len();
        std::mem::take(&mut self.outbox)
    }

    /// The worker has run `steps` steps of a seek still on its way.
    pub fn seek_progress(&mut self, steps: u64) {
        if let Some((_, reached)) = &mut self.seeking {
            *reached = steps;
        }
    }

    /// Asks for more events if the window runs low ahead of the step shown.
    fn refill(&mut self) {
        let ahead = self.timeline.len().saturating_sub(self.pos);
        let low = ahead < LOW_WATER.max(self.speed as usize) || self.pending > 0;
        if low && !self.exhausted && self.awaited == 0 && self.outbox.is_empty() {
            let batch = (self.speed as u32).clamp(2048, MAX_BATCH);
            self.outbox.push(Request::More(batch));
        }
    }

    fn seek(&mut self, target: Target) {
        self.playing = false;
        self.pending = 0;
        self.seeking = Some((target, self.known.reached));
        self.outbox.push(Request::Seek(target));
    }

    /// The clock: `dt_ms` milliseconds have passed.
    pub fn tick(&mut self, dt_ms: f64) {
        if !self.playing {
            return;
        }
        let due = self.budget + self.speed * dt_ms.max(0.0) / 1000.0;
        let steps = due.floor();
        self.budget = due - steps;
        self.advance(steps as usize);
        self.refill();
    }

    /// Plays, unless the run has ended.
    pub fn play(&mut self) {
        if !self.is_done() && self.seeking.is_none() {
            self.budget = 0.0;
            self.playing = true;
        }
    }

    /// Pauses.
    pub fn pause(&mut self) {
        self.playing = false;
    }

    /// Sets the speed in steps per second.
    pub fn set_speed(&mut self, speed: f64) {
        self.speed = speed.max(0.0);
    }

    /// One step forwards (paused), or as soon as its event arrives.
    pub fn step(&mut self) {
        self.playing = false;
        if self.seeking.is_some() {
            return;
        }
        if self.pos < self.timeline.len() {
            self.advance(1);
        } else if !self.exhausted {
            self.pending += 1;
        }
        self.refill();
    }

    /// One step back (paused).
    pub fn back(&mut self) {
        if self.pos > 0 {
            self.jump(self.pos - 1);
        }
    }

    /// Shows step `k` (the scrubber, "go to step"), paused: at once inside the window,
    /// or once the worker has sent a window around it. Past the end, the end.
    pub fn jump(&mut self, k: usize) {
        self.playing = false;
        let k = self.known.total.map_or(k, |t| k.min(t as usize));
        if (self.timeline.first()..=self.timeline.len()).contains(&k) {
            self.pending = 0;
            self.show(k);
            self.refill();
        } else {
            self.seek(Target::Step(k as u64));
        }
    }

    /// Shows the run's last step (Skip to end).
    pub fn skip_to_end(&mut self) {
        if self.exhausted {
            self.jump(self.timeline.len());
        } else {
            self.seek(Target::End);
        }
    }

    /// Shows the next step whose board is a solution (the end if none is left).
    pub fn next_solution(&mut self) {
        match self.find_forwards(S::is_solution) {
            Some(k) => self.jump(k),
            None if self.exhausted => self.jump(self.timeline.len()),
            None => self.seek(Target::NextSolution(self.pos as u64)),
        }
    }

    /// Shows the step after the next queen taken back (the end if none is left).
    pub fn next_backtrack(&mut self) {
        match self.find_forwards(S::is_backtrack) {
            Some(k) => self.jump(k),
            None if self.exhausted => self.jump(self.timeline.len()),
            None => self.seek(Target::NextBacktrack(self.pos as u64)),
        }
    }

    /// Shows the last solution before the step shown (the start if none).
    pub fn previous_solution(&mut self) {
        let first = self.timeline.first();
        let found = (first + 1..self.pos)
            .rev()
            .find(|&k| self.timeline.event(k - 1).is_some_and(S::is_solution));
        match found {
            Some(k) => self.jump(k),
            None if first == 0 => self.jump(0),
            None => self.seek(Target::PreviousSolution(self.pos as u64)),
        }
    }

    /// The first step after the one shown, within the window, whose event is `wanted`.
    fn find_forwards(&self, wanted: impl Fn(&S::Step) -> bool) -> Option<usize> {
        (self.pos..self.timeline.len())
            .find(|&k| self.timeline.event(k).is_some_and(&wanted))
            .map(|k| k + 1)
    }

    fn show(&mut self, k: usize) {
        self.pos = k.clamp(self.timeline.first(), self.timeline.len());
        self.shown = self.timeline.state_at(self.pos);
    }

    fn advance(&mut self, steps: usize) {
        let to = (self.pos + steps).min(self.timeline.len());
        while self.pos < to {
            let Some(e) = self.timeline.event(self.pos) else {
                break;
            };
            self.shown.apply(e);
            self.pos += 1;
        }
        if self.is_done() {
            self.playing = false;
        }
    }

    /// The step shown.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The run's length, once known.
    pub fn total(&self) -> Option<usize> {
        self.known.total.map(|t| t as usize)
    }

    /// Steps known to exist: the run's length, or at least this many while the worker
    /// is still searching.
    pub fn reached(&self) -> usize {
        (self.known.reached as usize).max(self.timeline.len())
    }

    /// Whether the clock advances the run.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// The step shown is the run's last.
    pub fn is_done(&self) -> bool {
        self.shown.is_finished() || (self.exhausted && self.pos == self.timeline.len())
    }

    /// A seek is on its way: what it is for, and the steps the worker has run so far.
    pub fn seeking(&self) -> Option<(Target, u64)> {
        self.seeking
    }

    /// The state of the step shown.
    pub fn shown(&self) -> &S {
        &self.shown
    }

    /// The step that led to the one shown.
    pub fn last_step(&self) -> Option<&S::Step> {
        self.pos.checked_sub(1).and_then(|k| self.timeline.event(k))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::MAX_FOUND;
    use crate::worker::animation::{setup, straight, Animation};
    use nqueens_core::search::{Algorithm, Event, Machine, SearchEvent};
    use nqueens_core::variants::{Arrangement, Piece, Variant, WalkStep};

    /// A player and its worker's side, wired as the page wires them.
    struct Page {
        player: Player,
        worker: Animation,
    }

    impl Page {
        fn open(setup: Setup, at: usize) -> Page {
            let mut page = Page {
                player: Player::new(setup, 10.0, at).unwrap(),
                worker: Animation::new(setup).unwrap(),
            };
            page.settle();
            page
        }

        /// Sends every request and hands back every reply, until none is left.
        fn settle(&mut self) {
            loop {
                let requests = self.player.take_requests();
                if requests.is_empty() {
                    break;
                }
                for r in requests {
                    let reply = match r {
                        Request::More(max) => self.worker.more(max),
                        Request::Seek(to) => self.worker.seek(to, &mut |_| {}),
                    };
                    self.player.receive(reply);
                }
            }
        }

        fn act(&mut self, f: impl FnOnce(&mut Player)) -> &Player {
            f(&mut self.player);
            self.settle();
            &self.player
        }
    }

    /// Everything a person sees agrees with the straight run at the step shown: the
    /// board, the counters, the code line, and the solutions listed up to that step.
    fn assert_agrees(p: &Player, all: &[Replay]) {
        let at = &all[p.pos()];
        assert_eq!(p.shown(), at, "step {}", p.pos());
        assert_eq!(p.placement(), at.placement());
        assert_eq!(p.counters(), at.tally.counters);
        let (listed, more) = p.found();
        let solutions: Vec<usize> = (1..=p.pos()).filter(|&k| all[k].at_solution).collect();
        assert_eq!(listed.len() as u64 + more, solutions.len() as u64);
        for (f, &k) in listed.iter().zip(&solutions) {
            assert_eq!((f.step as usize, f.board), (k, all[k].placement()));
        }
        assert_eq!(listed.len(), solutions.len().min(MAX_FOUND));
    }

    #[test]
    fn a_step_clicked_before_the_events_is_kept() {
        let s = setup(Algorithm::Backtracking, 8);
        let mut p = Player::new(s, 10.0, 0).unwrap();
        let mut worker = Animation::new(s).unwrap();
        let first = p.take_requests();
        p.step();
        p.step();
        assert_eq!(p.pos(), 0);
        assert_eq!(first, vec![Request::More(FIRST_BATCH)]);
        p.receive(worker.more(FIRST_BATCH));
        assert_eq!(p.pos(), 2);
        assert_eq!(p.counters().tried, 1);
    }

    #[test]
    fn skip_to_end_shows_the_last_step_and_everything_found_up_to_it() {
        let s = setup(Algorithm::Backtracking, 8);
        let all = straight(s);
        let mut page = Page::open(s, 0);
        page.act(|p| (0..7).for_each(|_| p.step()));
        let p = page.act(Player::skip_to_end);
        assert_eq!((p.pos(), p.total()), (33_589, Some(33_589)));
        assert!(p.is_done() && !p.is_playing());
        assert_agrees(p, &all);
        let (listed, more) = p.found();
        assert_eq!((listed.len(), more), (MAX_FOUND, 92 - MAX_FOUND as u64));
        assert_eq!(p.counters().tried, 15_720);
        // Back, the scrubber and Reset work from there.
        let p = page.act(Player::back);
        assert_eq!(p.pos(), 33_588);
        assert_agrees(p, &all);
        let p = page.act(|p| p.jump(100));
        assert_eq!(p.pos(), 100);
        assert_agrees(p, &all);
        let p = page.act(Player::step);
        assert_eq!(p.pos(), 101);
        assert_agrees(p, &all);
    }

    #[test]
    fn back_then_step_never_lists_a_solution_twice() {
        let s = setup(Algorithm::Backtracking, 6);
        let all = straight(s);
        let mut page = Page::open(s, 0);
        page.act(Player::next_solution);
        assert_agrees(&page.player, &all);
        let k = page.player.pos();
        assert!(all[k].at_solution);
        for _ in 0..3 {
            page.act(Player::back);
            page.act(Player::step);
            assert_eq!(page.player.pos(), k);
            assert_agrees(&page.player, &all);
            assert_eq!(page.player.found().0.len(), 1);
        }
        // A scrub back before it empties the list; Play past it fills it again.
        page.act(|p| p.jump(k - 1));
        assert_eq!(page.player.found(), (Vec::new(), 0));
        page.act(|p| {
            p.play();
            p.tick(1000.0);
        });
        assert_agrees(&page.player, &all);
    }

    #[test]
    fn jumps_go_from_solution_to_solution_and_to_each_backtrack() {
        let s = setup(Algorithm::Backtracking, 8);
        let all = straight(s);
        let mut page = Page::open(s, 0);
        // The first solution, 1 5 8 6 3 7 2 4, after 876 squares tried, at step 1,858.
        let p = page.act(Player::next_solution);
        assert_eq!((p.pos(), p.counters().tried), (1858, 876));
        assert_eq!(p.placement().to_code(), "15863724");
        assert_agrees(p, &all);
        let solutions: Vec<usize> = (1..all.len()).filter(|&k| all[k].at_solution).collect();
        for k in &solutions[1..70] {
            let p = page.act(Player::next_solution);
            assert_eq!(p.pos(), *k);
            assert_agrees(p, &all);
        }
        for k in solutions[..69].iter().rev() {
            let p = page.act(Player::previous_solution);
            assert_eq!(p.pos(), *k);
        }
        assert_agrees(&page.player, &all);
        let before = page.player.pos();
        let p = page.act(Player::next_backtrack);
        let k = p.pos();
        assert!(matches!(
            all[k].event,
            Some(Event::Search(SearchEvent::Remove(_)))
        ));
        assert!((before + 1..k)
            .all(|j| !matches!(all[j].event, Some(Event::Search(SearchEvent::Remove(_))))));
        assert_agrees(p, &all);
    }

    #[test]
    fn the_position_says_at_least_until_the_worker_has_seen_the_end() {
        let s = setup(Algorithm::Backtracking, 8);
        let mut page = Page::open(s, 0);
        assert_eq!(page.player.total(), None);
        assert!(page.player.reached() >= FIRST_BATCH as usize);
        page.act(|p| p.jump(3000));
        assert_eq!(page.player.total(), None);
        page.act(Player::skip_to_end);
        assert_eq!(page.player.total(), Some(33_589));
        assert_eq!(page.player.reached(), 33_589);
    }

    #[test]
    fn an_address_opens_at_its_step_with_what_came_before_it() {
        let s = setup(Algorithm::Backtracking, 8);
        let all = straight(s);
        let page = Page::open(s, 20_000);
        assert_eq!(page.player.pos(), 20_000);
        assert_agrees(&page.player, &all);
        // Past the end: the end.
        let page = Page::open(s, 99_999);
        assert_eq!(page.player.pos(), 33_589);
    }

    #[test]
    fn any_mix_of_moves_shows_what_the_straight_run_shows() {
        let s = setup(Algorithm::Bitmask, 9);
        let all = straight(s);
        let mut page = Page::open(s, 0);
        let mut seed = 7u64;
        for _ in 0..300 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pick = (seed >> 33) % 8;
            let k = ((seed >> 13) % all.len() as u64) as usize;
            page.act(|p| match pick {
                0 => p.step(),
                1 => p.back(),
                2 => p.jump(k),
                3 => p.skip_to_end(),
                4 => p.next_solution(),
                5 => p.previous_solution(),
                6 => p.next_backtrack(),
                _ => {
                    p.play();
                    p.tick(37.0);
                }
            });
            assert_agrees(&page.player, &all);
        }
    }

    #[test]
    fn the_clock_spends_its_budget_and_stops_at_the_end() {
        let s = setup(Algorithm::Backtracking, 6);
        let mut page = Page::open(s, 0);
        page.player.set_speed(1000.0);
        page.act(|p| {
            p.play();
            p.tick(10.5);
        });
        assert_eq!(page.player.pos(), 10);
        page.act(|p| p.tick(1.0));
        assert_eq!(page.player.pos(), 11, "the half step owed is paid");
        page.act(|p| p.tick(1e9));
        let p = &page.player;
        assert!(p.is_done() && !p.is_playing());
        assert_eq!(p.counters().solutions, 4);
        assert_eq!(p.found().0.len(), 4);
        assert_eq!(p.found().0[0].board.to_code(), "246135");
    }

    #[test]
    fn full_speed_plays_on_past_what_the_window_keeps() {
        // At 100,000 steps a second the window holds 100,000 steps ahead of the one
        // shown: trimming it once went past that step, and the board fell out of step
        // with the run (a queen too many, and a panic).
        let s = setup(Algorithm::Backtracking, 12);
        let mut page = Page::open(s, 0);
        page.player.set_speed(100_000.0);
        page.act(Player::play);
        for _ in 0..600 {
            page.act(|p| p.tick(16.0));
        }
        let p = &page.player;
        assert!(p.pos() > 900_000, "{}", p.pos());
        let mut straight = Machine::new(s).unwrap();
        let mut state = Replay::new(s).unwrap();
        for _ in 0..p.pos() {
            state.apply(&straight.step().unwrap());
        }
        assert_eq!(p.shown(), &state);
    }

    #[test]
    fn more_is_asked_for_while_the_window_runs_low() {
        let s = setup(Algorithm::Backtracking, 8);
        let mut p = Player::new(s, 100_000.0, 0).unwrap();
        let mut worker = Animation::new(s).unwrap();
        assert_eq!(p.take_requests(), vec![Request::More(FIRST_BATCH)]);
        p.receive(worker.more(FIRST_BATCH));
        assert_eq!(p.take_requests(), vec![Request::More(MAX_BATCH)]);
        p.set_speed(10.0);
        p.receive(worker.more(MAX_BATCH));
        assert_eq!(p.take_requests(), vec![], "enough ahead");
    }

    #[test]
    fn local_searches_chart_their_collisions_up_to_the_step_shown() {
        let s = setup(Algorithm::MinConflicts, 40);
        let mut page = Page::open(s, 0);
        page.act(|p| (0..60).for_each(|_| p.step()));
        let chart = page.player.chart();
        assert_eq!(chart.last().map(|&(s, _)| s), Some(60));
        assert!(chart.iter().all(|&(s, _)| s <= 60));
        page.act(Player::skip_to_end);
        let end = page.player.chart();
        assert_eq!(end.last(), Some(&(page.player.pos(), 0)));
        page.act(|p| p.jump(30));
        assert!(page.player.chart().iter().all(|&(s, _)| s <= 30));
    }

    /// The variants' walk plays through the same player: every move shows the walk's
    /// board after that many steps, and the jumps find its backtracks and its end.
    #[test]
    fn a_walk_known_whole_plays_with_the_same_controls() {
        let solved = Variant::Most(Piece::Queen).solve(6).unwrap();
        let walk = solved.walk();
        let boards: Vec<Arrangement> = std::iter::once(solved.empty_board())
            .chain(walk.steps.iter().scan(solved.empty_board(), |b, step| {
                b.apply(step);
                Some(b.clone())
            }))
            .collect();
        let mut p = Player::whole(solved.empty_board(), walk.steps.clone(), 10.0);
        assert_eq!(
            (p.total(), p.reached()),
            (Some(walk.steps.len()), walk.steps.len())
        );
        p.step();
        p.step();
        assert_eq!((p.pos(), p.shown()), (2, &boards[2]));
        assert_eq!(p.last_step(), walk.steps.get(1));
        p.back();
        assert_eq!((p.pos(), p.shown()), (1, &boards[1]));
        p.next_backtrack();
        assert!(matches!(p.last_step(), Some(WalkStep::Remove(_))));
        assert_eq!(p.shown(), &boards[p.pos()]);
        p.jump(7);
        assert_eq!(p.shown(), &boards[7]);
        p.next_solution();
        assert_eq!(p.last_step(), Some(&WalkStep::Found));
        assert!(p.is_done());
        p.play();
        assert!(!p.is_playing(), "nothing is left to play");
        p.jump(0);
        p.play();
        p.tick(100_000.0);
        assert_eq!((p.pos(), p.is_playing()), (walk.steps.len(), false));
        assert_eq!(p.shown(), boards.last().unwrap());
        assert!(
            p.take_requests().is_empty(),
            "a run known whole asks nothing"
        );
    }
}
