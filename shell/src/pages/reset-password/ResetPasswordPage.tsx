export function ResetPasswordPage() {
  return <h1>ResetPassword</h1>;
}
