import { Navigate, Route, Routes } from 'react-router';
import { RequireOperator } from './components/RequireOperator';
import { RoleGate } from './components/RoleGate';
import './admin.css';
import LoginPage from './routes/LoginPage';
import { ADMIN_SECTIONS } from './sections';

/**
 * The back office, mounted by the app router at /admin/*: its own sign-in page and, behind the
 * operator guard, one route per section of sections.tsx inside the console shell.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<RequireOperator />}>
        {ADMIN_SECTIONS.map(({ key, path, roles, Page }) => {
          const element = (
            <RoleGate roles={roles}>
              <Page />
            </RoleGate>
          );
          return path ? <Route key={key} path={path} element={element} /> : <Route key={key} index element={element} />;
        })}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
