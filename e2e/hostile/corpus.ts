/**
 * Issue 6 hostile-content corpus: what a stranger could put in any field the app renders. Every payload that
 * would run sets `window.__pwned` (or opens a dialog), so "no script ran" is observable.
 */
const RUN = (tag: string) => `window.__pwned='${tag}'`;

export const HOSTILE_TEXTS: string[] = [
  `<script>${RUN('script')}</script>Script tag`,
  `<style>*{display:none!important}body{background:red}</style>Style tag`,
  `<img src=x onerror="${RUN('onerror')}">Image with onerror`,
  `<a href="javascript:${RUN('jslink')}">A javascript: link</a>`,
  `<svg><script>${RUN('svg-script')}</script></svg><svg onload="${RUN('svg-onload')}"></svg>SVG`,
  `<iframe src="https://evil.example/"></iframe><iframe srcdoc="<script>${RUN('srcdoc')}</script>"></iframe>Frames`,
  `<details open ontoggle="${RUN('ontoggle')}">x</details><body onload="${RUN('body')}">`,
  `"><img src=x onerror=${RUN('breakout')}><!--`,
  `<div><p><b>Broken <i>and unclosed <a href="https://example.com/`,
  `${'<div><span>'.repeat(1500)}Deeply nested`,
  `${'A'.repeat(100_000)}`,
  `${'lorem ipsum '.repeat(9_000)}`,
  `\u202Eesrever\u202C \u200B\u200Czero\u200Dwidth\uFEFF مرحبا بالعالم שלום עולם`,
  `👩🏽‍💻🔥✨ emoji 🧪🏳️‍🌈 ${'😀'.repeat(300)}`,
  `javascript:${RUN('text-as-url')}`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN('mxss')}>`,
  `<form action="javascript:${RUN('form')}"><button>Submit</button></form>`,
  `<a href="data:text/html,<script>alert(1)</script>">A data: link</a>`,
];

export const HOSTILE_URLS: string[] = [
  `javascript:${RUN('url')}`,
  ` JaVaScRiPt:${RUN('url-case')}`,
  'data:text/html,<script>alert(1)</script>',
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>",
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  'https://evil.example/<script>alert(1)</script>',
  'https://www.youtube.com/embed/aqz-KE-bpKQ" onload="alert(1)',
  `https://example.com/${'a'.repeat(5_000)}`,
];
