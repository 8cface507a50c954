// supabase-js warns on every client that Node 20 is deprecated; the stack is pinned to Node 20.
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  warn(...args);
};
