import { Navigate, Route, Routes } from 'react-router';
import { StaffGate, useStaff } from './access';
import { BackOfficeFrame } from './BackOfficeFrame';
import { SectionNav } from './SectionNav';
import { SECTIONS } from './sections';
import { UserDetailPage } from './users/UserDetailPage';

/** `/admin/*`: the back office, its own chunk and its own frame, behind the staff gate. */
export default function AdminApp() {
  return (
    <StaffGate>
      <BackOffice />
    </StaffGate>
  );
}

function BackOffice() {
  const staff = useStaff();
  const sections = SECTIONS.filter((s) => staff.actions.includes(s.action));
  return (
    <BackOfficeFrame staff={staff} nav={<SectionNav sections={sections} />}>
      <div data-testid="back-office">
        <Routes>
          <Route index element={<Navigate to="users" replace />} />
          {SECTIONS.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="users/:id" element={<UserDetailPage />} />
          <Route path="*" element={<Navigate to="users" replace />} />
        </Routes>
      </div>
    </BackOfficeFrame>
  );
}
