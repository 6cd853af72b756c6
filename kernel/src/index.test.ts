import { describe, expect, it } from 'vitest';
import * as kernel from './index';

describe('@latchkey/kernel exports', () => {
  it('exposes its version', () => {
    expect(kernel.KERNEL_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
