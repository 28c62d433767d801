// @ts-check
// The event's details in one line, under its name (and on the results page): place, dates,
// arbiter, format, how far it has gone (the rounds planned before the first is paired), the
// time controls (a knockout's main, tie-break and deciding games each named). What the
// organiser typed is isolated from the words around it, so a right-to-left name or an unclosed
// override in one field cannot turn the rest of the line.

import { dateText, isolate } from './words.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../tobit_tournament.js').TournamentView} TournamentView */

/**
 * The format's name key (`tournament.format.<key>`).
 * @param {TournamentView} view
 */
function formatKey(view) {
  const f = view.settings.format;
  if ('Swiss' in f) return 'swiss';
  if ('Knockout' in f) return 'knockout';
  return f.RoundRobin.double ? 'doubleRoundRobin' : 'roundRobin';
}

/**
 * How far the tournament has gone: "round 2 of 5"; before the first round is paired, the
 * rounds planned ("5 rounds"), or that nothing is paired yet when their number follows from
 * the players still to come.
 * @param {TournamentView} view
 * @param {Translator} t
 */
export function progressText(view, t) {
  // A knockout's rounds are "круги" in Russian, a Swiss's and a round robin's "туры".
  const ko = 'Knockout' in view.settings.format ? 'ko.' : '';
  const count = view.totalRounds;
  if (view.roundsPaired > 0) return t.t(`tournament.${ko}roundsOf`, { paired: view.roundsPaired, count });
  return count > 0 ? t.t(`tournament.${ko}roundsPlanned`, { count }) : t.t('tournament.notPaired');
}

/**
 * The event's details in one line ("·" between the parts).
 * @param {TournamentView} view
 * @param {Translator} t
 */
export function detailsLine(view, t) {
  const d = { place: '', arbiter: '', time_control: '', tiebreak_time_control: '', decider_time_control: '', ...view.settings.event };
  const format = formatKey(view);
  const typed = (/** @type {string | undefined} */ text) => (text ? isolate(text) : '');
  const dates = [dateText(t, d.start), dateText(t, d.end)].filter(Boolean).join(' – ');
  const control = (/** @type {string} */ key, /** @type {string | undefined} */ value) => value && t.t(key, { control: isolate(value) });
  return [typed(d.place), dates, d.arbiter && t.t('tournament.arbiterIs', { name: isolate(d.arbiter) }), t.t(`tournament.format.${format}`),
    progressText(view, t),
    control(format === 'knockout' ? 'tournament.ko.mainControlIs' : 'tournament.timeControlIs', d.time_control),
    control('tournament.ko.tiebreakControlIs', d.tiebreak_time_control),
    control('tournament.ko.deciderControlIs', d.decider_time_control)].filter(Boolean).join(' · ');
}
