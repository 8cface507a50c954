// The collector's loader, handed to the platform's startFieldData: the collector (and the web-vitals import behind
// it) are chunks of the shell's build alone, fetched once, after the first paint, by a session that sends.
export const loadCollector = () => import(/* webpackChunkName: "field-data" */ './collector');
