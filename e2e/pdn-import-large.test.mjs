// A PDN text over the limit the wasm reads (config().pdnMaxBytes) is refused at once, before it
// is read: a paste does not fill the box, a dropped file is not read, and the dialog says why in
// the page's language (a 70 MB paste took 30 s to be refused, issue 33).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './support/app.mjs';
import { catalog } from './support/www.mjs';

const ru = catalog('ru');

test('a paste or a file over the PDN limit is refused at once, in Russian', { timeout: 120_000 }, async (t) => {
  const { page, browser } = await openApp(t, { viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
  await page.locator('#my-games').click();
  await page.locator('#my-games-import').click();
  await page.locator('.pdn-import[open]').waitFor();
  // tobit_rules::pdn::MAX_TEXT_BYTES, which config() reports (web_boundary.rs checks it).
  const max = 64 * 2 ** 20;
  const refusal = ru['pdn.readFailed'].replace('{reason}', ru['pdn.error.too-large'].replace('{mib}', '64'));

  // In the very task of the paste: refused, the box left empty.
  const pasted = await page.evaluate((max) => {
    const box = /** @type {HTMLTextAreaElement} */ (document.getElementById('pdn-paste'));
    const data = new DataTransfer();
    data.setData('text/plain', 'x'.repeat(max + 1));
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    box.dispatchEvent(paste);
    return { refused: paste.defaultPrevented, value: box.value.length, summary: document.getElementById('pdn-summary')?.textContent };
  }, max);
  assert.deepEqual(pasted, { refused: true, value: 0, summary: refusal });

  // A paste within the limit goes in as usual.
  const small = await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '1. 9-16 *');
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.getElementById('pdn-paste')?.dispatchEvent(paste);
    return paste.defaultPrevented;
  });
  assert.equal(small, false);

  // A dropped file over the limit: refused before it is read.
  const dropped = await page.evaluate((max) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(max + 1)], 'huge.pdn'));
    const dialog = document.querySelector('.pdn-import');
    dialog?.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    return document.getElementById('pdn-summary')?.textContent;
  }, max);
  assert.equal(dropped, refusal);
  assert.equal(await page.locator('#pdn-progress').isHidden(), true, 'nothing is being read');
  browser.assertClean();
});
