import type { TurnstileInstance } from '@marsidev/react-turnstile';
import { useRef, useState } from 'react';
import { CaptchaField } from './CaptchaField';
import { CAPTCHA_FAILED, CAPTCHA_MISSING, CAPTCHA_UNAVAILABLE, captchaSiteKey } from './captcha-config';

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
  const [error, setError] = useState<string>();

  if (!siteKey) return { field: null, take: () => undefined, used: () => {} };

  const onToken = (next: string | null) => {
    setToken(next);
    if (next) setError(undefined);
  };
  return {
    field: (
      <CaptchaField
        siteKey={siteKey}
        widgetRef={widget}
        onToken={onToken}
        onUnavailable={() => setError(CAPTCHA_UNAVAILABLE)}
        error={error}
      />
    ),
    take: () => {
      if (token) return token;
      setError((e) => (e === CAPTCHA_UNAVAILABLE ? e : CAPTCHA_MISSING));
      return null;
    },
    used: (refused) => {
      setToken(null);
      setError(refused ? CAPTCHA_FAILED : undefined);
      widget.current?.reset();
    },
  };
}
