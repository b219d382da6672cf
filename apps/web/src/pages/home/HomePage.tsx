import { categories } from '@pinjam/api/contract';
import { useActiveAdvertImages, useSearch } from '@pinjam/api';
import { AdvertSlots, BannerCarousel, CategoryCarousel, HowItWorksSteps, Link, useMessages } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { HeroSearch } from './HeroSearch';
import { ItemCards } from './ItemCards';
import { homeMessages } from './messages';
import * as styles from './HomePage.css';

const categoryTiles = categories.map((c) => ({
  label: c.tile,
  href: `${pathTo('search')}?${new URLSearchParams({ category: c.slug })}`,
}));

/** The front page of seed section 2, against the real server. */
export default function HomePage() {
  const t = useMessages(homeMessages);
  const images = useActiveAdvertImages();
  const featured = useSearch({ sort: 'price_desc', per_page: 4 });
  const recent = useSearch({ sort: 'newest', per_page: 8 });

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

      <section className={styles.section} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          {t.categoriesTitle}
        </h2>
        <CategoryCarousel categories={categoryTiles} />
      </section>

      <AdvertSlots className={styles.adverts} adverts={images.data?.advertImages ?? []} />

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          {t.howItWorksTitle}
        </h2>
        <HowItWorksSteps />
      </section>

      <section className={styles.section} aria-labelledby="featured-title">
        <h2 id="featured-title" className={styles.sectionTitle}>
          {t.featuredTitle}
        </h2>
        <ItemCards
          items={featured.data?.items}
          loading={featured.isLoading}
          error={Boolean(featured.error)}
          onRetry={() => void featured.mutate()}
        />
      </section>

      <section className={styles.section} aria-labelledby="recent-title">
        <div className={styles.sectionHeader}>
          <h2 id="recent-title" className={styles.sectionTitle}>
            {t.recentTitle}
          </h2>
          <Link href={`${pathTo('search')}?sort=newest`}>{t.browseAll}</Link>
        </div>
        <ItemCards
          items={recent.data?.items}
          loading={recent.isLoading}
          error={Boolean(recent.error)}
          onRetry={() => void recent.mutate()}
          placeholders={8}
        />
      </section>
    </div>
  );
}
