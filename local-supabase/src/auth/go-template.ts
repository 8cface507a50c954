// The part of Go's text/template that hosted GoTrue's mail templates and subjects are rendered with and the project's
// templates use: values ({{ .Email }}, {{ .Data.language }}, `.Data` being the user's metadata) and conditionals
// ({{ if eq .Data.language "hi" }} … {{ else if … }} … {{ else }} … {{ end }}), so a learner's mails come in their
// language. Any other action is refused when the template is read: a template hosted GoTrue would render differently
// fails here, in the local backend and its tests, first.

/** Looks a dotted field up (`Email`, `Data.language`); undefined when absent. */
export type Fields = (path: string) => unknown;

type Node = { text: string } | { value: string; offset: number } | { branches: { test: Test | null; body: Node[] }[] };
type Test = { field: string; equals?: string };

const ACTION = /\{\{\s*(.*?)\s*\}\}/g;
const FIELD = /^\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)$/;
const CONDITION = /^(?:eq\s+\.([A-Za-z_][\w.]*)\s+"((?:[^"\\]|\\.)*)"|\.([A-Za-z_][\w.]*))$/;

function parseTest(condition: string, template: string): Test {
  const m = CONDITION.exec(condition);
  if (!m) throw new Error(`Unsupported condition "${condition}" in a mail template: ${template.slice(0, 60)}…`);
  return m[1] ? { field: m[1], equals: JSON.parse(`"${m[2]}"`) as string } : { field: m[3] };
}

/** Parses `template`; throws on any action outside the subset, or an unclosed or stray if/else/end. */
export function parseTemplate(template: string): Node[] {
  const root: Node[] = [];
  // The open ifs, innermost last: each with the body being filled.
  const open: { node: { branches: { test: Test | null; body: Node[] }[] }; body: Node[] }[] = [];
  const current = () => (open.length ? open[open.length - 1].body : root);
  let last = 0;
  for (const m of template.matchAll(ACTION)) {
    if (m.index > last) current().push({ text: template.slice(last, m.index) });
    last = m.index + m[0].length;
    const action = m[1];
    const top = open[open.length - 1];
    if (FIELD.test(action)) current().push({ value: action.slice(1), offset: m.index });
    else if (action.startsWith('if ')) {
      const node = { branches: [{ test: parseTest(action.slice(3).trim(), template), body: [] as Node[] }] };
      current().push(node);
      open.push({ node, body: node.branches[0].body });
    } else if ((action === 'else' || action.startsWith('else if ')) && top) {
      if (top.node.branches[top.node.branches.length - 1].test === null) throw new Error('A mail template has a branch after {{ else }}');
      const branch = { test: action === 'else' ? null : parseTest(action.slice(8).trim(), template), body: [] as Node[] };
      top.node.branches.push(branch);
      top.body = branch.body;
    } else if (action === 'end' && top) open.pop();
    else throw new Error(`Unsupported action {{ ${action} }} in a mail template`);
  }
  if (open.length) throw new Error('A mail template has an {{ if }} without its {{ end }}');
  if (last < template.length) root.push({ text: template.slice(last) });
  return root;
}

const truthy = (value: unknown) => value !== undefined && value !== null && value !== false && value !== '' && value !== 0;

/**
 * Renders `template` with `fields`. `value(v, before)` writes a value as text: `before` is the output so far, so the
 * caller can escape a value by where it lands (in a link's query, or elsewhere), as GoTrue's html/template does.
 * An absent field writes nothing, as Go's "<no value>" never reaches a mail GoTrue sends with a missing key.
 */
export function renderTemplate(template: string, fields: Fields, value: (v: string, before: string) => string): string {
  let out = '';
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('text' in node) out += node.text;
      else if ('value' in node) {
        const v = fields(node.value);
        if (v !== undefined && v !== null) out += value(String(v), out);
      } else {
        const branch = node.branches.find(({ test }) => {
          if (!test) return true;
          const v = fields(test.field);
          return test.equals === undefined ? truthy(v) : v === test.equals;
        });
        if (branch) walk(branch.body);
      }
    }
  };
  walk(parseTemplate(template));
  return out;
}
