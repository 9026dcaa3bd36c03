// The not-found page on a phone, in Spanish: the address, the pages' list on screen as
// the visitor scrolls to it, and a tapped link that opens its page.
import { test } from 'node:test';
import { assertOnScreen, boxOf, expectText, open, PHONE, until, usePage } from '../lib.mjs';

const page = usePage(PHONE);

test('es: an unknown address on a phone, and a tap on one of the pages it lists', async () => {
  const p = page();
  await p.addInitScript(() => Object.defineProperty(navigator, 'language', { get: () => 'es' }));
  await open(p, '/tablero');
  await expectText(p.locator('main h1'), 'Esta página no existe.');
  await expectText(p.getByTestId('not-found'), 'En el taller no hay nada en /tablero.');
  assertOnScreen(await boxOf(p.getByTestId('not-found')), 'the sentence');
  const lab = p.locator('main .page-list li', { hasText: 'Laboratorio' });
  await expectText(lab, 'Cuenta Q(n) en segundo plano y coloca millones de reinas.');
  await lab.scrollIntoViewIfNeeded();
  assertOnScreen(await boxOf(lab), 'the lab\'s line');
  await lab.getByRole('link').tap();
  await until(() => new URL(p.url()).pathname === '/lab', 'on /lab');
  await expectText(p.locator('main h1'), 'Laboratorio de conteo');
});
