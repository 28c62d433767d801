//! The engine module's `Clock` class and time-control helpers as JS calls them: a whole timed
//! game driven by a fake time source (increments, pause, added time, low time, flag fall), save
//! and restore, the PDN of a timed game, the computer's search on a clock, and the errors of bad
//! arguments.
#![cfg(target_arch = "wasm32")]

use tobit_clock::PRESETS;
use tobit_engine::best_move;
use tobit_study::{custom_time_control, parse_time_control, time_control_text, timed_pdn, Clock};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod web_common;
use web_common::*;

wasm_bindgen_test_configure!(run_in_browser);

fn s(text: &str) -> JsValue {
    JsValue::from_str(text)
}

fn n(ms: f64) -> JsValue {
    JsValue::from_f64(ms)
}

fn control(text: &str) -> JsValue {
    js(parse_time_control(s(text)).unwrap())
}

/// The text shown on `side`'s clock at `now`.
fn shown(clock: &Clock, side: &str, now: f64) -> String {
    let view = js(clock.view(n(now)).unwrap());
    get(&get(&view, side), "text").as_string().unwrap()
}

/// The kinds and sides of what `poll` reported, as `"lowTime black"`.
fn news(clock: &mut Clock, now: f64) -> Vec<String> {
    clock
        .poll(n(now))
        .unwrap()
        .into_iter()
        .map(|e| {
            let e = js(e);
            let kind = get(&e, "kind").as_string().unwrap();
            format!("{kind} {}", get(&e, "side").as_string().unwrap())
        })
        .collect()
}

#[wasm_bindgen_test]
fn a_fast_game_with_an_increment_ends_on_time() {
    let mut clock = Clock::new(control("0:20+1")).unwrap();
    clock.start_turn(s("white"), n(0.0)).unwrap();
    let turn = js(clock.end_turn(n(4_000.5)).unwrap());
    assert_eq!(get(&turn, "usedMs").as_f64(), Some(4_000.0));
    assert_eq!(
        get(&turn, "remainingMs").as_f64(),
        Some(17_000.0),
        "20 s - 4 s + 1 s"
    );
    assert_eq!(shown(&clock, "white", 4_000.0), "0:17");
    assert_eq!(
        clock.turn(),
        JsValue::UNDEFINED,
        "no clock runs during the animation"
    );
    clock.start_turn(s("black"), n(4_300.0)).unwrap();
    assert_eq!(clock.turn(), s("black"));
    assert_eq!(
        shown(&clock, "black", 14_300.0 + 700.0),
        "0:09.3",
        "tenths under 10 s"
    );
    assert_eq!(
        news(&mut clock, 14_400.0),
        vec!["lowTime black"],
        "under half of 20 s, once"
    );
    assert!(news(&mut clock, 20_000.0).is_empty());
    assert_eq!(news(&mut clock, 24_300.0), vec!["flag black"]);
    let view = js(clock.view(n(24_300.0)).unwrap());
    assert_eq!(get(&get(&view, "black"), "flagged"), JsValue::TRUE);
    let late = clock.end_turn(n(24_400.0)).unwrap_err();
    assert!(message(late).contains("Black's time has run out"));
}

#[wasm_bindgen_test]
fn a_paused_clock_saves_and_comes_back_paused_with_added_time() {
    let mut clock = Clock::new(control("1+0,2+0")).unwrap();
    clock.start_turn(s("white"), n(1_000.0)).unwrap();
    clock.pause(n(11_000.0)).unwrap();
    assert_eq!(
        shown(&clock, "white", 50_000.0),
        "0:50",
        "no time passes while paused"
    );
    clock.add_time(s("black"), n(60_000.0)).unwrap();
    let saved = js(clock.save(n(50_000.0)).unwrap());
    assert_eq!(
        get(&get(&saved, "turn"), "side"),
        s("white"),
        "a side is saved as the one colour, by its name"
    );
    let mut back = Clock::restore(saved).unwrap();
    assert_eq!(back.turn(), s("white"), "the turn under way comes back");
    let view = js(back.view(n(0.0)).unwrap());
    assert_eq!(get(&view, "paused"), JsValue::TRUE);
    assert_eq!(shown(&back, "white", 0.0), "0:50");
    assert_eq!(
        shown(&back, "black", 0.0),
        "3:00",
        "Black's 2 minutes and the added minute"
    );
    back.resume(n(100.0)).unwrap();
    assert_eq!(
        shown(&back, "white", 5_100.0),
        "0:45",
        "the restored turn runs again"
    );
}

#[wasm_bindgen_test]
fn the_new_game_dialog_gets_presets_and_checked_custom_controls() {
    // The presets, listed by the page module's config(), read as their controls here.
    let presets = strings(&get(&js(tobit::config()), "timePresets"));
    assert_eq!(presets, ["3+2", "5+3", "10+5", "15+10", "30+0"]);
    for (text, preset) in presets.iter().zip(PRESETS) {
        let control = parse_time_control(s(text)).unwrap();
        assert_eq!(
            time_control_text(js(control), JsValue::UNDEFINED).unwrap(),
            *text
        );
        assert_eq!(preset.control().to_string(), *text);
    }
    let custom = custom_time_control(n(5.0), n(30.0), n(3.0), s("bronstein")).unwrap();
    assert_eq!(
        time_control_text(js(custom), JsValue::UNDEFINED).unwrap(),
        "5:30b3"
    );
    let delay = custom_time_control(n(1.0), n(0.0), n(2.0), s("simple-delay")).unwrap();
    assert_eq!(time_control_text(js(delay), JsValue::TRUE).unwrap(), "60d2");
    // Out of range: an Error carrying why as a code with its limits (`control`), which the
    // dialog words in the player's language.
    let zero = custom_time_control(n(0.0), n(0.0), n(0.0), s("increment")).unwrap_err();
    let why = get(&zero, "control");
    assert_eq!(get(&why, "code").as_string().unwrap(), "starting-time");
    assert_eq!(get(&why, "minSeconds").as_f64(), Some(1.0));
    assert_eq!(get(&why, "maxHours").as_f64(), Some(10.0));
    let english = String::from(js_sys::Error::from(zero).message());
    assert!(
        english.contains("the starting time must be from 1 s"),
        "{english}"
    );
    // Whatever number a player types is refused with a code the dialog words (never a
    // developer's "minutes: expected a whole number 0..600").
    for (minutes, seconds, bonus, code) in [
        (601.0, 0.0, 0.0, "starting-time"),
        (-1.0, 0.0, 0.0, "starting-time"),
        (f64::INFINITY, 0.0, 0.0, "starting-time"),
        (1.5, 0.0, 0.0, "not-whole-seconds"),
        (5.0, 75.0, 0.0, "seconds"),
        (5.0, -3.0, 0.0, "starting-time"),
        (5.0, 0.0, 301.0, "bonus"),
        (5.0, 0.0, -2.0, "bonus"),
        (5.0, 0.0, 0.5, "not-whole-seconds"),
        (1e300, 0.0, 0.0, "starting-time"),
    ] {
        let refused =
            custom_time_control(n(minutes), n(seconds), n(bonus), s("increment")).unwrap_err();
        let why = get(&refused, "control");
        assert!(why.is_object(), "{minutes}:{seconds}+{bonus}: no code");
        assert_eq!(
            get(&why, "code").as_string().unwrap(),
            code,
            "{minutes}:{seconds}+{bonus}"
        );
    }
    // A value of the wrong type is the page's fault: an Error naming the argument.
    let typed = custom_time_control(s("5"), n(0.0), n(0.0), s("increment")).unwrap_err();
    assert!(get(&typed, "control").is_undefined());
}

#[wasm_bindgen_test]
fn a_timed_games_pdn_holds_its_control_its_ending_and_each_moves_clock() {
    let moves = list(&["9-16", "30-23"]);
    let stamps = json(r#"["w0:02:59 B0:03:00", null]"#);
    let on_time = json(r#"{"winner": "white", "reason": "time-forfeit", "score": "2-0"}"#);
    let pdn = timed_pdn(
        JsValue::NULL,
        moves.clone(),
        on_time,
        control("3+2"),
        stamps,
    )
    .unwrap();
    assert!(pdn.contains("[TimeControl \"180+2\"]"), "{pdn}");
    assert!(pdn.contains("[Result \"2-0\"]"), "{pdn}");
    assert!(pdn.contains("[Termination \"time forfeit\"]"), "{pdn}");
    assert!(pdn.contains("9-16 {[%clock w0:02:59 B0:03:00]}"), "{pdn}");
    let stamps = json(r#"["0:01:00", "0:01:00", "0:01:00"]"#);
    let too_many = timed_pdn(
        JsValue::NULL,
        moves.clone(),
        JsValue::NULL,
        control("3+2"),
        stamps,
    );
    assert!(message(too_many.unwrap_err()).contains("3 clock times for a game of 2 moves"));
    let bad = timed_pdn(
        JsValue::NULL,
        moves.clone(),
        JsValue::NULL,
        control("3+2"),
        json(r#"["soon"]"#),
    );
    assert!(message(bad.unwrap_err()).starts_with("stamps[0]: bad clock 'soon'"));
    let ending = json(r#"{"winner": "red", "reason": "resignation"}"#);
    let bad = timed_pdn(JsValue::NULL, moves, ending, control("3+2"), json("[]")).unwrap_err();
    assert!(message(bad).starts_with("ending.winner: expected one of white, black"));
}

#[wasm_bindgen_test]
fn the_computer_short_of_time_still_moves() {
    let options = json(
        r#"{"level": 8, "clock": {"remainingMs": 300,
            "control": {"initialMs": 60000, "mode": {"kind": "sudden-death"}}}}"#,
    );
    let result = js(best_move(JsValue::UNDEFINED, JsValue::UNDEFINED, options).unwrap());
    assert!(get(&result, "move").is_string());
    assert!(
        get(&result, "timeMs").as_f64().unwrap() < 300.0,
        "within its time"
    );
}

#[wasm_bindgen_test]
fn bad_arguments_are_errors_naming_them() {
    let no_control = Clock::new(json(r#"{"white": 3}"#)).err().unwrap();
    assert!(message(no_control).starts_with("control.white: expected a plain object"));
    let no_mode = Clock::new(json(r#"{"white": {"initialMs": 60000}, "black": 1}"#));
    assert_eq!(
        message(no_mode.err().unwrap()),
        "control.white.mode: missing"
    );
    let side = r#"{"initialMs": 1500, "mode": {"kind": "sudden-death"}}"#;
    let odd = Clock::new(json(&format!(r#"{{"white": {side}, "black": {side}}}"#)));
    assert!(message(odd.err().unwrap()).starts_with("control: times must be whole seconds"));
    let mut clock = Clock::new(control("3+2")).unwrap();
    let side = clock.start_turn(s("red"), n(0.0)).unwrap_err();
    assert_eq!(
        message(side),
        "side: expected one of white, black, got \"red\""
    );
    let time = clock.start_turn(s("white"), n(f64::NAN)).unwrap_err();
    assert!(message(time).starts_with("now: expected a finite number"));
    let negative = clock.start_turn(s("white"), n(-1.0)).unwrap_err();
    assert!(message(negative).starts_with("now: expected a time from 0"));
    let far = clock.start_turn(s("white"), n(1e308)).unwrap_err();
    assert!(message(far).starts_with("now: expected a time from 0 to"));
    let mut far_clock = Clock::new(control("3+2")).unwrap();
    far_clock.start_turn(s("white"), n(0.0)).unwrap();
    assert!(
        far_clock.poll(n(1e308)).is_err(),
        "a time beyond any clock's is refused"
    );
    assert_eq!(
        shown(&far_clock, "white", 1_000.0),
        "2:59",
        "and changes nothing"
    );
    let running = clock.add_time(s("white"), n(1000.0)).unwrap_err();
    assert_eq!(
        message(running),
        "time can only be added while the clock is paused"
    );
    let mut turn = Clock::new(control("3+2")).unwrap();
    turn.start_turn(s("black"), n(0.0)).unwrap();
    let saved = js(turn.save(n(1_000.0)).unwrap());
    js_sys::Reflect::set(&get(&saved, "turn"), &s("side"), &s("red")).unwrap();
    assert_eq!(
        message(Clock::restore(saved).err().unwrap()),
        "saved.turn.side: expected one of white, black, got \"red\"",
        "a saved side is read as every colour is"
    );
    let saved = Clock::restore(json(r#"{"control": 1}"#)).err().unwrap();
    assert!(message(saved).starts_with("saved.control: expected a plain object"));
    let clock_option = json(r#"{"clock": {"remainingMs": -5}}"#);
    let search = best_move(JsValue::UNDEFINED, JsValue::UNDEFINED, clock_option).unwrap_err();
    assert_eq!(message(search), "options.clock.control: missing");
}
