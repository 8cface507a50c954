// Issue 47 §3: the attempt page reads before React. An inline script in the shell's document head (both builds:
// tools/build-config/preload-startup.ts puts it there) sends, on an attempt URL and once config.json is in, the page's
// reads of the paper (contracts' ATTEMPT_READS: the attempt, the paper, the saved answers and the whole paper's
// questions) with the access token supabase-js stored, and leaves them on a global keyed by the attempt id, before
// main.js has even downloaded. The testing remote takes them once (takeAttemptHandOff) instead of reading again, and
// reads as before whenever one is missing or failed.
//
// Auth is not weakened: these are reads with the learner's own token, which the server checks (RLS decides what they
// return); a token that is expiring or unreadable sends nothing (supabase-js refreshes it on the normal path before
// anything is written); no stored session sends nothing (the page asks the visitor to sign in); an auth link in the
// URL (a password reset) sends nothing, so supabase-js reads it first, as before.
import {
  ATTEMPT_HAND_OFF_GLOBAL,
  ATTEMPT_HAND_OFF_MAX_AGE_MS,
  ATTEMPT_HAND_OFF_VERSION,
  ATTEMPT_READS,
  BASE_PATH,
  DEFAULT_LOCALE,
  EARLY_READ_SWITCH,
  LOCALES,
  testing,
  type AttemptHandOff,
  type AttemptHandOffs,
} from '@nism/contracts';
import { TOKEN_MARGIN_MS } from './stored-token';

/**
 * The hand-off for this attempt, once (a second call gets null), when it is of `version` (the taker's contract, which
 * may be older or newer than the shell's), for this paper and younger than ATTEMPT_HAND_OFF_MAX_AGE_MS; null
 * otherwise.
 */
export function takeAttemptHandOff(attemptId: string, testId: string, version: number = ATTEMPT_HAND_OFF_VERSION): AttemptHandOff | null {
  const all = ((globalThis as unknown as Record<string, AttemptHandOffs | undefined>)[ATTEMPT_HAND_OFF_GLOBAL] ??= {});
  const handOff = all[attemptId];
  delete all[attemptId];
  if (!handOff || handOff.version !== version || handOff.testId !== testId) return null;
  return performance.now() - handOff.startedAt <= ATTEMPT_HAND_OFF_MAX_AGE_MS ? handOff : null;
}

/**
 * The script's text (on the phone profile main.js arrives some 500 ms after config.json): plain ES2017 written here,
 * not compiled, so its hash (in the Content-Security-Policy, tools/security-headers.ts) is the same wherever it is
 * computed. It takes the document's own fetch of config.json (document-preload.ts) or makes it and leaves it there for
 * main.js (takeEarlyResponse). It matches the path like contracts' matchRoute (case-insensitive, one trailing slash),
 * after the base path and the language, and sends each query exactly as the testing remote's postgrest-js sends it.
 */
export function attemptEarlyReadScript(): string {
  const q = ATTEMPT_READS;
  const get = (read: { table: string; select: string }, column: string, value: string) =>
    `rd(rest+${JSON.stringify(`${read.table}?select=${encodeURIComponent(read.select.replace(/\s/g, ''))}&${column}=eq.`)}+encodeURIComponent(${value}),{headers:h})`;
  return `(function(){try{
var w=window,base=${JSON.stringify(BASE_PATH)},path=location.pathname,p=${JSON.stringify(testing.pages['./AttemptPage'])}.split('/'),v={};
if(base!=='/'&&path.indexOf(base)===0)path='/'+path.slice(base.length);
var lg=/^\\/([a-z]{2})(?=\\/|$)/.exec(path);if(lg&&${JSON.stringify(LOCALES.filter((l) => l !== DEFAULT_LOCALE))}.indexOf(lg[1])>=0)path=path.slice(3)||'/';
var s=path.replace(/\\/+$/,'').split('/');if(p.length!==s.length)return;
for(var i=0;i<p.length;i++){if(p[i][0]===':'){if(!s[i])return;v[p[i].slice(1)]=decodeURIComponent(s[i])}else if(p[i].toLowerCase()!==s[i].toLowerCase())return}
if(localStorage.getItem(${JSON.stringify(EARLY_READ_SWITCH)})==='off'||/[#&?](access_token|code|error_description)=/.test(location.href))return;
var ef=w.__nismEarlyFetches=w.__nismEarlyFetches||{},u=new URL(base+'config.json',location.href).href,cf=ef[u]||(ef[u]=fetch(u));
function rd(url,init){return fetch(url,init).then(function(r){return r.json().then(function(b){return{status:r.status,body:b}},function(){return{status:r.status,body:null}})},function(){return{status:0,body:null}})}
var all=w[${JSON.stringify(ATTEMPT_HAND_OFF_GLOBAL)}]=w[${JSON.stringify(ATTEMPT_HAND_OFF_GLOBAL)}]||{},a=v.attemptId,t=v.testId;
all[a]={version:${ATTEMPT_HAND_OFF_VERSION},attemptId:a,testId:t,startedAt:performance.now(),reads:cf.then(function(r){return r.clone().json()}).then(function(c){
if(typeof c.supabaseUrl!=='string'||typeof c.supabasePublishableKey!=='string')return null;
var st=JSON.parse(localStorage.getItem('sb-'+new URL(c.supabaseUrl).hostname.split('.')[0]+'-auth-token')||'null')||{},tk=st.access_token;
if(typeof tk!=='string'||typeof st.expires_at!=='number'||st.expires_at*1000-Date.now()<${TOKEN_MARGIN_MS})return null;
var h={apikey:c.supabasePublishableKey,Authorization:'Bearer '+tk},rest=c.supabaseUrl+'/rest/v1/';
return{attempt:${get(q.attempt, 'id', 'a')},paper:${get(q.paper, 'id', 't')},saved:${get(q.saved, 'attempt_id', 'a')},
questions:rd(rest+'rpc/${q.questions.rpc}',{method:'POST',headers:{apikey:h.apikey,Authorization:h.Authorization,'Content-Type':'application/json'},body:JSON.stringify({p_attempt_id:a})})}
}).catch(function(){return null})}}catch(e){}})();`;
}
