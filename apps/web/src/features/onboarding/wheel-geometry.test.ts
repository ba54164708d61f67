import { WHEEL_SEGMENTS, wheelStopAngle } from '@arya/core/rules';
import { describe, expect, it } from 'vitest';
import { sliceColours, slicePath, sliceMiddle } from './wheel-geometry.ts';

describe('the wheel drawing', () => {
  it('starts the first slice at the top and goes clockwise', () => {
    expect(slicePath(0, 4)).toBe('M0 0 L0 -100 A100 100 0 0 1 100 0 Z');
    expect(slicePath(1, 4)).toBe('M0 0 L100 0 A100 100 0 0 1 0 100 Z');
  });

  it('puts each label in the middle of its slice, which the stop angle brings to the top', () => {
    for (let index = 0; index < WHEEL_SEGMENTS.length; index += 1) {
      expect((sliceMiddle(index, WHEEL_SEGMENTS.length) + wheelStopAngle(index)) % 360).toBeCloseTo(0);
    }
  });

  it('alternates the colours, so neighbours never match (the count is even)', () => {
    expect(WHEEL_SEGMENTS.length % 2).toBe(0);
    for (let index = 0; index < WHEEL_SEGMENTS.length; index += 1) {
      expect(sliceColours(index).fill).not.toBe(sliceColours((index + 1) % WHEEL_SEGMENTS.length).fill);
    }
  });
});
