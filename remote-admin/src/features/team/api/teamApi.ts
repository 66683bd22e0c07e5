import type { NewStaff, StaffMember, StaffRole } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

export type { StaffMember } from '@store/shared/schemas';

/** The Team tab's calls (owners only; the API refuses anyone else). */
export const teamApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    staff: build.query<StaffMember[], void>({
      query: () => ({ url: '/admin/staff', answer: 'staffMembers' }),
    }),
    addStaff: build.mutation<StaffMember, NewStaff>({
      query: (member) => ({ url: '/admin/staff', method: 'POST', body: member, answer: 'staffMember' }),
    }),
    changeRole: build.mutation<StaffMember, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({
        url: `/admin/staff/${id}/role`,
        method: 'PUT',
        body: { role },
        answer: 'staffMember',
      }),
    }),
    setDisabled: build.mutation<StaffMember, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/admin/staff/${id}/${disabled ? 'disable' : 'enable'}`,
        method: 'POST',
        answer: 'staffMember',
      }),
    }),
  }),
});
