import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the work in a task after the next frame, not before', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const work = vi.fn();
    afterNextPaint(work);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(work).not.toHaveBeenCalled();

    frames.forEach((frame) => frame(0));
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
  });
});
