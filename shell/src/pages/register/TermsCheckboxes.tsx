import { paths } from '@nism/contracts';
import { Link } from '@nism/shared-ui';
import { CheckboxRow } from '../../lib/forms/form-styles';

interface Props {
  marketingOptIn: boolean;
  acceptTerms: boolean;
  onChange: (field: 'marketingOptIn' | 'acceptTerms', checked: boolean) => void;
}

/** The optional marketing opt-in and the required terms acceptance (links open beside the form). */
export function TermsCheckboxes({ marketingOptIn, acceptTerms, onChange }: Props) {
  return (
    <>
      <CheckboxRow>
        <input
          id="register-marketing"
          type="checkbox"
          checked={marketingOptIn}
          onChange={(e) => onChange('marketingOptIn', e.target.checked)}
        />
        <label htmlFor="register-marketing">Send me exam tips, study updates and offers by email (optional)</label>
      </CheckboxRow>
      <CheckboxRow>
        <input
          id="register-terms"
          type="checkbox"
          checked={acceptTerms}
          aria-required="true"
          onChange={(e) => onChange('acceptTerms', e.target.checked)}
        />
        <label htmlFor="register-terms">
          I agree to the{' '}
          <Link to={paths.terms()} target="_blank" rel="noopener">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy()} target="_blank" rel="noopener">
            Privacy Policy
          </Link>
        </label>
      </CheckboxRow>
    </>
  );
}
