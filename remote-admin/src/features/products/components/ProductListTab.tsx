import { firstImageUrl, imageUrl, serverMessage, type Product } from '@store/shared/api';
import { SECTION_TITLES, labelFromValue, type Section } from '@store/shared/catalog';
import { formatRupees } from '@store/shared/format';
import { Button, Field, notify, PageTitle, StatusText, theme, useConfirm, useLoad } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { deleteProduct, fetchAdminProducts, toggleProductActive } from '../../../api/products';
import { ProductEditor } from './ProductEditor';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: 72px 1fr;
    gap: 12px 16px;
    padding: 12px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
  }
  img {
    width: 72px;
    height: 90px;
    object-fit: cover;
    border-radius: 4px;
    background: ${theme.color.cream};
  }
  h3 {
    margin: 0 0 4px;
    font: 600 16px/1.3 ${theme.font.body};
  }
  p {
    margin: 0 0 8px;
    color: ${theme.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Badge = styled.span<{ $on: boolean }>`
  margin-left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  background: ${({ $on }) => ($on ? theme.color.successSoft : theme.color.dangerSoft)};
  color: ${({ $on }) => ($on ? theme.color.success : theme.color.danger)};
`;

const Full = styled.div`
  grid-column: 1 / -1;
`;

/** A section's products for the admin (product §2, 4, 8): search by name, inline edit, active toggle, delete. */
export function ProductListTab({ section }: { section: Section }) {
  const accessories = section === 'accessories';
  const { confirm, dialog } = useConfirm();
  const { data: products, update: setProducts } = useLoad((signal) => fetchAdminProducts(section, signal), [section], {
    fallback: [] as Product[],
    onError: () => notify.error(accessories ? 'Failed to fetch accessories' : 'Failed to fetch products'),
  });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>(null);

  const replace = (changed: Product) =>
    setProducts((list) => (list ?? []).map((p) => (p._id === changed._id ? changed : p)));

  const toggle = async (product: Product) => {
    try {
      const changed = await toggleProductActive(product._id);
      replace(changed);
      notify.success(changed.active === false ? 'Deactivated!' : 'Activated!');
    } catch (error) {
      notify.error(
        serverMessage(error) ?? (accessories ? 'Failed to toggle status' : 'Failed to toggle product status'),
      );
    }
  };

  const remove = async (product: Product) => {
    const answer = await confirm({
      title: 'Delete product',
      message: accessories ? 'Delete this product?' : 'Are you sure you want to delete this product?',
      confirmLabel: 'Delete',
    });
    if (!answer.confirmed) return;
    try {
      await deleteProduct(product._id);
      setProducts((list) => (list ?? []).filter((p) => p._id !== product._id));
      notify.success('Product deleted!');
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Failed to delete product');
    }
  };

  const needle = search.trim().toLowerCase();
  const shown = (products ?? []).filter((p) => p.name.toLowerCase().includes(needle));

  return (
    <section>
      <PageTitle>{SECTION_TITLES[section].heading}</PageTitle>
      <Field label="Search by name" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {products === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : shown.length === 0 ? (
        <StatusText>No products found.</StatusText>
      ) : (
        <List>
          {shown.map((product) => {
            const src = firstImageUrl(product);
            return (
              <li key={product._id} data-testid="admin-product">
                {src ? (
                  <img
                    src={imageUrl(src, { w: 150, q: 70 }) ?? undefined}
                    alt=""
                    width={72}
                    height={90}
                    loading="lazy"
                  />
                ) : (
                  <span />
                )}
                <div>
                  <h3>
                    {product.name}
                    <Badge $on={product.active !== false}>{product.active !== false ? 'Active' : 'Inactive'}</Badge>
                  </h3>
                  <p>
                    {formatRupees(product.price)} · {labelFromValue(product.type)}
                  </p>
                  {editing === product._id ? null : (
                    <Actions>
                      <Button type="button" $variant="secondary" onClick={() => setEditing(product._id)}>
                        Edit
                      </Button>
                      <Button type="button" $variant="secondary" onClick={() => void toggle(product)}>
                        {product.active !== false ? 'Deactivate' : 'Activate'}
                      </Button>
                      <Button type="button" $variant="ghost" onClick={() => void remove(product)}>
                        Delete
                      </Button>
                    </Actions>
                  )}
                </div>
                {editing === product._id ? (
                  <Full>
                    <ProductEditor
                      product={product}
                      withImages={!accessories}
                      onSaved={(saved) => {
                        replace(saved);
                        setEditing(null);
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  </Full>
                ) : null}
              </li>
            );
          })}
        </List>
      )}
      {dialog}
    </section>
  );
}
