// The gallery: one card per fundamental class, each with its variants.
import { open } from '../lib.mjs';

export function galleryPage(p) {
  return {
    open: (query = '') => open(p, `/gallery${query}`),
    cards: () => p.getByTestId('fundamental'),
    card: (canonical) => p.locator(`[data-testid="fundamental"][data-canonical="${canonical}"]`),
    variants: () => p.getByTestId('variant'),
    formula: () => p.getByTestId('orbit-formula'),
  };
}
