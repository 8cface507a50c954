// Issue 47 §2: a prerendered public page paints first. Its document names the app's startup files in a JSON block
// (STARTUP_SCRIPTS_ID) instead of as tags, and this inline script starts them after the first paint: their download
// and compilation no longer compete with the first layout on a phone's cores. The page works before they arrive
// (links, the phone menu), and a tap during hydration is replayed by React.
//
// The script's text is fixed (its hash is in the Content-Security-Policy, tools/security-headers.ts); it holds the
// document's early fetches (document-preload.ts), run at the same moment when the document asks for them.
import { documentPreloadScript } from './document-preload';

export const STARTUP_SCRIPTS_ID = 'startup-scripts';

/** What the JSON block holds: the startup tags in document order, and whether to run the early fetches too. */
export interface StartupScripts {
  early: boolean;
  tags: ({ src: string } | { href: string; as: 'script' | 'fetch'; crossorigin?: boolean })[];
}

/** The script's text, plain ES2017 (not compiled), so that its hash is the same wherever it is computed. */
export function afterPaintScript(): string {
  return `(function(){var d=document;function go(){
var s=JSON.parse(d.getElementById(${JSON.stringify(STARTUP_SCRIPTS_ID)}).textContent);
s.tags.forEach(function(t){if(t.src)return;var l=d.createElement('link');l.rel='preload';l.setAttribute('as',t.as);l.href=t.href;if(t.crossorigin)l.crossOrigin='';d.head.appendChild(l)});
if(s.early){${documentPreloadScript()}}
s.tags.forEach(function(t){if(!t.src)return;var e=d.createElement('script');e.src=t.src;e.async=false;d.head.appendChild(e)})}
if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
}
