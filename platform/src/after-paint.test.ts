import { afterPaintScript } from './after-paint';

test('the after-paint script starts the list in order once a frame has painted: preloads, early fetches, then the scripts', () => {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<script type="application/json" id="startup-scripts">' +
    JSON.stringify({
      early: false,
      tags: [{ href: '/m.json', as: 'fetch', crossorigin: true }, { src: '/main.js' }, { href: '/f.js', as: 'script' }],
    }) +
    '</script>';
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (frames.push(cb), 1));
  jest.useFakeTimers();
  try {
    new Function(afterPaintScript())();
    expect(document.head.children).toHaveLength(0); // nothing before the first frame
    frames.forEach((cb) => cb(0));
    expect(document.head.children).toHaveLength(0); // nor in it: after its paint
    jest.runAllTimers();
    const started = [...document.head.children].map((e) => e.outerHTML);
    expect(started).toEqual([
      '<link rel="preload" as="fetch" href="/m.json" crossorigin="">',
      '<link rel="preload" as="script" href="/f.js">',
      '<script src="/main.js"></script>',
    ]);
  } finally {
    jest.useRealTimers();
  }
});
