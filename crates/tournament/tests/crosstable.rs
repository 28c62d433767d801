//! The wallchart and the grid hold the opponent, colour and result of each round.

use tobit_tournament::crosstable::{grid, wallchart, Mark, WallCell};
use tobit_tournament::{
    Bye, ByeKind, Color, Command, Format, GameResult::*, NewPlayer, RankBy, Settings, Share,
    Tournament,
};

fn game(color: Color, share: Share, played: bool, points: u32) -> Mark {
    Mark::Game {
        color,
        share: Some(share),
        played,
        points,
    }
}

#[test]
fn swiss_wallchart() {
    let mut s = Settings::new("W", Format::Swiss { rounds: 2 });
    s.rank_by = RankBy::EntryOrder;
    let mut t = Tournament::new(s).unwrap();
    for n in ["A", "B", "C"] {
        t.add_player(NewPlayer {
            name: n.into(),
            ..Default::default()
        })
        .unwrap();
    }
    let bye = |p| {
        vec![Bye {
            player: p,
            kind: ByeKind::Pairing,
        }]
    };
    t.apply(Command::Pair {
        round: 0,
        boards: vec![(0, 1)],
        byes: bye(2),
    })
    .unwrap();
    t.set_result(0, 0, WhiteWins).unwrap();
    t.apply(Command::Pair {
        round: 1,
        boards: vec![(2, 0)],
        byes: bye(1),
    })
    .unwrap();
    t.set_result(1, 0, BlackForfeitWin).unwrap();
    // A has 4 points (a win, a forfeit win) and leads; B and C have 2 each (a bye each).
    let chart = wallchart(t.state());
    let line_of = |p| chart.iter().position(|l| l.player == p).unwrap() + 1;
    let a = &chart[0];
    assert_eq!(a.player, 0);
    assert_eq!(a.score, 8);
    assert_eq!(
        a.cells,
        vec![
            WallCell {
                opponent: Some(line_of(1)),
                mark: game(Color::White, Share::Win, true, 4)
            },
            WallCell {
                opponent: Some(line_of(2)),
                mark: game(Color::Black, Share::Win, false, 4)
            },
        ]
    );
    let c = &chart[line_of(2) - 1];
    assert_eq!(
        c.cells[0],
        WallCell {
            opponent: None,
            mark: Mark::Bye(ByeKind::Pairing)
        }
    );
    assert_eq!(c.cells[1].mark, game(Color::White, Share::Loss, false, 0));
}

#[test]
fn double_round_robin_grid_has_two_games_per_cell() {
    let mut s = Settings::new("G", Format::RoundRobin { double: true });
    s.rank_by = RankBy::EntryOrder;
    let mut t = Tournament::new(s).unwrap();
    for n in ["A", "B"] {
        t.add_player(NewPlayer {
            name: n.into(),
            ..Default::default()
        })
        .unwrap();
    }
    t.pair_next_round().unwrap();
    t.set_result(0, 0, WhiteWins).unwrap();
    t.pair_next_round().unwrap();
    t.set_result(1, 0, Draw).unwrap();
    let g = grid(t.state());
    assert_eq!(g[0].player, 0);
    assert_eq!(g[0].score, 6);
    assert_eq!(g[0].cells[0], vec![]);
    assert_eq!(
        g[0].cells[1],
        vec![
            game(Color::White, Share::Win, true, 4),
            game(Color::Black, Share::Draw, true, 2)
        ]
    );
    assert_eq!(
        g[1].cells[0],
        vec![
            game(Color::Black, Share::Loss, true, 0),
            game(Color::White, Share::Draw, true, 2)
        ]
    );
}
