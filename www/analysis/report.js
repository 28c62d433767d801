// @ts-check
// The game report under the review's counts: each side's accuracy (the engine's, from the
// review: tobit_ai::report, docs/ANALYSIS.md), every mistake and blunder and every turning point
// as a button to its move on the board (the move, its grade, the better move and the chance it
// lost), and the way into "learn from your mistakes" for the sides that may practise. Loaded
// when a review is first shown; the engine decides every figure and which moves are listed.

/** @typedef {import('../tobit_engine.js').GameReview} GameReview */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {'white' | 'black'} Side */
/** @typedef {{number: number, side: Side, notation: string}} NumberedMove a move of the main line, numbered by the rules */

/**
 * What the report does when a button is pressed.
 * @typedef {object} ReportActions
 * @property {(index: number) => void} goTo shows move `index` (0 the first) of the main line
 * @property {Side[]} practising the sides whose mistakes may be practised (none: no way in)
 * @property {(side: Side) => void} practise starts learning from a side's mistakes
 */

/**
 * A move with its number as the move list writes it (`3.` for White, `3…` for Black).
 * @param {NumberedMove} move
 */
export function moveLabel(move) {
  return `${move.number}${move.side === 'white' ? '.' : '…'} ${move.notation}`;
}

/**
 * The moves the report lists, in the game's order: both sides' mistakes and blunders and the
 * turning points (the engine's choice), each once, each a graded move of the review.
 * @param {GameReview} review
 * @returns {number[]} indexes in `review.moves`
 */
export function listedMoves(review) {
  const { report } = review;
  const listed = new Set([...report.white.mistakes, ...report.black.mistakes, ...report.turningPoints]);
  return [...listed].filter((i) => review.moves[i]?.grade).sort((a, b) => a - b);
}

/**
 * Draws the report of `review` into `box`.
 * @param {HTMLElement} box
 * @param {GameReview} review
 * @param {NumberedMove[]} moves the main line the review is of
 * @param {Translator} t
 * @param {ReportActions} actions
 */
export function drawReport(box, review, moves, t, actions) {
  const { report } = review;
  const title = document.createElement('h3');
  title.textContent = t.t('analysis.report.title');
  const accuracy = document.createElement('p');
  accuracy.className = 'report-accuracy';
  const figure = (/** @type {number | null | undefined} */ a) => (typeof a === 'number'
    ? t.number(a, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : t.t('analysis.report.noAccuracy'));
  accuracy.textContent = t.t('analysis.report.accuracy', { white: figure(report.white.accuracy), black: figure(report.black.accuracy) });
  const items = listedMoves(review).filter((i) => moves[i]).map((i) => {
    const reviewed = review.moves[i];
    const grade = /** @type {NonNullable<typeof reviewed.grade>} */ (reviewed.grade);
    const item = document.createElement('li');
    const go = document.createElement('button');
    go.type = 'button';
    go.className = 'report-move';
    go.dataset.index = String(i);
    go.textContent = moveLabel(moves[i]);
    go.addEventListener('click', () => actions.goTo(i));
    const what = document.createElement('span');
    what.className = `grade ${grade}`;
    what.textContent = t.t(`analysis.grade.${grade}`);
    const detail = document.createTextNode(` ${t.t('analysis.report.better', {
      best: reviewed.best, lost: t.number(reviewed.loss, { style: 'percent' }),
    })}`);
    item.append(go, ' ', what, detail);
    if (report.turningPoints.includes(i)) {
      const turning = document.createElement('strong');
      turning.className = 'turning-point';
      turning.textContent = t.t('analysis.report.turningPoint');
      item.append(' ', turning);
    }
    return item;
  });
  /** @type {HTMLElement[]} */
  const parts = [title, accuracy];
  if (items.length) {
    const list = document.createElement('ol');
    list.className = 'report-mistakes';
    list.setAttribute('aria-label', t.t('analysis.report.mistakesLabel'));
    list.append(...items);
    parts.push(list);
  } else {
    const none = document.createElement('p');
    none.textContent = t.t('analysis.review.noMistakes');
    parts.push(none);
  }
  const ways = actions.practising.filter((side) => report[side].mistakes.length > 0).map((side) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'practise';
    button.dataset.side = side;
    button.textContent = t.t(actions.practising.length === 1 ? 'analysis.report.practiseMine' : `analysis.report.practise.${side}`);
    button.addEventListener('click', () => actions.practise(side));
    return button;
  });
  if (ways.length) {
    const buttons = document.createElement('div');
    buttons.className = 'buttons';
    buttons.append(...ways);
    parts.push(buttons);
  }
  box.replaceChildren(...parts);
}
