//! What an export keeps of a tree: its main line only, or with its variations, its comments
//! (and glyphs), or both. The tags, the start position and the result always stay.

use crate::tree::{GameTree, Line, Ply};

/// The parts of a tree an export keeps besides the main line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Keep {
    /// The variations, nested ones included.
    pub variations: bool,
    /// The comments and glyphs.
    pub comments: bool,
}

impl Keep {
    /// Everything: the tree as it is.
    pub const ALL: Keep = Keep {
        variations: true,
        comments: true,
    };
}

/// `tree` with only what `keep` says (the main line always).
pub fn trimmed(tree: &GameTree, keep: Keep) -> GameTree {
    let comments = if keep.comments {
        tree.comments().to_vec()
    } else {
        Vec::new()
    };
    let main = line(tree.main_line(), keep);
    let tags = tree.tags().to_vec();
    GameTree::from_parts(tags, tree.start(), main, comments, tree.result())
}

fn line(plies: &[Ply], keep: Keep) -> Line {
    plies
        .iter()
        .map(|p| {
            let mut out = Ply::new(p.mv());
            if keep.comments {
                out.notes = p.notes.clone();
            }
            if keep.variations {
                let vars = p.variations().iter().map(|v| line(v, keep)).collect();
                *out.variations_mut() = vars;
            }
            out
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdn::{read_games, write};

    const TEXT: &str = "[Event \"club\"]\n[Result \"*\"]\n\
        1. 9-16 {good} (1. 10-17! {also} (1. 11-18)) 30-23 2. 16x30 $1 *";

    fn tree() -> GameTree {
        read_games(TEXT).unwrap().remove(0).tree
    }

    #[test]
    fn keeping_everything_changes_nothing() {
        assert_eq!(trimmed(&tree(), Keep::ALL), tree());
    }

    #[test]
    fn the_main_line_alone_drops_variations_comments_and_glyphs() {
        let pdn = write(&trimmed(&tree(), Keep::default()));
        assert_eq!(
            pdn,
            "[Event \"club\"]\n[Result \"*\"]\n1. 9-16 30-23 2. 16x30 *\n"
        );
    }

    #[test]
    fn variations_and_comments_are_kept_apart() {
        let variations = write(&trimmed(
            &tree(),
            Keep {
                variations: true,
                comments: false,
            },
        ));
        assert!(variations.contains("(1. 10-17) (1. 11-18)"), "{variations}");
        assert!(!variations.contains('{'), "{variations}");
        let comments = write(&trimmed(
            &tree(),
            Keep {
                variations: false,
                comments: true,
            },
        ));
        assert!(
            comments.contains("{good}") && comments.contains("16x30!"),
            "{comments}"
        );
        assert!(!comments.contains('('), "{comments}");
    }
}
