// Razorpay signatures: lowercase hex HMAC-SHA256, with crypto.subtle (Deno and Node alike).
const encoder = new TextEncoder();

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in time that depends only on their length, so a forger learns nothing from timing. */
export function timingSafeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** The checkout handler's signature: HMAC of `order_id|payment_id` with the key secret. */
export async function paymentSignatureValid(secret: string, orderId: string, paymentId: string, signature: string): Promise<boolean> {
  return timingSafeEqual(await hmacSha256Hex(secret, `${orderId}|${paymentId}`), signature.toLowerCase());
}

/** A webhook's X-Razorpay-Signature: HMAC of the raw body with the webhook secret. */
export async function webhookSignatureValid(secret: string, rawBody: string, signature: string): Promise<boolean> {
  return timingSafeEqual(await hmacSha256Hex(secret, rawBody), signature.toLowerCase());
}
