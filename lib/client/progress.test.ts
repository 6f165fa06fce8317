/** @jest-environment jsdom */
import NProgress from 'nprogress';
import { progress } from './progress';
import { useSettingsStore } from './stores/settings';

describe('progress', () => {
  let frames: FrameRequestCallback[] = [];
  const drawFrame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  };
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(NProgress, 'start').mockImplementation(() => NProgress);
    jest.spyOn(NProgress, 'done').mockImplementation(() => NProgress);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts the bar at the next animation frame, once however often it is asked before', () => {
    progress.start();
    progress.start();
    expect(NProgress.start).not.toHaveBeenCalled();
    drawFrame();
    expect(NProgress.start).toHaveBeenCalledTimes(1);
    progress.done();
    expect(NProgress.done).toHaveBeenCalledTimes(1);
  });

  it('shows and finishes the bar at that frame when done comes before it (a quick navigation)', () => {
    progress.start();
    progress.done();
    expect(NProgress.done).not.toHaveBeenCalled();
    drawFrame();
    expect(NProgress.start).toHaveBeenCalledTimes(1);
    expect(NProgress.done).toHaveBeenCalledTimes(1);
  });

  it('keeps the bar going when a start comes again after a done, before the frame', () => {
    progress.start();
    progress.done();
    progress.start();
    drawFrame();
    expect(NProgress.start).toHaveBeenCalledTimes(1);
    expect(NProgress.done).not.toHaveBeenCalled();
  });

  it('draws nothing when the theme hides the bar', () => {
    const { theme } = useSettingsStore.getState();
    useSettingsStore.setState({ theme: { ...theme, showProgressBar: false } });
    try {
      progress.start();
      expect(frames).toHaveLength(0);
      expect(NProgress.start).not.toHaveBeenCalled();
    } finally {
      useSettingsStore.setState({ theme });
    }
  });
});
