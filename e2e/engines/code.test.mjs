import { until } from '../lib.mjs';
import { test } from '../webdriver.mjs';
import { codeLink as link, PLAIN } from '../pages/code.mjs';

test('a share link runs in the code worker and is checked: Q(6) = 4, the textbook effort', async (b) => {
  await b.open(link(PLAIN));
  await b.type('[data-testid="n-input"]', '6');
  await b.clickAt('[data-testid="run"]');
  await b.expectAttr('[data-testid="run-status"]', 'data-state', 'done', 30_000);
  await b.expectText('[data-testid="check"]', 'That is all of them: Q(6) = 4.');
  await b.expectText('[data-testid="check"]', 'the same 894 squares and placed the same 152 queens');
  // The replay: Step, Step, Back, each with its position, line and call stack; then the end.
  await b.clickAt('[data-testid="step"]');
  await b.clickAt('[data-testid="step"]');
  await b.expectAttr('[data-testid="position"]', 'data-step', '2');
  await b.expectText('[data-testid="focus"]', 'safe(1, 1): yes, no queen attacks a1.');
  await b.clickAt('[data-testid="back"]');
  await b.expectAttr('[data-testid="position"]', 'data-step', '1');
  await b.expectAttr('[data-testid="replay"] [data-testid="code"] [aria-current="step"]', 'data-line', '7');
  await b.expectText('[data-testid="replay"] [data-testid="stack-frame"]', 'queens(1)');
  await b.clickAt('[data-testid="skip"]');
  await b.expectAttr('[data-testid="position"]', 'data-step', '1508');
  await b.expectText('[data-testid="counter-solutions"]', '4');
});

test('narrow: a syntax error names its line under the editor; Run brings it and the status on screen', async (b) => {
  await b.narrow(link('let a = 1;\nlet b = (a + 2;\n'));
  await b.clickAt('[data-testid="run"]');
  await b.expectAttr('[data-testid="diagnostic"]', 'data-line', '2', 30_000);
  await b.expectText('[data-testid="diagnostic"]', 'Line 2, column');
  await until(() => b.onScreen('[data-testid="diagnostic"]'), 'the diagnostic on screen');
  await until(() => b.onScreen('[data-testid="run-status"]'), 'the status on screen');
  if (await b.scrollsSideways()) throw new Error('the page scrolls sideways');
});
