// The skeleton's lint rules (eslint.config.mjs) refuse what docs/remote-skeleton.md forbids: each case lints a
// file as if it sat at `path`, importing real files of the repository, and expects the rule to refuse or allow it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
/** [file, code] cases linted in one ESLint run (it loads TypeScript's parser once): the boundary errors of each. */
const CASES: [string, string][] = [];

function lintAll(): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const cases = JSON.parse(process.argv[1]);
    const out = [];
    for (const [filePath, code] of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.filter((m) => ['boundaries/dependencies', 'no-restricted-imports'].includes(m.ruleId)).map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(CASES)], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

type Expectation = 'refused' | 'allowed';
const RULES: { rule: string; cases: [Expectation, string, string][] }[] = [
  {
    rule: 'a feature may not import another feature, only itself and lib/',
    cases: [
      [
        'refused',
        'mfe-testing/src/features/attempt/components/Example.tsx',
        "import { fetchExamProgress } from '../../progress/api/fetch-exam-progress';",
      ],
      ['allowed', 'mfe-testing/src/features/attempt/components/Example.tsx', "import { saveAnswer } from '../api/save-answer';"],
      [
        'allowed',
        'mfe-testing/src/features/attempt/components/Example.tsx',
        "import { CaseBlock } from '../../../lib/cases/components/CaseBlock';",
      ],
    ],
  },
  {
    rule: 'imports flow one way: lib/ never imports a feature, a feature never a page',
    cases: [
      ['refused', 'mfe-catalog/src/lib/example.ts', "import { ExamCard } from '../features/exams/components/ExamCard';"],
      ['refused', 'mfe-catalog/src/features/exams/example.ts', "import HomePage from '../../pages/home/HomePage';"],
      ['allowed', 'mfe-catalog/src/pages/home/example.ts', "import { ExamCard } from '../../features/exams/components/ExamCard';"],
    ],
  },
  {
    rule: 'a page may not import another page',
    cases: [
      ['refused', 'shell/src/pages/account/Example.tsx', "import { LoginForm } from '../login/LoginForm';"],
      // The studio's pages too: each is a page of its own (issue 48).
      ['refused', 'mfe-studio/src/pages/editor/Example.tsx', "import QuestionsPage from '../questions/QuestionsPage';"],
      ['allowed', 'mfe-studio/src/exposes/Example.tsx', "import QuestionsPage from '../pages/questions/QuestionsPage';"],
    ],
  },
  {
    rule: 'testing/ (fixtures, the harness) is for tests and the harness only',
    cases: [
      ['refused', 'mfe-testing/src/pages/results/Example.tsx', "import { attemptRow } from '../../testing/attempt-fixtures';"],
      ['allowed', 'mfe-testing/src/pages/results/Example.test.tsx', "import { attemptRow } from '../../testing/attempt-fixtures';"],
      ['refused', 'mfe-checkout/src/features/receipts/Example.tsx', "import { bootStandalone } from '@nism/dev-harness';"],
    ],
  },
  {
    rule: 'tools/ imports contracts, platform, the local backend and itself, never an app',
    cases: [
      ['refused', 'tools/example.ts', "import { posts } from '../mfe-content/src/features/blog/data/posts';"],
      ['refused', 'tools/example.ts', "import { REMOTE_ROUTES } from '../shell/src/lib/route-table';"],
      ['refused', 'tools/example.ts', "import { Button } from '@nism/shared-ui';"],
      [
        'allowed',
        'tools/example.ts',
        "import { postIndex } from '@nism/contracts';\nimport { documentPreloadScript } from '@nism/platform/document-scripts';\nimport { APPS } from './build-config/apps';",
      ],
    ],
  },
  {
    rule: "an app's shipped code reaches supabase-js through platform (it is not shared: a second copy would load); its tests may",
    cases: [
      ['refused', 'mfe-catalog/src/features/exams/example.ts', "import { createClient } from '@supabase/supabase-js';"],
      ['allowed', 'mfe-catalog/src/features/exams/example.ts', "import type { Session } from '@supabase/supabase-js';"],
      ['allowed', 'shell/src/pages/login/Example.test.tsx', "import { AuthApiError } from '@supabase/supabase-js';"],
      ['refused', 'mfe-testing/src/lib/example.ts', "import { useNavigate } from 'react-router-dom';"],
      // A test file keeps every other boundary.
      ['refused', 'shell/src/pages/login/Example.test.tsx', "import { useNavigate } from 'react-router-dom';"],
      [
        'refused',
        'mfe-catalog/src/pages/home/Example.test.tsx',
        "import { PlansPage } from '../../../../mfe-checkout/src/exposes/purchase';",
      ],
    ],
  },
  {
    rule: 'an app takes styled-components through shared-ui (it is not shared: a second copy would load its own sheet)',
    cases: [
      ['refused', 'mfe-content/src/pages/blog/Example.tsx', "import styled from 'styled-components';"],
      ['refused', 'shell/src/features/nav/Example.test.tsx', "import { css } from 'styled-components';"],
      ['allowed', 'mfe-content/src/pages/blog/Example.tsx', "import { css, styled } from '@nism/shared-ui';"],
      ['allowed', 'mfe-content/src/pages/blog/Example.tsx', "import type { RuleSet } from 'styled-components';"],
      ['allowed', 'shared-ui/src/Example.tsx', "import styled from 'styled-components';"],
    ],
  },
  {
    rule: "an app's entry files use its pages and features, not its testing/",
    cases: [
      ['allowed', 'shell/src/Example.tsx', "import { RemotePage } from './features/remotes/components/RemotePage';"],
      ['refused', 'shell/src/Example.tsx', "import { renderAt } from './testing/render';"],
    ],
  },
  {
    rule: "tools/build-config/ (what the apps' configs import) never imports the commands above it",
    cases: [
      ['refused', 'tools/build-config/example.ts', "import { startStack } from '../stack';"],
      ['allowed', 'tools/example.ts', "import { APPS } from './build-config/apps';"],
      ['allowed', 'tools/build-config/example.ts', "import { sharedDependencies } from './federation-shared';"],
    ],
  },
  {
    rule: 'a package is imported through its export map, never its src/ (issue 48)',
    cases: [
      ['refused', 'shell/src/features/field-data/example.ts', "import { store } from '@nism/platform/src/field-data/store';"],
      ['refused', 'tools/example.ts', "import { lintPaper } from '@nism/contracts/src/content-lint';"],
      ['allowed', 'tools/example.ts', "import { lintPaper } from '@nism/contracts/content-lint';"],
    ],
  },
  {
    rule: 'the shared packages import only those below them: contracts, db-types → shared-hooks → platform → shared-ui → shared-auth → dev-harness',
    cases: [
      ['refused', 'platform/src/example.ts', "import { useAuth } from '@nism/shared-auth';"],
      ['refused', 'contracts/src/example.ts', "import { getSupabase } from '@nism/platform';"],
      ['refused', 'shared-ui/src/example.ts', "import { useAuth } from '@nism/shared-auth';"],
      ['refused', 'shared-hooks/src/example.ts', "import { getSupabase } from '@nism/platform';"],
      ['allowed', 'mfe-catalog/src/lib/example.ts', "import { useLoad } from '@nism/shared-hooks';"],
      ['allowed', 'shared-auth/src/example.ts', "import { getSupabase } from '@nism/platform';"],
    ],
  },
  {
    rule: "a test is held to its folder's boundaries, plus its app's testing/; a test in src/ may compose the app's pages",
    cases: [
      [
        'refused',
        'mfe-testing/src/features/attempt/Example.test.tsx',
        "import { fetchExamProgress } from '../progress/api/fetch-exam-progress';",
      ],
      ['refused', 'mfe-content/src/pages/terms/Example.test.tsx', "import PrivacyPage from '../privacy/PrivacyPage';"],
      ['allowed', 'mfe-content/src/pages/terms/Example.test.tsx', "import { renderPage } from '../../testing/render';"],
      ['allowed', 'mfe-content/src/example.test.tsx', "import PrivacyPage from './pages/privacy/PrivacyPage';"],
    ],
  },
  {
    rule: 'the backend, the journeys, the bench, the soak and content/ import no app, and the harnesses not each other',
    cases: [
      ['refused', 'local-supabase/src/example.ts', "import { CheckoutPage } from '../../mfe-checkout/src/exposes/purchase';"],
      ['refused', 'local-supabase/src/example.ts', "import { record } from '../../bench/lib/report';"],
      ['refused', 'e2e/tests/example.ts', "import { ExamCard } from '../../mfe-catalog/src/features/exams/components/ExamCard';"],
      ['refused', 'bench/example.ts', "import { test } from '../e2e/lib/fixtures';"],
      ['refused', 'soak/example.ts', "import { test } from '../e2e/lib/fixtures';"],
      ['refused', 'soak/example.ts', "import { benchProgress } from '../bench/backend/progress';"],
      ['allowed', 'soak/example.ts', "import { percentile } from '../bench/lib/stats';"],
      ['refused', 'content/example.ts', "import { startServer } from '../local-supabase/src/server';"],
      ['allowed', 'e2e/tests/example.ts', "import { paths } from '@nism/contracts';"],
    ],
  },
];

let results: string[][];
beforeAll(() => {
  CASES.push(...RULES.flatMap(({ cases }) => cases.map(([, file, code]) => [file, code] as [string, string])));
  results = lintAll();
}, 120_000);

let next = 0;
describe('the skeleton as lint law', () => {
  for (const { rule, cases } of RULES) {
    const first = next;
    next += cases.length;
    test(rule, () => {
      cases.forEach(([expectation, file, code], i) => {
        const errors = results[first + i];
        expect({ file, code, refused: errors.length > 0 }).toEqual({ file, code, refused: expectation === 'refused' });
      });
    });
  }
});
