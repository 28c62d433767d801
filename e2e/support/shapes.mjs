// @ts-check
// Arrows and circles as <tobit-board> takes and gives them (`setShapes`, `shapes`, the `shapes`
// event): `{from, to, brush}` and `{at, brush}`, the brush a letter (G, R, B, Y, P).

/**
 * An arrow.
 * @param {number} from
 * @param {number} to
 * @param {string} [brush] green when left out
 */
export const arrow = (from, to, brush = 'G') => ({ from, to, brush });

/**
 * A circle.
 * @param {number} at
 * @param {string} [brush] green when left out
 */
export const circle = (at, brush = 'G') => ({ at, brush });

/**
 * The shapes of a board.
 * @param {ReturnType<typeof arrow>[]} [arrows]
 * @param {ReturnType<typeof circle>[]} [circles]
 */
export const shapes = (arrows = [], circles = []) => ({ arrows, circles });
