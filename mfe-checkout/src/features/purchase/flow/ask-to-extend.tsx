import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, DialogActions, ModalDialog } from '@nism/shared-ui';
import type { FlowText } from './messages';

/** What the learner is told when another paid plan of the exam still runs. */
function extendMessage(until: string, { t, localeTag }: FlowText): string {
  const date = new Date(until).toLocaleDateString(localeTag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return t.extendText({ date });
}

function ExtendAccessDialog({ until, text, onAnswer }: { until: string; text: FlowText; onAnswer: (goOn: boolean) => void }) {
  const { t } = text;
  const notNow = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog labelledBy="extend-access-title" describedBy="extend-access-text" initialFocus={notNow} onCancel={() => onAnswer(false)}>
      <h2 id="extend-access-title">{t.extendTitle()}</h2>
      <p id="extend-access-text">{extendMessage(until, text)}</p>
      <DialogActions>
        <Button ref={notNow} type="button" $variant="secondary" onClick={() => onAnswer(false)}>
          {t.notNow()}
        </Button>
        <Button type="button" onClick={() => onAnswer(true)}>
          {t.continueToPayment()}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

/**
 * Asks, in a modal dialog, whether to buy a plan that starts when the running one ends; resolves true to go on.
 * The purchase flow is a function the catalog calls, not a component, so the dialog gets a root of its own for as
 * long as it is open.
 */
export function askToExtend(until: string, text: FlowText): Promise<boolean> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const answer = (goOn: boolean) => {
      root.unmount();
      container.remove();
      resolve(goOn);
    };
    root.render(<ExtendAccessDialog until={until} text={text} onAnswer={answer} />);
  });
}
