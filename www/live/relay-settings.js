// @ts-check
// The relay list's settings on the live page (issue 39, docs/LIVE.md, "Relays"): the relays in
// use, each removable, a club's relay added by its address (`wss://`, or `ws://` on this machine
// only: relays.js judges it), and the defaults back; kept on the device for every live game. A
// change reconnects the game shown at once (the caller's `changed`).
import { DEFAULT_RELAYS, MAX_RELAYS, keepRelayList, relayAddress, relayList } from '../lib/live/relays.js';
import { el } from '../lib/dom.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The relay settings (live.html's #relays). */
export class RelaySettings {
  /**
   * @param {() => Translator} t the page's words now
   * @param {() => void} changed called after the list changed and was kept
   */
  constructor(t, changed) {
    this.t = t;
    this.changed = changed;
    /** @type {string} the key of what the note says ('' none) */
    this.note = '';
    const form = /** @type {HTMLFormElement} */ ($('relay-add'));
    const input = /** @type {HTMLInputElement} */ (form.elements.namedItem('relay'));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const address = relayAddress(input.value);
      const list = relayList();
      if (!address) this.note = 'live.relays.bad';
      else if (list.includes(address)) this.note = '';
      else if (list.length >= MAX_RELAYS) this.note = 'live.relays.full';
      else {
        this.note = '';
        input.value = '';
        // A player's first relay of its own comes beside the defaults it was using.
        this.keep([...list, address]);
        return;
      }
      this.render();
      input.focus();
    });
    $('relay-defaults').addEventListener('click', () => this.keep([]));
    this.render();
  }

  /** Keeps `list` (empty: the defaults) and tells the page. @param {string[]} list */
  keep(list) {
    this.note = keepRelayList(list) ? '' : 'live.relays.notKept';
    this.render();
    this.changed();
  }

  /** Writes the list and the note in the page's words. */
  render() {
    const t = this.t();
    const list = relayList();
    const own = list.join(' ') !== DEFAULT_RELAYS.join(' ');
    // The last relay stays: a list of none would be the defaults anyway.
    $('relay-list').replaceChildren(...list.map((relay) => el('li', {}, [
      el('span', { class: 'relay-address', text: relay }), ' ',
      el('button', { type: 'button', text: t.t('live.relays.remove'), 'aria-label': t.t('live.relays.removeOne', { relay }),
        disabled: list.length === 1, onclick: () => this.keep(list.filter((r) => r !== relay)) }),
    ])));
    $('relay-defaults').hidden = !own;
    const note = $('relay-note');
    note.textContent = this.note ? t.t(this.note, { max: MAX_RELAYS }) : '';
    note.hidden = !this.note;
  }
}
