// The page's own static copy (issue 30 §2): the prerendered document exactly as the site serves it, with every
// script removed (inline and external, their preloads and the page data), written as a file beside the shell's
// build so the same server sends it with the same headers and compression. LCP ÷ its LCP, in the same rounds, is
// what our scripts cost the paint.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../tools/build-apps';

const DIR = 'bench-static';

/** Every script and what only scripts use: preloads of scripts and fetches, modulepreloads, JSON data blocks. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="(?:script|fetch)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="(?:script|fetch)"[^>]*\brel="preload"[^>]*>/gi, '');
}

/** Fetches the page's document from `url`, writes its static copy; returns the copy's path on the same server. */
export async function writeStaticCopy(url: string, name: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = withoutScripts(await response.text());
  if (/<script\b/i.test(html)) throw new Error(`a script is left in the static copy of ${url}`);
  const file = path.join(ROOT, 'shell', 'dist', DIR, `${name}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  return `/${DIR}/${name}.html`;
}
