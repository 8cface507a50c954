import type { TurnstileInstance } from '@marsidev/react-turnstile';
import { useRef, useState } from 'react';
import { useMessages } from '../../../lib/page-messages';
import { CaptchaField } from './CaptchaField';
import { captchaSiteKey } from './captcha-config';

/** Why the form cannot go on yet: no token, a widget that could not load, or a token the backend refused. */
type Problem = 'missing' | 'unavailable' | 'failed';

export interface Captcha {
  /** The widget to place in the form, or null when CAPTCHA is off. */
  field: React.ReactNode;
  /**
   * The token to send (undefined when CAPTCHA is off). With CAPTCHA on and no token yet, shows why and returns null:
   * the form then stops, keeping what was typed.
   */
  take: () => string | undefined | null;
  /** After the server saw a token: a token works once, so the widget runs again; `refused` says it was not accepted. */
  used: (refused: boolean) => void;
}

export function useCaptcha(): Captcha {
  const [siteKey] = useState(captchaSiteKey);
  const widget = useRef<TurnstileInstance | undefined>(undefined);
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>();
  const t = useMessages();

  if (!siteKey) return { field: null, take: () => undefined, used: () => {} };

  const onToken = (next: string | null) => {
    setToken(next);
    if (next) setProblem(undefined);
  };
  return {
    field: (
      <CaptchaField
        siteKey={siteKey}
        widgetRef={widget}
        onToken={onToken}
        onUnavailable={() => setProblem('unavailable')}
        label={t.securityCheck()}
        error={problem && { missing: t.captchaMissing, unavailable: t.captchaUnavailable, failed: t.captchaFailed }[problem]()}
      />
    ),
    take: () => {
      if (token) return token;
      setProblem((p) => (p === 'unavailable' ? p : 'missing'));
      return null;
    },
    used: (refused) => {
      setToken(null);
      setProblem(refused ? 'failed' : undefined);
      widget.current?.reset();
    },
  };
}
