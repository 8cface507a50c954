// styled-components for every app, reached through this federation singleton (as the router is) rather than shared as
// a package: a shared package loads whole (its server sheet, theme providers and helpers no app runs in the browser:
// 4.2 KB more than the apps use), while this module's chunk keeps only what it names. One copy in the browser, so one
// style sheet. The shell's prerender takes ServerStyleSheet from the package itself (Node, the same module).
export { default as styled, css, keyframes, createGlobalStyle } from 'styled-components';
