import { Outlet } from 'react-router';

/** Placeholder until this layout is written. */
export function MallLayout() {
  return <Outlet />;
}
