//! The capture search at the horizon. Captures are compulsory in Tobit, so a position where the
//! side to move must capture is never a quiet leaf: every capture is searched (there is no
//! "stand pat", since declining to capture is illegal) until a quiet position is reached.

use super::ordering::MAX_PLY;
use super::score::INFINITE;
use super::search::Searcher;
use tobit_rules::Position;

impl Searcher<'_> {
    /// The score of `pos` at or beyond the horizon.
    pub(super) fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv[ply].clear();
        if self.tick() {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.leaf(pos);
        }
        if let Some(score) = self.table_score(pos, ply) {
            return score;
        }
        let mut moves = match self.moves_at(pos, ply) {
            Ok(moves) => moves,
            Err(lost) => return lost,
        };
        if !moves[0].is_capture() {
            self.move_stack[ply] = moves;
            return self.leaf(pos);
        }
        moves.sort_unstable_by_key(|m| std::cmp::Reverse(m.captured().count()));
        let mut best = -INFINITE;
        for m in &moves {
            let child = pos.play(m);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.set_pv(ply, m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.move_stack[ply] = moves;
        if self.stopped {
            0
        } else {
            best
        }
    }
}
