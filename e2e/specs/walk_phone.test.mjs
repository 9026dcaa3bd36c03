// The seeded random walk on a phone, tapping (e2e/walk.mjs): half of the walk that
// `make test` runs; walk.test.mjs clicks the other half on a desktop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, PHONE, usePage } from '../lib.mjs';
import { walkSpec } from '../walk.mjs';

walkSpec({ test, assert, page: usePage(PHONE), base: BASE, device: 'phone', file: 'walk_phone', touch: true });
