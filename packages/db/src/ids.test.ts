import { expect, test } from 'vitest';
import { isUuid, parseId } from './ids.ts';

test.each([
  ['42', 42],
  ['1', 1],
  ['9007199254740991', 9007199254740991],
  ['9007199254740993', undefined],
  ['0', undefined],
  ['042', undefined],
  ['4.2', undefined],
  ['-1', undefined],
  ['1e3', undefined],
  ['', undefined],
  ["1' or '1'='1", undefined],
])('parseId(%j) = %j', (text, id) => {
  expect(parseId(text)).toBe(id);
});

test('isUuid', () => {
  expect(isUuid('6f1c2a9e-1d2b-4c3d-8e4f-0a1b2c3d4e5f')).toBe(true);
  expect(isUuid('6F1C2A9E-1D2B-4C3D-8E4F-0A1B2C3D4E5F')).toBe(true);
  expect(isUuid('6f1c2a9e1d2b4c3d8e4f0a1b2c3d4e5f')).toBe(false);
  expect(isUuid("x' or 1=1 --")).toBe(false);
});
