import { Outlet } from 'react-router-dom';

export function Layout() {
  return (
    <>
      <header>nav</header>
      <main>
        <Outlet />
      </main>
      <footer>footer</footer>
    </>
  );
}
