// The seeded random walk on a desktop, clicking (e2e/walk.mjs): half of the walk that
// `make test` runs; walk_phone.test.mjs taps the other half.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, usePage } from '../lib.mjs';
import { walkSpec } from '../walk.mjs';

walkSpec({ test, assert, page: usePage(), base: BASE, device: 'desktop', file: 'walk.test' });
