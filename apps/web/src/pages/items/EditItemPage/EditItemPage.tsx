import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { listings, useUserItem } from '@pinjam/api';
import { Button, EmptyState, ErrorState, Skeleton, useMessages, useToast } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { useWrite } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { ItemForm } from '../../../features/listing-form/ItemForm';
import { itemFormMessages } from '../../../features/listing-form/messages';
import { PageHeader } from '../PageHeader';
import { useRevalidateItem } from '../../../features/item-actions/revalidate';
import { page } from '../PageHeader.css';
import { form } from '../../../features/listing-form/ItemForm.css';

/** A path id: digits only, else nothing to load (the not-found state). */
const toId = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

/**
 * edit-item: the item form filled with one of the owner's items; photos kept, reordered, removed
 * or added. Someone else's item (or none) reads as not found.
 */
export default function EditItemPage() {
  const t = useMessages(itemFormMessages);
  const id = toId(useParams().id);
  const { data, error, isLoading, mutate } = useUserItem(id);
  const { write } = useWrite(listings.update);
  const { user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const revalidate = useRevalidateItem();

  if (id === null || error?.status === 404)
    return (
      <EmptyState
        headingLevel={1}
        title={t.notFoundTitle}
        text={t.notFoundText}
        action={
          <Button asChild tone="neutral">
            <RouterLink to={pathTo('my-items')}>{t.backToItems}</RouterLink>
          </Button>
        }
      />
    );

  return (
    <div className={page}>
      <PageHeader title={t.editTitle} intro={data ? data.item.title : t.editIntro} />
      {error ? (
        <ErrorState
          title={t.loadError}
          text={error.message}
          onRetry={() => void mutate()}
          retryLabel={t.retry}
        />
      ) : isLoading || !data ? (
        <div className={form} aria-busy="true" aria-label={t.loading} role="group">
          <Skeleton height="18rem" />
          <Skeleton height="12rem" />
        </div>
      ) : (
        <ItemForm
          // A fresh form per item: the draft is taken from the item once.
          key={data.item.id}
          mode="edit"
          item={data.item}
          verified={user?.meta.is_verified ?? false}
          cancelHref={pathTo('view-items')}
          send={(request, { onUploadProgress, signal }) =>
            write({
              params: { id: data.item.id },
              body: request.body as never,
              files: { images: request.files },
              onUploadProgress,
              signal,
            })
          }
          onSaved={(item, message) => {
            toast({ title: message || t.saved, tone: 'positive' });
            navigate(item.status === 'active' ? pathTo('view-item', { id: item.id }) : pathTo('my-items'));
            void revalidate(item.id, item);
          }}
        />
      )}
    </div>
  );
}
