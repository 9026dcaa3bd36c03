//! The pieces a variant may use, and how each moves.

/// A chess piece (or a fairy one) placed instead of queens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Piece {
    /// Rows, columns and diagonals, any distance.
    Queen,
    /// Rows and columns.
    Rook,
    /// Diagonals.
    Bishop,
    /// One square in any direction.
    King,
    /// The (1, 2) leap.
    Knight,
    /// A queen that also leaps like a knight.
    Superqueen,
}

impl Piece {
    /// Every piece.
    pub const ALL: [Piece; 6] = [
        Piece::Queen,
        Piece::Rook,
        Piece::Bishop,
        Piece::King,
        Piece::Knight,
        Piece::Superqueen,
    ];

    /// The id on the command line and in addresses.
    pub fn id(self) -> &'static str {
        match self {
            Piece::Queen => "queen",
            Piece::Rook => "rook",
            Piece::Bishop => "bishop",
            Piece::King => "king",
            Piece::Knight => "knight",
            Piece::Superqueen => "superqueen",
        }
    }

    /// The piece of an id.
    pub fn from_id(id: &str) -> Option<Piece> {
        Piece::ALL.into_iter().find(|p| p.id() == id)
    }

    /// Whether the piece on one square attacks another `(dr, dc)` away on an open
    /// board (no blockers, no wrap).
    pub fn attacks(self, dr: i32, dc: i32) -> bool {
        let (r, c) = (dr.abs(), dc.abs());
        let line = r == 0 || c == 0;
        let diagonal = r == c;
        let leap = (r == 1 && c == 2) || (r == 2 && c == 1);
        (r, c) != (0, 0)
            && match self {
                Piece::Queen => line || diagonal,
                Piece::Rook => line,
                Piece::Bishop => diagonal,
                Piece::King => r <= 1 && c <= 1,
                Piece::Knight => leap,
                Piece::Superqueen => line || diagonal || leap,
            }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_and_moves_are_symmetric() {
        for p in Piece::ALL {
            assert_eq!(Piece::from_id(p.id()), Some(p));
            for dr in -3..=3 {
                for dc in -3..=3 {
                    assert_eq!(p.attacks(dr, dc), p.attacks(-dr, -dc));
                    assert_eq!(p.attacks(dr, dc), p.attacks(dc, dr));
                }
            }
            assert!(!p.attacks(0, 0));
        }
        assert!(Piece::Knight.attacks(1, 2) && !Piece::Knight.attacks(1, 1));
        assert!(Piece::Superqueen.attacks(2, 1) && Piece::Superqueen.attacks(5, 5));
    }
}
