import toast, { Toaster } from 'react-hot-toast';
import { theme } from './theme';

/** Every toast shares one id, so at most one is ever visible: a new one replaces the last. */
const TOAST_ID = 'app-toast';
export const TOAST_DURATION_MS = 5000;

function Body({ title, description }: { title: string; description?: string }) {
  return (
    <div>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description && <span>{description}</span>}
    </div>
  );
}

type Message = { title: string; description?: string };

function show(kind: 'success' | 'error' | 'neutral', { title, description }: Message) {
  const body = <Body title={title} description={description} />;
  const opts = { id: TOAST_ID, duration: TOAST_DURATION_MS };
  if (kind === 'success') return toast.success(body, opts);
  if (kind === 'error') return toast.error(body, opts);
  return toast(body, opts);
}

/** The spec's toasts: destructive (error), neutral and success, each a title and an optional description. */
export const notify = {
  success: (title: string, description?: string) => show('success', { title, description }),
  error: (title: string, description?: string) => show('error', { title, description }),
  neutral: (title: string, description?: string) => show('neutral', { title, description }),
};

/**
 * The one toaster: rendered by the shell, and by each standalone harness. At the bottom, because each page's main
 * message (its heading, a success card) sits at the top and in the middle, where a toast would cover it.
 */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-center"
      containerStyle={{ bottom: 'calc(16px + env(safe-area-inset-bottom))' }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: { maxWidth: '28rem', color: theme.colors.text },
        error: { style: { borderLeft: `4px solid ${theme.colors.danger}` } },
        success: { style: { borderLeft: `4px solid ${theme.colors.success}` } },
      }}
    />
  );
}
