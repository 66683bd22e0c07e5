import { serverMessage } from '@store/shared/api';
import { SECTIONS, SECTION_TITLES, type Section } from '@store/shared/catalog';
import { addProductSchema, adminProductTypes, DESCRIPTION_MAX } from '@store/shared/schemas';
import { defaultHsn, labelFromValue } from '@store/shared/catalog';
import { Button, ErrorText, Field, notify, PageTitle, SelectField, TextAreaField } from '@store/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { productsApi } from '../../../api/productsApi';
import { useImageUploads } from '../../../hooks/useImageUploads';
import {
  CatalogueFields,
  catalogueBody,
  EMPTY_CATALOGUE,
  fieldProblem,
  focusField,
  type CatalogueDraft,
} from '../../../components/CatalogueFields';
import { ImageUploader } from '../../../components/ImageUploader';
import { MakerFields } from '../../../components/MakerFields';
import { EMPTY_HINDI, HindiDescriptionField, HindiNameField, hindiBody } from '../../../components/HindiFields';
import {
  alertOf,
  draftBody,
  EMPTY_STOCK_DRAFT,
  problemsByField,
  type StockDraft,
} from '../../../components/productDraft';
import { AttributeFields, StockFields } from '../../../components/StockFields';

const EMPTY = {
  name: '',
  price: '',
  category: '' as Section | '',
  type: '',
  description: '',
  hsn: '',
  brand: '',
  material: '',
  ...EMPTY_HINDI,
};

/**
 * Add product (product §2, 4): name, price, images (uploaded as chosen), category, type (cleared
 * when the category changes), the Hindi name and description shown on Hindi pages, brand and material, stock per size of the category, made to
 * measure, colour, fabric and occasion, description cut at 400 with a counter. Save waits for
 * uploads; a bad count is said beside its box.
 */
export function AddProductForm() {
  const [values, setValues] = useState(EMPTY);
  const [stock, setStock] = useState<StockDraft>(EMPTY_STOCK_DRAFT);
  const [codes, setCodes] = useState<CatalogueDraft>(EMPTY_CATALOGUE);
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const uploads = useImageUploads();
  const [addProduct] = productsApi.useAddProductMutation();
  const set = (patch: Partial<typeof EMPTY>) => {
    setError('');
    setValues((current) => ({ ...current, ...patch }));
  };
  const setStockDraft = (patch: Partial<StockDraft>) => setStock((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = addProductSchema.safeParse({
      name: values.name,
      price: values.price.trim() === '' ? undefined : Number(values.price),
      ...catalogueBody(codes),
      description: values.description,
      ...hindiBody(values, EMPTY_HINDI),
      mainCategory: values.category || undefined,
      subCategory: 'default',
      type: values.type || undefined,
      hsn: values.hsn,
      images: uploads.images,
      ...draftBody(values.category, stock),
    });
    const found = problemsByField(parsed.error?.issues ?? []);
    setProblems(found);
    if (!parsed.success) {
      setError(alertOf(found));
      focusField(form.current, Object.keys(found)[0]);
      return;
    }
    setSaving(true);
    try {
      await addProduct({
        product: parsed.data,
        maker: { brand: values.brand.trim(), material: values.material.trim() },
      }).unwrap();
      notify.success('Product added successfully!');
      setValues(EMPTY);
      setStock(EMPTY_STOCK_DRAFT);
      setCodes(EMPTY_CATALOGUE);
      uploads.reset();
    } catch (failure) {
      // A refusal naming a box (an SKU another product has) is said beside it, and the box focused.
      const problem = fieldProblem(failure, form.current);
      if (problem) {
        setProblems({ [problem.field]: problem.message });
        focusField(form.current, problem.field);
        return;
      }
      const message = `Failed to upload: ${serverMessage(failure) ?? (failure as Error).message}`;
      setError(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section>
      <PageTitle>Add Product</PageTitle>
      <form ref={form} onSubmit={submit} noValidate aria-label="Add product">
        <Field label="Name" value={values.name} onChange={(e) => set({ name: e.target.value })} />
        <HindiNameField value={values.nameHi} error={problems.nameHi} onChange={(nameHi) => set({ nameHi })} />
        <Field
          label="Price (Rs.)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={values.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <CatalogueFields
          values={codes}
          problems={problems}
          onChange={(patch) => setCodes((current) => ({ ...current, ...patch }))}
        />
        <ImageUploader
          items={uploads.items}
          pending={uploads.pending}
          onFiles={uploads.addFiles}
          onRetry={uploads.retry}
          onRemove={uploads.remove}
        />
        <SelectField
          label="Category"
          value={values.category}
          onChange={(e) => {
            // Another category has other sizes: the counts' old problems no longer apply.
            setProblems({});
            set({ category: e.target.value as Section | '', type: '' });
          }}
        >
          <option value="">Select category</option>
          {SECTIONS.map((section) => (
            <option key={section} value={section}>
              {SECTION_TITLES[section].tab}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Type"
          value={values.type}
          disabled={!values.category}
          onChange={(e) => set({ type: e.target.value })}
        >
          <option value="">Select type</option>
          {adminProductTypes(values.category).map((type) => (
            <option key={type} value={type}>
              {labelFromValue(type)}
            </option>
          ))}
        </SelectField>
        <MakerFields values={values} onChange={set} />
        <StockFields section={values.category} draft={stock} problems={problems} onChange={setStockDraft} />
        <AttributeFields section={values.category} draft={stock} onChange={setStockDraft} />
        <Field
          label="HSN code (optional)"
          inputMode="numeric"
          placeholder={
            values.category && values.type ? `${defaultHsn(values.category, values.type)} for this type` : ''
          }
          value={values.hsn}
          onChange={(e) => set({ hsn: e.target.value })}
        />
        <TextAreaField
          label="Description"
          value={values.description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => set({ description: e.target.value.slice(0, DESCRIPTION_MAX) })}
        />
        <HindiDescriptionField
          value={values.descriptionHi}
          error={problems.descriptionHi}
          onChange={(descriptionHi) => set({ descriptionHi })}
        />
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Button type="submit" disabled={uploads.pending || saving}>
          {saving ? 'Saving...' : 'Save Product'}
        </Button>
      </form>
    </section>
  );
}
