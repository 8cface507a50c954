import { useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { useToastsShownAtTop } from './toast-placement';
import { theme } from './theme';
import { useMessages } from './messages';

/** Every toast shares one id, so at most one is ever visible: a new one replaces the last. */
const TOAST_ID = 'app-toast';
export const TOAST_DURATION_MS = 5000;

/** A value the learner may need to quote (a payment id): shown, with a button that copies it. */
export interface Copyable {
  label: string;
  value: string;
}
/** Long enough to read a value and copy it. */
export const COPY_TOAST_DURATION_MS = 20_000;

function CopyLine({ label, value }: Copyable) {
  const t = useMessages();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => {},
    );
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', marginTop: '0.35rem' }}>
      <span>
        {label}: <code style={{ userSelect: 'all' }}>{value}</code>
      </span>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? t.copiedField({ field: label }) : t.copyField({ field: label.toLowerCase() })}
        style={{
          font: 'inherit',
          fontWeight: 600,
          minHeight: 32,
          padding: '0 0.75rem',
          color: theme.colors.primary,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.primary}`,
          borderRadius: 6,
          cursor: 'pointer',
        }}
      >
        {copied ? t.copied() : t.copy()}
      </button>
    </span>
  );
}

function Body({ title, description, copy }: Message) {
  return (
    <div>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description && <span>{description}</span>}
      {copy && <CopyLine {...copy} />}
    </div>
  );
}

type Message = { title: string; description?: string; copy?: Copyable };

function show(kind: 'success' | 'error' | 'neutral', message: Message) {
  const body = <Body {...message} />;
  const opts = { id: TOAST_ID, duration: message.copy ? COPY_TOAST_DURATION_MS : TOAST_DURATION_MS };
  if (kind === 'success') return toast.success(body, opts);
  if (kind === 'error') return toast.error(body, opts);
  return toast(body, opts);
}

/** The spec's toasts: destructive (error), neutral and success, each a title and an optional description. */
export const notify = {
  success: (title: string, description?: string) => show('success', { title, description }),
  error: (title: string, description?: string, copy?: Copyable) => show('error', { title, description, copy }),
  neutral: (title: string, description?: string) => show('neutral', { title, description }),
};

/**
 * The one toaster: rendered by the shell, and by each standalone harness. At the bottom, because each page's main
 * message (its heading, a success card) sits at the top and in the middle, where a toast would cover it; at the top,
 * over the site's header, on a page that asks for it (useToastsAtTop: the attempt, whose controls fill the screen).
 */
export function AppToaster() {
  const atTop = useToastsShownAtTop();
  return (
    <Toaster
      position={atTop ? 'top-center' : 'bottom-center'}
      containerStyle={atTop ? { top: 'calc(8px + env(safe-area-inset-top))' } : { bottom: 'calc(16px + env(safe-area-inset-bottom))' }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: { maxWidth: '28rem', color: theme.colors.text },
        error: { style: { borderLeft: `4px solid ${theme.colors.danger}` } },
        success: { style: { borderLeft: `4px solid ${theme.colors.success}` } },
      }}
    />
  );
}
