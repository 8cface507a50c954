import { useId, useState, type FormEvent } from 'react';
import type { StaffRole } from '@nism/contracts';
import { Button, notify, Spinner, Table, TableWrap, theme, styled } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { fetchStaff, type StaffMember } from '../../features/staff/api/fetch-staff';
import { grantStaffRole } from '../../features/staff/api/grant-staff-role';
import { resetStaffFactors } from '../../features/staff/api/reset-staff-factors';
import { AdminsOnly } from '../../features/staff-gate/components/AdminsOnly';
import { useStaffRole } from '../../features/staff-gate/hooks/use-staff-role';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { describeError } from '../../lib/errors';
import { Muted, Section, SelectLabel } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';
import { useLoad } from '@nism/shared-hooks';

const ROLE_LABELS: Record<StaffRole | 'none', string> = { editor: 'Editor', admin: 'Admin', none: 'No staff role (remove)' };

const Grant = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: end;
  margin-bottom: 0.5rem;
  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`;

const FieldError = styled.p`
  color: ${theme.colors.danger};
  margin: 0 0 1rem;
`;

function StaffList() {
  const { user } = useAuth();
  const staff = useLoad(fetchStaff);
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | 'none'>('editor');
  const [emailError, setEmailError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [removeError, setRemoveError] = useState<string>();
  const [resetting, setResetting] = useState<StaffMember | null>(null);

  const grant = async (target: string, next: StaffRole | 'none') => {
    await grantStaffRole(target, next);
    notify.success(
      next === 'none' ? 'Staff role removed' : 'Role saved',
      next === 'none' ? target : `${target} is now ${next === 'admin' ? 'an admin' : 'an editor'}.`,
    );
    staff.reload();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError('Enter the email address of an existing account');
      return;
    }
    setBusy(true);
    setEmailError(undefined);
    try {
      await grant(email.trim(), role);
      setEmail('');
    } catch (error) {
      setEmailError(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (member: StaffMember) => {
    setBusy(true);
    setRemoveError(undefined);
    try {
      await grant(member.email, 'none');
      setRemoving(null);
    } catch (error) {
      setRemoveError(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  const reset = async (member: StaffMember) => {
    setBusy(true);
    setRemoveError(undefined);
    try {
      const removed = await resetStaffFactors(member.email);
      notify.success('Second factor reset', `${member.email} was signed out${removed ? ' and sets up an authenticator again' : ''}.`);
      setResetting(null);
    } catch (error) {
      setRemoveError(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Section as="section" aria-labelledby="grant-heading">
        <h2 id="grant-heading">Give or change a role</h2>
        <Muted>The person needs an account on the site. A new role applies when they next sign in.</Muted>
        <Grant onSubmit={submit} noValidate aria-labelledby="grant-heading">
          <SelectLabel htmlFor={emailId}>
            Email
            <input
              id={emailId}
              type="email"
              value={email}
              autoComplete="off"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
          </SelectLabel>
          <SelectLabel>
            Role
            <select value={role} onChange={(e) => setRole(e.target.value as StaffRole | 'none')}>
              {(Object.keys(ROLE_LABELS) as (StaffRole | 'none')[]).map((value) => (
                <option key={value} value={value}>
                  {ROLE_LABELS[value]}
                </option>
              ))}
            </select>
          </SelectLabel>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save role'}
          </Button>
        </Grant>
        {emailError && (
          <FieldError id={`${emailId}-error`} role="alert">
            {emailError}
          </FieldError>
        )}
      </Section>
      <section aria-labelledby="staff-heading">
        <h2 id="staff-heading">Staff</h2>
        {staff.status === 'loading' && <Spinner label="Loading staff…" minHeight="20vh" />}
        {staff.status === 'error' && (
          <LoadError message={`The staff list did not load: ${describeError(staff.error)}`} onRetry={staff.reload} />
        )}
        {staff.status === 'ready' && (
          <TableWrap>
            <Table $stacked aria-label="Staff">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">
                    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {staff.data.map((member) => (
                  <tr key={member.email}>
                    <td style={{ overflowWrap: 'anywhere' }}>{member.email}</td>
                    <td data-label="Role">{ROLE_LABELS[member.role] ?? member.role}</td>
                    <td>
                      {member.email !== user?.email && (
                        <>
                          <Button
                            type="button"
                            $variant="ghost"
                            aria-label={`Reset second factor of ${member.email}`}
                            onClick={() => setResetting(member)}
                          >
                            Reset second factor
                          </Button>
                          <Button type="button" $variant="ghost" aria-label={`Remove ${member.email}`} onClick={() => setRemoving(member)}>
                            Remove
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </section>
      {removing && (
        <ConfirmDialog
          title="Remove this staff role?"
          confirmLabel="Remove role"
          busyLabel="Removing…"
          danger
          busy={busy}
          error={removeError}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>{removing.email} keeps their account but can no longer use the studio.</p>
        </ConfirmDialog>
      )}
      {resetting && (
        <ConfirmDialog
          title="Reset this person's second factor?"
          confirmLabel="Reset second factor"
          busyLabel="Resetting…"
          danger
          busy={busy}
          error={removeError}
          onConfirm={() => void reset(resetting)}
          onCancel={() => setResetting(null)}
        >
          <p>
            For someone who lost their authenticator app. {resetting.email} is signed out everywhere and sets up a new authenticator when
            they next sign in. The reset is recorded in the audit log.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Admins only: who is staff, and giving, changing or removing a role by email. */
export default function StaffPage() {
  const admin = useStaffRole() === 'admin';
  if (!admin) return <AdminsOnly>Only an admin can see and change who is staff. Ask an admin if someone needs a role.</AdminsOnly>;
  return (
    <StudioPage title="Staff">
      <StaffList />
    </StudioPage>
  );
}
