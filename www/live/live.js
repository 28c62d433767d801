// @ts-check
// live.html: a live game with a friend through Nostr relays (issue 39, docs/LIVE.md). The
// address says what to show: `?game=ID` a game of this device (started live from the link page,
// whose invitation this page makes: a link and its QR code), `#g=…&k=…&h=…&s=…` an invitation
// opened (the friend enters a name once, then plays), with `&watch` a spectator's link (follows,
// never moves); nothing: how to start one. The game is a game by link of this device (lib/link/link-games.js, in My games),
// its link sent whole in every message; when no relay answers it goes on by link (the send
// panel offers the game's link), and live again when a relay answers. The rules are the link
// module's (liveMerge judges every message); the screen is live-screen.js.
import '../i18n/page-language.js'; // first: the boards start in the page's language
import '../element/tobit-board.js';
import { startLinkPage } from '../lib/link/link-page.js';
import { keepLinkGame, linkGame, rememberName, rememberedName } from '../lib/link/link-games.js';
import { readInvitation } from '../lib/live/protocol.js';
import { bindNameField } from '../link/name-field.js';
import { LiveScreen, hostLive, guestLive, guestSeat } from './live-screen.js';
import { RelaySettings } from './relay-settings.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const board = /** @type {import('../element/tobit-board.js').TobitBoard} */ ($('board'));

/** @type {LiveScreen | null} */
let screen = null;
const { choice, t, say, links: study } = await startLinkPage({
  board, message: $('message'), parts: ['link', 'live'], loadFailed: 'live.loadFailed', render: () => screen?.render(),
});
screen = new LiveScreen(board, study, t, say);
const relays = new RelaySettings(t, () => screen?.reconnect());
choice.subscribe(() => relays.render());

/**
 * The invitation opened by the friend: a name once (remembered), then the game is this device's.
 * @param {import('../lib/live/protocol.js').Invitation} invitation
 */
function join(invitation) {
  const game = study.linkRead(invitation.link);
  const me = invitation.hostSide === 'white' ? 'black' : 'white';
  board.setAttribute('moves', game.moves.join(' '));
  board.setAttribute('orientation', me);
  const form = /** @type {HTMLFormElement} */ ($('join'));
  const input = /** @type {HTMLInputElement} */ (form.elements.namedItem('name'));
  const field = bindNameField(input, $('join-name-note'), study.linkMaxNameBytes(), t);
  choice.subscribe(field.say);
  input.value = rememberedName();
  field.fit();
  const host = game[invitation.hostSide];
  const intro = () => {
    $('join-intro').textContent = t().t('live.joinIntro', { name: host || t().t('link.friend'), colour: t().t(`link.youPlay.${me}`) });
    $('join-clock').textContent = invitation.control ? t().t('live.joinClock', { control: invitation.control }) : '';
    $('join-clock').hidden = !invitation.control;
  };
  intro();
  choice.subscribe(intro);
  form.hidden = false;
  input.focus();
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const name = input.value.trim();
    rememberName(name);
    form.hidden = true;
    const record = await guestLive(study, invitation, me, name);
    if (keepLinkGame(record, null) === 'failed') say((t) => t.t('link.saveFailed'));
    history.replaceState(null, '', `?game=${record.id}`);
    /** @type {LiveScreen} */ (screen).play(record);
  }, { once: true });
}

const invitation = readInvitation(location.hash);
const id = new URLSearchParams(location.search).get('game');
if (location.hash && !invitation) say((t) => t.t('live.badInvitation'));
else if (invitation?.watch) screen.watch(invitation);
else if (invitation) {
  let stored = null;
  try {
    stored = linkGame(study.linkRead(invitation.link).id);
  } catch {
    say((t) => t.t('live.badInvitation'));
  }
  if (stored?.live) {
    history.replaceState(null, '', `?game=${stored.id}`);
    screen.play(stored);
  } else if (!stored) join(invitation);
  else {
    // The game by link of this device, played live from now on.
    const record = { ...stored, live: guestSeat(invitation) };
    keepLinkGame(record, stored);
    history.replaceState(null, '', `?game=${record.id}`);
    screen.play(record);
  }
} else if (id) {
  const record = linkGame(id);
  if (!record) say((t) => t.t('link.notOnDevice'));
  else screen.play(record.live?.secret ? record : await hostLive(record));
} else {
  say((t) => t.t('live.noGame'));
  $('start-live').hidden = false;
}
/** Resolves once the page shows what its address asks for (for tests). */
/** @type {any} */ (window).tobitLiveReady = true;
