import { Card, TableWrap, theme, styled } from '@nism/shared-ui';

/** A row of controls that wraps on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 1rem;
`;

/** A labelled native select, styled like shared-ui's fields. */
export const SelectLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  font-weight: 600;
  min-width: 0;
  select,
  input[type='search'],
  input[type='text'],
  input[type='email'] {
    font: inherit;
    font-weight: 400;
    padding: 0.6rem 0.7rem;
    min-height: 44px;
    border: 1px solid ${theme.colors.inputBorder};
    border-radius: 8px;
    background: #fff;
    width: 100%;
    min-width: 0;
  }
`;

export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${theme.colors.primary};
  }
`;

export const Muted = styled.p`
  color: ${theme.colors.muted};
  margin: 0 0 1rem;
`;

/** Text the user wrote or a learner sent: shown as it is (React escapes it), keeping its line breaks. */
export const PlainText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0 0 0.5rem;
`;

/** A group of toggle buttons (aria-pressed), e.g. "As asked" / "As reviewed". */
export const ToggleGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  button {
    font: inherit;
    min-height: 40px;
    padding: 0.35rem 0.8rem;
    border: 1px solid ${theme.colors.inputBorder};
    border-radius: 8px;
    background: #fff;
    color: ${theme.colors.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
`;

export const Status = styled.p`
  color: ${theme.colors.muted};
  margin: 1rem 0;
`;

/** A card that holds one titled part of a page (its h2 and what follows). */
export const Section = styled(Card)`
  margin-bottom: 1.5rem;
  min-width: 0;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
`;

/** A table with the space a form's fields or note below it need. */
export const TableBlock = styled(TableWrap)`
  margin-bottom: 1rem;
`;

/** A form's refusal or a value's problem, in the danger colour, above the form's button. */
export const FormProblem = styled.p`
  color: ${theme.colors.danger};
  margin: 0.5rem 0 1rem;
`;
