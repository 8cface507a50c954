import { useId, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from './theme';
import { useMessages } from './messages';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
`;

const inputStyle = `
  font: inherit;
  padding: 0.65rem 0.8rem;
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: 8px;
  background: #fff;
  width: 100%;
  &:focus { border-color: ${theme.colors.primary}; outline: 2px solid ${theme.colors.highlight}; }
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`;

const Input = styled.input`
  ${inputStyle}
`;
const TextArea = styled.textarea`
  ${inputStyle} resize: vertical;
  min-height: 8rem;
`;

const InputRow = styled.div`
  position: relative;
  display: flex;
  input {
    padding-right: 4.5rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  right: 0.25rem;
  top: 50%;
  transform: translateY(-50%);
  min-height: 36px;
  padding: 0 0.6rem;
  border: none;
  background: transparent;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Error = styled.p`
  color: ${theme.colors.danger};
  margin: 0;
  font-size: 0.9rem;
`;

const Hint = styled.p`
  color: ${theme.colors.muted};
  margin: 0;
  font-size: 0.9rem;
`;

/** `hint` is shown before any submit (e.g. a length rule), so the learner need not fail once to learn it. */
type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** The ids of the hint and error shown under a field, for aria-describedby. */
function describedBy(inputId: string, hint?: string, error?: string) {
  const ids = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A labelled input; its error is tied to it with aria-describedby and announced. */
export function TextField({ label, error, hint, id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId, hint, error)} {...input} />
      {hint && <Hint id={`${inputId}-hint`}>{hint}</Hint>}
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Wrap>
  );
}

/** A password input with a show/hide button that has an accessible name. */
export function PasswordField({ label, error, hint, id, ...input }: Omit<FieldProps, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const t = useMessages();
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <InputRow>
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...input}
        />
        <Toggle
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={(visible ? t.hideField : t.showField)({ field: label.toLowerCase() })}
          aria-pressed={visible}
        >
          {visible ? t.hide() : t.show()}
        </Toggle>
      </InputRow>
      {hint && <Hint id={`${inputId}-hint`}>{hint}</Hint>}
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Wrap>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export function TextAreaField({ label, error, id, ...area }: AreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const errorId = `${areaId}-error`;
  return (
    <Wrap>
      <Label htmlFor={areaId}>{label}</Label>
      <TextArea id={areaId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...area} />
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Wrap>
  );
}
