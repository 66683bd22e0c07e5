import { serverMessage } from '@store/shared/api';
import { newStaffSchema, STAFF_ROLES, type StaffRole } from '@store/shared/schemas';
import { Button, Field, notify, PageTitle, SelectField, StatusText, theme, useConfirm } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { teamApi, type StaffMember } from '../api/teamApi';

const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner: everything, and the team',
  support: 'Support: orders, returns, cash, shipping, products without prices',
  workshop: 'Workshop: production stages and measurements',
};

const Members = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 8px;
    padding: 12px 16px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    li {
      grid-template-columns: 1fr 260px auto;
      align-items: center;
    }
  }
`;

const AddForm = styled.form`
  display: grid;
  gap: 4px;
  max-width: 420px;
`;

const Muted = styled.span`
  color: ${theme.color.muted};
`;

const EMPTY = { name: '', email: '', password: '', role: 'support' as StaffRole };

/** The form that adds a member with her e-mail and first password (she signs in with them). */
function AddMember({ onAdded }: { onAdded: (member: StaffMember) => void }) {
  const [addStaff, adding] = teamApi.useAddStaffMutation();
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = newStaffSchema.safeParse(fields);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the fields');
    setError(null);
    void addStaff(checked.data)
      .unwrap()
      .then((member) => {
        setFields(EMPTY);
        notify.success(`${member.name} can sign in now`);
        onAdded(member);
      })
      .catch((failure: unknown) => setError(serverMessage(failure) ?? 'Could not add the member.'));
  };

  return (
    <AddForm onSubmit={submit} noValidate aria-label="Add a member">
      <h2>Add a member</h2>
      <Field label="Name" value={fields.name} onChange={(e) => set('name')(e.target.value)} />
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        value={fields.email}
        onChange={(e) => set('email')(e.target.value)}
      />
      <Field
        label="First password (at least 10 characters)"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(e) => set('password')(e.target.value)}
      />
      <SelectField label="Role" value={fields.role} onChange={(e) => set('role')(e.target.value)}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      {error ? <StatusText role="alert">{error}</StatusText> : null}
      <Button type="submit" disabled={adding.isLoading}>
        Add member
      </Button>
    </AddForm>
  );
}

/** Team (owners only): the staff, their roles, disabling (her sessions end at once) and enabling. */
export function TeamTab() {
  const listed = teamApi.useStaffQuery();
  const [changeRole] = teamApi.useChangeRoleMutation();
  const [setDisabled] = teamApi.useSetDisabledMutation();
  const { confirm, dialog } = useConfirm();
  const staff = listed.isError ? [] : (listed.data ?? null);

  const act = (action: () => Promise<StaffMember>, done: (member: StaffMember) => string) =>
    void action()
      .then((member) => notify.success(done(member)))
      .catch((failure: unknown) => notify.error(serverMessage(failure) ?? 'Could not change the member.'))
      .finally(() => void listed.refetch());

  const toggle = async (member: StaffMember) => {
    if (!member.disabled) {
      const answer = await confirm({
        title: 'Disable member',
        message: `Disable ${member.name}? She is signed out at once and cannot sign in until enabled.`,
        confirmLabel: 'Disable',
      });
      if (!answer.confirmed) return;
    }
    act(
      () => setDisabled({ id: member._id, disabled: !member.disabled }).unwrap(),
      (saved) => `${saved.name} is ${saved.disabled ? 'disabled' : 'enabled'}`,
    );
  };

  return (
    <section>
      <PageTitle>Team</PageTitle>
      {staff === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : (
        <Members aria-label="Staff members">
          {staff.map((member) => (
            <li key={member._id} data-record={member.email}>
              <span>
                <strong>{member.name || member.email}</strong> <Muted>{member.email}</Muted>
                {member.disabled ? <Muted> · Disabled</Muted> : null}
              </span>
              <SelectField
                label={`Role of ${member.name || member.email}`}
                value={member.role}
                onChange={(e) =>
                  act(
                    () => changeRole({ id: member._id, role: e.target.value as StaffRole }).unwrap(),
                    (saved) => `${saved.name} is now ${saved.role}`,
                  )
                }
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </SelectField>
              <Button type="button" $variant="secondary" onClick={() => void toggle(member)}>
                {member.disabled ? 'Enable' : 'Disable'}
              </Button>
            </li>
          ))}
        </Members>
      )}
      <AddMember onAdded={() => void listed.refetch()} />
      {dialog}
    </section>
  );
}
