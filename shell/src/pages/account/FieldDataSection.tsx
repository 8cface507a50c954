import { paths } from '@nism/contracts';
import { fieldDataPreference, setFieldDataChoice } from '@nism/platform';
import { Link } from '@nism/shared-ui';
import { useState } from 'react';
import { CheckboxRow } from '../../lib/forms/form-styles';
import { AccountSection } from './AccountSection';

/**
 * The learner's switch for field data (docs/field-data.md): on by default, kept in this browser. A browser that sends
 * Global Privacy Control sends nothing, and the switch says so instead of pretending to be on.
 */
export function FieldDataSection() {
  const [preference, setPreference] = useState(fieldDataPreference);
  return (
    <AccountSection
      title="Performance and error reports"
      description="Anonymous page-speed measures and error reports help us find slow pages and broken releases. They never name you."
    >
      <CheckboxRow>
        <input
          id="account-field-data"
          type="checkbox"
          role="switch"
          checked={preference.allowed}
          disabled={preference.gpc}
          aria-describedby="account-field-data-note"
          onChange={(e) => setPreference(setFieldDataChoice(e.target.checked))}
        />
        <label htmlFor="account-field-data">Share anonymous performance and error reports</label>
      </CheckboxRow>
      <p id="account-field-data-note">
        {preference.gpc
          ? 'Off: your browser sends Global Privacy Control, so this browser sends no reports.'
          : preference.allowed
            ? 'On for this browser. Turning it off stops the reports at once.'
            : 'Off for this browser: no reports are sent.'}{' '}
        <Link to={paths.privacy()}>What is collected</Link>
      </p>
    </AccountSection>
  );
}
