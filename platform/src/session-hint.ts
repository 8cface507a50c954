// A prerendered page is rendered for a visitor. A signed-in learner's browser marks the document before its first
// paint, and the parts a visitor alone sees (Login, the public exam list without My Exams) stay invisible until the
// app knows the session: nothing flashes, and nothing moves when the learner's own parts arrive.
import { authStorageKey } from './client';

/** Set on <html> while a stored session is not yet confirmed by the app. */
export const SESSION_HINT_ATTRIBUTE = 'data-session';
/** Marks an element only a signed-out visitor sees; hidden while SESSION_HINT_ATTRIBUTE is set (shared-ui's GlobalStyle). */
export const VISITOR_ONLY_ATTRIBUTE = 'data-visitor-only';

/** Spread on an element only a signed-out visitor sees. */
export const visitorOnly = { [VISITOR_ONLY_ATTRIBUTE]: '' } as const;

/** The rule that hides them while the hint is set, with the script in a prerendered document's head. */
export const SESSION_HINT_STYLE = `html[${SESSION_HINT_ATTRIBUTE}] [${VISITOR_ONLY_ATTRIBUTE}]{visibility:hidden}`;

/** The inline script a prerendered document runs first (its hash is in the Content-Security-Policy). */
export function sessionHintScript(supabaseUrl: string): string {
  const key = JSON.stringify(authStorageKey(supabaseUrl));
  return `try{if(localStorage.getItem(${key}))document.documentElement.setAttribute('${SESSION_HINT_ATTRIBUTE}','')}catch(e){}`;
}

/** The app knows who is signed in: every part renders for the real state from now on. */
export function clearSessionHint(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
}
