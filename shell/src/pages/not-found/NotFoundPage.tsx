export function NotFoundPage() {
  return <h1>NotFound</h1>;
}
