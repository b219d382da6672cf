import { categories } from '@pinjam/api/contract';
import { useActiveAdvertImages, useSearch } from '@pinjam/api';
import {
  AdvertSlots,
  BannerCarousel,
  CategoryCarousel,
  HowItWorksSteps,
  Link,
  useMessages,
} from '@pinjam/ui';
import { HydrateWhenSeen } from '../../app/hydration';
import { pathTo } from '../../routes/paths';
import { HeroSearch } from './HeroSearch';
import { ItemCards } from './ItemCards';
import { homeMessages } from './messages';
import * as styles from './HomePage.css';

const categoryTiles = categories.map((c) => ({
  label: c.tile,
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

const FEATURED = { sort: 'price_desc', per_page: 4 } as const;
const RECENT = { sort: 'newest', per_page: 8 } as const;

/** The front page of seed section 2, against the real server. */
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

      <HydrateWhenSeen>
        <section className={styles.section} aria-labelledby="categories-title">
          <h2 id="categories-title" className={styles.sectionTitle}>
            {t.categoriesTitle}
          </h2>
          <CategoryCarousel categories={categoryTiles} />
        </section>
      </HydrateWhenSeen>

      <HydrateWhenSeen>
        <AdvertSlots className={styles.adverts} adverts={images.data?.advertImages ?? []} />
      </HydrateWhenSeen>

      <HydrateWhenSeen>
        <section className={styles.section} aria-labelledby="how-title">
          <h2 id="how-title" className={styles.sectionTitle}>
            {t.howItWorksTitle}
          </h2>
          <HowItWorksSteps />
        </section>
      </HydrateWhenSeen>

      <HydrateWhenSeen>
        <section className={styles.section} aria-labelledby="featured-title">
          <h2 id="featured-title" className={styles.sectionTitle}>
            {t.featuredTitle}
          </h2>
          <SearchCards query={FEATURED} />
        </section>
      </HydrateWhenSeen>

      <HydrateWhenSeen>
        <section className={styles.section} aria-labelledby="recent-title">
          <div className={styles.sectionHeader}>
            <h2 id="recent-title" className={styles.sectionTitle}>
              {t.recentTitle}
            </h2>
            <Link href={`${pathTo('search')}?sort=newest`}>{t.browseAll}</Link>
          </div>
          <SearchCards query={RECENT} placeholders={8} />
        </section>
      </HydrateWhenSeen>
    </div>
  );
}
