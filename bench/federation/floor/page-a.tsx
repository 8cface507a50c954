// Remote floor_a's one exposed page.
export default function Page() {
  return <h1>Floor page A</h1>;
}
