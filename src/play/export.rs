//! A board as a standalone SVG file: its own queen symbol and explicit colours, so it
//! looks the same wherever it is opened (the page's board relies on the page's CSS).

use nqueens_core::square::file_name;
use nqueens_core::{Placement, SquareState};

/// Pixels per square in the exported picture.
const SQUARE: u32 = 60;
const LABEL: u32 = 28;
const QUEEN_PATH: &str = "M20 80 L14 38 L32 60 L34 28 L44 58 L50 22 L56 58 L66 28 L68 60 L86 38 L80 80 Z M18 82 H82 L85 92 H15 Z";
const QUEEN_BALLS: [(u32, u32); 5] = [(14, 34), (34, 24), (50, 17), (66, 24), (86, 34)];

/// The board with its queens, coordinates, attacked squares (crossed) and conflicts.
pub fn board_svg(p: &Placement) -> String {
    let n = p.n() as u32;
    let size = n * SQUARE + LABEL;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" viewBox=\"0 0 {size} {size}\">\n\
         <title>{n}×{n} board: {}</title>\n<rect width=\"{size}\" height=\"{size}\" fill=\"#ffffff\"/>\n\
         <defs><symbol id=\"q\" viewBox=\"0 0 100 100\"><g fill=\"#fdf9f0\" stroke=\"#2a1a0c\" stroke-width=\"4\" stroke-linejoin=\"round\"><path d=\"{QUEEN_PATH}\"/>",
        p.to_code()
    );
    for (cx, cy) in QUEEN_BALLS {
        svg.push_str(&format!("<circle cx=\"{cx}\" cy=\"{cy}\" r=\"6\"/>"));
    }
    svg.push_str("</g></symbol></defs>\n");
    let states = p.square_states();
    for row in 0..n {
        for col in 0..n {
            let (x, y) = (LABEL + col * SQUARE, (n - 1 - row) * SQUARE);
            let fill = if (row + col) % 2 == 0 {
                "#b7895a"
            } else {
                "#f0dfc0"
            };
            svg.push_str(&format!("<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" fill=\"{fill}\"/>"));
            match states[(row * n + col) as usize] {
                SquareState::Attacked => {
                    let (a, b) = (x + SQUARE * 2 / 5, y + SQUARE * 2 / 5);
                    let d = SQUARE / 5;
                    svg.push_str(&format!(
                        "<path d=\"M{a} {b}l{d} {d}m0 -{d}l-{d} {d}\" stroke=\"#b3261e\" stroke-width=\"3\" opacity=\"0.6\"/>"
                    ));
                }
                SquareState::Queen | SquareState::Conflict => {
                    let m = SQUARE / 12;
                    svg.push_str(&format!(
                        "<use href=\"#q\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
                        x + m,
                        y + m,
                        SQUARE - 2 * m,
                        SQUARE - 2 * m
                    ));
                    if states[(row * n + col) as usize] == SquareState::Conflict {
                        svg.push_str(&format!(
                            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#b3261e\" stroke-width=\"3\" stroke-dasharray=\"7 4\"/>",
                            x + SQUARE / 2,
                            y + SQUARE / 2,
                            SQUARE * 23 / 50
                        ));
                    }
                }
                SquareState::Empty => {}
            }
        }
        let y = (n - 1 - row) * SQUARE + SQUARE / 2;
        svg.push_str(&format!(
            "<text x=\"{}\" y=\"{y}\" font-family=\"sans-serif\" font-size=\"16\" fill=\"#6b6155\" text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>",
            LABEL / 2,
            row + 1
        ));
    }
    for col in 0..n {
        svg.push_str(&format!(
            "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"16\" fill=\"#6b6155\" text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>",
            LABEL + col * SQUARE + SQUARE / 2,
            n * SQUARE + LABEL / 2,
            file_name(col)
        ));
    }
    svg.push_str("\n</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_every_square_and_queen() {
        let svg = board_svg(&Placement::parse("15863724", 8).unwrap());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert_eq!(svg.matches("<rect x=").count(), 64);
        assert_eq!(svg.matches("<use href=\"#q\"").count(), 8);
        assert!(svg.contains(">h</text>") && svg.contains(">8</text>"));
    }
}
