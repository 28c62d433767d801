//! The analysis (multi-PV): the stream of infos, the abort, distinct and ordered lines, the
//! exact table values, the threat, the win-chance curve and the review's grades.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use tobit_ai::review::{review, Grade, BLUNDER, INACCURACY, MISTAKE};
use tobit_ai::win_chance::{chance, white_chance};
use tobit_ai::{threat_position, AnalysisInfo, Engine, Limits, LineScore, MAX_LINES};
use tobit_egtb::{Material, Tables, Value};
use tobit_rules::{fen, Color, Game, Position};

const TT: usize = 1 << 20;

fn analyse(pos: &Position, limits: &Limits, lines: usize) -> (AnalysisInfo, Vec<AnalysisInfo>) {
    let mut stream = Vec::new();
    let last = Engine::new(TT)
        .analyse(pos, &[], limits, lines, &mut |i| stream.push(i.clone()))
        .expect("the position has legal moves");
    (last, stream)
}

fn game(fen_text: Option<&str>, moves: &str) -> Game {
    let start = fen_text.map_or_else(Position::start, |f| fen::parse(f).unwrap());
    let mut game = Game::new(start);
    for m in moves.split_whitespace() {
        game.play_text(m).unwrap();
    }
    game
}

#[test]
fn one_info_per_completed_depth_in_increasing_order() {
    let (last, stream) = analyse(&Position::start(), &Limits::depth(6), 3);
    let depths: Vec<u32> = stream.iter().map(|i| i.depth).collect();
    assert_eq!(depths, vec![1, 2, 3, 4, 5, 6]);
    assert!(stream.windows(2).all(|w| w[0].nodes < w[1].nodes));
    assert_eq!(stream.last(), Some(&last));
    assert!(stream
        .iter()
        .all(|i| i.lines.len() == 3 && i.exact.is_empty()));
}

#[test]
fn lines_start_with_different_moves_best_first() {
    let pos = game(None, "9-16 29-22").position();
    let legal = pos.legal_moves();
    for lines in 1..=MAX_LINES {
        let (info, _) = analyse(&pos, &Limits::depth(5), lines);
        assert_eq!(info.lines.len(), lines.min(legal.len()));
        let mut firsts: Vec<_> = info.lines.iter().map(|l| l.moves[0]).collect();
        assert!(firsts.iter().all(|m| legal.contains(m)));
        firsts.sort_by_key(|m| m.to_string());
        firsts.dedup();
        assert_eq!(firsts.len(), info.lines.len(), "first moves repeat");
        let ranks: Vec<i64> = info.lines.iter().map(|l| l.score.rank()).collect();
        assert!(ranks.windows(2).all(|w| w[0] >= w[1]), "{ranks:?}");
    }
}

#[test]
fn with_fewer_legal_moves_than_lines_there_is_one_line_per_move() {
    let pos = fen::parse("W:W16:B23,31").unwrap();
    assert_eq!(pos.legal_moves().len(), 1);
    let (info, _) = analyse(&pos, &Limits::depth(4), 5);
    assert_eq!(info.lines.len(), 1);
    assert_eq!(info.lines[0].moves[0].to_string(), "16x30x32");
}

#[test]
fn the_best_line_agrees_with_the_single_line_search() {
    let pos = game(None, "9-16 29-22").position();
    let (info, _) = analyse(&pos, &Limits::depth(6), 1);
    let result = Engine::new(TT)
        .search(&pos, &[], &Limits::depth(6))
        .unwrap();
    assert_eq!(info.best().moves, result.pv);
    assert_eq!(info.best().score, LineScore::of_search(result.score));
}

#[test]
fn a_stop_raised_in_the_stream_ends_the_analysis_after_that_depth() {
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        stop: Some(Arc::clone(&stop)),
        ..Limits::default()
    };
    let mut depths = Vec::new();
    let last = Engine::new(TT)
        .analyse(&Position::start(), &[], &limits, 2, &mut |i| {
            depths.push(i.depth);
            if i.depth == 3 {
                stop.store(true, Ordering::Relaxed);
            }
        })
        .unwrap();
    assert_eq!(depths, vec![1, 2, 3]);
    assert_eq!(last.depth, 3);
    assert_eq!(last.lines.len(), 2);
}

#[test]
fn an_unlimited_analysis_stops_when_another_thread_raises_the_flag() {
    let stop = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        stop: Some(Arc::clone(&stop)),
        ..Limits::default()
    };
    let (tx, rx) = mpsc::channel();
    let worker = std::thread::spawn(move || {
        Engine::new(TT)
            .analyse(&Position::start(), &[], &limits, 3, &mut |i| {
                let _ = tx.send(i.depth);
            })
            .unwrap()
    });
    assert_eq!(rx.recv().unwrap(), 1, "the first info comes at depth 1");
    stop.store(true, Ordering::Relaxed);
    let last = worker.join().unwrap();
    assert!(last.depth >= 1 && last.depth < tobit_ai::MAX_DEPTH);
    assert_eq!(last.lines.len(), 3);
}

#[test]
fn a_flag_raised_before_the_start_gives_depth_zero_lines() {
    let limits = Limits {
        stop: Some(Arc::new(AtomicBool::new(true))),
        ..Limits::default()
    };
    let (info, stream) = analyse(&Position::start(), &limits, 3);
    assert!(stream.is_empty());
    assert_eq!((info.depth, info.lines.len()), (0, 3));
}

fn with_tables(pos: &Position) -> Engine {
    let mut tables = Tables::new();
    tables.build(Material::of(pos));
    let mut engine = Engine::new(TT);
    engine.set_tables(Some(Arc::new(tables)));
    engine
}

#[test]
fn with_tables_every_move_has_its_exact_value_and_the_lines_use_them() {
    let pos = fen::parse("W:WK8,K22:BK15").unwrap();
    let mut engine = with_tables(&pos);
    let mut stream = Vec::new();
    let info = engine
        .analyse(&pos, &[], &Limits::depth(8), 5, &mut |i| {
            stream.push(i.clone())
        })
        .unwrap();
    assert_eq!(stream, vec![info.clone()], "one info, at once");
    assert_eq!(info.depth, 0);
    assert_eq!(info.lines[0].score, LineScore::Win(5));
    assert_eq!(info.exact.len(), pos.legal_moves().len());
    let tables = engine.tables().unwrap();
    for &(m, v) in &info.exact {
        let child = tables.probe(&pos.play(&m)).unwrap();
        assert_eq!(v, child.before(), "{m}");
    }
    for line in &info.lines {
        let value = info
            .exact
            .iter()
            .find(|(m, _)| *m == line.moves[0])
            .unwrap()
            .1;
        assert_eq!(line.score, LineScore::of_value(value));
    }
    assert!(info.lines[1..].iter().all(|l| l.score == LineScore::Draw));
}

#[test]
fn the_threat_is_the_position_with_the_other_side_to_move() {
    let pos = fen::parse("W:W9:B16,23").unwrap();
    let threat = threat_position(&pos);
    assert_eq!(threat.side(), Color::Black);
    assert_eq!(threat.occupied(), pos.occupied());
    let (info, _) = analyse(&threat, &Limits::depth(4), 1);
    assert_eq!(
        info.best().moves[0].to_string(),
        "16x3",
        "Black would take the hul"
    );
}

#[test]
fn the_win_chance_rises_with_the_score_and_is_certain_when_exact() {
    let cps = [-600, -200, -50, 0, 50, 200, 600];
    let chances: Vec<f64> = cps.iter().map(|&cp| chance(LineScore::Cp(cp))).collect();
    assert!(chances.windows(2).all(|w| w[0] < w[1]), "{chances:?}");
    assert_eq!(chance(LineScore::Cp(0)), 0.5);
    assert_eq!(chance(LineScore::Win(9)), 1.0);
    assert_eq!(chance(LineScore::Loss(8)), 0.0);
    assert_eq!(chance(LineScore::Draw), 0.5);
    let white = white_chance(LineScore::Cp(120), Color::White);
    let black = white_chance(LineScore::Cp(120), Color::Black);
    assert!((white + black - 1.0).abs() < 1e-12);
}

#[test]
fn the_thresholds_rise_from_inaccuracy_to_blunder() {
    const { assert!(0.0 < INACCURACY && INACCURACY < MISTAKE && MISTAKE < BLUNDER) };
    assert_eq!(Grade::of_loss(INACCURACY / 2.0), None);
    assert_eq!(Grade::of_loss(INACCURACY), Some(Grade::Inaccuracy));
    assert_eq!(Grade::of_loss(MISTAKE), Some(Grade::Mistake));
    assert_eq!(Grade::of_loss(1.0), Some(Grade::Blunder));
}

#[test]
fn a_review_grades_a_hung_piece_as_a_blunder() {
    // Black's 28-21 leaves a shot worth several hullar (found by the analysis).
    let played = game(None, "9-16 32-25 16-15 30-23 10-9 28-21");
    let mut engine = Engine::new(TT);
    let mut calls = 0;
    let r = review(
        &mut engine,
        &played,
        &Limits::nodes(20_000),
        &mut |done, total| {
            calls += 1;
            assert_eq!((done, total), (calls, 7));
            true
        },
    );
    assert_eq!(r.moves.len(), 6);
    let last = &r.moves[5];
    assert_eq!(last.played.to_string(), "28-21");
    assert_eq!(last.side, Color::Black);
    assert_eq!(last.grade, Some(Grade::Blunder), "{last:?}");
    assert!(last.white_chance > 0.6, "{last:?}");
    assert_eq!(r.count(Color::Black, Grade::Blunder), 1);
    assert_eq!(r.count(Color::White, Grade::Blunder), 0);
}

#[test]
fn the_tables_grade_a_thrown_away_win_as_a_blunder() {
    let played = game(Some("W:WK8,K22:BK15"), "8-6 15x29");
    let mut engine = with_tables(&played.start());
    let r = review(&mut engine, &played, &Limits::depth(4), &mut |_, _| true);
    assert_eq!(r.moves[0].grade, Some(Grade::Blunder));
    assert_eq!(r.moves[0].before, LineScore::Win(5));
    assert_eq!(r.moves[0].best.to_string(), "22-29");
    assert_eq!(r.moves[1].grade, None, "Black takes the draw");
    let after = engine
        .tables()
        .unwrap()
        .probe(&played.position_at(2).unwrap());
    assert_eq!(after, Some(Value::Draw));
}

#[test]
fn a_cancelled_review_holds_the_moves_graded_so_far() {
    let played = game(None, "9-16 32-25 16-15 30-23");
    let r = review(
        &mut Engine::new(TT),
        &played,
        &Limits::depth(2),
        &mut |done, _| done < 3,
    );
    assert_eq!(r.moves.len(), 2);
}
