import { withoutScripts } from './static-copy';

it('a static copy keeps the page and drops every script, its preloads and the page data', () => {
  const html = [
    '<head><script>document.documentElement.dataset.x=1</script>',
    '<link rel="preload" as="fetch" crossorigin href="http://localhost:3001/mf-manifest.json">',
    '<link rel="modulepreload" href="/a.js"><style>h1{color:red}</style></head>',
    '<body><h1>NISM exams</h1><script type="application/json" id="page-data">{"a":1}</script>',
    '<script defer src="/assets/main.js"></script><link rel="preload" as="script" href="/assets/framework.js"></body>',
  ].join('');
  expect(withoutScripts(html)).toBe('<head><style>h1{color:red}</style></head><body><h1>NISM exams</h1></body>');
});
