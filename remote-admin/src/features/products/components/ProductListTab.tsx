import { firstImageUrl, imageUrl, serverMessage } from '@store/shared/api';
import { SECTION_TITLES, labelFromValue, type Section } from '@store/shared/catalog';
import { formatRupees } from '@store/shared/format';
import { useSearchParams } from '@store/shared/router';
import type { AdminProduct } from '@store/shared/schemas';
import { useAppDispatch } from '@store/shared/store';
import { Button, Field, notify, PageTitle, StatusText, theme, useConfirm } from '@store/shared/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { productsApi } from '../../../api/productsApi';
import { stockSummary } from '../stockSummary';
import { CatalogueCsv } from './CatalogueCsv';
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
    /* A row brought into view (a dashboard link) shows below the sticky header. */
    scroll-margin-top: calc(${theme.headerHeight} + 16px);
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

const Stock = styled.div`
  margin: -4px 0 8px;
  font-size: ${theme.size.sm};
  summary {
    width: fit-content;
    cursor: pointer;
    text-decoration: underline dotted;
    text-underline-offset: 3px;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 8px;
    margin: 6px 0 0;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`;

/** The row's stock line; the sizes low and out are named on hover and when it is opened. */
function StockLine({ product }: { product: AdminProduct }) {
  const { line, low, out } = stockSummary(product.category, product.stock);
  if (low.length === 0 && out.length === 0) return <Stock>{line}</Stock>;
  const named = [low.length > 0 ? `Low: ${low.join(', ')}` : '', out.length > 0 ? `Out: ${out.join(', ')}` : '']
    .filter(Boolean)
    .join('. ');
  return (
    <Stock>
      <details>
        <summary title={named}>{line}</summary>
        <dl>
          {low.length > 0 ? (
            <>
              <dt>Low</dt>
              <dd>{low.join(', ')}</dd>
            </>
          ) : null}
          {out.length > 0 ? (
            <>
              <dt>Out</dt>
              <dd>{out.join(', ')}</dd>
            </>
          ) : null}
        </dl>
      </details>
    </Stock>
  );
}

/**
 * A section's products for the admin (product §2, 4, 8): search by name, stock at a glance, inline
 * edit, active toggle, delete. `?edit=<id>` (the dashboard's stock card) opens that product's edit.
 */
export function ProductListTab({ section }: { section: Section }) {
  const accessories = section === 'accessories';
  const { confirm, dialog } = useConfirm();
  const listed = productsApi.useAdminProductsQuery(section);
  const products = listed.isError ? [] : (listed.currentData ?? null);
  useEffect(() => {
    if (listed.isError) notify.error(accessories ? 'Failed to fetch accessories' : 'Failed to fetch products');
  }, [listed.isError, accessories]);
  const [toggleProductActive] = productsApi.useToggleProductActiveMutation();
  const [deleteProduct] = productsApi.useDeleteProductMutation();
  const dispatch = useAppDispatch();
  // A change shows at once; the list's refetch (its tags were invalidated) then confirms it.
  const setProducts = (change: (list: AdminProduct[]) => AdminProduct[]) =>
    dispatch(productsApi.util.updateQueryData('adminProducts', section, change));
  const [search, setSearch] = useState('');
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<string | null>(params.get('edit'));
  const opened = useRef<HTMLLIElement | null>(null);
  const loaded = products !== null;
  // The product the link named is somewhere down the list: bring its form into view once it is there.
  useEffect(() => {
    if (loaded) opened.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);

  const replace = (changed: AdminProduct) =>
    setProducts((list) => list.map((p) => (p._id === changed._id ? changed : p)));

  const toggle = async (product: AdminProduct) => {
    try {
      const changed = await toggleProductActive({ id: product._id, section }).unwrap();
      replace(changed);
      notify.success(changed.active === false ? 'Deactivated!' : 'Activated!');
    } catch (error) {
      notify.error(
        serverMessage(error) ?? (accessories ? 'Failed to toggle status' : 'Failed to toggle product status'),
      );
    }
  };

  const remove = async (product: AdminProduct) => {
    const answer = await confirm({
      title: 'Delete product',
      message: accessories ? 'Delete this product?' : 'Are you sure you want to delete this product?',
      confirmLabel: 'Delete',
    });
    if (!answer.confirmed) return;
    try {
      await deleteProduct({ id: product._id, section }).unwrap();
      setProducts((list) => list.filter((p) => p._id !== product._id));
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
      <CatalogueCsv />
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
              <li
                key={product._id}
                data-testid="admin-product"
                ref={product._id === params.get('edit') ? opened : undefined}
              >
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
                    {product.sku ? ` · SKU ${product.sku}` : null}
                  </p>
                  <StockLine product={product} />
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
