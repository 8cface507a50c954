// Remote floor_b's one exposed page.
export default function Page() {
  return <h2>Floor page B</h2>;
}
