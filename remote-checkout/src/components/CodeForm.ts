import styled from 'styled-components';

/** A one-line form for a code and its APPLY button: the coupon's and the gift card's. */
export const CodeForm = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
  }
`;
