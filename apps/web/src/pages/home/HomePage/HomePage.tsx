import type { ReactNode } from 'react';
import { categories, categoryNames, toCategorySlug } from '@pinjam/api/contract';
import { useActiveAdvertImages, useSearch } from '@pinjam/api';
import {
  AdvertSlots,
  BannerCarousel,
  CategoryCarousel,
  HowItWorksSteps,
  Link,
  useMessages,
} from '@pinjam/ui';
import { HydrateWhenSeen } from '../../../app/hydration';
import { pathTo } from '../../../routes/paths';
import { CategoryIcon } from './categoryIcons';
import { HeroSearch } from './HeroSearch';
import { ItemCards } from './ItemCards';
import { homeMessages } from './messages';
import * as styles from './HomePage.css';

const categoryTiles = categories.map((c) => ({
  label: c.tile,
  icon: <CategoryIcon slug={c.slug} />,
  href: `${pathTo('search')}?${new URLSearchParams({ category: c.slug })}`,
}));

/**
 * The sections' own data: read inside them, so their answers changing (SWR checks them again
 * once the page is live) re-renders them alone, never the page around parts that are still
 * waiting to be hydrated (HydrateWhenSeen).
 */
function SearchCards({
  query,
  placeholders,
}: {
  query: Parameters<typeof useSearch>[0];
  placeholders?: number;
}) {
  const found = useSearch(query);
  return (
    <ItemCards
      items={found.data?.items}
      loading={found.isLoading}
      error={Boolean(found.error)}
      onRetry={() => void found.mutate()}
      placeholders={placeholders}
    />
  );
}

/** A section below the fold, named by its heading; it comes alive when seen (HydrateWhenSeen). */
function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={styles.sectionTitle}>
      {title}
    </h2>
  );
  return (
    <HydrateWhenSeen>
      <section className={styles.section} aria-labelledby={id}>
        {aside ? (
          <div className={styles.sectionHeader}>
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {children}
      </section>
    </HydrateWhenSeen>
  );
}

/** An advert without alt text yet is named by where it leads: a category's name for its search. */
function advertPlace({ url }: { url?: string | null }): string | undefined {
  if (!url?.startsWith(`${pathTo('search')}?`)) return undefined;
  const slug = toCategorySlug(new URLSearchParams(url.slice(url.indexOf('?'))).get('category') ?? '');
  return slug && categoryNames[slug];
}

const FEATURED = { sort: 'price_desc', per_page: 4 } as const;
const RECENT = { sort: 'newest', per_page: 8 } as const;

/** The front page of docs/product.md §2, against the real server. */
export default function HomePage() {
  const t = useMessages(homeMessages);
  const images = useActiveAdvertImages();

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={styles.heroTitle}>
          {t.heroTitle}
        </h1>
        <p className={styles.heroText}>{t.heroText}</p>
        <HeroSearch />
      </section>

      <BannerCarousel images={images.data?.bannerImages ?? []} />

      <Section id="categories-title" title={t.categoriesTitle}>
        <CategoryCarousel categories={categoryTiles} />
      </Section>

      <HydrateWhenSeen>
        <AdvertSlots adverts={images.data?.advertImages ?? []} describe={advertPlace} />
      </HydrateWhenSeen>

      <Section id="how-title" title={t.howItWorksTitle}>
        <HowItWorksSteps />
      </Section>

      <Section id="featured-title" title={t.featuredTitle}>
        <SearchCards query={FEATURED} />
      </Section>

      <Section
        id="recent-title"
        title={t.recentTitle}
        aside={<Link href={`${pathTo('search')}?sort=newest`}>{t.browseAll}</Link>}
      >
        <SearchCards query={RECENT} placeholders={8} />
      </Section>
    </div>
  );
}
