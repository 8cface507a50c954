// Toasts live in a module-level store: clear it so one test's toast never leaks into the next.
afterEach(() => {
  try {
    require('react-hot-toast').default.remove();
  } catch {
    /* workspace without react-hot-toast */
  }
});
