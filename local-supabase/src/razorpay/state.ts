// The sandbox's memory: orders and payments as Razorpay would hold them, and the webhook test controls.
import { randomBytes } from 'node:crypto';

export interface SandboxOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  email: string | null;
  contact: string | null;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/** How the next webhooks are delivered: normally, not at all, twice, or order.paid first. */
export type WebhookMode = 'deliver' | 'drop' | 'duplicate' | 'reverse';

export interface WebhookControls {
  mode: WebhookMode;
  /** Wait before delivering, as Razorpay does; the browser's verify usually comes first. */
  delayMs: number;
}

export interface Delivery {
  eventId: string;
  event: string;
  orderId: string;
  paymentId: string;
  status: number | 'dropped' | 'error';
  at: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style ids: a prefix and 14 alphanumerics (order_…, pay_…, evt_…). */
export function razorpayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export const DEFAULT_WEBHOOKS: WebhookControls = { mode: 'deliver', delayMs: 1000 };

export class SandboxState {
  orders = new Map<string, SandboxOrder>();
  payments = new Map<string, SandboxPayment>();
  webhooks: WebhookControls = { ...DEFAULT_WEBHOOKS };
  deliveries: Delivery[] = [];
}

export const unixNow = () => Math.floor(Date.now() / 1000);
