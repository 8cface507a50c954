// A spreadsheet runs a cell that starts with =, +, - or @ as a formula (CSV injection), and one that starts with a
// tab or a carriage return may be trimmed to one (OWASP's list; issue 42, finding 12). The export prefixes such a
// cell with an apostrophe; the import takes one apostrophe off again. A cell that already starts with apostrophes
// before one of those characters gets one more, so the round trip gives back exactly what was exported.
const NEUTRALISED_OR_FORMULA = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return NEUTRALISED_OR_FORMULA.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}
