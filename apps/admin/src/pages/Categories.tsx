// The category tree in the back-office (issue 26): both stores as an indented tree; create,
// rename and move a category (the form's parent), in both languages. The spec's fixed ids
// (2 hardware, 3 digital, 34 Build PC) and the roots are marked and keep their place.
import { useState } from 'react';
import type { categoryListAnswer } from '@store/shared/contract/admin-catalog';
import type { z } from 'zod';
import { api, ApiError } from '../api.ts';
import { useI18n } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { ImageField, type Img } from '../ui/ImageField.tsx';
import { TitleRow, useOutcomeInView } from '../ui/PageParts.tsx';

type Cat = z.infer<typeof categoryListAnswer>[number];

/** Depth-first order with each category's depth. */
function flatten(cats: Cat[]): { cat: Cat; depth: number }[] {
  const kids = new Map<number | null, Cat[]>();
  for (const c of cats) kids.set(c.parent_id, [...(kids.get(c.parent_id) ?? []), c]);
  const out: { cat: Cat; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of kids.get(parent) ?? []) {
      out.push({ cat: c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export function CategoriesPage() {
  const { t, lang } = useI18n();
  const { data, error, reload } = useLoad<Cat[]>('/categories');
  const [editing, setEditing] = useState<Cat | 'new' | null>(null);
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="muted">{t('loading')}</p>;
  const rows = flatten(data);
  const name = (c: Cat) => (lang === 'ar' ? c.name_ar : c.name_en);
  return (
    <>
      <TitleRow title={t('tree')}>
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          {t('newCategory')}
        </button>
      </TitleRow>
      <div className="two tree-layout">
        <ul className="tree card" aria-label={t('tree')}>
          {rows.map(({ cat, depth }) => (
            <li
              key={cat.id}
              style={{ paddingInlineStart: `${depth * 1.25}rem` }}
              className={editing !== 'new' && editing?.id === cat.id ? 'on' : undefined}
            >
              <button type="button" className="link" onClick={() => setEditing(cat)}>
                {name(cat)}
              </button>
              <span className="muted small">
                #{cat.id}
                {cat.products + cat.cards > 0 && ` · ${t('items')}: ${cat.products + cat.cards}`}
              </span>
              {cat.fixed && (
                <span className="badge" title={t('fixedCategory')}>
                  🔒
                </span>
              )}
              {!cat.active && <span className="badge">{t('hidden')}</span>}
            </li>
          ))}
        </ul>
        {editing && (
          <CategoryForm
            key={editing === 'new' ? 'new' : editing.id}
            cat={editing === 'new' ? null : editing}
            all={rows}
            onSaved={() => {
              reload();
            }}
          />
        )}
      </div>
    </>
  );
}

function CategoryForm({ cat, all, onSaved }: { cat: Cat | null; all: { cat: Cat; depth: number }[]; onSaved: () => void }) {
  const { t, lang } = useI18n();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const outcome = useOutcomeInView<HTMLDivElement>(message);
  const [logo, setLogo] = useState<Img[]>(cat?.logo ? [cat.logo] : []);
  const locked = !!cat?.fixed;
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const parent = String(f.get('parent_id') ?? '');
    const body = {
      parent_id: parent ? Number(parent) : null,
      name_en: String(f.get('name_en')),
      name_ar: String(f.get('name_ar')),
      display_type: Number(f.get('display_type')),
      sort_order: Number(f.get('sort_order') || 0),
      active: f.get('active') === 'on',
      logo: logo[0]?.key ?? null,
    };
    try {
      const r = cat ? await api<Cat>('PUT', `/categories/${cat.id}`, body) : await api<Cat>('POST', '/categories', body);
      setMessage({ ok: true, text: r.message || t('saved') });
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) setMessage({ ok: false, text: err.message });
    }
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)} aria-label={cat ? t('edit') : t('newCategory')}>
      <h2>{cat ? `${t('edit')} #${cat.id}` : t('newCategory')}</h2>
      {message && (
        <div ref={outcome} role={message.ok ? 'status' : 'alert'} className={message.ok ? 'notice' : 'error'}>
          {message.text}
        </div>
      )}
      {locked && <p className="muted">🔒 {t('fixedCategory')}</p>}
      <label>
        {t('parent')}
        <select name="parent_id" defaultValue={cat?.parent_id ?? 2} disabled={locked}>
          {cat?.parent_id === null && <option value="">—</option>}
          {all
            .filter(({ cat: c }) => !cat || c.store === cat.store)
            .map(({ cat: c, depth }) => (
              <option key={c.id} value={c.id} disabled={cat?.id === c.id}>
                {'\u00a0'.repeat(depth * 3)}
                {lang === 'ar' ? c.name_ar : c.name_en}
              </option>
            ))}
        </select>
      </label>
      {locked && <input type="hidden" name="parent_id" value={cat?.parent_id ?? ''} />}
      <label>
        {t('nameEn')}
        <input name="name_en" defaultValue={cat?.name_en} required maxLength={200} dir="ltr" />
      </label>
      <label>
        {t('nameAr')}
        <input name="name_ar" defaultValue={cat?.name_ar} required maxLength={200} dir="rtl" />
      </label>
      <label>
        {t('displayType')}
        <select name="display_type" defaultValue={cat?.display_type ?? 3}>
          <option value={1}>{t('displayTiles')}</option>
          <option value={2}>{t('displayCountries')}</option>
          <option value={3}>{t('displayList')}</option>
        </select>
      </label>
      <label>
        {t('sortOrder')}
        <input name="sort_order" type="number" defaultValue={cat?.sort_order ?? 0} />
      </label>
      <ImageField kind="category" value={logo} onChange={setLogo} max={1} label={t('logo')} />
      <label className="check">
        <input type="checkbox" name="active" defaultChecked={cat?.active ?? true} />
        {t('active')}
      </label>
      <button type="submit" className="primary">
        {t('save')}
      </button>
    </form>
  );
}
