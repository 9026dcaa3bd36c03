// The lab as the WebDriver specs use it.

/** Types n into the lab's first size field and presses Count. */
export async function countInLab(b, n) {
  await b.type('[data-testid="n-input"]', String(n));
  await b.driver.findElement({ css: '[data-testid="count"]' }).click();
}
