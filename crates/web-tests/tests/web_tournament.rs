//! The tournament module's `Tournament` as the organiser's page calls it: a Swiss created,
//! players registered, rounds paired and results entered, undo, the log saved and restored,
//! standings and crosstables, a knockout's games with their time controls and its TRF (a file's
//! bytes in UTF-8, Windows-1251 or Latin-1); refusals thrown with their codes, bad arguments refused by name.
#![cfg(target_arch = "wasm32")]

use tobit_tournament::{default_settings, round_limits, tie_breaks, Tournament};
use tsify::Ts;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A typed argument from JSON.
fn ts<T: tsify::Tsify>(text: &str) -> Ts<T> {
    Ts::new_unchecked(json(text))
}

/// The code of a thrown `TournamentError`.
fn code(thrown: JsValue) -> String {
    get(&get(&thrown, "refusal"), "code").as_string().unwrap()
}

fn number(v: &JsValue, key: &str) -> f64 {
    get(v, key).as_f64().unwrap()
}

/// A Swiss of `rounds` rounds with `players` players named P1, P2...
fn swiss(players: usize, rounds: usize) -> Tournament {
    let settings = default_settings(
        "Abakan open".into(),
        ts(&format!(r#"{{"Swiss":{{"rounds":{rounds}}}}}"#)),
    )
    .unwrap();
    let mut t = Tournament::create(settings).unwrap();
    for i in 1..=players {
        let add =
            format!(r#"{{"AddPlayer":{{"name":"P{i}","half_point_for_missed_rounds":false}}}}"#);
        t.apply(ts(&add)).unwrap();
    }
    t
}

/// Pairs the next round and gives White the win on every board.
fn play_round(t: &mut Tournament) -> usize {
    let pairing = js(t.next_pairing().unwrap());
    t.apply(Ts::new_unchecked(pairing)).unwrap();
    let view = js(t.view().unwrap());
    let rounds = js_sys::Array::from(&get(&view, "rounds"));
    let round = rounds.length() as usize - 1;
    let boards = js_sys::Array::from(&get(&rounds.get(round as u32), "boards")).length();
    for board in 0..boards {
        let set =
            format!(r#"{{"SetResult":{{"round":{round},"board":{board},"result":"WhiteWins"}}}}"#);
        t.apply(ts(&set)).unwrap();
    }
    round
}

#[wasm_bindgen_test]
fn a_swiss_is_paired_scored_undone_and_restored_from_its_log() {
    let mut t = swiss(7, 3);
    let view = js(t.view().unwrap());
    assert_eq!(get(&view, "next").as_string().unwrap(), "pair");
    play_round(&mut t);
    let view = js(t.view().unwrap());
    let round = js_sys::Array::from(&get(&view, "rounds")).get(0);
    assert_eq!(js_sys::Array::from(&get(&round, "boards")).length(), 3);
    assert_eq!(
        js_sys::Array::from(&get(&round, "byes")).length(),
        1,
        "7 players: one bye"
    );

    // 2-1-0: three wins of 2 points and a pairing bye of 2 points.
    let standings = js_sys::Array::from(&t.standings().unwrap());
    assert_eq!(standings.length(), 7);
    let top: f64 = (0..4).map(|i| number(&standings.get(i), "score")).sum();
    assert_eq!(top, 8.0);
    assert_eq!(
        js_sys::Array::from(&get(&standings.get(0), "tiebreaks")).length(),
        3
    );

    // Undo drops the last result only; the log restores the same state.
    let before = number(&js(t.view().unwrap()), "changes");
    let undone = t.undo().unwrap();
    assert!(get(&undone, "SetResult").is_object());
    assert_eq!(number(&js(t.view().unwrap()), "changes"), before - 1.0);
    assert_eq!(
        get(&js(t.view().unwrap()), "next").as_string().unwrap(),
        "results"
    );
    let log = t.log_json().unwrap();
    let again = Tournament::from_log(log.clone().into()).unwrap();
    assert_eq!(again.log_json().unwrap(), log);

    let wall = js_sys::Array::from(&t.wallchart().unwrap());
    assert_eq!(wall.length(), 7);
    assert_eq!(js_sys::Array::from(&get(&wall.get(0), "cells")).length(), 1);
}

#[wasm_bindgen_test]
fn refusals_are_thrown_with_their_codes() {
    let mut t = swiss(1, 3);
    assert_eq!(code(t.next_pairing().err().unwrap()), "tooFewPlayers");
    let mut t2 = swiss(4, 1);
    play_round(&mut t2);
    assert_eq!(code(t2.next_pairing().err().unwrap()), "tournamentOver");
    let unknown = r#"{"Withdraw":{"player":9}}"#;
    let thrown = t.apply(ts(unknown)).err().unwrap();
    assert_eq!(code(thrown.clone()), "unknownPlayer");
    assert_eq!(number(&get(&thrown, "refusal"), "player"), 9.0);
    // A refused command changes nothing.
    assert_eq!(number(&js(t.view().unwrap()), "changes"), 2.0);
    let pair_again = r#"{"SetResult":{"round":0,"board":0,"result":"Draw"}}"#;
    assert_eq!(code(t.apply(ts(pair_again)).err().unwrap()), "unknownRound");
    let create = r#"{"Create":{"name":"x","format":{"Swiss":{"rounds":1}},"scoring":{"win":4,"draw":2,"loss":0},"tiebreaks":[],"rank_by":"Rating","lots_seed":0}}"#;
    assert_eq!(code(t.apply(ts(create)).err().unwrap()), "notCreatedFirst");
}

/// The create form's rounds field takes its limits from the module: a Swiss of `max` rounds
/// (what a TRF carries, 999) is created, one more or none is refused.
#[wasm_bindgen_test]
fn a_swiss_may_have_the_rounds_the_module_states() {
    let limits = js(round_limits().unwrap());
    let (min, max) = (number(&limits, "min"), number(&limits, "max"));
    assert_eq!((min, max), (1.0, 999.0));
    let rounds = |n: f64| {
        let format = format!(r#"{{"Swiss":{{"rounds":{n}}}}}"#);
        Tournament::create(default_settings("Cup".into(), ts(&format)).unwrap())
    };
    assert!(rounds(max).is_ok() && rounds(min).is_ok());
    assert_eq!(code(rounds(max + 1.0).err().unwrap()), "tooManyRounds");
    assert_eq!(code(rounds(min - 1.0).err().unwrap()), "noRounds");
}

#[wasm_bindgen_test]
fn bad_arguments_and_logs_are_refused_by_name() {
    let mut t = swiss(2, 1);
    let thrown = t.apply(ts(r#"{"Dance":{}}"#)).err().unwrap();
    assert_eq!(code(thrown.clone()), "badArgument");
    assert!(String::from(js_sys::Error::from(thrown).message()).starts_with("command:"));
    assert_eq!(
        code(t.apply(Ts::new_unchecked(JsValue::from(7))).err().unwrap()),
        "badArgument"
    );
    assert_eq!(
        code(Tournament::from_log("[1,2".into()).err().unwrap()),
        "badArgument"
    );
    assert_eq!(
        code(Tournament::from_log(JsValue::from(3)).err().unwrap()),
        "badArgument"
    );
    let no_create = r#"[{"Withdraw":{"player":0}}]"#;
    let thrown = Tournament::from_log(no_create.into()).err().unwrap();
    assert_eq!(code(thrown.clone()), "notCreatedFirst");
    assert_eq!(number(&get(&thrown, "refusal"), "command"), 1.0);
    let settings = ts(
        r#"{"name":"","format":{"Swiss":{"rounds":1}},"scoring":{"win":4,"draw":2,"loss":0},"tiebreaks":[],"rank_by":"Rating","lots_seed":0}"#,
    );
    assert_eq!(code(Tournament::create(settings).err().unwrap()), "noName");
    // Every refusal is coded, what it names given as data (the page words it from its catalogs).
    let mut t = swiss(3, 3);
    t.apply(ts(r#"{"Withdraw":{"player":2}}"#)).unwrap();
    let again = get(
        &t.apply(ts(r#"{"Withdraw":{"player":2}}"#)).unwrap_err(),
        "refusal",
    );
    assert_eq!(get(&again, "code").as_string().unwrap(), "alreadyWithdrawn");
    assert_eq!(number(&again, "player"), 2.0);
    let allowed = get(
        &t.apply(ts(r#"{"Allow":{"a":0,"b":1}}"#)).unwrap_err(),
        "refusal",
    );
    assert_eq!(get(&allowed, "code").as_string().unwrap(), "notForbidden");
    assert_eq!(
        (number(&allowed, "player"), number(&allowed, "other")),
        (0.0, 1.0)
    );
    assert_eq!(js_sys::Array::from(&tie_breaks().unwrap()).length(), 10);
}

#[wasm_bindgen_test]
fn a_round_robin_has_its_grid_and_a_changed_pairing_warns() {
    let rr = default_settings("Club".into(), ts(r#"{"RoundRobin":{"double":false}}"#)).unwrap();
    let mut t = Tournament::create(rr).unwrap();
    for name in ["A", "B", "C", "D"] {
        let add =
            format!(r#"{{"AddPlayer":{{"name":"{name}","half_point_for_missed_rounds":false}}}}"#);
        t.apply(ts(&add)).unwrap();
    }
    assert_eq!(number(&js(t.view().unwrap()), "totalRounds"), 3.0);
    play_round(&mut t);
    let grid = js_sys::Array::from(&t.grid().unwrap());
    assert_eq!(js_sys::Array::from(&get(&grid.get(0), "cells")).length(), 4);

    // A Swiss round paired by hand as a rematch of round 1 is accepted with a warning.
    let mut s = swiss(4, 3);
    play_round(&mut s);
    let first = get(&js(s.view().unwrap()), "rounds");
    let boards = get(&js_sys::Array::from(&first).get(0), "boards");
    let pairs: Vec<String> = js_sys::Array::from(&boards)
        .iter()
        .map(|b| format!("[{},{}]", number(&b, "black"), number(&b, "white")))
        .collect();
    let rematch = format!(
        r#"{{"Pair":{{"round":1,"boards":[{}],"byes":[]}}}}"#,
        pairs.join(",")
    );
    let warnings = js_sys::Array::from(&s.apply(ts(&rematch)).unwrap());
    assert!(warnings
        .iter()
        .any(|w| get(&w, "rule").as_string().unwrap() == "Rematch"));
    assert!(js_sys::Array::from(&get(&js(s.view().unwrap()), "warnings")).length() >= 2);
}

#[wasm_bindgen_test]
fn a_tournament_goes_to_trf_and_back_and_a_bad_trf_names_its_line() {
    let mut t = swiss(6, 3);
    play_round(&mut t);
    let trf = t.to_trf();
    assert!(trf.lines().any(|l| l.starts_with("012 Abakan open")));
    let back = Tournament::from_trf(trf.into()).unwrap();
    assert_eq!(
        js_sys::JSON::stringify(&back.standings().unwrap()).unwrap(),
        js_sys::JSON::stringify(&t.standings().unwrap()).unwrap()
    );
    // The players' names are plain fields of the view (flattened), not a Map.
    let view = js(back.view().unwrap());
    let first = js_sys::Array::from(&get(&view, "players")).get(0);
    assert_eq!(get(&first, "name").as_string().unwrap(), "P1");
    let thrown = Tournament::from_trf("012 X\n001 garbage".into())
        .err()
        .unwrap();
    assert_eq!(code(thrown.clone()), "trf");
    assert_eq!(number(&get(&thrown, "refusal"), "line"), 2.0);
}

/// The name of the tournament of a TRF file's bytes, and its first player's.
fn trf_names(bytes: &[u8]) -> (String, String) {
    let t = Tournament::from_trf(js_sys::Uint8Array::from(bytes).into()).unwrap();
    let view = js(t.view().unwrap());
    let first = js_sys::Array::from(&get(&view, "players")).get(0);
    let name = get(&get(&view, "settings"), "name").as_string().unwrap();
    (name, get(&first, "name").as_string().unwrap())
}

#[wasm_bindgen_test]
fn trf_bytes_in_windows_1251_and_latin_1_are_decoded_by_the_browser() {
    let cp1251 = include_bytes!("../../tournament/tests/data/swiss_manager_cp1251.trf");
    let latin1 = include_bytes!("../../tournament/tests/data/vega_latin1.trf");
    let utf8 = include_bytes!("../../tournament/tests/data/other_tool.trf");
    let want = |a: &str, b: &str| (a.to_string(), b.to_string());
    assert_eq!(
        trf_names(cp1251),
        want("Первенство Хакасии 2026", "Ёлкин, Пётр")
    );
    assert_eq!(
        trf_names(latin1),
        want("Open de Genève 2026", "Müller, Jürgen")
    );
    assert_eq!(
        trf_names(utf8).0,
        String::from_utf8_lossy(utf8)
            .lines()
            .find_map(|l| l.strip_prefix("012 "))
            .unwrap()
            .trim()
    );
}

/// The view's next game of knockout match `board` of round 1.
fn next_game(t: &Tournament, board: u32) -> JsValue {
    let view = js(t.view().unwrap());
    let round = js_sys::Array::from(&get(&view, "knockout")).get(0);
    get(&js_sys::Array::from(&round).get(board), "next")
}

#[wasm_bindgen_test]
fn a_knockouts_games_have_their_controls_and_go_to_trf_and_back() {
    let settings = r#"{"name":"Cup","format":{"Knockout":{"tiebreak_pairs":1}},
        "scoring":{"win":4,"draw":2,"loss":0},"tiebreaks":[],"rank_by":"EntryOrder","lots_seed":3,
        "event":{"time_control":"15+10","tiebreak_time_control":"5+3"}}"#;
    let mut t = Tournament::create(ts(settings)).unwrap();
    for i in 1..=4 {
        let add =
            format!(r#"{{"AddPlayer":{{"name":"P{i}","half_point_for_missed_rounds":false}}}}"#);
        t.apply(ts(&add)).unwrap();
    }
    t.apply(Ts::new_unchecked(js(t.next_pairing().unwrap())))
        .unwrap();
    let control = |t: &Tournament| get(&next_game(t, 0), "time_control").as_string().unwrap();
    assert_eq!(control(&t), "15+10");
    // 1-1 in the main games: the tie-break games at their control; 1-1 again: the deciding
    // game, without a control of its own, at the tie-break games'.
    for (result, phase) in [("WhiteWins", r#"{"TieBreak":0}"#), ("Draw", r#""Decider""#)] {
        for _ in 0..2 {
            let set = format!(r#"{{"SetResult":{{"round":0,"board":0,"result":"{result}"}}}}"#);
            t.apply(ts(&set)).unwrap();
        }
        let phase_now = js_sys::JSON::stringify(&get(&next_game(&t, 0), "phase")).unwrap();
        assert_eq!(String::from(phase_now), phase);
        assert_eq!(control(&t), "5+3");
    }
    let back = Tournament::from_trf(t.to_trf().into()).unwrap();
    let (a, b) = (js(t.view().unwrap()), js(back.view().unwrap()));
    for key in ["knockout", "settings"] {
        assert_eq!(
            String::from(js_sys::JSON::stringify(&get(&b, key)).unwrap()),
            String::from(js_sys::JSON::stringify(&get(&a, key)).unwrap())
        );
    }
}

/// Hostile arguments given through wasm-bindgen's JS glue, as the page calls: `apply` with a
/// getter that throws, a Proxy whose traps throw, a bigint rating and a name with a lone
/// surrogate, `create` with an `event` that is a number; each must be refused as a bad argument
/// by name, and the tournament stay usable ("recursive use of an object" otherwise).
const HOSTILE_CALLS: &str = r#"
  const problems = [];
  const add = (player) => ({ AddPlayer: { half_point_for_missed_rounds: false, ...player } });
  const bad = [
    { get AddPlayer() { throw new Error('getter'); } },
    new Proxy({}, { get() { throw 1; }, ownKeys() { throw 1; }, getOwnPropertyDescriptor() { throw 1; } }),
    add({ name: 'Big', rating: 1500n }),
    add({ name: 'A\ud800' }),
  ];
  for (let round = 0; round < 50; round++) {
    bad.forEach((value, i) => {
      try {
        t.apply(value);
        problems.push(`apply took hostile value ${i}`);
      } catch (e) {
        if (e?.refusal?.code !== 'badArgument' || !e.message.startsWith('command: ')) {
          problems.push(`apply with hostile value ${i} threw ${String(e)}`);
        }
      }
    });
  }
  try {
    t.constructor.create({ ...settings, event: 5 });
    problems.push('create took an event that is a number');
  } catch (e) {
    if (e?.refusal?.code !== 'badArgument') problems.push(`create threw ${String(e)}`);
  }
  try {
    t.apply(add({ name: 'After' }));
    if (t.view().players.length !== 3) problems.push('the player after was not added');
  } catch (e) {
    problems.push(`the tournament is unusable afterwards: ${String(e)}`);
  }
  return problems.slice(0, 5);
"#;

#[wasm_bindgen_test]
fn hostile_arguments_are_refused_and_leave_the_tournament_usable() {
    let settings = js(default_settings("Abakan".into(), ts(r#"{"Swiss":{"rounds":3}}"#)).unwrap());
    let run = js_sys::Function::new_with_args("t, settings", HOSTILE_CALLS);
    let problems = run
        .call2(&JsValue::NULL, &JsValue::from(swiss(2, 3)), &settings)
        .unwrap();
    let problems = strings(&problems);
    assert!(problems.is_empty(), "{problems:?}");
}
