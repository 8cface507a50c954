import { ApiError } from '@nism/platform';
import type { RazorpayConstructor } from './types';

// One load per page: later purchases reuse it. A failed load is forgotten so the next try retries.
let pending: Promise<RazorpayConstructor> | null = null;

/** Loads the checkout script from the configured URL (Razorpay's, or the local sandbox's); fails as a network ApiError. */
export function loadCheckoutScript(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  pending ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      pending = null; // from now on window.Razorpay answers
      if (window.Razorpay) resolve(window.Razorpay);
      else fail(new ApiError('The checkout script did not define Razorpay', ''));
    };
    script.onerror = () => fail(new ApiError(`Could not load ${url}`, ''));
    function fail(error: ApiError) {
      script.remove();
      pending = null;
      reject(error);
    }
    document.head.appendChild(script);
  });
  return pending;
}
