// @ts-check
// The tutorial's judge: what a lesson of www/learn/lessons.json (format in docs/LESSONS.md) says to
// a move the learner played or to an attempt the rules refused. Pure data in, message keys out.

/**
 * A lesson as www/learn/lessons.json holds it.
 * @typedef {{moves?: string[], illegal?: string[], kind?: 'legal' | 'illegal', key: string}} Feedback
 * @typedef {{accept: string[], hint: string, success: string}} Task
 * @typedef {{id: string, title: string, fen: string, orientation?: 'white' | 'black',
 *   instruction: string, task: Task, feedback: Feedback[]}} Lesson
 */

/**
 * The verdict on a legal move the learner played.
 * @param {Lesson} lesson
 * @param {string} notation the move in RULES.md notation
 * @returns {{done: boolean, key: string | null}} `done` with the success message, or the
 *   feedback message for a wrong one (null when the lesson has none for it)
 */
export function judgeMove(lesson, notation) {
  if (lesson.task.accept.includes(notation)) return { done: true, key: lesson.task.success };
  const entry = lesson.feedback.find((f) => f.moves?.includes(notation))
    ?? lesson.feedback.find((f) => f.kind === 'legal');
  return { done: false, key: entry?.key ?? null };
}

/**
 * The feedback message for an attempt the rules refused, from point `from` to point `to`.
 * @param {Lesson} lesson
 * @param {number} from
 * @param {number} to
 * @returns {string | null} the message key, null when the lesson has none for it
 */
export function judgeAttempt(lesson, from, to) {
  const attempt = `${from}-${to}`;
  const entry = lesson.feedback.find((f) => f.illegal?.includes(attempt))
    ?? lesson.feedback.find((f) => f.kind === 'illegal');
  return entry?.key ?? null;
}
