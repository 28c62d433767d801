// @ts-check
// The send panel of a game by link: the link to send, the system's share sheet (the Web Share
// API, where the browser has it), Copy, and a QR code made on the device (qr.js, loaded when
// first shown). Nothing leaves the device but what the player sends.

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** The panel under the game (link.html's #send-panel). */
export class SendPanel {
  /**
   * @param {() => Translator} t the page's words now
   * @param {(text: string) => void} say tells the player something (the page's message line)
   */
  constructor(t, say) {
    const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
    this.t = t;
    this.say = say;
    this.panel = $('send-panel');
    this.text = /** @type {HTMLInputElement} */ ($('link-text'));
    this.shareButton = $('share-link');
    this.qrButton = $('show-qr');
    this.qr = $('qr');
    this.qrCode = $('qr-code');
    /** The link shown ('' when none). */
    this.url = '';
    this.shareButton.hidden = typeof navigator.share !== 'function';
    this.shareButton.addEventListener('click', () => this.share());
    $('copy-link').addEventListener('click', () => this.copy());
    this.text.addEventListener('focus', () => this.text.select());
    this.qrButton.addEventListener('click', () => this.toggleQr());
  }

  /**
   * Shows the panel with `url` to send, or hides it (null).
   * @param {string | null} url
   */
  show(url) {
    this.panel.hidden = url === null;
    if (url === null || url === this.url) return;
    this.url = url;
    this.text.value = url;
    if (!this.qr.hidden) this.drawQr();
  }

  async share() {
    try {
      await navigator.share({ title: this.t().t('link.shareTitle'), text: this.t().t('link.shareText'), url: this.url });
    } catch (error) {
      // The player closed the sheet: nothing to say; anything else: Copy still works.
      if (!(error instanceof DOMException && error.name === 'AbortError')) this.say(this.t().t('link.shareFailed'));
    }
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.url);
      this.say(this.t().t('link.copied'));
    } catch {
      this.text.focus();
      this.say(this.t().t('link.copyFailed'));
    }
  }

  toggleQr() {
    const open = this.qr.hidden;
    this.qr.hidden = !open;
    this.qrButton.setAttribute('aria-expanded', String(open));
    if (open) this.drawQr().then(() => this.qr.scrollIntoView({ block: 'nearest' }));
  }

  async drawQr() {
    const url = this.url;
    const { qrCode } = await import('./qr.js');
    if (url === this.url) this.qrCode.replaceChildren(qrCode(url, this.t().t('link.qrLabel')));
  }
}
