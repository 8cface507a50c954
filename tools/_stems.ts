import { seedPapers } from './live-papers';
const s = process.argv[2];
for (const p of seedPapers()) if (p.paper.startsWith(s + ' ')) for (const q of p.questions) console.log(`${q.ref} [${q.topic}] ${q.question.slice(0,150)} => ${q.options['ABCD'.indexOf(q.answer)].slice(0,60)}`);
