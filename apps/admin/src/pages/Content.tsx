// Content in the back-office (issue 26): sliders, advertisements, posts (Tiptap rich text, lazy),
// FAQ, information pages and the site settings, one tab each at /content/<tab>. Every save is
// on the storefront at once (the server drops its public caches).
import { useState } from 'react';
import type {
  adAdmin,
  faqAdmin,
  pageAdmin,
  postAdmin,
  postListAnswer,
  settingsAdmin,
  sliderAdmin,
} from '@store/shared/contract/admin-content';
import type { z } from 'zod';
import { api, ApiError } from '../api.ts';
import { dateTime, useI18n, type Key } from '../i18n.ts';
import { useLoad } from '../load.ts';
import { Link, navigate } from '../router.tsx';
import { ImageField, type Img } from '../ui/ImageField.tsx';
import { RichText } from '../ui/RichText.tsx';
import { TitleRow, useOutcomeInView, Outcome, type OutcomeMessage } from '../ui/PageParts.tsx';

type Slider = z.infer<typeof sliderAdmin>;
type Ad = z.infer<typeof adAdmin>;
type Post = z.infer<typeof postAdmin>;
type Faq = z.infer<typeof faqAdmin>;
type Page = z.infer<typeof pageAdmin>;
type Settings = z.infer<typeof settingsAdmin>;

const TABS: [string, Key][] = [
  ['sliders', 'sliders'],
  ['advertisements', 'advertisements'],
  ['posts', 'posts'],
  ['faq', 'faq'],
  ['pages', 'infoPages'],
  ['settings', 'settings'],
];

export function ContentPage({ tab }: { tab: string | undefined }) {
  const { t } = useI18n();
  const current = TABS.find(([k]) => k === tab)?.[0] ?? 'sliders';
  return (
    <>
      <TitleRow title={t('contentNav')} />
      <nav className="tabs" aria-label={t('contentNav')}>
        {TABS.map(([k, label]) => (
          <Link key={k} to={`/content/${k}`} className={k === current ? 'active' : undefined}>
            {t(label)}
          </Link>
        ))}
      </nav>
      {current === 'sliders' && <Sliders />}
      {current === 'advertisements' && <Ads />}
      {current === 'posts' && <Posts />}
      {current === 'faq' && <Faqs />}
      {current === 'pages' && <Pages />}
      {current === 'settings' && <SettingsForm />}
    </>
  );
}

/** Saves through the API and shows the answer's message (or its errors). */
function useSaver() {
  const { t } = useI18n();
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const run = async <T,>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T | null> => {
    try {
      const r = await api<T>(method, path, body);
      setMessage({ ok: true, text: r.message || t('saved') });
      return r.data;
    } catch (err) {
      if (err instanceof ApiError) setMessage({ ok: false, text: err.message, details: err.envelope.errors });
      return null;
    }
  };
  const outcome = useOutcomeInView<HTMLDivElement>(message);
  const view = message && <Outcome message={message} outcomeRef={outcome} />;
  return { run, view };
}

function ListPane<T extends { id: number }>(props: {
  items: T[] | null;
  label: (item: T) => React.ReactNode;
  image?: (item: T) => string | undefined;
  selected: number | 'new' | null;
  onSelect: (id: number | 'new') => void;
}) {
  const { t } = useI18n();
  return (
    <div className="card list-pane">
      <button type="button" className="primary" onClick={() => props.onSelect('new')}>
        {t('newItem')}
      </button>
      {props.items === null ? (
        <p className="muted">{t('loading')}</p>
      ) : props.items.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul className="pick">
          {props.items.map((item) => (
            <li key={item.id} className={props.selected === item.id ? 'on' : undefined}>
              <button type="button" className="link" onClick={() => props.onSelect(item.id)}>
                {props.image?.(item) && <img src={props.image(item)} alt="" width={48} height={32} />}
                <span>{props.label(item)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const text = (f: FormData, k: string) => String(f.get(k) ?? '');

// ---- sliders -------------------------------------------------------------------------------
function Sliders() {
  const { t, lang } = useI18n();
  const { data, reload } = useLoad<Slider[]>('/sliders');
  const [sel, setSel] = useState<number | 'new' | null>(null);
  const item = typeof sel === 'number' ? (data?.find((s) => s.id === sel) ?? null) : null;
  return (
    <div className="two content-layout">
      <ListPane
        items={data}
        selected={sel}
        onSelect={setSel}
        label={(s) => (lang === 'ar' ? s.title_ar : s.title_en)}
        image={(s) => s.img.url}
      />
      {sel !== null && <SliderForm key={String(sel)} item={item} onDone={(id) => (reload(), setSel(id))} />}
      {sel === null && (
        <p className="muted">
          {t('edit')} · {t('newItem')}
        </p>
      )}
    </div>
  );
}

function SliderForm({ item, onDone }: { item: Slider | null; onDone: (id: number | null) => void }) {
  const { t } = useI18n();
  const { run, view } = useSaver();
  const [img, setImg] = useState<Img[]>(item ? [item.img] : []);
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = {
      title_en: text(f, 'title_en'),
      title_ar: text(f, 'title_ar'),
      desc_en: text(f, 'desc_en'),
      desc_ar: text(f, 'desc_ar'),
      img: img[0]?.key ?? '',
      link: text(f, 'link') || '/',
      sort_order: Number(f.get('sort_order') || 0),
      active: f.get('active') === 'on',
    };
    const saved = await run<Slider>(item ? 'PUT' : 'POST', item ? `/sliders/${item.id}` : '/sliders', body);
    if (saved) onDone(saved.id);
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)}>
      {view}
      <div className="fields">
        <label>
          {t('titleEn')}
          <input name="title_en" defaultValue={item?.title_en} required maxLength={200} dir="ltr" />
        </label>
        <label>
          {t('titleAr')}
          <input name="title_ar" defaultValue={item?.title_ar} required maxLength={200} dir="rtl" />
        </label>
        <label>
          {t('descEn')}
          <input name="desc_en" defaultValue={item?.desc_en} maxLength={2000} dir="ltr" />
        </label>
        <label>
          {t('descAr')}
          <input name="desc_ar" defaultValue={item?.desc_ar} maxLength={2000} dir="rtl" />
        </label>
        <label>
          {t('linkField')}
          <input name="link" defaultValue={item?.link ?? '/'} dir="ltr" />
        </label>
        <label>
          {t('sortOrder')}
          <input name="sort_order" type="number" defaultValue={item?.sort_order ?? 0} />
        </label>
      </div>
      <ImageField kind="slider" value={img} onChange={setImg} max={1} />
      <label className="check">
        <input type="checkbox" name="active" defaultChecked={item?.active ?? true} />
        {t('active')}
      </label>
      <FormButtons path={item ? `/sliders/${item.id}` : null} run={run} onDeleted={() => onDone(null)} />
    </form>
  );
}

function FormButtons(props: { path: string | null; run: (m: 'DELETE', p: string) => Promise<unknown>; onDeleted: () => void }) {
  const { t } = useI18n();
  return (
    <div className="row-actions">
      <button type="submit" className="primary">
        {t('save')}
      </button>
      {props.path && (
        <button
          type="button"
          className="danger"
          onClick={async () => {
            if (!window.confirm(t('confirmDelete'))) return;
            if (await props.run('DELETE', props.path!)) props.onDeleted();
          }}
        >
          {t('deleteItem')}
        </button>
      )}
    </div>
  );
}

// ---- advertisements ------------------------------------------------------------------------
function Ads() {
  const { t, lang } = useI18n();
  const { data, reload } = useLoad<Ad[]>('/advertisements');
  const [sel, setSel] = useState<number | 'new' | null>(null);
  const item = typeof sel === 'number' ? (data?.find((s) => s.id === sel) ?? null) : null;
  return (
    <div className="two content-layout">
      <ListPane
        items={data}
        selected={sel}
        onSelect={setSel}
        label={(a) => `${a.type === 'top' ? t('adTop') : t('adBottom')} · ${(lang === 'ar' ? a.alt_ar : a.alt_en) || a.link}`}
        image={(a) => a.img.url}
      />
      {sel !== null && <AdForm key={String(sel)} item={item} onDone={(id) => (reload(), setSel(id))} />}
    </div>
  );
}

function AdForm({ item, onDone }: { item: Ad | null; onDone: (id: number | null) => void }) {
  const { t } = useI18n();
  const { run, view } = useSaver();
  const [img, setImg] = useState<Img[]>(item ? [item.img] : []);
  const [imgAr, setImgAr] = useState<Img[]>(item?.img_ar ? [item.img_ar] : []);
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = {
      type: text(f, 'type'),
      img: img[0]?.key ?? '',
      img_ar: imgAr[0]?.key ?? null,
      link: text(f, 'link') || '/',
      alt_en: text(f, 'alt_en'),
      alt_ar: text(f, 'alt_ar'),
      sort_order: Number(f.get('sort_order') || 0),
      active: f.get('active') === 'on',
    };
    const saved = await run<Ad>(item ? 'PUT' : 'POST', item ? `/advertisements/${item.id}` : '/advertisements', body);
    if (saved) onDone(saved.id);
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)}>
      {view}
      <div className="fields">
        <label>
          {t('placement')}
          <select name="type" defaultValue={item?.type ?? 'top'}>
            <option value="top">{t('adTop')}</option>
            <option value="bottom">{t('adBottom')}</option>
          </select>
        </label>
        <label>
          {t('linkField')}
          <input name="link" defaultValue={item?.link ?? '/'} dir="ltr" />
        </label>
        <label>
          {t('altEn')}
          <input name="alt_en" defaultValue={item?.alt_en} maxLength={200} dir="ltr" />
        </label>
        <label>
          {t('altAr')}
          <input name="alt_ar" defaultValue={item?.alt_ar} maxLength={200} dir="rtl" />
        </label>
        <label>
          {t('sortOrder')}
          <input name="sort_order" type="number" defaultValue={item?.sort_order ?? 0} />
        </label>
      </div>
      <div className="fields">
        <ImageField kind="ad" value={img} onChange={setImg} max={1} />
        <ImageField kind="ad" value={imgAr} onChange={setImgAr} max={1} label={t('imageAr')} />
      </div>
      <label className="check">
        <input type="checkbox" name="active" defaultChecked={item?.active ?? true} />
        {t('active')}
      </label>
      <FormButtons path={item ? `/advertisements/${item.id}` : null} run={run} onDeleted={() => onDone(null)} />
    </form>
  );
}

// ---- posts ---------------------------------------------------------------------------------
function Posts() {
  const { t, lang } = useI18n();
  const [search, setSearch] = useState('');
  const { data, reload } = useLoad<z.infer<typeof postListAnswer>>(
    `/posts?per_page=100${search ? `&search=${encodeURIComponent(search)}` : ''}`,
  );
  const [sel, setSel] = useState<number | 'new' | null>(null);
  const item = typeof sel === 'number' ? (data?.items.find((s) => s.id === sel) ?? null) : null;
  return (
    <>
      <label className="pane-search">
        {t('search')}
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <div className="two content-layout">
        <ListPane
          items={data?.items ?? null}
          selected={sel}
          onSelect={setSel}
          label={(p) => (lang === 'ar' ? p.title_ar : p.title_en)}
          image={(p) => p.img.url}
        />
        {sel !== null && <PostForm key={String(sel)} item={item} onDone={(id) => (reload(), setSel(id))} />}
      </div>
    </>
  );
}

function PostForm({ item, onDone }: { item: Post | null; onDone: (id: number | null) => void }) {
  const { t } = useI18n();
  const { run, view } = useSaver();
  const [img, setImg] = useState<Img[]>(item ? [item.img] : []);
  const [descEn, setDescEn] = useState(item?.desc_en ?? '');
  const [descAr, setDescAr] = useState(item?.desc_ar ?? '');
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const tags = text(f, 'tags')
      .split('\n')
      .map((l) => l.split('|').map((x) => x.trim()))
      .filter(([en, ar]) => en && ar)
      .map(([en, ar]) => ({ name_en: en!, name_ar: ar! }));
    const body = {
      type: text(f, 'type'),
      title_en: text(f, 'title_en'),
      title_ar: text(f, 'title_ar'),
      desc_en: descEn,
      desc_ar: descAr,
      img: img[0]?.key ?? '',
      published: f.get('published') === 'on',
      tags,
    };
    const saved = await run<Post>(item ? 'PUT' : 'POST', item ? `/posts/${item.id}` : '/posts', body);
    if (saved) onDone(saved.id);
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)}>
      {view}
      <div className="fields">
        <label>
          {t('postType')}
          <select name="type" defaultValue={item?.type ?? 'news'}>
            <option value="news">{t('news')}</option>
            <option value="blog">{t('blog')}</option>
          </select>
        </label>
        <label>
          {t('titleEn')}
          <input name="title_en" defaultValue={item?.title_en} required maxLength={200} dir="ltr" />
        </label>
        <label>
          {t('titleAr')}
          <input name="title_ar" defaultValue={item?.title_ar} required maxLength={200} dir="rtl" />
        </label>
      </div>
      <ImageField kind="post" value={img} onChange={setImg} max={1} />
      <RichText name="desc_en" label={t('richDescEn')} value={descEn} onChange={setDescEn} dir="ltr" />
      <RichText name="desc_ar" label={t('richDescAr')} value={descAr} onChange={setDescAr} dir="rtl" />
      <label>
        {t('tagsField')}
        <textarea name="tags" rows={3} defaultValue={item?.tags.map((x) => `${x.name_en}|${x.name_ar}`).join('\n')} />
      </label>
      <label className="check">
        <input type="checkbox" name="published" defaultChecked={item?.published ?? false} />
        {t('publishNow')}
      </label>
      <FormButtons path={item ? `/posts/${item.id}` : null} run={run} onDeleted={() => onDone(null)} />
    </form>
  );
}

// ---- FAQ -----------------------------------------------------------------------------------
function Faqs() {
  const { lang } = useI18n();
  const { data, reload } = useLoad<Faq[]>('/faqs');
  const [sel, setSel] = useState<number | 'new' | null>(null);
  const item = typeof sel === 'number' ? (data?.find((s) => s.id === sel) ?? null) : null;
  return (
    <div className="two content-layout">
      <ListPane items={data} selected={sel} onSelect={setSel} label={(q) => (lang === 'ar' ? q.question_ar : q.question_en)} />
      {sel !== null && <FaqForm key={String(sel)} item={item} onDone={(id) => (reload(), setSel(id))} />}
    </div>
  );
}

function FaqForm({ item, onDone }: { item: Faq | null; onDone: (id: number | null) => void }) {
  const { t } = useI18n();
  const { run, view } = useSaver();
  const [en, setEn] = useState(item?.answer_en ?? '');
  const [ar, setAr] = useState(item?.answer_ar ?? '');
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = {
      question_en: text(f, 'question_en'),
      question_ar: text(f, 'question_ar'),
      answer_en: en,
      answer_ar: ar,
      sort_order: Number(f.get('sort_order') || 0),
    };
    const saved = await run<Faq>(item ? 'PUT' : 'POST', item ? `/faqs/${item.id}` : '/faqs', body);
    if (saved) onDone(saved.id);
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)}>
      {view}
      <label>
        {t('questionEn')}
        <input name="question_en" defaultValue={item?.question_en} required maxLength={500} dir="ltr" />
      </label>
      <label>
        {t('questionAr')}
        <input name="question_ar" defaultValue={item?.question_ar} required maxLength={500} dir="rtl" />
      </label>
      <RichText name="answer_en" label={t('answerEn')} value={en} onChange={setEn} dir="ltr" />
      <RichText name="answer_ar" label={t('answerAr')} value={ar} onChange={setAr} dir="rtl" />
      <label>
        {t('sortOrder')}
        <input name="sort_order" type="number" defaultValue={item?.sort_order ?? 0} />
      </label>
      <FormButtons path={item ? `/faqs/${item.id}` : null} run={run} onDeleted={() => onDone(null)} />
    </form>
  );
}

// ---- information pages ---------------------------------------------------------------------
const PAGE_KEYS = [
  'about-us',
  'terms',
  'privacy-policy',
  'redeem',
  'rewards-program',
  'student-discount',
  'affiliate',
  'careers',
];

function Pages() {
  const { t, lang } = useI18n();
  const [key, setKey] = useState<string | null>(null);
  const { data, reload } = useLoad<Page[]>('/pages');
  const byKey = new Map((data ?? []).map((p) => [p.key, p]));
  return (
    <div className="two content-layout">
      <div className="card list-pane">
        <ul className="pick">
          {PAGE_KEYS.map((k) => (
            <li key={k} className={key === k ? 'on' : undefined}>
              <button type="button" className="link" onClick={() => setKey(k)}>
                <span>{(lang === 'ar' ? byKey.get(k)?.title_ar : byKey.get(k)?.title_en) || k}</span>
              </button>
              {byKey.get(k)?.updated_at && <span className="muted small">{dateTime(byKey.get(k)!.updated_at!, lang)}</span>}
            </li>
          ))}
        </ul>
      </div>
      {key && <PageForm key={key} pageKey={key} onSaved={reload} />}
      {!key && <p className="muted">{t('editPage')}</p>}
    </div>
  );
}

function PageForm({ pageKey, onSaved }: { pageKey: string; onSaved: () => void }) {
  const { t } = useI18n();
  const { data } = useLoad<Page>(`/pages/${pageKey}`);
  if (!data) return <p className="muted">{t('loading')}</p>;
  return <PageFields page={data} onSaved={onSaved} />;
}

function PageFields({ page, onSaved }: { page: Page; onSaved: () => void }) {
  const { t } = useI18n();
  const { run, view } = useSaver();
  const [en, setEn] = useState(page.content_en);
  const [ar, setAr] = useState(page.content_ar);
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const saved = await run<Page>('PUT', `/pages/${page.key}`, {
      title_en: text(f, 'title_en'),
      title_ar: text(f, 'title_ar'),
      content_en: en,
      content_ar: ar,
    });
    if (saved) onSaved();
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)}>
      {view}
      <p className="muted mono">/{page.key}</p>
      <div className="fields">
        <label>
          {t('titleEn')}
          <input name="title_en" defaultValue={page.title_en} required maxLength={200} dir="ltr" />
        </label>
        <label>
          {t('titleAr')}
          <input name="title_ar" defaultValue={page.title_ar} required maxLength={200} dir="rtl" />
        </label>
      </div>
      <RichText name="content_en" label={t('contentEn')} value={en} onChange={setEn} dir="ltr" />
      <RichText name="content_ar" label={t('contentAr')} value={ar} onChange={setAr} dir="rtl" />
      <div className="row-actions">
        <button type="submit" className="primary">
          {t('save')}
        </button>
      </div>
    </form>
  );
}

// ---- settings ------------------------------------------------------------------------------
const SETTINGS_FIELDS: [keyof Settings, Key, 'ltr' | 'rtl', string?][] = [
  ['title_en', 'siteTitleEn', 'ltr'],
  ['title_ar', 'siteTitleAr', 'rtl'],
  ['description_en', 'siteDescEn', 'ltr'],
  ['description_ar', 'siteDescAr', 'rtl'],
  ['email', 'email', 'ltr', 'email'],
  ['phone', 'phone', 'ltr', 'tel'],
  ['whatsapp', 'whatsapp', 'ltr', 'tel'],
  ['address_en', 'addressEn', 'ltr'],
  ['address_ar', 'addressAr', 'rtl'],
  ['facebook_link', 'facebook', 'ltr', 'url'],
  ['instagram_link', 'instagram', 'ltr', 'url'],
  ['x_link', 'xLink', 'ltr', 'url'],
  ['youtube_link', 'youtube', 'ltr', 'url'],
];

function SettingsForm() {
  const { t, lang } = useI18n();
  const { data, setData } = useLoad<Settings>('/settings');
  const { run, view } = useSaver();
  if (!data) return <p className="muted">{t('loading')}</p>;
  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = Object.fromEntries(SETTINGS_FIELDS.map(([k]) => [k, text(f, k)]));
    const saved = await run<Settings>('PUT', '/settings', body);
    if (saved) setData(saved);
  };
  return (
    <form className="card form" onSubmit={(e) => void save(e)} key={data.updated_at ?? 'settings'}>
      {view}
      <div className="fields">
        {SETTINGS_FIELDS.map(([k, label, dir, type]) => (
          <label key={k}>
            {t(label)}
            <input name={k} type={type ?? 'text'} defaultValue={String(data[k] ?? '')} dir={dir} />
          </label>
        ))}
      </div>
      {data.updated_at && (
        <p className="muted small">
          {t('updatedAt')}: {dateTime(data.updated_at, lang)}
        </p>
      )}
      <div className="row-actions">
        <button type="submit" className="primary">
          {t('save')}
        </button>
      </div>
    </form>
  );
}

export const goContent = (tab: string) => navigate(`/content/${tab}`);
