// The inline script in the shell's document head (tools/build-config/preload-startup.ts puts it there; its hash is in the
// Content-Security-Policy, tools/security-headers.ts). It runs while the document is parsed, long before main.js has
// downloaded and run on a phone: it fetches config.json and the landing route's remote manifest, and once that
// manifest has answered, preloads the remote's container and the page's chunks. main.js then takes those two
// responses over (takeEarlyResponse) instead of fetching them again.
//
// A file the federation runtime already asks for (on a fast network, or a busy phone, it can be first) is not fetched
// or preloaded again: main.js claims each URL it fetches (takeEarlyResponse), and a script in the document or in the
// performance timeline (a chunk's tag is removed once it has run) is not preloaded. Script
// preloads only follow a manifest that answered: a script preload that fails (its remote down) is reused by
// Chromium for every later load of that URL in the page, and the route's Retry could never recover. A remote's
// scripts load with crossorigin (issue 47 §4, the shell's cross-origin runtime plugin): so are their preloads.
import { BASE_PATH, DEFAULT_LOCALE, LOCALES, PAGE_REMOTES, pageRoutes } from '@nism/contracts';

// The shell's remote routes (its route table is built from the same lists), from the contracts: the build tools
// put this script in the document without importing the shell.
const REMOTE_ROUTES = PAGE_REMOTES.flatMap((name) => pageRoutes(name));

/** Where the script leaves its responses for main.js, by absolute URL. */
const EARLY = '__nismEarlyFetches';

type EarlyFetches = Record<string, Promise<Response> | undefined>;

/**
 * The script's text: plain ES2017 written here, not compiled, so that its hash is the same wherever it is computed.
 * It strips the base path and the language like contracts' withoutBase and matches paths like its matchRoute (case-insensitive, one
 * trailing slash allowed); a test holds it to remoteRouteAt.
 */
export function documentPreloadScript(): string {
  const routes = REMOTE_ROUTES.map(({ path, id }) => [path, ...id.split('/')]);
  return `(function(){
var base=${JSON.stringify(BASE_PATH)},langs=${JSON.stringify(LOCALES.filter((l) => l !== DEFAULT_LOCALE))},routes=${JSON.stringify(routes)},early=window.${EARLY}={};
function get(url){var u=new URL(url,location.href).href;return u in early?null:early[u]=fetch(u)}
function matches(pattern,path){var p=pattern.replace(/\\/+$/,'').split('/'),s=path.replace(/\\/+$/,'').split('/');
if(p.length!==s.length)return false;for(var i=0;i<p.length;i++){if(p[i][0]===':'?s[i]==='':p[i].toLowerCase()!==s[i].toLowerCase())return false}return true}
var config=get(base+'config.json'),path=location.pathname;
if(path===base.slice(0,-1))path='/';else if(path.indexOf(base)===0)path='/'+path.slice(base.length);
var lang=/^\\/([a-z]{2})(?=\\/|$)/.exec(path);if(lang&&langs.indexOf(lang[1])>=0)path=path.slice(3)||'/';
var route=routes.find(function(r){return matches(r[0],path)});
if(!route)return;
config.then(function(r){return r.clone().json()}).then(function(c){
var url=c.remotes&&c.remotes[route[1]],f=typeof url==='string'&&get(url);if(!f)return;
return f.then(function(r){return r.ok?r.clone().json():null}).then(function(m){
if(!m||!m.metaData||!m.metaData.remoteEntry)return;
var at=m.metaData.publicPath&&m.metaData.publicPath!=='auto'?m.metaData.publicPath:url,files=[m.metaData.remoteEntry.path+m.metaData.remoteEntry.name];
(m.exposes||[]).forEach(function(e){if(e.name===route[2])files=files.concat(e.assets.js.sync)});
files.forEach(function(f){var href=new URL(f,at).href;
if([].some.call(document.scripts,function(s){return s.src===href})||performance.getEntriesByName(href).length)return;
var l=document.createElement('link');l.rel='preload';l.as='script';l.crossOrigin='anonymous';l.href=href;document.head.appendChild(l)})})
}).catch(function(){})})();`;
}

/**
 * The script's fetch of `url`, once: the caller then owns it. Undefined when the script did not fetch it; the URL is
 * then claimed, and the script, still waiting for config.json, will not fetch it a second time.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as { [EARLY]?: EarlyFetches })[EARLY];
  if (!early || typeof location === 'undefined') return undefined;
  const key = new URL(url, location.href).href;
  const response = early[key];
  early[key] = undefined;
  return response;
}
