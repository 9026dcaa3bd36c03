//! What chapter 1's board says about the queens on it: a learner placing queens by hand
//! wants to know when they have solved it, and when they are stuck before they have.

use nqueens_core::{Placement, Square};

/// The state of a hand-placed board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardVerdict {
    /// No queen yet.
    Empty,
    /// Some queens, none attacked, and every empty file still has a safe square.
    Going { placed: usize, n: usize },
    /// Two queens attack each other (the first such pair, file by file).
    Attacking { a: Square, b: Square },
    /// No two queens attack each other, but this empty file has no safe square left:
    /// a queen must be lifted.
    Stuck { file: u32 },
    /// All n queens, none attacked.
    Solved,
}

impl BoardVerdict {
    /// The verdict on `placement`.
    pub fn of(placement: &Placement) -> BoardVerdict {
        let n = placement.n();
        if placement.is_empty() {
            return BoardVerdict::Empty;
        }
        if let Some(attack) = placement.attacks().first() {
            return BoardVerdict::Attacking {
                a: attack.from,
                b: attack.to,
            };
        }
        if placement.len() == n {
            return BoardVerdict::Solved;
        }
        let stuck = (0..n as u32).find(|&col| {
            placement.row(col as usize).is_none()
                && (0..n as u32).all(|row| placement.is_attacked(Square::new(row, col)))
        });
        match stuck {
            Some(file) => BoardVerdict::Stuck { file },
            None => BoardVerdict::Going {
                placed: placement.len(),
                n,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(code: &str) -> BoardVerdict {
        BoardVerdict::of(&Placement::parse(code, code.len()).expect("a placement"))
    }

    #[test]
    fn a_hand_placed_board_is_told_solved_stuck_attacking_or_going() {
        assert_eq!(verdict("00000000"), BoardVerdict::Empty);
        assert_eq!(verdict("15863724"), BoardVerdict::Solved);
        assert_eq!(verdict("15000000"), BoardVerdict::Going { placed: 2, n: 8 });
        // a1 and b2 share a diagonal.
        assert_eq!(
            verdict("12000000"),
            BoardVerdict::Attacking {
                a: Square::new(0, 0),
                b: Square::new(1, 1)
            }
        );
        // a1, b3, c5, d2, e4: no attack, but every square of file f is attacked:
        // ranks 1 to 5 along the ranks, f6 by a1, f7 by b3, f8 by c5.
        assert_eq!(verdict("13524000"), BoardVerdict::Stuck { file: 5 });
        // 4×4: a2, b4, c1 leave d no safe square? d3 is free: the solution 2413.
        assert_eq!(verdict("2410"), BoardVerdict::Going { placed: 3, n: 4 });
        // 4×4: a1 and b3 attack every square of file c (c1 and c3 along the ranks, c2
        // and c4 on b3's diagonals).
        assert_eq!(verdict("1300"), BoardVerdict::Stuck { file: 2 });
    }
}
