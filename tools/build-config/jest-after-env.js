// Toasts live in a module-level store: clear it so one test's toast never leaks into the next.
afterEach(() => {
  let toast;
  try {
    toast = require('react-hot-toast').default;
  } catch {
    return; // workspace without react-hot-toast
  }
  require('react').act(() => toast.remove());
});
