// Shown instead of a blank page when config.json is missing or wrong. Inline styles: it must render
// even when nothing else of the app could start.
export function ConfigErrorPage({ reason }: { reason: string }) {
  return (
    <main
      role="alert"
      style={{ maxWidth: '40rem', margin: '15vh auto', padding: '2rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.6 }}
    >
      <h1 style={{ fontSize: '1.6rem' }}>The site could not start</h1>
      <p>Its runtime configuration (config.json) is missing or invalid:</p>
      <p style={{ background: '#fef2f2', borderLeft: '4px solid #b91c1c', padding: '0.75rem 1rem' }}>{reason}</p>
      <p>If you run this site, fix config.json and reload. If you are a visitor, please try again in a few minutes.</p>
    </main>
  );
}
