import { paths } from '@nism/contracts';
import { fieldDataPreference, setFieldDataChoice } from '@nism/platform';
import { Link } from '@nism/shared-ui';
import { useState } from 'react';
import { CheckboxRow } from '../../lib/forms/form-styles';
import { AccountSection } from './AccountSection';
import { useMessages } from '../../lib/page-messages';

/**
 * The learner's switch for field data (docs/field-data.md): on by default, kept in this browser. A browser that sends
 * Global Privacy Control sends nothing, and the switch says so instead of pretending to be on.
 */
export function FieldDataSection() {
  const t = useMessages();
  const [preference, setPreference] = useState(fieldDataPreference);
  return (
    <AccountSection title={t.fieldDataTitle()} description={t.fieldDataDescription()}>
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
        <label htmlFor="account-field-data">{t.fieldDataSwitch()}</label>
      </CheckboxRow>
      <p id="account-field-data-note">
        {preference.gpc ? t.fieldDataGpc() : preference.allowed ? t.fieldDataOn() : t.fieldDataOff()}{' '}
        <Link to={paths.privacy()}>{t.whatIsCollected()}</Link>
      </p>
    </AccountSection>
  );
}
