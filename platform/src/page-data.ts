// The data a prerendered page was rendered with, so its first render in the browser (the hydration) shows the same
// thing. The prerender (shell/src/prerender.tsx) provides it while rendering; the document carries it as JSON next
// to the markup, for the page it was rendered for only.
export type PageData = Record<string, unknown>;

/** The document's JSON element holding the data, and the root's attribute naming the path it was rendered for. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';

let rendering: PageData | null = null;
let fromDocument: { path: string; data: PageData } | null | undefined;

/** For the prerender: the data the page about to be rendered reads. */
export function providePageData(data: PageData | null): void {
  rendering = data;
}

/**
 * The value stored under `key` by the prerender of the page the visitor is on, or undefined (another page, a
 * client-side navigation, a document that was not prerendered). The page still reads afresh after it renders.
 */
export function prerenderedData<T>(key: string): T | undefined {
  if (rendering) return rendering[key] as T | undefined;
  if (typeof document === 'undefined') return undefined;
  fromDocument ??= readDocumentData();
  return fromDocument && fromDocument.path === window.location.pathname ? (fromDocument.data[key] as T | undefined) : undefined;
}

function readDocumentData(): { path: string; data: PageData } | null {
  const path = document.getElementById('root')?.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  const json = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!path) return null;
  try {
    return { path, data: json ? (JSON.parse(json) as PageData) : {} };
  } catch {
    return null; // a damaged document: the page loads its data as if it had not been prerendered
  }
}

/** Whether `root` holds the prerendered markup of the page at the current path (then the app hydrates it). */
export function isPrerenderedFor(root: HTMLElement): boolean {
  return root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname && root.firstChild !== null;
}
