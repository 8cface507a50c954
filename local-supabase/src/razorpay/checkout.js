// Razorpay sandbox checkout: the browser API of https://checkout.razorpay.com/v1/checkout.js
// (new Razorpay(options), open(), on('payment.failed'), handler, modal.ondismiss,
// modal.confirm_close, timeout) with a plain test modal. Served by local-supabase.
(function () {
  'use strict';
  var BASE = '__SANDBOX_BASE__';

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'style') node.style.cssText = attrs[k];
      else if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      node.appendChild(c);
    });
    return node;
  }

  function rupees(paise) {
    return '\u20b9' + (Number(paise) / 100).toFixed(2);
  }

  var BUTTON = 'padding:0.6rem 1rem;border-radius:6px;border:1px solid #1f3b73;cursor:pointer;font:inherit;';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: options.key is required');
    this.options = options;
    this.listeners = {};
    this.root = null;
    this.timer = null;
    this.busy = false;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (cb) {
      cb(payload);
    });
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    if (this.root) return;
    var status = el('p', { role: 'status', 'aria-live': 'polite', style: 'min-height:1.5em;margin:0.5rem 0;' });
    var payBtn = el('button', { type: 'button', style: BUTTON + 'background:#1f3b73;color:#fff;', text: 'Pay ' + rupees(o.amount) });
    var failBtn = el('button', {
      type: 'button',
      style: BUTTON + 'background:#fff;color:#b3261e;border-color:#b3261e;',
      text: 'Fail payment',
    });
    var closeBtn = el('button', { type: 'button', style: BUTTON + 'background:#fff;color:#1f3b73;', text: 'Close' });
    var confirmBox = el(
      'div',
      {
        role: 'alertdialog',
        'aria-label': 'Cancel payment?',
        style: 'display:none;margin-top:1rem;padding:0.75rem;background:#fff4e5;border-radius:6px;',
      },
      [el('p', { style: 'margin:0 0 0.5rem;', text: 'Are you sure you want to cancel this payment?' })],
    );
    var yesBtn = el('button', { type: 'button', style: BUTTON + 'margin-right:0.5rem;', text: 'Yes, cancel' });
    var noBtn = el('button', { type: 'button', style: BUTTON, text: 'No, continue' });
    confirmBox.appendChild(yesBtn);
    confirmBox.appendChild(noBtn);

    var prefill = o.prefill || {};
    var dialog = el(
      'div',
      {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-label': 'Razorpay sandbox checkout',
        style:
          'background:#fff;color:#1a1a1a;border-radius:10px;padding:1.5rem;width:min(26rem,92vw);font-family:system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,0.3);',
      },
      [
        el('p', { style: 'margin:0;font-size:0.8rem;color:#666;', text: 'Razorpay sandbox \u00b7 test mode' }),
        el('h2', { style: 'margin:0.25rem 0 0.5rem;', text: o.name || 'Merchant' }),
        el('p', { style: 'margin:0 0 0.75rem;', text: o.description || '' }),
        el('dl', { style: 'display:grid;grid-template-columns:auto 1fr;gap:0.25rem 1rem;margin:0 0 0.75rem;' }, [
          el('dt', { text: 'Amount' }),
          el('dd', {
            style: 'margin:0;font-weight:bold;',
            'data-testid': 'rzp-amount',
            text: rupees(o.amount) + ' ' + (o.currency || 'INR'),
          }),
          el('dt', { text: 'Order' }),
          el('dd', { style: 'margin:0;', 'data-testid': 'rzp-order', text: o.order_id || '' }),
          el('dt', { text: 'Customer' }),
          el('dd', { style: 'margin:0;', text: [prefill.name, prefill.email].filter(Boolean).join(' \u00b7 ') }),
        ]),
        el('div', { style: 'display:flex;gap:0.5rem;flex-wrap:wrap;' }, [payBtn, failBtn, closeBtn]),
        status,
        confirmBox,
      ],
    );
    this.root = el(
      'div',
      {
        'data-razorpay-sandbox': '',
        style:
          'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,0.55);',
      },
      [dialog],
    );
    document.body.appendChild(this.root);
    payBtn.focus();

    function setBusy(busy) {
      self.busy = busy;
      [payBtn, failBtn, closeBtn].forEach(function (b) {
        b.disabled = busy;
      });
    }

    function authorize(outcome) {
      setBusy(true);
      status.textContent = outcome === 'pay' ? 'Processing payment\u2026' : 'Declining payment\u2026';
      fetch(BASE + '/checkout/authorize', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key_id: o.key, order_id: o.order_id, outcome: outcome, email: prefill.email || null }),
      })
        .then(function (res) {
          return res.json();
        })
        .then(function (body) {
          if (body && body.razorpay_payment_id) {
            self.close();
            if (typeof o.handler === 'function') o.handler(body);
            return;
          }
          var error = (body && body.error) || { code: 'SERVER_ERROR', description: 'Payment could not be processed' };
          failed(error);
        })
        .catch(function () {
          var error = {
            code: 'NETWORK_ERROR',
            description: 'Could not reach the payment server',
            source: 'internal',
            step: 'payment_authorization',
            reason: 'network_error',
            metadata: { order_id: o.order_id },
          };
          failed(error);
        });
    }

    // With retry { enabled: false } (as the site opens it) Razorpay offers no second attempt: after a failure
    // the window can only be closed, so nothing is payable once the page has reported the failure.
    function failed(error) {
      setBusy(false);
      if (o.retry && o.retry.enabled === false) payBtn.disabled = failBtn.disabled = true;
      status.textContent = 'Payment failed: ' + error.description;
      self.emit('payment.failed', { error: error });
    }

    var modal = o.modal || {};
    payBtn.addEventListener('click', function () {
      authorize('pay');
    });
    failBtn.addEventListener('click', function () {
      authorize('fail');
    });
    closeBtn.addEventListener('click', function () {
      if (modal.confirm_close) {
        confirmBox.style.display = 'block';
        yesBtn.focus();
      } else self.dismiss();
    });
    yesBtn.addEventListener('click', function () {
      self.dismiss();
    });
    noBtn.addEventListener('click', function () {
      confirmBox.style.display = 'none';
    });

    // Razorpay closes the window after `timeout` seconds and reports it through ondismiss.
    if (Number(o.timeout) > 0) {
      this.timer = setTimeout(
        function () {
          if (!self.busy) self.dismiss();
        },
        Number(o.timeout) * 1000,
      );
    }
  };

  Razorpay.prototype.close = function () {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };

  Razorpay.prototype.dismiss = function () {
    if (!this.root) return;
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  window.Razorpay = Razorpay;
})();
