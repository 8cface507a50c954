// The language a browser chose last (the switch in the nav bar; for a signed-in learner also their profile's), and
// the inline script that honours it. Every document of the shell (the app's and each prerendered page) runs the
// script first in its head (tools/build-config/preload-startup.ts; its hash is in the Content-Security-Policy):
// - a page reached by a link of the site is the choice (links keep the language, so only the switch changes it): the
//   script remembers it, and the switch, a plain link, works before the page's scripts have arrived;
// - a page opened from elsewhere (a search result, a bookmark) in the other language than the browser chose moves
//   to the chosen language's address before anything paints;
// - <html lang> names the page's language from the first paint on;
// - a device with no Devanagari font of its own (its letters measure as the boxes of unknown characters) preloads
//   the site's Devanagari font (its address: the script tag's data-devanagari-font), so it is there for the first
//   paint (every page has Devanagari: the switch's हिंदी), with its @font-face rule, so the face is known before the
//   app's styles arrive: with font-display optional, text painted before the font arrived would stay boxes. A device
//   with one (Android, Windows, Apple) fetches nothing.
import { BASE_PATH, DEFAULT_LOCALE, LOCALES, paths, type Locale } from '@nism/contracts';
import { devanagariFontFace } from './devanagari-face';

export const LANGUAGE_STORAGE_KEY = 'nism.language';

/** Remembers the browser's choice; a browser that stores nothing (private mode) just keeps the address's language. */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // nothing to remember with
  }
}

/**
 * The script's text: plain ES2017 written here, not compiled, so its hash is the same wherever it is computed. It
 * splits the path like contracts' sitePathOf (a test holds it to it). A sign-in link's page is never moved: its
 * tokens are in the fragment or the query, and the page that reads them must be the one they were sent to.
 */
export function languageChoiceScript(): string {
  const prefixed = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
  const stay = [paths.confirm(), paths.resetPassword()];
  return `(function(){
var base=${JSON.stringify(BASE_PATH)},key=${JSON.stringify(LANGUAGE_STORAGE_KEY)},langs=${JSON.stringify(prefixed)},stay=${JSON.stringify(stay)};
var path=location.pathname,lang=${JSON.stringify(DEFAULT_LOCALE)},me=document.currentScript;
if(path===base.slice(0,-1))path='/';else if(path.indexOf(base)===0)path='/'+path.slice(base.length);
var m=/^\\/([a-z]{2})(?=\\/|$)/.exec(path);if(m&&langs.indexOf(m[1])>=0){lang=m[1];path=path.slice(3)||'/'}
document.documentElement.lang=lang;
function go(){var chosen,inSite=false;try{inSite=new URL(document.referrer).origin===location.origin}catch(e){}
try{if(inSite){localStorage.setItem(key,lang);return false}chosen=localStorage.getItem(key)}catch(e){}
if(!chosen||chosen===lang||(chosen!==${JSON.stringify(DEFAULT_LOCALE)}&&langs.indexOf(chosen)<0)||location.hash||stay.some(function(s){return path.indexOf(s)===0}))return false;
var to=chosen===${JSON.stringify(DEFAULT_LOCALE)}?path:'/'+chosen+(path==='/'?'':path);
location.replace(base.slice(0,-1)+to+location.search);return true}
function font(){var f=me&&me.getAttribute('data-devanagari-font');if(!f)return;
var c=document.createElement('canvas').getContext('2d');if(!c)return;c.font='32px sans-serif';
if(c.measureText('\\u0915\\u0916\\u0917\\u0918').width!==c.measureText('\\ue000\\ue001\\ue002\\ue003').width)return;
var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=f;document.head.appendChild(l);
var st=document.createElement('style');st.textContent=${JSON.stringify(devanagariFontFace('__FONT__'))}.replace('__FONT__',f);document.head.appendChild(st)}
try{if(!go())font()}catch(e){}})();`;
}

/** Loads `href` as a new document: a page in the other language is its own document (prerendered, with its messages). */
export function openLanguageAddress(href: string): void {
  window.location.assign(href);
}
