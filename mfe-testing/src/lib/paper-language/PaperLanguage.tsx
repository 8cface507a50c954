// A bilingual paper's language switches (issue 51 §4): one for the whole paper in the attempt's header, one per
// question beside it. Each names the language in itself, as NISM's own bilingual test screens do.
import { theme, styled } from '@nism/shared-ui';
import type { PaperLanguage } from './use-paper-language';
import { useMessages } from '../messages';
import { LinkButton } from '../LinkButton';

const Group = styled.fieldset`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: left;
    margin-right: 0.5rem;
    font-size: 0.9rem;
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: 8px;
    font-weight: 600;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.highlight};
    color: ${theme.colors.primary};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.accent};
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const NAMES: Record<PaperLanguage, string> = { en: 'English', hi: 'हिंदी' };

export function PaperLanguageSwitch({ language, onChange }: { language: PaperLanguage; onChange: (language: PaperLanguage) => void }) {
  const t = useMessages();
  return (
    <Group>
      <legend>{t.paperLanguage()}</legend>
      {(['en', 'hi'] as const).map((l) => (
        <label key={l} lang={l}>
          <input type="radio" name="paper-language" value={l} checked={language === l} onChange={() => onChange(l)} />
          {NAMES[l]}
        </label>
      ))}
    </Group>
  );
}

/** Shows this question in the other language; the answer stays as it is. */
export function QuestionLanguageToggle({ shown, onToggle }: { shown: PaperLanguage; onToggle: () => void }) {
  return shown === 'hi' ? (
    <LinkButton type="button" lang="en" onClick={onToggle}>
      View this question in English
    </LinkButton>
  ) : (
    <LinkButton type="button" lang="hi" onClick={onToggle}>
      यह प्रश्न हिंदी में देखें
    </LinkButton>
  );
}
