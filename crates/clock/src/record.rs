//! A timed game's record in PDN (docs/CLOCKS.md): the `[TimeControl]` tag and a
//! `[%clock ...]` comment after each move whose clock times are known.

use super::TimeControl;
use tobit_rules::tree::{ClockStamp, Comment, GameTree};

/// The name of the PDN tag that holds the time control.
pub const TIME_CONTROL_TAG: &str = "TimeControl";

/// Writes the clock into `tree`: the `[TimeControl]` tag (replacing one already there) and,
/// after the main line's move `i`, a comment `[%clock ...]` of `stamps[i]` (`None`: that move's
/// times are not known). Stamps beyond the main line are refused.
pub fn annotate(
    tree: &mut GameTree,
    control: &TimeControl,
    stamps: &[Option<ClockStamp>],
) -> Result<(), String> {
    let plies = tree.main_line_mut();
    if stamps.len() > plies.len() {
        return Err(format!(
            "{} clock times for a game of {} moves",
            stamps.len(),
            plies.len()
        ));
    }
    for (ply, stamp) in plies.iter_mut().zip(stamps) {
        if let Some(stamp) = stamp {
            ply.notes
                .after
                .push(Comment::parse(&format!("[%clock {stamp}]"))?);
        }
    }
    let tags = tree.tags_mut();
    tags.retain(|(name, _)| !name.eq_ignore_ascii_case(TIME_CONTROL_TAG));
    tags.push((TIME_CONTROL_TAG.to_string(), control.pdn_tag()));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_rules::pdn;

    #[test]
    fn a_timed_game_writes_its_control_and_each_moves_clock() {
        let mut tree = pdn::import("1. 9-16 30-23 *").unwrap().tree;
        let control: TimeControl = "3+2".parse().unwrap();
        let first: ClockStamp = "w0:02:59 B0:03:00".parse().unwrap();
        annotate(&mut tree, &control, &[Some(first), None]).unwrap();
        let text = pdn::write(&tree);
        assert!(text.contains("[TimeControl \"180+2\"]"), "{text}");
        assert!(
            text.contains("9-16 {[%clock w0:02:59 B0:03:00]} 1... 30-23 *"),
            "{text}"
        );
        let back = pdn::import(&text).unwrap();
        assert_eq!(back.tag(TIME_CONTROL_TAG), Some("180+2"));
        assert_eq!(back.game.moves().len(), 2);
        assert_eq!(
            pdn::write(&back.tree),
            text,
            "the clock comment reads back as written"
        );
        let times: Vec<_> = back
            .tree
            .main_line()
            .iter()
            .map(|p| p.notes.clock())
            .collect();
        assert_eq!(
            times,
            [Some(first), None],
            "the app's own [%clock] is read as a clock, not an unknown command"
        );
    }

    #[test]
    fn more_times_than_moves_are_refused() {
        let mut tree = pdn::import("1. 9-16 *").unwrap().tree;
        let control: TimeControl = "3+2".parse().unwrap();
        let stamp: ClockStamp = "w0:02:59".parse().unwrap();
        let error = annotate(&mut tree, &control, &[Some(stamp), Some(stamp)]).unwrap_err();
        assert!(
            error.contains("2 clock times for a game of 1 moves"),
            "{error}"
        );
    }
}
