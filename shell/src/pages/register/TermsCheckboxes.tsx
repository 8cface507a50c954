import { paths } from '@nism/contracts';
import { Link, richMessage } from '@nism/shared-ui';
import { CheckboxRow } from '../../lib/forms/form-styles';
import { useMessages } from '../../lib/page-messages';

interface Props {
  marketingOptIn: boolean;
  acceptTerms: boolean;
  onChange: (field: 'marketingOptIn' | 'acceptTerms', checked: boolean) => void;
}

/** The optional marketing opt-in and the required terms acceptance (links open beside the form). */
export function TermsCheckboxes({ marketingOptIn, acceptTerms, onChange }: Props) {
  const t = useMessages();
  return (
    <>
      <CheckboxRow>
        <input
          id="register-marketing"
          type="checkbox"
          checked={marketingOptIn}
          onChange={(e) => onChange('marketingOptIn', e.target.checked)}
        />
        <label htmlFor="register-marketing">{t.marketingOptInOptional()}</label>
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
          {richMessage(t.termsAgree, {
            terms: (
              <Link to={paths.terms()} target="_blank" rel="noopener">
                {t.footerTerms()}
              </Link>
            ),
            privacy: (
              <Link to={paths.privacy()} target="_blank" rel="noopener">
                {t.footerPrivacy()}
              </Link>
            ),
          })}
        </label>
      </CheckboxRow>
    </>
  );
}
