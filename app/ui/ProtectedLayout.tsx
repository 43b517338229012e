import { Outlet } from 'react-router-dom';
import { Column } from './Column';
import { SideDrawer } from './SideDrawer';

export function ProtectedLayout() {
  return (
    <Column>
      <Outlet />
      <SideDrawer />
    </Column>
  );
}
