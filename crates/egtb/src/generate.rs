//! The retrograde generator of one material class.
//!
//! Moves that capture or promote leave the class, so their successors are looked up in tables
//! built before (see [`Material::all`] for the order). Inside the class the values spread
//! backwards ply by ply: a position lost in d makes every predecessor a win in d+1; a position
//! whose successors are all won for the opponent is lost one ply after the longest of them.
//! Positions never reached this way are draws.

use super::index::{index_of, position_at, table_size};
use super::material::Material;
use super::unmove::for_each_predecessor;
use super::value::{Value, DRAW, INVALID, MAX_PLIES};
use tobit_rules::tables::promotion_points;
use tobit_rules::{Move, Position};

/// `pending` value of a position that can never be lost (it has a drawn or winning exit).
const CANNOT_LOSE: u8 = u8::MAX;

/// Builds the table of class `m`; `solved` gives the value of every position of the other
/// classes `m` can reach (the tables built before, [`crate::Tables::ensure`]).
pub fn solve(m: Material, solved: impl Fn(&Position) -> Option<Value>) -> Vec<u8> {
    let size = table_size(m);
    let mut table = vec![DRAW; size];
    // Moves inside the class whose successor is not yet known to be won for the opponent.
    let mut pending = vec![0u8; size];
    // 1 + the longest opponent win among the successors known so far (0: none).
    let mut longest = vec![0u8; size];
    let levels = MAX_PLIES as usize + 2;
    let mut queue: Vec<Vec<u32>> = vec![Vec::new(); levels];
    let mut exits: Vec<Vec<u32>> = vec![Vec::new(); levels];
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    for (i, entry) in table.iter_mut().enumerate() {
        let Some(pos) = position_at(m, i) else {
            *entry = INVALID;
            continue;
        };
        moves.clear();
        pos.generate(&mut moves);
        let mut inside = 0u8;
        let mut shortest_loss: Option<u32> = None;
        let mut cannot_lose = false;
        let promotion = promotion_points(pos.side()) & !pos.tobits();
        for mv in &moves {
            let promotes = promotion.contains(mv.to()) && !pos.tobits().contains(mv.from());
            if !mv.is_capture() && !promotes {
                inside += 1;
                continue;
            }
            let child = pos.play(mv);
            match solved(&child).expect("successor classes are built first") {
                Value::Loss(d) => {
                    cannot_lose = true;
                    shortest_loss = Some(shortest_loss.map_or(d, |s| s.min(d)));
                }
                Value::Win(d) => longest[i] = longest[i].max(d as u8 + 1),
                Value::Draw => cannot_lose = true,
            }
        }
        if let Some(d) = shortest_loss {
            exits[d as usize + 1].push(i as u32);
        }
        if cannot_lose {
            pending[i] = CANNOT_LOSE;
        } else if inside == 0 {
            *entry = Value::byte_of_plies(u32::from(longest[i]));
            queue[longest[i] as usize].push(i as u32);
        } else {
            pending[i] = inside;
        }
    }
    let mut found = Vec::new();
    for level in 0..levels {
        for i in std::mem::take(&mut exits[level]) {
            if table[i as usize] == DRAW {
                table[i as usize] = Value::byte_of_plies(level as u32);
                queue[level].push(i);
            }
        }
        let lost = level.is_multiple_of(2);
        for i in std::mem::take(&mut queue[level]) {
            let pos = position_at(m, i as usize).expect("queued indices are positions");
            // A predecessor inside the class has the class's material: it has an index.
            let open = |q: &Position| index_of(q).and_then(|j| table.get(j)) == Some(&DRAW);
            found.clear();
            for_each_predecessor(&pos, open, |q: Position| found.extend(index_of(&q)));
            for &j in &found {
                if table[j] != DRAW {
                    continue;
                }
                if lost {
                    table[j] = Value::byte_of_plies(level as u32 + 1);
                    queue[level + 1].push(j as u32);
                } else if pending[j] != CANNOT_LOSE {
                    longest[j] = longest[j].max(level as u8 + 1);
                    pending[j] -= 1;
                    if pending[j] == 0 {
                        let loss = longest[j] as usize;
                        table[j] = Value::byte_of_plies(loss as u32);
                        queue[loss].push(j as u32);
                    }
                }
            }
        }
    }
    table
}
