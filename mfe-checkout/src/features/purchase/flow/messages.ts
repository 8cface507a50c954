// Every toast of the purchase flow (the product's texts), word for word: [title, description?].
type Toast = [title: string, description?: string];

export const MESSAGES = {
  alreadyActive: ['Already Purchased', 'You already have an active plan for this exam.'] as Toast,
  freeGranted: ['Free trial access granted successfully.'] as Toast,
  freeFailed: ['Failed to grant free access. Please try again.'] as Toast,
  freeRefused: (reason: string): Toast => ['Free trial not available', reason],
  startFailed: (reason: string): Toast => ['Payment Error', `Unable to start payment process: ${reason}. Please try again.`],
  scriptFailed: ['Payment Error', 'Unable to load the payment window. Please check your connection and try again.'] as Toast,
  cancelled: ['Payment cancelled by user'] as Toast,
  timedOut: ['Payment session timed out. Please try again.'] as Toast,
  paymentFailed: (description: string): Toast => ['Payment Failed', description],
  purchased: ['Your exam plan purchase was successful.'] as Toast,
  duplicate: ['Already Purchased', 'You have already purchased this exam plan.'] as Toast,
  activatedLater: ['Payment confirmed', 'Your plan is active now.'] as Toast,
  verifyFailed: (reason: string): Toast => [
    'Purchase Error',
    `There was an error completing your purchase: ${reason}. Please contact support with your payment ID if payment was deducted.`,
  ],
};

/** A reason inside a sentence: no trailing full stop, never empty. */
export const asReason = (text: string | undefined | null) => (text ?? '').trim().replace(/\.+$/, '') || 'unknown error';
