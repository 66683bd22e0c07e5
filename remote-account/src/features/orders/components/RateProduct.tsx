import { serverMessage } from '@store/shared/api';
import { notify, theme } from '@store/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { rateProduct } from '../api/ratings';

const Stars = styled.fieldset`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  margin: 0 0 0 8px;
  padding: 0;
  border: 0;
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    cursor: pointer;
    padding: 0 2px;
    font-size: 22px;
    line-height: 1;
    color: ${theme.color.muted};
  }
  label[data-lit='true'] {
    color: ${theme.color.accent};
  }
  input:focus-visible + label {
    outline: 2px solid ${theme.color.ink};
    outline-offset: 2px;
  }
`;

/** Five stars for a product of a completed order; choosing one saves it (and replaces an earlier one). */
export function RateProduct({ productId, name, initial }: { productId: string; name: string; initial?: number }) {
  const [rating, setRating] = useState(initial ?? 0);
  const [hover, setHover] = useState(0);
  const group = useId();

  const choose = async (value: number) => {
    const before = rating;
    setRating(value);
    try {
      await rateProduct(productId, value);
      notify.success(`Thanks for rating ${name}!`);
    } catch (error) {
      setRating(before);
      notify.error(serverMessage(error) ?? 'Could not save your rating.');
    }
  };

  const lit = hover || rating;
  return (
    <Stars onMouseLeave={() => setHover(0)}>
      <legend>Rate {name}</legend>
      {[1, 2, 3, 4, 5].map((value) => (
        <span key={value}>
          <input
            type="radio"
            id={`${group}-${value}`}
            name={group}
            value={value}
            checked={rating === value}
            aria-label={`${value} star${value === 1 ? '' : 's'}`}
            onChange={() => void choose(value)}
          />
          <label
            htmlFor={`${group}-${value}`}
            data-lit={value <= lit}
            aria-hidden="true"
            onMouseEnter={() => setHover(value)}
          >
            {value <= lit ? '★' : '☆'}
          </label>
        </span>
      ))}
    </Stars>
  );
}
