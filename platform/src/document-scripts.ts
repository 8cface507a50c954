// The inline scripts the build writes into the shell's documents (tools/build-config/preload-startup.ts,
// tools/prerender.ts) and whose hashes the Content-Security-Policy lists (tools/security-headers.ts). For the build
// only: the package's index leaves them out, so their texts are not in the shared chunk every learner downloads.
export { afterPaintScript } from './after-paint';
export { attemptEarlyReadScript } from './attempt-early-read';
export { documentPreloadScript } from './document-preload';
export { languageChoiceScript } from './language-choice';
export { sessionHintScript } from './session-hint';
