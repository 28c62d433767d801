// www/app/on-demand.js: loads once, and again after a failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onDemand } from '../../www/app/on-demand.js';

test('a module on demand loads on the first call only, and is tried again after a failure', async () => {
  let calls = 0;
  const failing = onDemand(async () => {
    calls += 1;
    if (calls === 1) throw new Error('offline');
    return calls;
  });
  await assert.rejects(failing(), /offline/);
  assert.equal(await failing(), 2, 'tried again');
  assert.equal(await failing(), 2, 'then kept');
  assert.equal(calls, 2);
});
