import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { styled, theme } from '@nism/shared-ui';
import type { Ref } from 'react';

const Wrap = styled.div`
  margin-bottom: 1rem;
  min-height: 65px;
`;

const Message = styled.p`
  color: ${theme.colors.danger};
  font-size: 0.875rem;
  margin: 0.35rem 0 0;
`;

interface Props {
  siteKey: string;
  widgetRef: Ref<TurnstileInstance | undefined>;
  /** The widget's token, or null when it expires or fails (a new one is needed). */
  onToken: (token: string | null) => void;
  onUnavailable: () => void;
  /** The group's name ('Security check'), in the page's language. */
  label: string;
  error?: string;
}

/**
 * Cloudflare Turnstile's widget (@marsidev/react-turnstile), rendered explicitly; its script is injected only when
 * this mounts, i.e. only when config.json turns CAPTCHA on.
 */
export function CaptchaField({ siteKey, widgetRef, onToken, onUnavailable, label, error }: Props) {
  return (
    <Wrap role="group" aria-label={label} aria-describedby={error ? 'captcha-error' : undefined}>
      <Turnstile
        ref={widgetRef}
        siteKey={siteKey}
        options={{ theme: 'light', size: 'flexible', refreshExpired: 'auto' }}
        scriptOptions={{ onError: onUnavailable }}
        onSuccess={(token) => onToken(token)}
        onExpire={() => onToken(null)}
        onError={() => onToken(null)}
      />
      {error && (
        <Message id="captcha-error" role="alert">
          {error}
        </Message>
      )}
    </Wrap>
  );
}
