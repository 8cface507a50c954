import { invokeFunction } from './invoke-function';

export interface VerifyInput {
  orderId: string;
  paymentId: string;
  signature: string;
  examId: string;
  planId: string;
  userId: string;
  durationDays: number;
}

/** The verify-razorpay-payment function checks the signature and records the purchase (23505: already bought). */
export const verifyPayment = (input: VerifyInput) => invokeFunction<{ purchase: unknown }>('verify-razorpay-payment', input);
