import type { ExamPlanRow } from 'shared-auth';

// The contract with catalog (its plans page calls purchasePlan and owns the 'Processing...' state).
export interface PurchaseInput {
  exam: { id: string; name: string };
  plan: ExamPlanRow;
  user: { id: string; email: string; fullName?: string };
}

export interface PurchaseDeps {
  navigate: (to: string) => void;
}

export interface PurchaseOutcome {
  status: 'purchased' | 'already-owned' | 'cancelled' | 'failed';
}
