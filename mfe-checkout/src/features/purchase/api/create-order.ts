import { ApiError } from '@nism/platform';
import { invokeFunction } from './invoke-function';

/** Amounts are paise, as Razorpay counts them; the function checks them against the plan's price in the database. */
export interface CreateOrderInput {
  amount: number;
  currency: 'INR';
  examId: string;
  planId: string;
  userId: string;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A Razorpay order for the plan, made by the create-razorpay-order function. */
export async function createOrder(input: CreateOrderInput): Promise<RazorpayOrder> {
  const order = await invokeFunction<{ id?: unknown; amount: number; currency: string }>('create-razorpay-order', input);
  if (typeof order?.id !== 'string') throw new ApiError('No order id returned', '');
  return order as RazorpayOrder;
}
